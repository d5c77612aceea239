import type { KnowledgeEntry } from '../../contracts/knowledge.contract';

/** Instruments for eating disorders and for children's emotional and behavioural difficulties. */

const edeq: KnowledgeEntry = {
  id: 'ede-q',
  kind: 'instrument',
  title: 'Eating Disorder Examination Questionnaire (EDE-Q 6.0)',
  aliases: ['EDE-Q', 'EDEQ', 'Eating Disorder Examination Questionnaire'],
  summary:
    'The self-report version of the Eating Disorder Examination: it rates eating-disorder attitudes and counts key behaviours such as binge eating and purging over the past 28 days.',
  description:
    'Twenty-two attitudinal items form four subscales: restraint, eating concern, shape concern and weight concern (some items count towards both shape and weight concern). Six further items record how often the person has had objective binge-eating episodes and binge days, self-induced vomiting, laxative misuse and driven exercise. NICE’s quality standard for eating disorders (QS175) names it as an example measure of binge eating and purging frequency.',
  forWhom:
    'Adolescents (about 14 and over) and adults with suspected or diagnosed eating disorders.',
  ageGroups: ['adolescent', 'adult'],
  conditions: [],
  measurement: {
    measures: 'Eating-disorder attitudes and behaviours over the past 28 days.',
    items: 28,
    scoring:
      'Attitudinal items rated 0 to 6; each subscale is the mean of its items, and the global score is the mean of the four subscales (0–6). Behavioural items are reported as frequencies.',
    cutoffs:
      'The authors set no diagnostic cut-off. Scores are compared with published community norms (for example Mond et al., 2006, for young adult women), and change in global score and in behaviour frequencies is used to follow treatment.',
  },
  typicalCourse: 'About 10 to 15 minutes; at baseline and every few weeks during treatment.',
  contraindications: null,
  related: ['cbt-eating-disorders', 'family-based-treatment'],
  sources: [
    {
      body: 'Fairburn and Beglin (development)',
      citation:
        'Fairburn CG, Beglin SJ. Assessment of eating disorders: interview or self-report questionnaire? International Journal of Eating Disorders 1994;16(4):363–370.',
      url: null,
      year: 1994,
    },
    {
      body: 'Mond et al. (norms)',
      citation:
        'Mond JM, Hay PJ, Rodgers B, Owen C. Eating Disorder Examination Questionnaire (EDE-Q): norms for young adult women. Behaviour Research and Therapy 2006;44(1):53–62.',
      url: null,
      year: 2006,
    },
  ],
  literatureQuery: '"Eating Disorder Examination Questionnaire"[tiab]',
};

const sdq: KnowledgeEntry = {
  id: 'sdq',
  kind: 'instrument',
  title: 'Strengths and Difficulties Questionnaire (SDQ)',
  aliases: ['SDQ', 'Strengths and Difficulties Questionnaire'],
  summary:
    'A brief behavioural screening questionnaire about children and young people, completed by parents, teachers or the young person, covering emotional, conduct, attention and peer problems and prosocial behaviour.',
  description:
    'Twenty-five items form five scales of five items: emotional symptoms, conduct problems, hyperactivity and inattention, peer relationship problems, and prosocial behaviour. The first four add up to a total difficulties score. An impact supplement asks about distress and interference with home life, friendships, learning and leisure, and a follow-up version asks about change since treatment started. It is free to use on paper from the authors’ site.',
  forWhom:
    'Parents and teachers of children aged about 2 to 17 (versions by age), and young people aged 11 to 17 themselves.',
  ageGroups: ['child', 'adolescent'],
  conditions: [],
  measurement: {
    measures:
      'Emotional symptoms, conduct problems, hyperactivity and inattention, peer problems and prosocial behaviour over the past six months (past month in the follow-up version).',
    items: 25,
    scoring:
      'Each item 0 (not true), 1 (somewhat true) or 2 (certainly true), some reverse-scored; each scale 0–10; total difficulties 0–40 (prosocial scale excluded).',
    cutoffs:
      'Original bands for the parent-reported total difficulties: 0–13 normal, 14–16 borderline, 17–40 abnormal; for the parent-reported conduct problems scale: 0–2 normal, 3 borderline, 4–10 abnormal. Bands differ for teacher and self-report versions and newer four-band categories exist; see sdqinfo.org for the current scoring.',
  },
  typicalCourse:
    'About five minutes; at assessment and at the end of treatment (follow-up version).',
  contraindications: null,
  related: ['parent-management-training', 'trauma-focused-cbt-children'],
  sources: [
    {
      body: 'Goodman (development)',
      citation:
        'Goodman R. The Strengths and Difficulties Questionnaire: a research note. Journal of Child Psychology and Psychiatry 1997;38(5):581–586.',
      url: null,
      year: 1997,
    },
    {
      body: 'Youthinmind (SDQ information and scoring)',
      citation:
        'Youthinmind. Information for researchers and professionals about the Strengths and Difficulties Questionnaires.',
      url: 'https://www.sdqinfo.org/',
      year: null,
    },
  ],
  literatureQuery:
    '"Strengths and Difficulties Questionnaire"[tiab] AND (validation OR psychometric*)',
};

export const INSTRUMENTS_EATING_CHILDREN: readonly KnowledgeEntry[] = [edeq, sdq];
