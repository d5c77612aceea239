import type { KnowledgeEntry, TreatedCondition } from '../../contracts/knowledge.contract';
import { MIKLOWITZ_STEP_BD_2007, NICE_CG185 } from './sources';

/**
 * Psychological treatments designed for bipolar disorder (issue 30): each is added to mood-
 * stabilising medication, never instead of it. NICE CG185 recommends offering a structured
 * psychological intervention designed for bipolar disorder (individual, group or family) to
 * prevent relapse.
 */

const BIPOLAR_TERMS = ['bipolar', 'hypomania', 'hypomanic', 'manic', 'mania', 'mood swings'];

const BIPOLAR_CARE =
  'An adjunct to medication, not a substitute. A current manic episode, psychosis or acute suicide risk needs psychiatric care first; review the risk plan throughout.';

const bipolar = (
  label: string,
  level: TreatedCondition['level'],
  sources: TreatedCondition['sources'],
  ageGroups: TreatedCondition['ageGroups'] = ['adult', 'older-adult'],
): TreatedCondition => ({
  label,
  icd10Prefixes: ['F31'],
  problemTerms: BIPOLAR_TERMS,
  level,
  ageGroups,
  sources,
});

const bipolarPsychoeducation: KnowledgeEntry = {
  id: 'psychoeducation-bipolar',
  kind: 'treatment',
  title: 'Group psychoeducation for bipolar disorder',
  aliases: [
    'psychoeducation',
    'Barcelona psychoeducation programme',
    'structured group psychoeducation',
  ],
  summary:
    'A structured course, usually in a group, that teaches people with bipolar disorder to understand the illness, spot the early signs of a new episode, keep to their treatment and a regular routine, and act early; it delays and reduces relapses.',
  description:
    'Sessions cover what bipolar disorder is and how it runs, the role and side effects of medication, the risks of alcohol and drugs, the early warning signs of mania, hypomania and depression, and what to do when they appear, with a written plan. Participants learn why regular sleep and daily routines matter and how to manage stress. Groups are led by trained clinicians and give people a place to compare experiences. The best-known programme (Barcelona) runs 21 weekly sessions for people whose illness is in remission.',
  forWhom:
    'Adults with bipolar I or II disorder, best started when mood is stable (euthymic), alongside medication.',
  ageGroups: ['adult', 'older-adult'],
  conditions: [
    bipolar('Bipolar disorder: relapse prevention', 'strong', [
      NICE_CG185,
      {
        body: 'Colom et al. (trial)',
        citation:
          'Colom F, Vieta E, Martínez-Arán A, et al. A randomized trial on the efficacy of group psychoeducation in the prophylaxis of recurrences in bipolar patients whose disease is in remission. Archives of General Psychiatry 2003;60(4):402–407.',
        url: null,
        year: 2003,
      },
      {
        body: 'Colom et al. (5-year follow-up)',
        citation:
          'Colom F, Vieta E, Sánchez-Moreno J, et al. Group psychoeducation for stabilised bipolar disorders: 5-year outcome of a randomised clinical trial. British Journal of Psychiatry 2009;194(3):260–265.',
        url: 'https://doi.org/10.1192/bjp.bp.107.040485',
        year: 2009,
      },
    ]),
  ],
  measurement: null,
  typicalCourse:
    'About 21 weekly group sessions of 90 minutes (Barcelona programme); shorter individual courses exist.',
  contraindications: BIPOLAR_CARE,
  related: ['phq-9', 'interpersonal-social-rhythm-therapy', 'family-focused-therapy-bipolar'],
  sources: [],
  literatureQuery: 'psychoeducation[tiab] AND "bipolar disorder"[MeSH Terms]',
};

const interpersonalSocialRhythmTherapy: KnowledgeEntry = {
  id: 'interpersonal-social-rhythm-therapy',
  kind: 'treatment',
  title: 'Interpersonal and social rhythm therapy (IPSRT)',
  aliases: ['IPSRT', 'social rhythm therapy'],
  summary:
    'An individual therapy for bipolar disorder that stabilises daily routines (sleep, waking, meals, activity and contact with others) and works on the interpersonal problems that disrupt them, to protect against new episodes.',
  description:
    'IPSRT joins interpersonal psychotherapy with the idea that disrupted daily rhythms can set off episodes in bipolar disorder. The patient keeps a Social Rhythm Metric, a daily record of when they get up, first meet someone, start work, eat and go to bed, and sets steady target times. Therapist and patient anticipate events that could upset the routine (travel, shift work, a new baby) and plan around them. The interpersonal work addresses grief for the healthy self, role disputes, role transitions and interpersonal deficits.',
  forWhom: 'Adults with bipolar I or II disorder, alongside medication, in or after an episode.',
  ageGroups: ['adult', 'older-adult'],
  conditions: [
    bipolar('Bipolar disorder', 'moderate', [
      NICE_CG185,
      MIKLOWITZ_STEP_BD_2007,
      {
        body: 'Frank et al. (trial)',
        citation:
          'Frank E, Kupfer DJ, Thase ME, et al. Two-year outcomes for interpersonal and social rhythm therapy in individuals with bipolar I disorder. Archives of General Psychiatry 2005;62(9):996–1004.',
        url: null,
        year: 2005,
      },
    ]),
  ],
  measurement: null,
  typicalCourse:
    'Weekly sessions at first, then fortnightly and monthly; in STEP-BD up to 30 sessions over 9 months.',
  contraindications: BIPOLAR_CARE,
  related: ['phq-9', 'psychoeducation-bipolar'],
  sources: [],
  literatureQuery: '"interpersonal and social rhythm therapy"[tiab]',
};

const familyFocusedTherapy: KnowledgeEntry = {
  id: 'family-focused-therapy-bipolar',
  kind: 'treatment',
  title: 'Family-focused therapy (FFT) for bipolar disorder',
  aliases: ['FFT', 'FFT-A', 'family-focused treatment'],
  summary:
    'A therapy for the person with bipolar disorder together with their family or partner: shared psychoeducation, communication training and problem solving, to lower tension at home and prevent relapse.',
  description:
    'FFT begins with psychoeducation for the whole family about the illness, its early warning signs and a relapse-prevention plan. Communication enhancement training follows, with rehearsal of listening, positive requests and constructive feedback, since high expressed emotion in the family predicts relapse. The last phase teaches the family to define and solve practical problems together. An adolescent version (FFT-A) involves parents and siblings.',
  forWhom:
    'Adults and adolescents with bipolar disorder who live with, or are in close contact with, family members or a partner willing to take part, alongside medication.',
  ageGroups: ['adolescent', 'adult', 'older-adult'],
  conditions: [
    bipolar('Bipolar disorder', 'moderate', [
      NICE_CG185,
      MIKLOWITZ_STEP_BD_2007,
      {
        body: 'Miklowitz et al. (trial)',
        citation:
          'Miklowitz DJ, George EL, Richards JA, Simoneau TL, Suddath RL. A randomized study of family-focused psychoeducation and pharmacotherapy in the outpatient management of bipolar disorder. Archives of General Psychiatry 2003;60(9):904–912.',
        url: null,
        year: 2003,
      },
    ]),
    bipolar(
      'Bipolar disorder in young people (FFT-A)',
      'emerging',
      [
        NICE_CG185,
        {
          body: 'Miklowitz et al. (FFT-A trial)',
          citation:
            'Miklowitz DJ, Axelson DA, Birmaher B, et al. Family-focused treatment for adolescents with bipolar disorder: results of a 2-year randomized trial. Archives of General Psychiatry 2008;65(9):1053–1061.',
          url: null,
          year: 2008,
        },
      ],
      ['adolescent'],
    ),
  ],
  measurement: null,
  typicalCourse: 'About 21 sessions over 9 months (weekly, then fortnightly, then monthly).',
  contraindications: `${BIPOLAR_CARE} Where there is violence at home, safety comes before family sessions.`,
  related: ['phq-9', 'psychoeducation-bipolar'],
  sources: [],
  literatureQuery: '"family-focused"[tiab] AND bipolar[tiab]',
};

const cbtBipolar: KnowledgeEntry = {
  id: 'cbt-bipolar',
  kind: 'treatment',
  title: 'Cognitive behavioural therapy (CBT) for bipolar disorder',
  aliases: ['CBT for bipolar disorder', 'cognitive therapy for relapse prevention'],
  summary:
    'An individual CBT adapted to bipolar disorder: monitoring mood, recognising and acting on early warning signs, keeping routines, and working on the thoughts and behaviour that feed depression or escalate into hypomania.',
  description:
    'Patient and therapist build a shared formulation of past episodes, map the early signs (relapse signature) of depression and of hypomania and write a plan for each. Sessions use mood and activity monitoring, cognitive restructuring of depressive thoughts and of the over-positive thinking that comes with rising mood, regular sleep and routines, and help with taking medication as agreed. The benefit is clearest for people with fewer previous episodes.',
  forWhom:
    'Adults with bipolar I or II disorder, alongside medication, especially earlier in the course of the illness.',
  ageGroups: ['adult', 'older-adult'],
  conditions: [
    bipolar('Bipolar disorder', 'moderate', [
      NICE_CG185,
      MIKLOWITZ_STEP_BD_2007,
      {
        body: 'Lam et al. (trial)',
        citation:
          'Lam DH, Watkins ER, Hayward P, et al. A randomized controlled study of cognitive therapy for relapse prevention for bipolar affective disorder: outcome of the first year. Archives of General Psychiatry 2003;60(2):145–152.',
        url: null,
        year: 2003,
      },
    ]),
  ],
  measurement: null,
  typicalCourse: 'About 12 to 20 individual sessions over 6 months, with booster sessions.',
  contraindications: BIPOLAR_CARE,
  related: ['phq-9', 'psychoeducation-bipolar'],
  sources: [],
  literatureQuery:
    '("cognitive behavioral therapy"[MeSH Terms] OR "cognitive therapy"[tiab]) AND "bipolar disorder"[MeSH Terms]',
};

export const TREATMENTS_BIPOLAR: readonly KnowledgeEntry[] = [
  bipolarPsychoeducation,
  interpersonalSocialRhythmTherapy,
  familyFocusedTherapy,
  cbtBipolar,
];
