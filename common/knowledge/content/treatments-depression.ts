import type { KnowledgeEntry } from '../../contracts/knowledge.contract';
import { div12, NICE_NG134, NICE_NG222 } from './sources';

/** Treatments for depression: cognitive behavioural therapy and behavioural activation. */

const DEPRESSION_TERMS = [
  'depression',
  'depressed',
  'low mood',
  'hopeless',
  'hopelessness',
  'worthless',
  'anhedonia',
  'loss of interest',
  'tearful',
];

const cbtDepression: KnowledgeEntry = {
  id: 'cbt-depression',
  kind: 'treatment',
  title: 'Cognitive behavioural therapy (CBT) for depression',
  aliases: ['CBT', 'cognitive therapy', 'CT', 'Beck cognitive therapy'],
  summary:
    'A structured, time-limited therapy that helps people with depression identify and test negative thoughts and beliefs and re-engage with activity; one of the best-established psychological treatments for depression.',
  description:
    'CBT for depression links mood to thoughts, behaviour and physical state. Early sessions use self-monitoring and activity scheduling to rebuild routine and rewarding activity; later sessions teach the patient to catch automatic negative thoughts, weigh the evidence for them and form more balanced alternatives, then to examine the underlying assumptions and core beliefs that make them vulnerable. Sessions have an agenda, homework is set and reviewed each week, and progress is followed with a symptom measure. The course ends with a relapse-prevention plan.',
  forWhom:
    'Adults and older adults with depression of any severity (for more severe depression NICE favours combining individual CBT with an antidepressant). For chronic depression and dysthymia, psychotherapy helps less than in acute depression and works best combined with an antidepressant and over a longer course (18 sessions or more). Adapted forms are used with adolescents. Group, guided self-help and digital formats exist for less severe depression.',
  ageGroups: ['adolescent', 'adult', 'older-adult'],
  conditions: [
    {
      label: 'Depression in adults',
      icd10Prefixes: ['F32', 'F33'],
      problemTerms: [...DEPRESSION_TERMS, 'negative thinking', 'self-critical', 'rumination'],
      level: 'strong',
      ageGroups: ['adult', 'older-adult'],
      sources: [NICE_NG222, div12('Cognitive therapy for depression', 'strong')],
    },
    {
      label: 'Depression in young people',
      icd10Prefixes: ['F32', 'F33'],
      problemTerms: [...DEPRESSION_TERMS, 'negative thinking'],
      level: 'moderate',
      ageGroups: ['adolescent'],
      sources: [NICE_NG134],
    },
    {
      label: 'Persistent depressive disorder (dysthymia)',
      icd10Prefixes: ['F34.1'],
      problemTerms: [
        'dysthymia',
        'chronic depression',
        'persistent low mood',
        'low mood for years',
      ],
      level: 'moderate',
      ageGroups: ['adult', 'older-adult'],
      sources: [
        NICE_NG222,
        {
          body: 'Cuijpers et al. (meta-analysis)',
          citation:
            'Cuijpers P, van Straten A, Schuurmans J, van Oppen P, Hollon SD, Andersson G. Psychotherapy for chronic major depression and dysthymia: a meta-analysis. Clinical Psychology Review 2010;30(1):51–62.',
          url: 'https://doi.org/10.1016/j.cpr.2009.09.003',
          year: 2010,
        },
      ],
    },
  ],
  measurement: null,
  typicalCourse:
    'Weekly individual sessions of about an hour: NICE NG222 describes shorter courses (around 8 sessions) for less severe depression and longer ones (around 16 sessions over 3 to 4 months) for more severe depression. Group CBT usually runs for about 8 sessions.',
  contraindications:
    'Assess suicide risk at the start and throughout. Psychotic depression, depression with high and active suicide risk, or bipolar depression need psychiatric assessment and usually medication alongside or first. Severe cognitive impairment or very low concentration may call for a behavioural emphasis and simpler materials.',
  related: ['phq-9', 'dass-21', 'c-ssrs', 'behavioural-activation'],
  sources: [NICE_NG222],
  literatureQuery:
    '("cognitive behavioral therapy"[MeSH Terms] OR "cognitive therapy"[tiab]) AND "depressive disorder"[MeSH Terms]',
};

const behaviouralActivation: KnowledgeEntry = {
  id: 'behavioural-activation',
  kind: 'treatment',
  title: 'Behavioural activation (BA) for depression',
  aliases: ['BA', 'behavioral activation', 'activity scheduling'],
  summary:
    'A structured behavioural therapy for depression that helps people reconnect with rewarding and valued activity and reduce avoidance; as effective as CBT in a large trial and simpler to deliver.',
  description:
    'BA understands depression as partly kept going by withdrawal and avoidance, which cut people off from sources of reward and leave problems unsolved. The patient monitors activity and mood, notices which activities lift mood or matter to them, and schedules graded steps back into routine, pleasurable and important activities. Avoidance patterns and rumination are treated as behaviours to notice and replace with approach. It does not require challenging thoughts, which makes it suitable for delivery by less specialised therapists.',
  forWhom:
    'Adults and older adults with depression, particularly where withdrawal, inactivity and avoidance are prominent. Delivered individually, in groups or as guided self-help.',
  ageGroups: ['adult', 'older-adult'],
  conditions: [
    {
      label: 'Depression in adults',
      icd10Prefixes: ['F32', 'F33'],
      problemTerms: [
        ...DEPRESSION_TERMS,
        'withdrawn',
        'inactivity',
        'lack of motivation',
        'avoidance',
        'staying in bed',
      ],
      level: 'strong',
      ageGroups: ['adult', 'older-adult'],
      sources: [
        div12('Behavioral activation for depression', 'strong'),
        NICE_NG222,
        {
          body: 'Cochrane',
          citation:
            'Uphoff E, Ekers D, Robertson L, et al. Behavioural activation therapy for depression in adults. Cochrane Database of Systematic Reviews 2020, CD013305.',
          url: null,
          year: 2020,
        },
      ],
    },
  ],
  measurement: null,
  typicalCourse:
    'Commonly 12 to 20 weekly sessions; in the COBRA trial up to 20 sessions over 16 weeks, delivered by junior mental health workers. Group and guided self-help formats are shorter.',
  contraindications:
    'As for any depression treatment, assess suicide risk and refer psychotic or bipolar depression for psychiatric care. Choose activities that fit physical health limits.',
  related: ['phq-9', 'dass-21', 'cbt-depression'],
  sources: [
    {
      body: 'COBRA trial',
      citation:
        'Richards DA, Ekers D, McMillan D, et al. Cost and Outcome of Behavioural Activation versus Cognitive Behavioural Therapy for Depression (COBRA): a randomised, controlled, non-inferiority trial. Lancet 2016;388(10047):871–880.',
      url: null,
      year: 2016,
    },
  ],
  literatureQuery: '"behavioral activation"[tiab] AND depress*[tiab]',
};

export const TREATMENTS_DEPRESSION: readonly KnowledgeEntry[] = [
  cbtDepression,
  behaviouralActivation,
];
