import type { KnowledgeEntry } from '../../contracts/knowledge.contract';
import { div12, NICE_CG113, NICE_CG159 } from './sources';

/** Cognitive behavioural therapies for generalised anxiety, panic and social anxiety. */

const cbtGeneralisedAnxiety: KnowledgeEntry = {
  id: 'cbt-generalised-anxiety',
  kind: 'treatment',
  title: 'CBT for generalised anxiety disorder (GAD)',
  aliases: ['CBT for GAD', 'cognitive behavioral therapy for generalized anxiety disorder'],
  summary:
    'A structured therapy that targets excessive, hard-to-control worry: it builds tolerance of uncertainty, tests the beliefs that keep worry going and reduces worry-driven avoidance and reassurance seeking.',
  description:
    'CBT for GAD begins with a shared formulation of the worry cycle and self-monitoring of worry episodes. Depending on the model used, it includes distinguishing worries about current, solvable problems (met with structured problem solving) from worries about hypothetical situations (met with exposure to the feared scenario and to uncertainty), challenging positive and negative beliefs about worry, reducing safety behaviours such as reassurance seeking and over-preparation, and relaxation skills. The course ends with a relapse-prevention plan. Applied relaxation is an alternative high-intensity intervention in the same NICE step.',
  forWhom:
    'Adults and older adults with GAD whose symptoms have not improved after education and low-intensity help, or who have marked functional impairment. CBT adapted for age, with parents involved, is the main psychological treatment for anxiety disorders in children and young people.',
  ageGroups: ['child', 'adolescent', 'adult', 'older-adult'],
  conditions: [
    {
      label: 'Generalised anxiety disorder in adults',
      icd10Prefixes: ['F41.1'],
      problemTerms: [
        'worry',
        'worrying',
        'worrier',
        'generalised anxiety',
        'generalized anxiety',
        'anxious',
        'on edge',
        'tension',
        'restless',
      ],
      level: 'strong',
      ageGroups: ['adult', 'older-adult'],
      sources: [
        NICE_CG113,
        div12('Cognitive and behavioral therapies for generalized anxiety disorder', 'strong'),
        {
          body: 'Cochrane',
          citation:
            'Hunot V, Churchill R, Silva de Lima M, Teixeira V. Psychological therapies for generalised anxiety disorder. Cochrane Database of Systematic Reviews 2007, CD001848.',
          url: null,
          year: 2007,
        },
      ],
    },
    {
      label: 'Anxiety disorders in children and young people',
      icd10Prefixes: ['F41.1', 'F93.0'],
      problemTerms: ['worry', 'anxious', 'separation anxiety', 'school refusal'],
      level: 'moderate',
      ageGroups: ['child', 'adolescent'],
      sources: [
        {
          body: 'Cochrane',
          citation:
            'James AC, Reardon T, Soler A, James G, Creswell C. Cognitive behavioural therapy for anxiety disorders in children and adolescents. Cochrane Database of Systematic Reviews 2020, CD013162.',
          url: null,
          year: 2020,
        },
      ],
    },
  ],
  measurement: null,
  typicalCourse:
    'NICE CG113: usually 12 to 15 weekly sessions of one hour (fewer if the person recovers sooner, more if clinically needed). Programmes for children commonly run 10 to 16 sessions with parent sessions.',
  contraindications:
    'Rule out physical causes and contributors (thyroid disease, caffeine, stimulants, alcohol or sedative withdrawal). Where depression or another disorder is more severe or primary, treat that first. Assess for substance use as a way of coping with anxiety.',
  related: ['gad-7', 'dass-21'],
  sources: [NICE_CG113],
  literatureQuery:
    '"cognitive behavioral therapy"[MeSH Terms] AND ("generalized anxiety disorder"[tiab] OR "generalised anxiety disorder"[tiab])',
};

const cbtPanic: KnowledgeEntry = {
  id: 'cbt-panic-disorder',
  kind: 'treatment',
  title: 'CBT for panic disorder and agoraphobia',
  aliases: ['CBT for panic', 'panic control treatment', 'cognitive therapy for panic disorder'],
  summary:
    'A brief structured therapy that corrects catastrophic misreading of bodily sensations and uses exposure to those sensations and to avoided places, so panic attacks and avoidance fade.',
  description:
    'Panic disorder is kept going by the fear of bodily sensations (a racing heart read as a heart attack, dizziness as fainting) and by avoidance and safety behaviours. CBT teaches the model of the panic cycle, tests catastrophic interpretations through behavioural experiments, deliberately brings on feared sensations (interoceptive exposure: for example over-breathing, spinning, running on the spot) and, where there is agoraphobia, exposes the person step by step to avoided situations while dropping safety behaviours.',
  forWhom:
    'Adults and older adults with panic disorder with or without agoraphobia. Brief and self-help-supported formats suit milder presentations.',
  ageGroups: ['adult', 'older-adult'],
  conditions: [
    {
      label: 'Panic disorder, with or without agoraphobia',
      icd10Prefixes: ['F41.0', 'F40.0'],
      problemTerms: [
        'panic',
        'panic attacks',
        'palpitations',
        'fear of dying',
        'fear of fainting',
        'agoraphobia',
        'avoids crowds',
        'afraid to leave the house',
      ],
      level: 'strong',
      ageGroups: ['adult', 'older-adult'],
      sources: [
        NICE_CG113,
        div12('Cognitive behavioral therapy for panic disorder', 'strong'),
        {
          body: 'Cochrane',
          citation:
            'Pompoli A, Furukawa TA, Imai H, et al. Psychological therapies for panic disorder with or without agoraphobia in adults: a network meta-analysis. Cochrane Database of Systematic Reviews 2016, CD011004.',
          url: null,
          year: 2016,
        },
      ],
    },
  ],
  measurement: null,
  typicalCourse:
    'NICE CG113: 7 to 14 hours in total, in weekly sessions of one to two hours, completed within four months; briefer CBT of about 7 hours is supported by self-help materials.',
  contraindications:
    'Exclude cardiac, respiratory, endocrine and substance-related causes of the symptoms first. Get medical advice before interoceptive exercises in people with heart disease, asthma or other lung disease, epilepsy, or in pregnancy. NICE CG113 advises against benzodiazepines for panic disorder; reliance on them as a safety behaviour can blunt exposure.',
  related: ['gad-7', 'dass-21'],
  sources: [NICE_CG113],
  literatureQuery: '"cognitive behavioral therapy"[MeSH Terms] AND "panic disorder"[MeSH Terms]',
};

const cbtSocialAnxiety: KnowledgeEntry = {
  id: 'cbt-social-anxiety',
  kind: 'treatment',
  title: 'CBT for social anxiety disorder',
  aliases: [
    'cognitive therapy for social anxiety',
    'CBT for social phobia',
    'Clark and Wells model',
  ],
  summary:
    'Individual CBT built specifically for social anxiety: it targets self-focused attention, safety behaviours and distorted self-image, and uses behavioural experiments in real social situations.',
  description:
    'The models recommended by NICE (Clark and Wells; Heimberg) hold that socially anxious people turn their attention inward, build a distorted image of how they come across, and use safety behaviours (rehearsing, avoiding eye contact, hiding blushing) that keep the fear going. Therapy includes a personal formulation, experiments comparing self-focused and outward-focused attention with and without safety behaviours, video and audio feedback to correct the self-image, repeated behavioural experiments in feared situations, and work on anticipatory worry and post-event rumination. For young people, CBT focused on social anxiety is delivered individually or in groups, with parents involved for younger children.',
  forWhom:
    'Adults, older adults, children and young people with social anxiety disorder (social phobia), including performance-only fears.',
  ageGroups: ['child', 'adolescent', 'adult', 'older-adult'],
  conditions: [
    {
      label: 'Social anxiety disorder',
      icd10Prefixes: ['F40.1'],
      problemTerms: [
        'social anxiety',
        'social phobia',
        'shyness',
        'fear of judgement',
        'fear of embarrassment',
        'blushing',
        'public speaking',
        'avoids social situations',
      ],
      level: 'strong',
      ageGroups: ['child', 'adolescent', 'adult', 'older-adult'],
      sources: [
        NICE_CG159,
        div12('Cognitive behavioral therapy for social anxiety disorder', 'strong'),
      ],
    },
  ],
  measurement: null,
  typicalCourse:
    'NICE CG159 (adults): up to 14 individual sessions of about 90 minutes over about four months. For children and young people: about 8 to 12 individual or group sessions.',
  contraindications:
    'Screen for depression and for alcohol or drug use as a way of coping, which can undermine behavioural experiments.',
  related: ['spin', 'gad-7', 'dass-21'],
  sources: [
    {
      body: 'Clark et al. (trial)',
      citation:
        'Clark DM, Ehlers A, Hackmann A, et al. Cognitive therapy versus exposure and applied relaxation in social phobia: a randomized controlled trial. Journal of Consulting and Clinical Psychology 2006;74(3):568–578.',
      url: null,
      year: 2006,
    },
    {
      body: 'Mayo-Wilson et al. (network meta-analysis)',
      citation:
        'Mayo-Wilson E, Dias S, Mavranezouli I, et al. Psychological and pharmacological interventions for social anxiety disorder in adults: a systematic review and network meta-analysis. Lancet Psychiatry 2014;1(5):368–376.',
      url: null,
      year: 2014,
    },
  ],
  literatureQuery: '"cognitive behavioral therapy"[MeSH Terms] AND "social anxiety disorder"[tiab]',
};

export const TREATMENTS_ANXIETY: readonly KnowledgeEntry[] = [
  cbtGeneralisedAnxiety,
  cbtPanic,
  cbtSocialAnxiety,
];
