import type { KnowledgeEntry } from '../../contracts/knowledge.contract';
import { NICE_NG222, NICE_NG225 } from './sources';

/** Instruments for depression, general distress and suicide risk. */

const phq9: KnowledgeEntry = {
  id: 'phq-9',
  kind: 'instrument',
  title: 'Patient Health Questionnaire-9 (PHQ-9)',
  aliases: ['PHQ-9', 'PHQ9'],
  summary:
    'A nine-item self-report questionnaire, one item per DSM criterion of major depression, used to screen for depression and to rate and follow its severity.',
  description:
    'The person rates how often, over the last two weeks, they have been bothered by each of the nine symptoms of major depression: little interest or pleasure, low mood, sleep problems, tiredness, appetite change, feeling a failure, poor concentration, slowing or restlessness, and thoughts of being better off dead or of self-harm. A tenth, unscored question asks how difficult the problems have made daily life. Item 9 asks about thoughts of death or self-harm: any answer above zero needs a same-day risk conversation.',
  forWhom:
    'Adults and older adults in primary care and mental health services; an adapted version exists for adolescents (PHQ-A).',
  ageGroups: ['adolescent', 'adult', 'older-adult'],
  conditions: [],
  measurement: {
    measures: 'Frequency of the nine DSM symptoms of major depression over the past two weeks.',
    items: 9,
    scoring: 'Each item 0 (not at all) to 3 (nearly every day); total 0–27.',
    cutoffs:
      'Scores of 5, 10, 15 and 20 mark mild, moderate, moderately severe and severe depression. A score of 10 or more is the usual screening cut-off for probable major depression (confirmed as maximising sensitivity and specificity combined in an individual participant data meta-analysis, Levis et al., 2019). NICE NG222 uses a score below 16 for less severe and 16 or more for more severe depression.',
  },
  typicalCourse:
    'Two to five minutes; repeat at each session or every few sessions to follow progress.',
  contraindications: null,
  related: [
    'cbt-depression',
    'behavioural-activation',
    'interpersonal-psychotherapy',
    'mindfulness-based-cognitive-therapy',
    'c-ssrs',
  ],
  sources: [
    {
      body: 'Kroenke et al. (validation)',
      citation:
        'Kroenke K, Spitzer RL, Williams JBW. The PHQ-9: validity of a brief depression severity measure. Journal of General Internal Medicine 2001;16(9):606–613.',
      url: 'https://doi.org/10.1046/j.1525-1497.2001.016009606.x',
      year: 2001,
    },
    {
      body: 'Levis et al. (meta-analysis)',
      citation:
        'Levis B, Benedetti A, Thombs BD; DEPRESSD Collaboration. Accuracy of Patient Health Questionnaire-9 (PHQ-9) for screening to detect major depression: individual participant data meta-analysis. BMJ 2019;365:l1476.',
      url: null,
      year: 2019,
    },
    NICE_NG222,
  ],
  literatureQuery: '"PHQ-9"[tiab] AND (validation OR psychometric* OR "diagnostic accuracy")',
};

const epds: KnowledgeEntry = {
  id: 'epds',
  kind: 'instrument',
  title: 'Edinburgh Postnatal Depression Scale (EPDS)',
  aliases: ['EPDS', 'Edinburgh scale'],
  summary:
    'A ten-item self-report scale designed to screen for depression in pregnancy and after birth; it avoids physical symptoms that are normal at that time.',
  description:
    'Ten statements about the past seven days cover the ability to laugh and look forward to things, self-blame, anxiety, panic, feeling overwhelmed, sleep difficulty due to unhappiness, sadness, crying and thoughts of self-harm. It deliberately leaves out tiredness, appetite and sleep items that pregnancy and a new baby affect anyway. It is a screening tool, not a diagnosis. Item 10 asks about thoughts of self-harm: any score above zero needs a same-day risk conversation.',
  forWhom:
    'Women in pregnancy and the first year after birth; also used with partners and fathers and, in some settings, outside the perinatal period.',
  ageGroups: ['adolescent', 'adult'],
  conditions: [],
  measurement: {
    measures: 'Depressive and anxious symptoms over the past seven days, in the perinatal period.',
    items: 10,
    scoring: 'Each item 0 to 3 (several items reverse-scored); total 0–30.',
    cutoffs:
      'In the original validation a score of 13 or more indicated probable depression and 10 or more possible depression. An individual participant data meta-analysis (Levis et al., 2020) found that 11 or more maximised sensitivity and specificity combined. Local pathways set the threshold; item 10 is acted on whatever the total.',
  },
  typicalCourse:
    'About five minutes; at booking, in late pregnancy and in the weeks after birth, and to follow treatment.',
  contraindications: null,
  related: ['interpersonal-psychotherapy', 'cbt-depression', 'c-ssrs'],
  sources: [
    {
      body: 'Cox et al. (development)',
      citation:
        'Cox JL, Holden JM, Sagovsky R. Detection of postnatal depression: development of the 10-item Edinburgh Postnatal Depression Scale. British Journal of Psychiatry 1987;150:782–786.',
      url: null,
      year: 1987,
    },
    {
      body: 'Levis et al. (meta-analysis)',
      citation:
        'Levis B, Negeri Z, Sun Y, Benedetti A, Thombs BD; DEPRESSD EPDS Group. Accuracy of the Edinburgh Postnatal Depression Scale (EPDS) for screening to detect major depression among pregnant and postpartum women: systematic review and meta-analysis of individual participant data. BMJ 2020;371:m4022.',
      url: null,
      year: 2020,
    },
  ],
  literatureQuery: '"Edinburgh Postnatal Depression Scale"[tiab] AND (validation OR accuracy)',
};

const dass21: KnowledgeEntry = {
  id: 'dass-21',
  kind: 'instrument',
  title: 'Depression Anxiety Stress Scales, 21-item version (DASS-21)',
  aliases: ['DASS-21', 'DASS21', 'DASS'],
  summary:
    'A 21-item self-report questionnaire with three seven-item scales for depression, anxiety (physiological arousal) and stress (tension and irritability) over the past week.',
  description:
    'The depression scale covers hopelessness, low positive feeling and lack of interest; the anxiety scale covers autonomic arousal, situational anxiety and fear of panic; the stress scale covers difficulty relaxing, nervous tension, irritability and agitation. It is a dimensional measure of distress, not a diagnostic instrument, and it is in the public domain.',
  forWhom: 'Adults and older adolescents in clinical and non-clinical settings.',
  ageGroups: ['adolescent', 'adult', 'older-adult'],
  conditions: [],
  measurement: {
    measures: 'Severity of depression, anxiety and stress symptoms over the past week.',
    items: 21,
    scoring:
      'Each item 0 to 3. Each scale is the sum of its seven items multiplied by 2, so that scores match the full 42-item DASS (each scale 0–42).',
    cutoffs:
      'Severity labels from the manual (scores after doubling). Depression: 0–9 normal, 10–13 mild, 14–20 moderate, 21–27 severe, 28+ extremely severe. Anxiety: 0–7 normal, 8–9 mild, 10–14 moderate, 15–19 severe, 20+ extremely severe. Stress: 0–14 normal, 15–18 mild, 19–25 moderate, 26–33 severe, 34+ extremely severe. The labels describe severity relative to the population, not diagnoses.',
  },
  typicalCourse: 'About five minutes; repeat every few sessions.',
  contraindications: null,
  related: [
    'cbt-depression',
    'behavioural-activation',
    'cbt-generalised-anxiety',
    'cbt-panic-disorder',
    'acceptance-commitment-therapy',
  ],
  sources: [
    {
      body: 'Lovibond and Lovibond (manual)',
      citation:
        'Lovibond SH, Lovibond PF. Manual for the Depression Anxiety Stress Scales, second edition. Sydney: Psychology Foundation; 1995.',
      url: null,
      year: 1995,
    },
    {
      body: 'Henry and Crawford (norms)',
      citation:
        'Henry JD, Crawford JR. The short-form version of the Depression Anxiety Stress Scales (DASS-21): construct validity and normative data in a large non-clinical sample. British Journal of Clinical Psychology 2005;44(2):227–239.',
      url: null,
      year: 2005,
    },
  ],
  literatureQuery: '"DASS-21"[tiab] AND (validation OR psychometric*)',
};

const cssrs: KnowledgeEntry = {
  id: 'c-ssrs',
  kind: 'instrument',
  title: 'Columbia Suicide Severity Rating Scale, screener (C-SSRS)',
  aliases: ['C-SSRS', 'Columbia', 'Columbia Protocol', 'C-SSRS screener'],
  summary:
    'A short, structured set of questions about suicidal thoughts and behaviour, used to ask about suicide directly and to decide how urgently to respond.',
  description:
    'The screener asks, in plain language, about the past month: a wish to be dead (1), non-specific active suicidal thoughts (2) and, if item 2 is yes, thoughts of a method (3), some intent to act (4) and a specific plan with intent (5); then about any suicidal behaviour or preparation (6), ever and in the past three months. The full scale adds severity and intensity of ideation and detailed behaviour ratings. Answers prompt a clinical response; they do not predict who will die by suicide.',
  forWhom:
    'Adolescents and adults in any setting; versions exist for children, for people with cognitive impairment and for non-clinicians.',
  ageGroups: ['child', 'adolescent', 'adult', 'older-adult'],
  conditions: [],
  measurement: {
    measures: 'Presence and severity of suicidal ideation and recent suicidal behaviour.',
    items: 6,
    scoring:
      'Each question is answered yes or no and is not summed; items 3 to 5 are asked only if item 2 is yes, and item 6 is always asked.',
    cutoffs:
      'Columbia’s triage guidance for the screener: yes to items 1 or 2 only suggests lower risk (consider referral); yes to item 3, or behaviour more than three months ago, moderate risk; yes to item 4 or 5, or behaviour in the past three months, high risk needing immediate safety measures. Follow local protocols; NICE NG225 advises against using risk tools or scales to predict suicide or to decide who receives care.',
  },
  typicalCourse:
    'One to three minutes; at intake, whenever risk may have changed, and at each contact when risk is raised.',
  contraindications: null,
  related: ['dialectical-behaviour-therapy', 'phq-9'],
  sources: [
    {
      body: 'Posner et al. (validation)',
      citation:
        'Posner K, Brown GK, Stanley B, et al. The Columbia-Suicide Severity Rating Scale: initial validity and internal consistency findings from three multisite studies with adolescents and adults. American Journal of Psychiatry 2011;168(12):1266–1277.',
      url: null,
      year: 2011,
    },
    {
      body: 'The Columbia Lighthouse Project',
      citation:
        'The Columbia Lighthouse Project: the Columbia Protocol (C-SSRS), versions and training.',
      url: 'https://cssrs.columbia.edu/',
      year: null,
    },
    NICE_NG225,
  ],
  literatureQuery: '"Columbia-Suicide Severity Rating Scale"[tiab]',
};

export const INSTRUMENTS_MOOD_RISK: readonly KnowledgeEntry[] = [phq9, epds, dass21, cssrs];
