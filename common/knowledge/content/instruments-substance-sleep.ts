import type { KnowledgeEntry } from '../../contracts/knowledge.contract';
import { NICE_CG115 } from './sources';

/** Instruments for alcohol and drug use and for insomnia. */

const audit: KnowledgeEntry = {
  id: 'audit',
  kind: 'instrument',
  title: 'Alcohol Use Disorders Identification Test (AUDIT)',
  aliases: ['AUDIT', 'AUDIT-C'],
  summary:
    'The World Health Organization’s ten-item questionnaire for identifying hazardous and harmful drinking and possible alcohol dependence, with zones that point to a response.',
  description:
    'Items 1–3 ask about the amount and frequency of drinking (these three alone form the AUDIT-C short screen), items 4–6 about signs of dependence (impaired control, morning drinking, failing to do what was expected) and items 7–10 about harm (guilt, blackouts, injury, others’ concern). It can be self-completed or asked in an interview. NICE CG115 recommends it for identifying alcohol misuse and as a routine outcome measure.',
  forWhom:
    'Adults and older adolescents in primary care, hospital, mental health and social care settings.',
  ageGroups: ['adolescent', 'adult', 'older-adult'],
  conditions: [],
  measurement: {
    measures:
      'Alcohol consumption, dependence symptoms and alcohol-related harm, mostly over the past year.',
    items: 10,
    scoring: 'Items 1–8 scored 0–4; items 9 and 10 scored 0, 2 or 4; total 0–40.',
    cutoffs:
      'WHO risk zones: 0–7 lower risk (alcohol education); 8–15 hazardous drinking (simple advice); 16–19 harmful drinking (advice, brief counselling and monitoring); 20–40 possible dependence (refer for specialist assessment). A score of 8 or more is the general threshold for hazardous or harmful drinking. Points on items 4–6 suggest dependence and on items 7–10 that harm is already occurring, whatever the total.',
  },
  typicalCourse: 'Two to four minutes; repeat to follow change in drinking.',
  contraindications: null,
  related: ['motivational-interviewing', 'dast-10'],
  sources: [
    {
      body: 'WHO (manual)',
      citation:
        'Babor TF, Higgins-Biddle JC, Saunders JB, Monteiro MG. AUDIT: The Alcohol Use Disorders Identification Test. Guidelines for Use in Primary Care, second edition. Geneva: World Health Organization; 2001.',
      url: null,
      year: 2001,
    },
    {
      body: 'Saunders et al. (development)',
      citation:
        'Saunders JB, Aasland OG, Babor TF, de la Fuente JR, Grant M. Development of the Alcohol Use Disorders Identification Test (AUDIT): WHO collaborative project on early detection of persons with harmful alcohol consumption—II. Addiction 1993;88(6):791–804.',
      url: null,
      year: 1993,
    },
    NICE_CG115,
  ],
  literatureQuery: '"Alcohol Use Disorders Identification Test"[tiab] AND (validation OR accuracy)',
};

const dast10: KnowledgeEntry = {
  id: 'dast-10',
  kind: 'instrument',
  title: 'Drug Abuse Screening Test, 10-item version (DAST-10)',
  aliases: ['DAST-10', 'DAST', 'Drug Abuse Screening Test'],
  summary:
    'A ten-question yes/no screen for problems related to drug use (other than alcohol and tobacco) over the past year.',
  description:
    'The questions cover use of drugs other than as prescribed, using more than one drug at a time, being unable to stop, blackouts or flashbacks, guilt, complaints from family, neglecting family, illegal activity to obtain drugs, withdrawal symptoms and medical problems from use. It is shortened from Skinner’s original 28-item DAST. "Drugs" includes prescribed medicines used other than as directed, but not alcohol or tobacco.',
  forWhom: 'Adults and older adolescents in primary care and mental health settings.',
  ageGroups: ['adolescent', 'adult', 'older-adult'],
  conditions: [],
  measurement: {
    measures: 'Consequences of drug use (excluding alcohol and tobacco) over the past 12 months.',
    items: 10,
    scoring:
      'One point for each yes, except item 3 ("Are you always able to stop using drugs when you want to?"), which scores one point for no; total 0–10.',
    cutoffs:
      'Degree of problems: 0 none reported; 1–2 low (monitor, brief advice); 3–5 moderate (further assessment); 6–8 substantial; 9–10 severe (intensive assessment).',
  },
  typicalCourse: 'About five minutes.',
  contraindications: null,
  related: ['motivational-interviewing', 'audit'],
  sources: [
    {
      body: 'Skinner (development)',
      citation: 'Skinner HA. The Drug Abuse Screening Test. Addictive Behaviors 1982;7(4):363–371.',
      url: null,
      year: 1982,
    },
    {
      body: 'Yudko et al. (review)',
      citation:
        'Yudko E, Lozhkina O, Fouts A. A comprehensive review of the psychometric properties of the Drug Abuse Screening Test. Journal of Substance Abuse Treatment 2007;32(2):189–198.',
      url: null,
      year: 2007,
    },
  ],
  literatureQuery: '"Drug Abuse Screening Test"[tiab]',
};

const isi: KnowledgeEntry = {
  id: 'isi',
  kind: 'instrument',
  title: 'Insomnia Severity Index (ISI)',
  aliases: ['ISI', 'Insomnia Severity Index'],
  summary:
    'A seven-item self-report measure of the severity and impact of insomnia over the past two weeks, widely used as the outcome measure for CBT-I.',
  description:
    'The items rate difficulty falling asleep, difficulty staying asleep and waking too early, satisfaction with current sleep, how noticeable the sleep problem is to others, worry or distress about it, and how much it interferes with daytime functioning.',
  forWhom: 'Adults and older adults with sleep complaints.',
  ageGroups: ['adult', 'older-adult'],
  conditions: [],
  measurement: {
    measures: 'Perceived severity of insomnia symptoms and their impact over the past two weeks.',
    items: 7,
    scoring: 'Each item 0 to 4; total 0–28.',
    cutoffs:
      '0–7 no clinically significant insomnia; 8–14 subthreshold insomnia; 15–21 clinical insomnia of moderate severity; 22–28 severe clinical insomnia (Bastien et al., 2001). In a community sample a score of 10 or more best detected insomnia, and a fall of about 8 points matched a moderate improvement with treatment (Morin et al., 2011).',
  },
  typicalCourse: 'About two minutes; at baseline, during CBT-I and at the end.',
  contraindications: null,
  related: ['cbt-insomnia'],
  sources: [
    {
      body: 'Bastien et al. (validation)',
      citation:
        'Bastien CH, Vallières A, Morin CM. Validation of the Insomnia Severity Index as an outcome measure for insomnia research. Sleep Medicine 2001;2(4):297–307.',
      url: null,
      year: 2001,
    },
    {
      body: 'Morin et al. (cut-offs and change)',
      citation:
        'Morin CM, Belleville G, Bélanger L, Ivers H. The Insomnia Severity Index: psychometric indicators to detect insomnia cases and evaluate treatment response. Sleep 2011;34(5):601–608.',
      url: null,
      year: 2011,
    },
  ],
  literatureQuery: '"Insomnia Severity Index"[tiab] AND (validation OR psychometric*)',
};

export const INSTRUMENTS_SUBSTANCE_SLEEP: readonly KnowledgeEntry[] = [audit, dast10, isi];
