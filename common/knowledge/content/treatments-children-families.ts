import type { KnowledgeEntry } from '../../contracts/knowledge.contract';
import { APA_EATING_2023, NICE_CG158, NICE_NG116, NICE_NG69, NICE_NG87 } from './sources';

/** Treatments delivered with children, young people and their families. */

const traumaFocusedCbt: KnowledgeEntry = {
  id: 'trauma-focused-cbt-children',
  kind: 'treatment',
  title: 'Trauma-focused CBT (TF-CBT) for children and adolescents',
  aliases: ['TF-CBT', 'trauma-focused cognitive behavioral therapy', 'PRACTICE components'],
  summary:
    'A structured, family-involving CBT for children and young people with PTSD or other reactions to trauma, combining coping skills with gradual work on the trauma memory.',
  description:
    'In the widely used model by Cohen, Mannarino and Deblinger the components are often summarised as PRACTICE: psychoeducation and parenting skills, relaxation, affect expression and regulation, cognitive coping, the trauma narrative and its processing, in vivo mastery of trauma reminders, conjoint child–caregiver sessions, and enhancing future safety. A non-offending parent or carer takes part in parallel sessions and joins the child for shared work near the end. Other trauma-focused CBT models for young people share the same core of psychoeducation, skills and gradual exposure to the memory. Measure progress with a child or adolescent PTSD measure (for example the CPSS-5 or CATS); the PCL-5 is designed for adults.',
  forWhom:
    'Children and adolescents (about 3 to 18 years) with PTSD or significant post-traumatic symptoms after abuse, violence, accidents, disasters or traumatic loss, with a safe caregiver who can take part.',
  ageGroups: ['child', 'adolescent'],
  conditions: [
    {
      label: 'Post-traumatic stress disorder in children and young people',
      icd10Prefixes: ['F43.1'],
      problemTerms: [
        'PTSD',
        'trauma',
        'traumatic',
        'nightmares',
        'flashbacks',
        'sexual abuse',
        'abuse',
        'witnessed violence',
        'traumatic grief',
      ],
      level: 'strong',
      ageGroups: ['child', 'adolescent'],
      sources: [
        NICE_NG116,
        {
          body: 'Cohen et al. (trial)',
          citation:
            'Cohen JA, Deblinger E, Mannarino AP, Steer RA. A multisite, randomized controlled trial for children with sexual abuse-related PTSD symptoms. Journal of the American Academy of Child and Adolescent Psychiatry 2004;43(4):393–402.',
          url: null,
          year: 2004,
        },
      ],
    },
  ],
  measurement: null,
  typicalCourse:
    'NICE NG116: typically 6 to 12 sessions for children and young people, more if needed; the Cohen model commonly runs 12 to 16 weekly sessions (longer for complex trauma), each with child and caregiver time.',
  contraindications:
    'Safety first: if abuse is ongoing or the child lives with the perpetrator, safeguarding comes before trauma processing. Acute suicidality, severe self-harm or substance use need stabilising first. Where no caregiver can take part, the child-only components can still be delivered.',
  related: ['sdq', 'c-ssrs', 'emdr'],
  sources: [NICE_NG116],
  literatureQuery: '"trauma-focused cognitive behavioral therapy"[tiab] AND (child* OR adolescen*)',
};

const familyBasedTreatment: KnowledgeEntry = {
  id: 'family-based-treatment',
  kind: 'treatment',
  title: 'Family-based treatment (FBT) for anorexia nervosa in young people',
  aliases: [
    'FBT',
    'Maudsley approach',
    'FT-AN',
    'anorexia-nervosa-focused family therapy',
    'FT-BN',
  ],
  summary:
    'An outpatient family therapy in which parents temporarily take charge of restoring their child’s eating and weight, then gradually hand control back; the leading treatment for anorexia nervosa in adolescents.',
  description:
    'FBT sees the family as the main resource for recovery and does not blame parents for the illness. In phase 1 the therapist helps parents take charge of meals and weight restoration (often including a family meal in session) while the young person’s illness is separated from their identity. In phase 2, once eating is under parental control and weight is rising, control over eating is handed back to the adolescent in age-appropriate steps. Phase 3 turns to adolescent development and relapse prevention. Medical monitoring continues throughout. A closely related bulimia-nervosa-focused form (FT-BN) treats young people with bulimia.',
  forWhom:
    'Children and adolescents living with their family who have anorexia nervosa (or atypical anorexia) and are medically stable for outpatient care; FT-BN for children and young people with bulimia nervosa.',
  ageGroups: ['child', 'adolescent'],
  conditions: [
    {
      label: 'Anorexia nervosa in children and young people',
      icd10Prefixes: ['F50.0'],
      problemTerms: [
        'anorexia',
        'restricting food',
        'weight loss',
        'underweight',
        'fear of weight gain',
        'refuses to eat',
      ],
      level: 'strong',
      ageGroups: ['child', 'adolescent'],
      sources: [
        APA_EATING_2023,
        NICE_NG69,
        {
          body: 'Lock et al. (trial)',
          citation:
            'Lock J, Le Grange D, Agras WS, et al. Randomized clinical trial comparing family-based treatment with adolescent-focused individual therapy for adolescents with anorexia nervosa. Archives of General Psychiatry 2010;67(10):1025–1032.',
          url: null,
          year: 2010,
        },
      ],
    },
    {
      label: 'Bulimia nervosa in children and young people (FT-BN)',
      icd10Prefixes: ['F50.2'],
      problemTerms: ['bulimia', 'binge eating', 'vomiting', 'purging'],
      level: 'strong',
      ageGroups: ['child', 'adolescent'],
      sources: [NICE_NG69],
    },
  ],
  measurement: null,
  typicalCourse:
    'NICE NG69: anorexia-nervosa-focused family therapy typically 18 to 20 sessions over a year (more often at first); bulimia-nervosa-focused family therapy 18 to 20 sessions over six months.',
  contraindications:
    'Medical instability (for example marked bradycardia, electrolyte disturbance, very low weight or rapid loss) needs medical or inpatient care first, and refeeding needs medical monitoring. Where there is abuse in the family, or parents cannot take on the role, use individual eating-disorder-focused treatment; with high parental criticism, a separated format (parents seen apart from the young person) may work better.',
  related: ['ede-q', 'cbt-eating-disorders'],
  sources: [
    {
      body: 'Lock and Le Grange (manual)',
      citation:
        'Lock J, Le Grange D. Treatment Manual for Anorexia Nervosa: A Family-Based Approach, second edition. New York: Guilford Press; 2013.',
      url: null,
      year: 2013,
    },
  ],
  literatureQuery:
    '"family-based treatment"[tiab] AND "anorexia nervosa"[MeSH Terms] AND adolescen*',
};

const parentManagementTraining: KnowledgeEntry = {
  id: 'parent-management-training',
  kind: 'treatment',
  title: 'Parent management training (PMT) for child conduct problems',
  aliases: [
    'PMT',
    'behavioural parent training',
    'parent training',
    'PMTO',
    'Incredible Years',
    'Triple P',
    'parent-child interaction therapy',
  ],
  summary:
    'Structured programmes that teach parents to encourage wanted behaviour with attention, praise and rewards and to respond to difficult behaviour calmly and consistently; the first-line treatment for conduct problems in young children.',
  description:
    'PMT rests on social learning principles: coercive cycles at home, in which shouting and giving in reinforce defiance on both sides, keep conduct problems going. Parents learn to spend positive play time with the child, give clear instructions, praise and reward specific behaviour (often with a points or sticker chart), ignore minor misbehaviour, and use brief, predictable consequences such as time out. Skills are modelled, rehearsed in role play or with live coaching, and practised at home between sessions. Named programmes include Incredible Years, Triple P, Parent–Child Interaction Therapy and PMTO.',
  forWhom:
    'Parents and carers of children aged about 3 to 11 with oppositional defiant disorder, conduct disorder or significant behaviour problems; also parents of young children with ADHD. For adolescents (11 to 17) NICE recommends multimodal interventions (such as multisystemic therapy) instead.',
  ageGroups: ['child'],
  conditions: [
    {
      label: 'Conduct disorder and oppositional defiant disorder',
      icd10Prefixes: ['F91'],
      problemTerms: [
        'oppositional',
        'defiant',
        'defiance',
        'tantrums',
        'aggression',
        'aggressive',
        'disobedient',
        'behaviour problems',
        'behavior problems',
        'conduct problems',
      ],
      level: 'strong',
      ageGroups: ['child'],
      sources: [
        NICE_CG158,
        {
          body: 'Cochrane',
          citation:
            'Furlong M, McGilloway S, Bywater T, et al. Behavioural and cognitive-behavioural group-based parenting programmes for early-onset conduct problems in children aged 3 to 12 years. Cochrane Database of Systematic Reviews 2012, CD008225.',
          url: null,
          year: 2012,
        },
      ],
    },
    {
      label: 'ADHD in young children (alongside other care)',
      icd10Prefixes: ['F90'],
      problemTerms: ['hyperactive', 'hyperactivity', 'impulsive', 'inattentive'],
      level: 'moderate',
      ageGroups: ['child'],
      sources: [NICE_NG87],
    },
  ],
  measurement: null,
  typicalCourse:
    'NICE CG158: group programmes typically of 10 to 16 meetings of 90 to 120 minutes; individual programmes, for families who cannot join a group, typically 8 to 10 sessions of 60 to 90 minutes.',
  contraindications:
    'Assess for child protection concerns, domestic violence and parental mental health or substance problems, which need their own help and can block progress. Assess for ADHD, autism, learning and language difficulties, which change the plan. Not the first choice for adolescents.',
  related: ['sdq'],
  sources: [
    {
      body: 'Kazdin (manual)',
      citation:
        'Kazdin AE. Parent Management Training: Treatment for Oppositional, Aggressive, and Antisocial Behavior in Children and Adolescents. New York: Oxford University Press; 2005.',
      url: null,
      year: 2005,
    },
  ],
  literatureQuery:
    '("parent training"[tiab] OR "parent management training"[tiab] OR "parenting programme"[tiab] OR "parenting program"[tiab]) AND (conduct OR oppositional)',
};

export const TREATMENTS_CHILDREN_FAMILIES: readonly KnowledgeEntry[] = [
  traumaFocusedCbt,
  familyBasedTreatment,
  parentManagementTraining,
];
