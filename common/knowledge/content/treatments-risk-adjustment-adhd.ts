import type { KnowledgeEntry } from '../../contracts/knowledge.contract';
import { NICE_NG225, NICE_NG87 } from './sources';

/**
 * Safety planning (first for a chart flagged for suicide risk), brief problem-focused CBT for
 * adjustment disorders, and CBT for adults with ADHD (issue 30).
 */

const safetyPlanning: KnowledgeEntry = {
  id: 'safety-planning-intervention',
  kind: 'treatment',
  title: 'Safety planning intervention',
  aliases: ['safety plan', 'SPI', 'Stanley-Brown safety plan', 'crisis response plan'],
  summary:
    'A brief intervention, written with the patient, of steps to take in a suicidal crisis: warning signs, own coping strategies, people and places that distract, people to ask for help, professional and crisis contacts, and making the surroundings safer. It comes first whenever suicide risk is present.',
  description:
    'Clinician and patient go through the most recent crisis to find its warning signs, then write a prioritised plan in the patient’s own words: (1) warning signs; (2) things the patient can do alone to cope; (3) people and social places that take their mind off things; (4) people they can ask for help; (5) professionals and crisis services, with numbers; (6) reducing access to lethal means (medicines, weapons, ligature points), with the family’s help where agreed. The plan is kept where the patient can find it (paper or phone), reviewed at every session and revised after each crisis. Follow-up contact in the days after an emergency visit is part of the intervention in its trials.',
  forWhom:
    'Anyone at risk of suicide or after self-harm, at any age: young people with their parents or carers. It supports, and does not replace, assessment of risk and treatment of the underlying condition.',
  ageGroups: ['child', 'adolescent', 'adult', 'older-adult'],
  conditions: [
    {
      label: 'Suicide risk',
      icd10Prefixes: ['R45.851'],
      problemTerms: ['suicidal', 'suicidal ideation', 'suicidal thoughts', 'suicide attempt'],
      riskFlags: ['suicide-risk'],
      level: 'moderate',
      ageGroups: ['child', 'adolescent', 'adult', 'older-adult'],
      sources: [
        NICE_NG225,
        {
          body: 'Stanley et al. (cohort comparison)',
          citation:
            'Stanley B, Brown GK, Brenner LA, et al. Comparison of the Safety Planning Intervention with follow-up vs usual care of suicidal patients treated in the emergency department. JAMA Psychiatry 2018;75(9):894–900.',
          url: 'https://doi.org/10.1001/jamapsychiatry.2018.1776',
          year: 2018,
        },
        {
          body: 'Nuij et al. (meta-analysis)',
          citation:
            'Nuij C, van Ballegooijen W, de Beurs D, et al. Safety planning-type interventions for suicide prevention: meta-analysis. British Journal of Psychiatry 2021;219(2):419–426.',
          url: 'https://doi.org/10.1192/bjp.2021.50',
          year: 2021,
        },
      ],
    },
  ],
  measurement: null,
  typicalCourse:
    'Written in one session of 20 to 45 minutes, then reviewed and revised at each session and after any crisis; in trials, followed by telephone contact within days of an emergency visit.',
  contraindications:
    'Not a no-suicide contract, and not a substitute for assessing risk or for urgent care: imminent risk needs emergency services. The plan works only if it is the patient’s own and can be reached in a crisis.',
  related: ['c-ssrs', 'phq-9', 'dialectical-behaviour-therapy'],
  sources: [
    {
      body: 'Stanley and Brown (intervention description)',
      citation:
        'Stanley B, Brown GK. Safety Planning Intervention: a brief intervention to mitigate suicide risk. Cognitive and Behavioral Practice 2012;19(2):256–264.',
      url: null,
      year: 2012,
    },
  ],
  literatureQuery: '"safety planning"[tiab] AND suicid*[tiab]',
};

const problemSolvingAdjustment: KnowledgeEntry = {
  id: 'problem-solving-therapy-adjustment',
  kind: 'treatment',
  title: 'Problem-solving therapy and brief CBT for adjustment disorders',
  aliases: ['PST', 'problem-solving therapy', 'brief CBT for adjustment disorder'],
  summary:
    'A short, structured therapy for distress after a stressful life change (a loss, illness, a breakup, trouble at work): the patient learns to define the problems the change brought, weigh options and act, with brief CBT for the worry and low mood around them.',
  description:
    'Therapist and patient list the practical and emotional problems the stressor created and take them one at a time through the problem-solving steps: define the problem concretely, generate options, choose, plan, act and review. Cognitive techniques address catastrophic or self-blaming thoughts about the event, and activity scheduling rebuilds routine. Where the stressor is work, a graded return to work is planned with the occupational health service. The evidence is limited: trials are few and small, so the guidance is to keep it brief and review progress.',
  forWhom:
    'Adults with an adjustment disorder (distress or impaired functioning out of proportion to a recent stressor), including people on sick leave because of it.',
  ageGroups: ['adult', 'older-adult'],
  conditions: [
    {
      label: 'Adjustment disorders',
      icd10Prefixes: ['F43.2'],
      problemTerms: [
        'adjustment disorder',
        'stressful life event',
        'struggling to cope',
        'life change',
      ],
      level: 'emerging',
      ageGroups: ['adult', 'older-adult'],
      sources: [
        {
          body: 'Cochrane',
          citation:
            'Arends I, Bruinvels DJ, Rebergen DS, et al. Interventions to facilitate return to work in adults with adjustment disorders. Cochrane Database of Systematic Reviews 2012, CD006389.',
          url: 'https://doi.org/10.1002/14651858.CD006389.pub2',
          year: 2012,
        },
        {
          body: 'O’Donnell et al. (systematic review)',
          citation:
            'O’Donnell ML, Metcalf O, Watson L, Phelps A, Varker T. A systematic review of psychological and pharmacological treatments for adjustment disorder in adults. Journal of Traumatic Stress 2018;31(3):321–331.',
          url: 'https://doi.org/10.1002/jts.22295',
          year: 2018,
        },
      ],
    },
  ],
  measurement: null,
  typicalCourse: 'Usually 4 to 8 sessions over a few weeks to three months.',
  contraindications:
    'Adjustment disorders carry a real suicide risk: assess it at the start. If symptoms persist or meet criteria for depression, PTSD or an anxiety disorder, treat that disorder with its own treatment.',
  related: ['phq-9', 'gad-7', 'cbt-depression'],
  sources: [],
  literatureQuery:
    '"adjustment disorders"[MeSH Terms] AND (psychotherapy[MeSH Terms] OR "problem solving"[tiab])',
};

const cbtAdultAdhd: KnowledgeEntry = {
  id: 'cbt-adult-adhd',
  kind: 'treatment',
  title: 'Cognitive behavioural therapy (CBT) for adults with ADHD',
  aliases: ['CBT for adult ADHD', 'Safren programme'],
  summary:
    'An individual, skills-based CBT for adults with ADHD whose symptoms persist: organising and planning, reducing distractibility, and tackling procrastination and the thoughts that keep it going.',
  description:
    'Modules teach a single calendar and task list used every day, breaking large tasks into steps and prioritising them, setting up the environment to reduce distraction (timers, the distractibility delay), and cognitive restructuring of the overly negative or overly optimistic thoughts that drive procrastination. Optional modules address procrastination directly and involve a partner. Sessions review homework and use reminders between sessions.',
  forWhom:
    'Adults with ADHD whose symptoms still impair them on medication, or who have chosen not to take it; NICE suggests a structured, ADHD-focused psychological intervention that may include CBT in these cases.',
  ageGroups: ['adult', 'older-adult'],
  conditions: [
    {
      label: 'ADHD in adults',
      icd10Prefixes: ['F90'],
      problemTerms: [
        'adhd',
        'attention deficit',
        'disorganised',
        'procrastination',
        'distractibility',
      ],
      level: 'moderate',
      ageGroups: ['adult', 'older-adult'],
      sources: [
        NICE_NG87,
        {
          body: 'Safren et al. (trial)',
          citation:
            'Safren SA, Sprich S, Mimiaga MJ, et al. Cognitive behavioral therapy vs relaxation with educational support for medication-treated adults with ADHD and persistent symptoms: a randomized controlled trial. JAMA 2010;304(8):875–880.',
          url: 'https://doi.org/10.1001/jama.2010.1192',
          year: 2010,
        },
      ],
    },
  ],
  measurement: null,
  typicalCourse: 'About 12 weekly individual sessions of about an hour.',
  contraindications:
    'Medication is the first-line treatment for adults in NICE NG87; CBT complements it. Screen for co-occurring depression, anxiety and substance use, which need their own treatment.',
  related: ['phq-9', 'gad-7'],
  sources: [],
  literatureQuery:
    '"cognitive behavioral therapy"[MeSH Terms] AND "attention deficit disorder with hyperactivity"[MeSH Terms] AND adult*[tiab]',
};

export const TREATMENTS_RISK_ADJUSTMENT_ADHD: readonly KnowledgeEntry[] = [
  safetyPlanning,
  problemSolvingAdjustment,
  cbtAdultAdhd,
];
