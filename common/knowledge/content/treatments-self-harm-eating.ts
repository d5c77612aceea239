import type { KnowledgeEntry } from '../../contracts/knowledge.contract';
import { APA_EATING_2023, div12, NICE_CG78, NICE_NG225, NICE_NG69 } from './sources';

/** Dialectical behaviour therapy, and enhanced CBT for eating disorders in adults. */

const dialecticalBehaviourTherapy: KnowledgeEntry = {
  id: 'dialectical-behaviour-therapy',
  kind: 'treatment',
  title: 'Dialectical behaviour therapy (DBT)',
  aliases: ['DBT', 'DBT-A', 'dialectical behavior therapy'],
  summary:
    'A comprehensive programme combining individual therapy, group skills training and between-session coaching, developed for chronically suicidal people with borderline personality disorder; it reduces self-harm and suicidal behaviour.',
  description:
    'DBT balances acceptance (validation, mindfulness) with change (behavioural analysis, problem solving, skills). Targets are ranked: life-threatening behaviour first, then behaviour that interferes with therapy, then quality of life. Patients keep a daily diary card; each episode of self-harm or other target behaviour is examined in a chain analysis to find the links that can be changed. The skills group teaches four modules: mindfulness, distress tolerance, emotion regulation and interpersonal effectiveness. Telephone coaching helps use skills in a crisis, and therapists meet weekly as a consultation team. DBT-A adapts the programme for adolescents, with parents joining the skills group.',
  forWhom:
    'Adults of any age and adolescents with borderline personality disorder or marked emotional dysregulation, especially with recurrent self-harm or suicidal behaviour. The adult guidance (NICE CG78) sets no upper age.',
  ageGroups: ['adolescent', 'adult', 'older-adult'],
  conditions: [
    {
      label: 'Borderline personality disorder',
      icd10Prefixes: ['F60.3'],
      problemTerms: [
        'borderline',
        'emotional dysregulation',
        'emotionally unstable',
        'unstable relationships',
        'fear of abandonment',
        'chronic emptiness',
        'impulsivity',
      ],
      level: 'strong',
      ageGroups: ['adolescent', 'adult', 'older-adult'],
      sources: [
        div12('Dialectical behavior therapy for borderline personality disorder', 'strong'),
        NICE_CG78,
        {
          body: 'Cochrane',
          citation:
            'Storebø OJ, Stoffers-Winterling JM, Völlm BA, et al. Psychological therapies for people with borderline personality disorder. Cochrane Database of Systematic Reviews 2020, CD012955.',
          url: null,
          year: 2020,
        },
      ],
    },
    {
      label: 'Self-harm and suicidal behaviour',
      icd10Prefixes: ['R45.88', 'R45.851'],
      problemTerms: [
        'self-harm',
        'self harm',
        'cutting',
        'self-injury',
        'burning',
        'overdose',
        'suicidal',
        'suicide attempt',
      ],
      level: 'moderate',
      ageGroups: ['adolescent', 'adult', 'older-adult'],
      sources: [
        NICE_NG225,
        {
          body: 'Linehan et al. (trial)',
          citation:
            'Linehan MM, Comtois KA, Murray AM, et al. Two-year randomized controlled trial and follow-up of dialectical behavior therapy vs therapy by experts for suicidal behaviors and borderline personality disorder. Archives of General Psychiatry 2006;63(7):757–766.',
          url: null,
          year: 2006,
        },
        {
          body: 'McCauley et al. (DBT-A trial)',
          citation:
            'McCauley E, Berk MS, Asarnow JR, et al. Efficacy of dialectical behavior therapy for adolescents at high risk for suicide: a randomized clinical trial. JAMA Psychiatry 2018;75(8):777–785.',
          url: null,
          year: 2018,
        },
      ],
    },
  ],
  measurement: null,
  typicalCourse:
    'Standard DBT runs about a year: weekly individual therapy (about an hour), a weekly skills group (about two to two and a half hours), telephone coaching between sessions and a weekly therapist consultation team. DBT-A programmes commonly last about six months.',
  contraindications:
    'Needs a trained team able to deliver all the modes; skills groups alone are not full DBT. Acute risk is managed within the programme, but psychosis, severe substance dependence or an eating disorder with medical risk need integrated care. NICE CG78 names DBT for women with borderline personality disorder for whom reducing recurrent self-harm is a priority.',
  related: ['c-ssrs', 'phq-9'],
  sources: [
    {
      body: 'Linehan (manual)',
      citation:
        'Linehan MM. Cognitive-Behavioral Treatment of Borderline Personality Disorder. New York: Guilford Press; 1993.',
      url: null,
      year: 1993,
    },
  ],
  literatureQuery: '"dialectical behavior therapy"[tiab] AND (borderline OR self-harm OR suicid*)',
};

const cbtEatingDisorders: KnowledgeEntry = {
  id: 'cbt-eating-disorders',
  kind: 'treatment',
  title: 'Enhanced cognitive behaviour therapy for eating disorders (CBT-E)',
  aliases: ['CBT-E', 'CBT-ED', 'eating-disorder-focused CBT', 'enhanced CBT'],
  summary:
    'A transdiagnostic, individual CBT for adults with bulimia nervosa, binge eating disorder and anorexia nervosa that targets the over-evaluation of shape and weight and the dieting, binge eating and compensatory behaviour it drives.',
  description:
    'CBT-E starts by building a personal formulation and establishing collaborative in-session weighing, real-time self-monitoring of eating and a pattern of regular eating (three meals and two or three planned snacks), which by itself reduces binge eating. After a review of progress, the main stage tackles the over-evaluation of shape and weight (body checking, avoidance, feeling fat), dietary rules and restraint, and eating in response to events and moods. A broad form adds modules on perfectionism, low self-esteem or interpersonal problems when these obstruct change. The final stage consolidates progress and prepares for setbacks. For underweight patients, weight regain is built in as the patient’s own decision.',
  forWhom:
    'Adults with bulimia nervosa, binge eating disorder, other specified eating disorders, and anorexia nervosa who are medically safe for outpatient care. NICE names eating-disorder-focused CBT (CBT-ED) for each of these.',
  ageGroups: ['adult', 'older-adult'],
  conditions: [
    {
      label: 'Bulimia nervosa in adults',
      icd10Prefixes: ['F50.2'],
      problemTerms: ['bulimia', 'binge', 'bingeing', 'vomiting', 'purging', 'laxatives'],
      level: 'strong',
      ageGroups: ['adult', 'older-adult'],
      sources: [
        div12('Cognitive behavioral therapy for bulimia nervosa', 'strong'),
        NICE_NG69,
        APA_EATING_2023,
      ],
    },
    {
      label: 'Binge eating disorder',
      icd10Prefixes: ['F50.81'],
      problemTerms: ['binge eating', 'loss of control eating', 'overeating', 'bingeing'],
      level: 'moderate',
      ageGroups: ['adult', 'older-adult'],
      sources: [NICE_NG69],
    },
    {
      label: 'Anorexia nervosa in adults',
      icd10Prefixes: ['F50.0'],
      problemTerms: ['anorexia', 'restricting food', 'underweight', 'fear of weight gain'],
      level: 'moderate',
      ageGroups: ['adult', 'older-adult'],
      sources: [NICE_NG69],
    },
  ],
  measurement: null,
  typicalCourse:
    'For people who are not underweight about 20 sessions over 20 weeks (twice weekly for the first four weeks); for underweight patients about 40 sessions over 40 weeks, matching NICE NG69 for CBT-ED. For binge eating disorder NICE first offers CBT-based guided self-help, then group CBT-ED.',
  contraindications:
    'Check medical risk first (electrolytes with frequent purging, very low weight, rapid loss): medical instability needs a higher level of care. Severe depression, substance dependence or acute suicide risk may need treating first because they block engagement. For young people living at home, family-based treatment comes first.',
  related: ['ede-q', 'family-based-treatment', 'phq-9'],
  sources: [
    {
      body: 'Fairburn (manual)',
      citation:
        'Fairburn CG. Cognitive Behavior Therapy and Eating Disorders. New York: Guilford Press; 2008.',
      url: null,
      year: 2008,
    },
    {
      body: 'Fairburn et al. (trial)',
      citation:
        'Fairburn CG, Cooper Z, Doll HA, et al. Transdiagnostic cognitive-behavioral therapy for patients with eating disorders: a two-site trial with 60-week follow-up. American Journal of Psychiatry 2009;166(3):311–319.',
      url: null,
      year: 2009,
    },
  ],
  literatureQuery:
    '("enhanced cognitive behavior therapy"[tiab] OR "CBT-E"[tiab] OR "cognitive behavioral therapy"[MeSH Terms]) AND ("bulimia nervosa"[MeSH Terms] OR "binge-eating disorder"[MeSH Terms] OR "anorexia nervosa"[MeSH Terms])',
};

export const TREATMENTS_SELF_HARM_EATING: readonly KnowledgeEntry[] = [
  dialecticalBehaviourTherapy,
  cbtEatingDisorders,
];
