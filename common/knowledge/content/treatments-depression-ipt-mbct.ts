import type { KnowledgeEntry } from '../../contracts/knowledge.contract';
import { div12, NICE_NG134, NICE_NG222 } from './sources';

/** Treatments for depression: interpersonal psychotherapy and mindfulness-based cognitive therapy. */

const interpersonalPsychotherapy: KnowledgeEntry = {
  id: 'interpersonal-psychotherapy',
  kind: 'treatment',
  title: 'Interpersonal psychotherapy (IPT) for depression',
  aliases: ['IPT', 'IPT-A', 'interpersonal therapy'],
  summary:
    'A time-limited therapy that treats depression by working on a current interpersonal problem area: grief, a dispute, a life transition or social isolation.',
  description:
    'IPT frames depression as a medical illness that is linked, in both directions, to what is happening in the person’s relationships. After an assessment of the patient’s important relationships, therapist and patient agree on one or two focal problem areas: grief after a death, a role dispute with someone important, a role transition (such as a move, a new baby, retirement or illness) or interpersonal deficits and isolation. The middle phase uses strategies specific to that area (mourning and rebuilding, clarifying and negotiating expectations, grieving the old role and building skills for the new one), and the final phase consolidates gains and plans for the end of therapy. A version for adolescents (IPT-A) involves parents where needed.',
  forWhom:
    'Adults and older adults with depression, especially when it follows bereavement, conflict or a major life change. IPT-A is an adaptation for adolescents aged about 12 to 18.',
  ageGroups: ['adolescent', 'adult', 'older-adult'],
  conditions: [
    {
      label: 'Depression in adults',
      icd10Prefixes: ['F32', 'F33'],
      problemTerms: [
        'depression',
        'low mood',
        'grief',
        'bereavement',
        'relationship conflict',
        'role transition',
        'loneliness',
        'isolation',
      ],
      level: 'strong',
      ageGroups: ['adult', 'older-adult'],
      sources: [div12('Interpersonal psychotherapy for depression', 'strong'), NICE_NG222],
    },
    {
      label: 'Depression in young people (IPT-A)',
      icd10Prefixes: ['F32', 'F33'],
      problemTerms: ['depression', 'low mood', 'conflict with parents', 'friendship problems'],
      level: 'moderate',
      ageGroups: ['adolescent'],
      sources: [
        NICE_NG134,
        {
          body: 'Mufson et al. (IPT-A trial)',
          citation:
            'Mufson L, Dorta KP, Wickramaratne P, et al. A randomized effectiveness trial of interpersonal psychotherapy for depressed adolescents. Archives of General Psychiatry 2004;61(6):577–584.',
          url: null,
          year: 2004,
        },
      ],
    },
  ],
  measurement: null,
  typicalCourse:
    'Usually 12 to 16 weekly sessions of about an hour, in three phases (initial, middle, termination); IPT-A usually about 12 sessions.',
  contraindications:
    'Assess suicide risk at the start and throughout. Psychotic or bipolar depression needs psychiatric care. Where a relationship involves violence, safety comes before work on the dispute.',
  related: ['phq-9', 'epds', 'c-ssrs', 'cbt-depression'],
  sources: [
    {
      body: 'Weissman, Markowitz and Klerman (manual)',
      citation:
        'Weissman MM, Markowitz JC, Klerman GL. Comprehensive Guide to Interpersonal Psychotherapy. New York: Basic Books; 2000.',
      url: null,
      year: 2000,
    },
  ],
  literatureQuery: '"interpersonal psychotherapy"[tiab] AND depress*[tiab]',
};

const MBCT_SOURCES = [
  NICE_NG222,
  {
    body: 'Kuyken et al. (individual patient data meta-analysis)',
    citation:
      'Kuyken W, Warren FC, Taylor RS, et al. Efficacy of mindfulness-based cognitive therapy in prevention of depressive relapse: an individual patient data meta-analysis from randomized trials. JAMA Psychiatry 2016;73(6):565–574.',
    url: null,
    year: 2016,
  },
];

const mindfulnessBasedCognitiveTherapy: KnowledgeEntry = {
  id: 'mindfulness-based-cognitive-therapy',
  kind: 'treatment',
  title: 'Mindfulness-based cognitive therapy (MBCT) for recurrent depression',
  aliases: ['MBCT', 'mindfulness-based cognitive therapy'],
  summary:
    'An eight-week group programme that combines mindfulness meditation with elements of CBT to prevent relapse in people who have had repeated episodes of depression and are currently well.',
  description:
    'MBCT teaches people who have recovered from depression to notice early the patterns of thinking, feeling and body sensation that can spiral into a new episode, and to relate to them with awareness rather than rumination. Participants practise formal meditations (body scan, sitting meditation, mindful movement) and brief everyday practices, learn about depression and its warning signs, and draw up an action plan for times of risk. It is delivered in groups by trained teachers with daily home practice.',
  forWhom:
    'Adults and older adults with recurrent depression who are currently in full or partial remission and at higher risk of relapse, including those wishing to stop or avoid maintenance antidepressants.',
  ageGroups: ['adult', 'older-adult'],
  conditions: [
    {
      label: 'Recurrent depression in remission: relapse prevention',
      icd10Prefixes: ['F33.4'],
      problemTerms: [
        'relapse prevention',
        'depression in remission',
        'recovered from depression',
        'previous episodes of depression',
      ],
      level: 'moderate',
      ageGroups: ['adult', 'older-adult'],
      sources: MBCT_SOURCES,
    },
    {
      label: 'Recurrent depression: relapse prevention once in remission',
      icd10Prefixes: ['F33'],
      problemTerms: ['recurrent depression'],
      level: 'moderate',
      ageGroups: ['adult', 'older-adult'],
      sources: MBCT_SOURCES,
    },
  ],
  measurement: null,
  typicalCourse:
    'Eight weekly group sessions of about two hours, with about 45 minutes of daily home practice; NICE NG222 describes relapse-prevention courses of usually 8 sessions over 2 to 3 months with the option of further sessions over the next year.',
  contraindications:
    'Designed for people who are currently well; it is not a substitute for treating a current severe episode. Trials usually excluded active suicidality, psychosis and current substance dependence. Meditation can occasionally bring up distressing memories or feelings, so screen for trauma and agree how difficulties will be handled.',
  related: ['phq-9', 'cbt-depression'],
  sources: [
    {
      body: 'Segal, Williams and Teasdale (manual)',
      citation:
        'Segal ZV, Williams JMG, Teasdale JD. Mindfulness-Based Cognitive Therapy for Depression, second edition. New York: Guilford Press; 2013.',
      url: null,
      year: 2013,
    },
  ],
  literatureQuery:
    '"mindfulness-based cognitive therapy"[tiab] AND (relapse OR recurren*) AND depress*',
};

export const TREATMENTS_DEPRESSION_IPT_MBCT: readonly KnowledgeEntry[] = [
  interpersonalPsychotherapy,
  mindfulnessBasedCognitiveTherapy,
];
