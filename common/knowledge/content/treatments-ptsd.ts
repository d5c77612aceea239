import type { KnowledgeEntry, TreatedCondition } from '../../contracts/knowledge.contract';
import { APA_PTSD_2017, COCHRANE_PTSD_ADULTS, div12, NICE_NG116 } from './sources';

/** Trauma-focused treatments for post-traumatic stress disorder in adults. */

const PTSD_TERMS = [
  'PTSD',
  'trauma',
  'traumatic',
  'flashbacks',
  'nightmares',
  'intrusive memories',
  'hypervigilance',
  'avoids reminders',
  'assault',
  'abuse',
  'accident',
];

const PTSD_CAUTIONS =
  'Not contraindications in themselves but reasons to plan first: imminent suicide risk or recent serious self-harm, active psychosis, substance use severe enough to prevent engagement, and ongoing danger (for example still living with the person who abuses them) call for safety and stabilisation work before or alongside trauma-focused work. Comorbid depression, dissociation or substance use alone are not reasons to withhold it; NICE NG116 advises more sessions and attention to safety and trust for complex presentations.';

const ptsdInAdults = (
  level: TreatedCondition['level'],
  sources: TreatedCondition['sources'],
): TreatedCondition => ({
  label: 'Post-traumatic stress disorder in adults',
  icd10Prefixes: ['F43.1'],
  problemTerms: PTSD_TERMS,
  level,
  ageGroups: ['adult', 'older-adult'],
  sources,
});

const prolongedExposure: KnowledgeEntry = {
  id: 'prolonged-exposure',
  kind: 'treatment',
  title: 'Prolonged exposure (PE) therapy for PTSD',
  aliases: ['PE', 'prolonged exposure therapy', 'PE-A'],
  summary:
    'A trauma-focused CBT in which the person repeatedly revisits the trauma memory and gradually approaches safe situations they avoid, so that the memory loses its power and fear subsides.',
  description:
    'PE begins with education about common reactions to trauma and a breathing skill. Its two core procedures are in vivo exposure (working up a hierarchy of safe but avoided situations, places and activities) and imaginal exposure (recounting the trauma memory aloud, in the present tense, for an extended time in session, then processing what emerged). Sessions are recorded so the patient can listen between sessions. Over time the memory becomes less distressing, avoidance falls, and beliefs such as "the world is entirely dangerous" or "it was my fault" are revised. An adolescent adaptation (PE-A) exists.',
  forWhom:
    'Adults and older adults with PTSD after any kind of trauma (assault, abuse, combat, accidents, disasters), including those with comorbid depression or substance use. Adolescents with PE-A.',
  ageGroups: ['adolescent', 'adult', 'older-adult'],
  conditions: [
    ptsdInAdults('strong', [
      div12('Prolonged exposure therapy for posttraumatic stress disorder', 'strong'),
      APA_PTSD_2017,
      NICE_NG116,
      COCHRANE_PTSD_ADULTS,
    ]),
    {
      label: 'Post-traumatic stress disorder in adolescents (PE-A)',
      icd10Prefixes: ['F43.1'],
      problemTerms: PTSD_TERMS,
      level: 'moderate',
      ageGroups: ['adolescent'],
      sources: [
        {
          body: 'Foa et al. (PE-A trial)',
          citation:
            'Foa EB, McLean CP, Capaldi S, Rosenfield D. Prolonged exposure vs supportive counseling for sexual abuse-related PTSD in adolescent girls: a randomized clinical trial. JAMA 2013;310(24):2650–2657.',
          url: null,
          year: 2013,
        },
      ],
    },
  ],
  measurement: null,
  typicalCourse:
    'Usually 8 to 15 weekly (or twice-weekly) sessions of about 90 minutes, with daily homework: listening to the session recording and in vivo exposures. Intensive formats over two to three weeks are also used.',
  contraindications: PTSD_CAUTIONS,
  related: ['pcl-5', 'c-ssrs', 'phq-9', 'cognitive-processing-therapy', 'emdr'],
  sources: [
    {
      body: 'Foa, Hembree and Rothbaum (manual)',
      citation:
        'Foa EB, Hembree EA, Rothbaum BO. Prolonged Exposure Therapy for PTSD: Emotional Processing of Traumatic Experiences. Therapist Guide. New York: Oxford University Press; 2007.',
      url: null,
      year: 2007,
    },
  ],
  literatureQuery: '"prolonged exposure"[tiab] AND "stress disorders, post-traumatic"[MeSH Terms]',
};

const cognitiveProcessingTherapy: KnowledgeEntry = {
  id: 'cognitive-processing-therapy',
  kind: 'treatment',
  title: 'Cognitive processing therapy (CPT) for PTSD',
  aliases: ['CPT', 'CPT+A', 'cognitive processing therapy'],
  summary:
    'A 12-session trauma-focused cognitive therapy that helps people identify and revise the beliefs about the trauma, themselves and others ("stuck points") that keep PTSD going.',
  description:
    'CPT starts with education about PTSD and an impact statement in which the patient writes what they believe about why the trauma happened and how it has changed their views of themselves, others and the world. Therapist and patient then use Socratic questioning and graded worksheets to examine stuck points, first about the event itself (self-blame, hindsight bias, "I should have stopped it") and then across five themes: safety, trust, power and control, esteem and intimacy. In the variant with a written account (CPT+A) the patient also writes and reads a detailed account of the worst event.',
  forWhom:
    'Adults and older adults with PTSD after any trauma, including military, sexual and interpersonal violence; it has been delivered in individual, group and telehealth formats.',
  ageGroups: ['adult', 'older-adult'],
  conditions: [
    ptsdInAdults('strong', [
      div12('Cognitive processing therapy for posttraumatic stress disorder', 'strong'),
      APA_PTSD_2017,
      NICE_NG116,
      COCHRANE_PTSD_ADULTS,
    ]),
  ],
  measurement: null,
  typicalCourse:
    'Usually 12 sessions of 50 to 60 minutes, weekly or twice weekly, with practice worksheets between sessions; variable-length protocols end earlier on good response or add a few sessions.',
  contraindications: PTSD_CAUTIONS,
  related: ['pcl-5', 'c-ssrs', 'phq-9', 'prolonged-exposure', 'emdr'],
  sources: [
    {
      body: 'Resick, Monson and Chard (manual)',
      citation:
        'Resick PA, Monson CM, Chard KM. Cognitive Processing Therapy for PTSD: A Comprehensive Manual. New York: Guilford Press; 2017.',
      url: null,
      year: 2017,
    },
    {
      body: 'Resick and Schnicke (first trial)',
      citation:
        'Resick PA, Schnicke MK. Cognitive processing therapy for sexual assault victims. Journal of Consulting and Clinical Psychology 1992;60(5):748–756.',
      url: null,
      year: 1992,
    },
  ],
  literatureQuery:
    '"cognitive processing therapy"[tiab] AND (PTSD OR posttraumatic OR post-traumatic)',
};

const emdr: KnowledgeEntry = {
  id: 'emdr',
  kind: 'treatment',
  title: 'Eye movement desensitisation and reprocessing (EMDR) for PTSD',
  aliases: ['EMDR', 'eye movement desensitization and reprocessing'],
  summary:
    'A structured trauma-focused therapy in which the person holds aspects of the trauma memory in mind while following bilateral stimulation (usually the therapist’s hand moving side to side), until the memory is less distressing and a more adaptive belief feels true.',
  description:
    'EMDR follows an eight-phase protocol: history and treatment planning, preparation (including calming skills), assessment of a target memory with its image, negative belief, emotion and body sensation, desensitisation in sets of bilateral eye movements (or taps or tones), installation of a positive belief, a body scan, closure, and re-evaluation at the next session. Unlike prolonged exposure, it does not require a detailed spoken account or homework. Whether the eye movements themselves add to the effect is debated; the trauma-focused procedure as a whole is well supported.',
  forWhom:
    'Adults and older adults with PTSD, especially after non-combat trauma (NICE NG116 offers EMDR for adults presenting more than three months after a non-combat-related trauma). For children and young people aged 7 to 17 NICE advises considering it only when trauma-focused CBT has not helped or was not engaged with.',
  ageGroups: ['child', 'adolescent', 'adult', 'older-adult'],
  conditions: [
    ptsdInAdults('strong', [
      NICE_NG116,
      COCHRANE_PTSD_ADULTS,
      {
        body: 'WHO',
        citation:
          'World Health Organization. Guidelines for the management of conditions specifically related to stress. Geneva: WHO; 2013.',
        url: null,
        year: 2013,
      },
      APA_PTSD_2017,
    ]),
    {
      label: 'Post-traumatic stress disorder in children and young people',
      icd10Prefixes: ['F43.1'],
      problemTerms: PTSD_TERMS,
      level: 'moderate',
      ageGroups: ['child', 'adolescent'],
      sources: [NICE_NG116],
    },
  ],
  measurement: null,
  typicalCourse:
    'NICE NG116: typically 8 to 12 sessions, more when there are several traumas; sessions of 60 to 90 minutes.',
  contraindications: `${PTSD_CAUTIONS} The APA 2017 guideline gives EMDR a conditional (weaker) recommendation than CPT or PE, and NICE NG116 recommends it for non-combat-related trauma, where its evidence is strongest.`,
  related: ['pcl-5', 'c-ssrs', 'prolonged-exposure', 'cognitive-processing-therapy'],
  sources: [
    {
      body: 'Shapiro (manual)',
      citation:
        'Shapiro F. Eye Movement Desensitization and Reprocessing (EMDR) Therapy: Basic Principles, Protocols, and Procedures, third edition. New York: Guilford Press; 2018.',
      url: null,
      year: 2018,
    },
  ],
  literatureQuery:
    '"eye movement desensitization reprocessing"[MeSH Terms] AND (PTSD OR posttraumatic)',
};

export const TREATMENTS_PTSD: readonly KnowledgeEntry[] = [
  prolongedExposure,
  cognitiveProcessingTherapy,
  emdr,
];
