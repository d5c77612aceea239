import type { KnowledgeEntry } from '../../contracts/knowledge.contract';
import { AASM_INSOMNIA_2021, div12, NICE_CG51, NICE_NG193, NICE_PH24 } from './sources';

/** Motivational interviewing, CBT for insomnia, and acceptance and commitment therapy. */

const SMEDSLUND_2011 = {
  body: 'Cochrane',
  citation:
    'Smedslund G, Berg RC, Hammerstrøm KT, et al. Motivational interviewing for substance abuse. Cochrane Database of Systematic Reviews 2011, CD008063.',
  url: null,
  year: 2011,
};

const motivationalInterviewing: KnowledgeEntry = {
  id: 'motivational-interviewing',
  kind: 'treatment',
  title: 'Motivational interviewing (MI) for alcohol and drug use',
  aliases: ['MI', 'MET', 'motivational enhancement therapy', 'brief intervention'],
  summary:
    'A collaborative, person-centred way of talking that strengthens a person’s own motivation to change their drinking or drug use by exploring and resolving ambivalence.',
  description:
    'MI uses open questions, affirmations, reflective listening and summaries to draw out the person’s own reasons for change ("change talk") rather than arguing for it, which tends to provoke resistance. The clinician moves through engaging, focusing, evoking and planning, respects the person’s autonomy and offers information or advice with permission. Motivational enhancement therapy (MET) adds structured personalised feedback from an assessment (for example AUDIT results compared with norms). MI is used on its own as a brief intervention, to prepare for treatment, and woven into other therapies.',
  forWhom:
    'Adolescents, adults and older adults with hazardous or harmful drinking or drug use, including people who are unsure about change or not yet seeking treatment.',
  ageGroups: ['adolescent', 'adult', 'older-adult'],
  conditions: [
    {
      label: 'Alcohol use disorders and hazardous drinking',
      icd10Prefixes: ['F10'],
      problemTerms: ['alcohol', 'drinking', 'binge drinking', 'drunk', 'hangovers'],
      level: 'moderate',
      ageGroups: ['adolescent', 'adult', 'older-adult'],
      sources: [
        NICE_PH24,
        SMEDSLUND_2011,
        {
          body: 'Project MATCH',
          citation:
            'Project MATCH Research Group. Matching alcoholism treatments to client heterogeneity: Project MATCH posttreatment drinking outcomes. Journal of Studies on Alcohol 1997;58(1):7–29.',
          url: null,
          year: 1997,
        },
      ],
    },
    {
      label: 'Drug use disorders',
      icd10Prefixes: ['F11', 'F12', 'F13', 'F14', 'F15', 'F16', 'F18', 'F19'],
      problemTerms: ['cannabis', 'cocaine', 'opioids', 'heroin', 'drug use', 'substance use'],
      level: 'moderate',
      ageGroups: ['adolescent', 'adult', 'older-adult'],
      sources: [NICE_CG51, SMEDSLUND_2011],
    },
  ],
  measurement: null,
  typicalCourse:
    'From a single brief intervention of 5 to 30 minutes to one to four longer sessions; MET in Project MATCH was four sessions over 12 weeks. Often followed by or combined with other treatment.',
  contraindications:
    'On its own MI is not enough for moderate or severe dependence, which needs structured treatment. Anyone at risk of alcohol or sedative withdrawal needs medical assessment before cutting down, because withdrawal can be dangerous. Cochrane reviewers found MI better than no treatment but not clearly better than other active treatments.',
  related: ['audit', 'dast-10'],
  sources: [
    {
      body: 'Miller and Rollnick (manual)',
      citation:
        'Miller WR, Rollnick S. Motivational Interviewing: Helping People Change, third edition. New York: Guilford Press; 2013.',
      url: null,
      year: 2013,
    },
  ],
  literatureQuery:
    '"motivational interviewing"[MeSH Terms] AND ("substance-related disorders"[MeSH Terms] OR alcohol[tiab])',
};

const cbtInsomnia: KnowledgeEntry = {
  id: 'cbt-insomnia',
  kind: 'treatment',
  title: 'Cognitive behavioural therapy for insomnia (CBT-I)',
  aliases: ['CBT-I', 'CBTi', 'cognitive behavioral therapy for insomnia'],
  summary:
    'A short multicomponent treatment for chronic insomnia (sleep restriction, stimulus control, cognitive therapy and sleep education); the recommended first treatment for chronic insomnia in adults, ahead of sleeping tablets.',
  description:
    'Guided by a sleep diary, CBT-I first limits time in bed to the time actually spent asleep, then extends it as sleep becomes more efficient (sleep restriction). Stimulus control re-links the bed with sleep: go to bed only when sleepy, get up if unable to sleep, keep a fixed rising time, and no napping. Cognitive therapy addresses worry and unhelpful beliefs about sleep and its consequences; sleep hygiene education and relaxation are added. It works with insomnia that occurs alongside depression, anxiety, pain and other conditions, and is delivered individually, in groups or digitally.',
  forWhom:
    'Adults and older adults with chronic insomnia (difficulty falling or staying asleep or early waking on at least three nights a week for three months or more, with daytime impact), with or without co-occurring conditions.',
  ageGroups: ['adult', 'older-adult'],
  conditions: [
    {
      label: 'Chronic insomnia',
      icd10Prefixes: ['F51.0', 'G47.0'],
      problemTerms: [
        'insomnia',
        'trouble sleeping',
        'difficulty sleeping',
        "can't sleep",
        'poor sleep',
        'waking at night',
        'early waking',
        'sleeplessness',
      ],
      level: 'strong',
      ageGroups: ['adult', 'older-adult'],
      sources: [
        AASM_INSOMNIA_2021,
        {
          body: 'American College of Physicians',
          citation:
            'Qaseem A, Kansagara D, Forciea MA, Cooke M, Denberg TD. Management of chronic insomnia disorder in adults: a clinical practice guideline from the American College of Physicians. Annals of Internal Medicine 2016;165(2):125–133.',
          url: null,
          year: 2016,
        },
      ],
    },
  ],
  measurement: null,
  cautions: [
    {
      label: 'Bipolar disorder',
      icd10Prefixes: ['F31'],
      advice:
        'Sleep restriction and stimulus control shorten sleep for a while, and sleep loss can trigger hypomania or mania. Start by regularising bedtimes and rising times, keep time in bed at no less than about 6.5 hours, and check mood and daytime sleepiness every session; agree with the patient what to do at the first signs of hypomania.',
      sources: [
        {
          body: 'Kaplan and Harvey (case series)',
          citation:
            'Kaplan KA, Harvey AG. Behavioral treatment of insomnia in bipolar disorder. American Journal of Psychiatry 2013;170(7):716–720.',
          url: 'https://doi.org/10.1176/appi.ajp.2013.12050708',
          year: 2013,
        },
        {
          body: 'Harvey et al. (pilot trial)',
          citation:
            'Harvey AG, Soehner AM, Kaplan KA, et al. Treating insomnia improves mood state, sleep, and functioning in bipolar disorder: a pilot randomized controlled trial. Journal of Consulting and Clinical Psychology 2015;83(3):564–577.',
          url: 'https://doi.org/10.1037/a0038655',
          year: 2015,
        },
      ],
    },
  ],
  typicalCourse: 'Usually 4 to 8 weekly or fortnightly sessions; group and digital formats exist.',
  contraindications:
    'Sleep restriction needs care, and sometimes modification, in bipolar disorder (sleep loss can trigger mania), epilepsy (sleep loss lowers the seizure threshold) and where daytime sleepiness is dangerous (drivers, machine operators): warn about sleepiness in the first weeks. Assess for sleep apnoea, restless legs and circadian rhythm disorders, which need their own treatment.',
  related: ['isi'],
  sources: [AASM_INSOMNIA_2021],
  literatureQuery:
    '("cognitive behavioral therapy for insomnia"[tiab] OR "CBT-I"[tiab]) AND insomnia',
};

const acceptanceCommitmentTherapy: KnowledgeEntry = {
  id: 'acceptance-commitment-therapy',
  kind: 'treatment',
  title: 'Acceptance and commitment therapy (ACT)',
  aliases: ['ACT', 'acceptance and commitment therapy'],
  summary:
    'A behavioural therapy that builds psychological flexibility: making room for difficult thoughts and feelings instead of struggling with them, and acting on chosen values. Best supported for chronic pain, with moderate support for depression, anxiety and OCD.',
  description:
    'ACT works on six linked processes: acceptance of unwanted experiences, cognitive defusion (seeing thoughts as thoughts rather than facts or orders), contact with the present moment, a sense of self as the observer of experience, clarifying personal values, and committed action towards them. It uses metaphors, experiential exercises and mindfulness rather than disputing the content of thoughts. The aim is a fuller life rather than symptom removal, though symptoms often fall.',
  forWhom:
    'Adults and older adults with chronic pain, depression, mixed anxiety or OCD, particularly those for whom control-focused strategies have stopped working. For OCD and PTSD it is not a substitute for the first-line exposure-based or trauma-focused treatments.',
  ageGroups: ['adult', 'older-adult'],
  conditions: [
    {
      label: 'Chronic pain',
      icd10Prefixes: ['G89.2', 'G89.4', 'F45.4'],
      problemTerms: ['chronic pain', 'persistent pain', 'back pain', 'fibromyalgia'],
      level: 'strong',
      ageGroups: ['adult', 'older-adult'],
      sources: [div12('Acceptance and commitment therapy for chronic pain', 'strong'), NICE_NG193],
    },
    {
      label: 'Depression',
      icd10Prefixes: ['F32', 'F33'],
      problemTerms: ['depression', 'low mood'],
      level: 'moderate',
      ageGroups: ['adult', 'older-adult'],
      sources: [div12('Acceptance and commitment therapy for depression', 'modest')],
    },
    {
      label: 'Mixed anxiety disorders',
      icd10Prefixes: ['F41'],
      problemTerms: ['anxiety', 'worry'],
      level: 'moderate',
      ageGroups: ['adult', 'older-adult'],
      sources: [div12('Acceptance and commitment therapy for mixed anxiety disorders', 'modest')],
    },
    {
      label: 'Obsessive-compulsive disorder',
      icd10Prefixes: ['F42'],
      problemTerms: ['obsessions', 'compulsions'],
      level: 'moderate',
      ageGroups: ['adult', 'older-adult'],
      sources: [
        div12('Acceptance and commitment therapy for obsessive-compulsive disorder', 'modest'),
      ],
    },
  ],
  measurement: null,
  typicalCourse:
    'Commonly 8 to 16 weekly individual or group sessions; pain-management programmes using ACT are often group-based.',
  contraindications:
    'Where an exposure-based or trauma-focused therapy is the first-line treatment (OCD, PTSD, panic), offer that first. Chronic pain needs medical assessment and review of red flags before a psychological programme.',
  related: ['phq-9', 'gad-7', 'dass-21', 'y-bocs'],
  sources: [
    {
      body: 'Hayes, Strosahl and Wilson (manual)',
      citation:
        'Hayes SC, Strosahl KD, Wilson KG. Acceptance and Commitment Therapy: The Process and Practice of Mindful Change, second edition. New York: Guilford Press; 2012.',
      url: null,
      year: 2012,
    },
  ],
  literatureQuery: '"acceptance and commitment therapy"[tiab]',
};

export const TREATMENTS_SUBSTANCE_SLEEP_ACT: readonly KnowledgeEntry[] = [
  motivationalInterviewing,
  cbtInsomnia,
  acceptanceCommitmentTherapy,
];
