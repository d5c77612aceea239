import type { KnowledgeEntry } from '../../contracts/knowledge.contract';
import { div12, NICE_CG31 } from './sources';

/** Treatments for obsessive-compulsive and related disorders. */

const exposureResponsePrevention: KnowledgeEntry = {
  id: 'exposure-response-prevention',
  kind: 'treatment',
  title: 'Exposure and response prevention (ERP) for OCD',
  aliases: ['ERP', 'EX/RP', 'exposure and ritual prevention', 'exposure with response prevention'],
  summary:
    'The first-line psychological treatment for obsessive-compulsive disorder: repeated, graded contact with feared thoughts and situations while refraining from compulsions and neutralising.',
  description:
    'ERP is a form of cognitive behavioural therapy. Together the clinician and patient build a hierarchy of situations, objects, images and thoughts that trigger obsessional distress, then work through it from moderate to hardest items. In each exposure the patient stays with the trigger without performing rituals, reassurance seeking, avoidance or mental neutralising, so that they learn the feared outcome does not follow and that distress can be tolerated and falls on its own. Exposures are practised in session and, crucially, as daily homework; family members are often coached to stop accommodating rituals. Cognitive work on beliefs about responsibility, threat and the importance of thoughts is commonly combined with it.',
  forWhom:
    'Children, adolescents and adults with obsessive-compulsive disorder of any symptom type (contamination, checking, symmetry and ordering, harm, sexual or religious obsessions, "pure" mental rituals). For children and young people the family is involved. It is also the core of CBT for body dysmorphic disorder.',
  ageGroups: ['child', 'adolescent', 'adult', 'older-adult'],
  conditions: [
    {
      label: 'Obsessive-compulsive disorder',
      icd10Prefixes: ['F42'],
      problemTerms: [
        'OCD',
        'obsessive',
        'obsessions',
        'compulsive',
        'compulsions',
        'intrusive thoughts',
        'checking',
        'hand washing',
        'contamination',
        'rituals',
        'counting',
        'symmetry',
        'reassurance seeking',
      ],
      level: 'strong',
      ageGroups: ['child', 'adolescent', 'adult', 'older-adult'],
      sources: [
        NICE_CG31,
        div12('Exposure and response prevention for obsessive-compulsive disorder', 'strong'),
        {
          body: 'Cochrane',
          citation:
            'Gava I, Barbui C, Aguglia E, et al. Psychological treatments versus treatment as usual for obsessive compulsive disorder (OCD). Cochrane Database of Systematic Reviews 2007, CD005333.',
          url: null,
          year: 2007,
        },
      ],
    },
    {
      label: 'Body dysmorphic disorder',
      icd10Prefixes: ['F45.22'],
      problemTerms: ['body dysmorphic', 'BDD', 'appearance concerns', 'mirror checking'],
      level: 'moderate',
      ageGroups: ['adolescent', 'adult', 'older-adult'],
      sources: [NICE_CG31],
    },
  ],
  measurement: null,
  typicalCourse:
    'Typically 12 to 20 weekly sessions of 60 to 90 minutes with daily exposure homework; intensive formats (several sessions a week over two to three weeks) are used for severe cases. NICE CG31 distinguishes brief formats (up to about 10 therapist hours, for mild impairment) from more intensive ones (more than 10 hours, for moderate or severe impairment).',
  contraindications:
    'Not a contraindication but a reason to adapt or sequence: severe depression, active substance misuse or psychosis may limit engagement and need addressing first or alongside. Exposures must never involve genuinely dangerous acts. Poor insight and heavy family accommodation predict weaker response; involve the family. Severe OCD may warrant combining with an SSRI, as NICE recommends.',
  related: ['y-bocs'],
  sources: [NICE_CG31],
  literatureQuery:
    '("exposure and response prevention"[tiab] OR "exposure and ritual prevention"[tiab]) AND "obsessive-compulsive disorder"[MeSH Terms]',
};

export const TREATMENTS_OCD: readonly KnowledgeEntry[] = [exposureResponsePrevention];
