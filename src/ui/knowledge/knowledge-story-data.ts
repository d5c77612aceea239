import type {
  EvidenceSource,
  KnowledgeEntry,
  KnowledgeHit,
  MatchResponse,
} from '../../../common/contracts/knowledge.contract';

/** Made-up fixtures for the knowledge stories only; the product shows what the server sent. */
const NICE: EvidenceSource = {
  body: 'NICE CG31',
  citation: 'Obsessive-compulsive disorder and body dysmorphic disorder: treatment. NICE, 2005.',
  url: 'https://www.nice.org.uk/guidance/cg31',
  year: 2005,
};
const DIV12: EvidenceSource = {
  body: 'APA Division 12',
  citation: 'Exposure and response prevention for obsessive-compulsive disorder: strong support.',
  url: null,
  year: null,
};

export const storyHits: KnowledgeHit[] = [
  {
    id: 'exposure-response-prevention',
    kind: 'treatment',
    title: 'Exposure and response prevention (ERP) for OCD',
    highlight: [
      { text: '… stays with the trigger without performing ', match: false },
      { text: 'rituals', match: true },
      { text: ', reassurance seeking or mental neutralising …', match: false },
    ],
    rank: 3,
  },
  {
    id: 'y-bocs',
    kind: 'instrument',
    title: 'Yale-Brown Obsessive Compulsive Scale (Y-BOCS)',
    highlight: [
      { text: 'Rates the time taken by obsessions and compulsions, and ', match: false },
      { text: 'rituals', match: true },
      { text: ' resisted.', match: false },
    ],
    rank: 1,
  },
];

export const storyTreatment: KnowledgeEntry = {
  id: 'exposure-response-prevention',
  kind: 'treatment',
  title: 'Exposure and response prevention (ERP) for OCD',
  aliases: ['ERP', 'EX/RP'],
  summary: 'The first-line psychological treatment for obsessive-compulsive disorder.',
  description: 'Graded exposure to feared thoughts and situations while refraining from rituals.',
  forWhom: 'Children, adolescents and adults with obsessive-compulsive disorder.',
  ageGroups: ['child', 'adolescent', 'adult', 'older-adult'],
  conditions: [
    {
      label: 'Obsessive-compulsive disorder',
      icd10Prefixes: ['F42'],
      problemTerms: ['checking'],
      level: 'strong',
      ageGroups: ['child', 'adolescent', 'adult', 'older-adult'],
      sources: [NICE, DIV12],
    },
    {
      label: 'Body dysmorphic disorder',
      icd10Prefixes: ['F45.22'],
      problemTerms: ['mirror checking'],
      level: 'moderate',
      ageGroups: ['adolescent', 'adult'],
      sources: [NICE],
    },
  ],
  measurement: null,
  typicalCourse: '12 to 20 weekly sessions with daily exposure homework.',
  contraindications: 'Adapt for severe depression, active substance misuse or psychosis.',
  related: ['y-bocs'],
  sources: [NICE],
  literatureQuery: '"exposure and response prevention" AND OCD',
};

export const storyInstrument: KnowledgeEntry = {
  id: 'y-bocs',
  kind: 'instrument',
  title: 'Yale-Brown Obsessive Compulsive Scale (Y-BOCS)',
  aliases: ['Y-BOCS'],
  summary: 'The standard clinician-rated measure of OCD severity.',
  description: 'A semi-structured interview rating obsessions and compulsions.',
  forWhom: 'Adults with obsessive-compulsive disorder; the CY-BOCS for children.',
  ageGroups: ['adult', 'older-adult'],
  conditions: [],
  measurement: {
    measures: 'Severity of obsessions and compulsions over the past week.',
    items: 10,
    scoring: 'Ten items scored 0–4; total 0–40.',
    cutoffs: '0–7 subclinical, 8–15 mild, 16–23 moderate, 24–31 severe, 32–40 extreme.',
  },
  typicalCourse: null,
  contraindications: null,
  related: ['exposure-response-prevention'],
  sources: [
    {
      body: 'Goodman et al.',
      citation: 'The Yale-Brown Obsessive Compulsive Scale. Arch Gen Psychiatry 1989;46:1006–11.',
      url: 'https://doi.org/10.1001/archpsyc.1989.01810110048007',
      year: 1989,
    },
  ],
  literatureQuery: '"Y-BOCS" AND psychometric',
};

export const storyMatch: MatchResponse = {
  basis: {
    diagnoses: [{ code: 'F42.2', text: 'Mixed obsessional thoughts and acts' }],
    problems: 'checking the stove for hours',
    ageGroup: 'adult',
    riskFlags: [],
  },
  matches: [
    {
      entryId: 'exposure-response-prevention',
      title: 'Exposure and response prevention (ERP) for OCD',
      summary: 'The first-line psychological treatment for obsessive-compulsive disorder.',
      level: 'strong',
      condition: 'Obsessive-compulsive disorder',
      reasons: [
        { kind: 'diagnosis', code: 'F42.2', condition: 'Obsessive-compulsive disorder' },
        { kind: 'problem', term: 'checking', condition: 'Obsessive-compulsive disorder' },
        { kind: 'age', ageGroup: 'adult' },
      ],
      sources: [NICE, DIV12],
      cautions: [],
      score: 9,
      literatureQuery: '"exposure and response prevention" AND OCD',
    },
    {
      entryId: 'cbt-ocd',
      title: 'Cognitive therapy for OCD',
      summary: 'Works on beliefs about responsibility and the importance of thoughts.',
      level: 'moderate',
      condition: 'Obsessive-compulsive disorder',
      reasons: [{ kind: 'diagnosis', code: 'F42.2', condition: 'Obsessive-compulsive disorder' }],
      sources: [NICE],
      cautions: [],
      score: 5,
      literatureQuery: '"cognitive therapy" AND OCD',
    },
  ],
};

const SAFETY_SOURCE: EvidenceSource = {
  body: 'NICE NG225',
  citation: 'Self-harm: assessment, management and preventing recurrence. NICE, 2022.',
  url: 'https://www.nice.org.uk/guidance/ng225',
  year: 2022,
};
const SLEEP_SOURCE: EvidenceSource = {
  body: 'Kaplan and Harvey (case series)',
  citation: 'Behavioral treatment of insomnia in bipolar disorder. Am J Psychiatry 2013.',
  url: null,
  year: 2013,
};

/** A chart flagged for suicide risk, with bipolar II and insomnia: safety first, then a caution. */
export const storyRiskAndCaution: MatchResponse = {
  basis: {
    diagnoses: [
      { code: 'F31.81', text: 'Bipolar II disorder' },
      { code: 'F51.01', text: 'Primary insomnia' },
    ],
    problems: 'Poor sleep and low mood since the spring',
    ageGroup: 'adult',
    riskFlags: ['suicide-risk'],
  },
  matches: [
    {
      entryId: 'safety-planning-intervention',
      title: 'Safety planning intervention',
      summary: 'A brief written plan of steps to take in a suicidal crisis.',
      level: 'moderate',
      condition: 'Suicide risk',
      reasons: [
        { kind: 'risk', flag: 'suicide-risk', condition: 'Suicide risk' },
        { kind: 'age', ageGroup: 'adult' },
      ],
      sources: [SAFETY_SOURCE],
      cautions: [],
      score: 22,
      literatureQuery: '"safety planning" AND suicide',
    },
    {
      entryId: 'cbt-insomnia',
      title: 'Cognitive behavioural therapy for insomnia (CBT-I)',
      summary: 'Sleep restriction, stimulus control and cognitive therapy for chronic insomnia.',
      level: 'strong',
      condition: 'Chronic insomnia',
      reasons: [
        { kind: 'diagnosis', code: 'F51.01', condition: 'Chronic insomnia' },
        { kind: 'age', ageGroup: 'adult' },
      ],
      sources: [SAFETY_SOURCE],
      cautions: [
        {
          label: 'Bipolar disorder',
          code: 'F31.81',
          advice: 'Sleep restriction can trigger hypomania: keep at least 6.5 hours in bed.',
          sources: [SLEEP_SOURCE],
        },
      ],
      score: 39,
      literatureQuery: '"CBT-I" AND insomnia',
    },
  ],
};
