import type { KnowledgeEntry } from '../../contracts/knowledge.contract';
import { NICE_CG31 } from './sources';

/** Instruments for anxiety, obsessive-compulsive and trauma-related symptoms. */

const ybocs: KnowledgeEntry = {
  id: 'y-bocs',
  kind: 'instrument',
  title: 'Yale-Brown Obsessive Compulsive Scale (Y-BOCS)',
  aliases: ['Y-BOCS', 'YBOCS', 'Yale-Brown', 'CY-BOCS'],
  summary:
    'The standard clinician-rated measure of the severity of obsessive-compulsive symptoms, used to assess OCD and to follow its treatment.',
  description:
    'A semi-structured interview. A symptom checklist first identifies the patient’s current obsessions and compulsions; the severity scale then rates them over the past week. The scale is independent of the content of the symptoms, so it suits every OCD presentation. A version for children and adolescents (CY-BOCS) follows the same structure.',
  forWhom:
    'Adults with obsessive-compulsive symptoms (CY-BOCS for children and adolescents aged about 6 to 17). Administered by a trained clinician; self-report versions exist but are not interchangeable.',
  ageGroups: ['child', 'adolescent', 'adult', 'older-adult'],
  conditions: [],
  measurement: {
    measures:
      'Severity of obsessions and compulsions over the past week: time occupied, interference, distress, resistance and degree of control, rated separately for obsessions and compulsions.',
    items: 10,
    scoring:
      'Ten core items each rated 0 to 4; obsessions subtotal (items 1–5) 0–20, compulsions subtotal (items 6–10) 0–20, total 0–40. Further investigational items (for example insight) are not part of the total.',
    cutoffs:
      'Conventional severity bands: 0–7 subclinical, 8–15 mild, 16–23 moderate, 24–31 severe, 32–40 extreme. For treatment studies an international expert consensus (Mataix-Cols et al., 2016) defines response as a reduction of 35% or more and remission as a score of 12 or less (each with a clinician’s global rating of much improved or better).',
  },
  typicalCourse:
    'About 15 to 30 minutes including the checklist. Repeat at the start, every few sessions during treatment and at the end.',
  contraindications: null,
  related: ['exposure-response-prevention'],
  sources: [
    {
      body: 'Goodman et al. (development)',
      citation:
        'Goodman WK, Price LH, Rasmussen SA, et al. The Yale-Brown Obsessive Compulsive Scale. I. Development, use, and reliability. Archives of General Psychiatry 1989;46(11):1006–1011.',
      url: null,
      year: 1989,
    },
    {
      body: 'Goodman et al. (validity)',
      citation:
        'Goodman WK, Price LH, Rasmussen SA, et al. The Yale-Brown Obsessive Compulsive Scale. II. Validity. Archives of General Psychiatry 1989;46(11):1012–1016.',
      url: null,
      year: 1989,
    },
    {
      body: 'Scahill et al. (CY-BOCS)',
      citation:
        'Scahill L, Riddle MA, McSwiggin-Hardin M, et al. Children’s Yale-Brown Obsessive Compulsive Scale: reliability and validity. Journal of the American Academy of Child and Adolescent Psychiatry 1997;36(6):844–852.',
      url: null,
      year: 1997,
    },
    {
      body: 'Mataix-Cols et al. (response and remission)',
      citation:
        'Mataix-Cols D, Fernández de la Cruz L, Nordsletten AE, et al. Towards an international expert consensus for defining treatment response, remission, recovery and relapse in obsessive-compulsive disorder. World Psychiatry 2016;15(1):80–81.',
      url: null,
      year: 2016,
    },
    NICE_CG31,
  ],
  literatureQuery: '"Yale-Brown Obsessive Compulsive Scale"[tiab] AND (psychometric* OR validity)',
};

const gad7: KnowledgeEntry = {
  id: 'gad-7',
  kind: 'instrument',
  title: 'Generalized Anxiety Disorder 7-item scale (GAD-7)',
  aliases: ['GAD-7', 'GAD7'],
  summary:
    'A brief self-report questionnaire that screens for generalised anxiety disorder and rates the severity of anxiety symptoms over the past two weeks.',
  description:
    'Seven questions ask how often, over the last two weeks, the person has been bothered by nervousness, uncontrollable worry, worrying too much, trouble relaxing, restlessness, irritability and a sense that something awful might happen. An optional final question rates how difficult the problems have made daily life. It was built for generalised anxiety disorder but also picks up panic disorder, social anxiety disorder and PTSD reasonably well, so a positive screen needs clinical assessment to tell them apart.',
  forWhom:
    'Adults and older adults in primary care, mental health services and psychological therapies; it has also been used with adolescents.',
  ageGroups: ['adolescent', 'adult', 'older-adult'],
  conditions: [],
  measurement: {
    measures: 'Frequency of generalised anxiety symptoms over the past two weeks.',
    items: 7,
    scoring: 'Each item 0 (not at all) to 3 (nearly every day); total 0–21.',
    cutoffs:
      'Scores of 5, 10 and 15 mark mild, moderate and severe anxiety. A score of 10 or more was the recommended cut point for probable generalised anxiety disorder in the original validation (sensitivity 89%, specificity 82%).',
  },
  typicalCourse:
    'Two to three minutes; repeat at each session or every few sessions to follow progress.',
  contraindications: null,
  related: [
    'cbt-generalised-anxiety',
    'cbt-panic-disorder',
    'cbt-social-anxiety',
    'acceptance-commitment-therapy',
  ],
  sources: [
    {
      body: 'Spitzer et al. (validation)',
      citation:
        'Spitzer RL, Kroenke K, Williams JBW, Löwe B. A brief measure for assessing generalized anxiety disorder: the GAD-7. Archives of Internal Medicine 2006;166(10):1092–1097.',
      url: 'https://doi.org/10.1001/archinte.166.10.1092',
      year: 2006,
    },
  ],
  literatureQuery: '"GAD-7"[tiab] AND (validation OR psychometric*)',
};

const spin: KnowledgeEntry = {
  id: 'spin',
  kind: 'instrument',
  title: 'Social Phobia Inventory (SPIN)',
  aliases: ['SPIN', 'Social Phobia Inventory'],
  summary:
    'A 17-item self-report scale of the fear, avoidance and physical discomfort of social anxiety, used to screen for social anxiety disorder and follow its treatment.',
  description:
    'Items cover fear of people in authority, of criticism, of embarrassment and of being the centre of attention, avoidance of talking to strangers, parties and speaking, and physical symptoms such as blushing, sweating, trembling and palpitations, each rated for the past week.',
  forWhom: 'Adolescents and adults with suspected or diagnosed social anxiety disorder.',
  ageGroups: ['adolescent', 'adult', 'older-adult'],
  conditions: [],
  measurement: {
    measures: 'Fear, avoidance and physiological arousal in social situations over the past week.',
    items: 17,
    scoring: 'Each item 0 (not at all) to 4 (extremely); total 0–68; higher is more severe.',
    cutoffs:
      'In the original validation a total of 19 or more distinguished people with social anxiety disorder from controls. Higher scores indicate greater severity; no other official bands were set by the authors.',
  },
  typicalCourse: 'About five minutes; repeat every few sessions.',
  contraindications: null,
  related: ['cbt-social-anxiety'],
  sources: [
    {
      body: 'Connor et al. (validation)',
      citation:
        'Connor KM, Davidson JRT, Churchill LE, et al. Psychometric properties of the Social Phobia Inventory (SPIN): new self-rating scale. British Journal of Psychiatry 2000;176:379–386.',
      url: null,
      year: 2000,
    },
  ],
  literatureQuery: '"Social Phobia Inventory"[tiab]',
};

const pcl5: KnowledgeEntry = {
  id: 'pcl-5',
  kind: 'instrument',
  title: 'PTSD Checklist for DSM-5 (PCL-5)',
  aliases: ['PCL-5', 'PCL5', 'PTSD checklist'],
  summary:
    'A 20-item self-report measure of the DSM-5 symptoms of PTSD, used to screen, to make a provisional diagnosis and to follow treatment.',
  description:
    'Each of the 20 DSM-5 PTSD symptoms is rated for how much it has bothered the person in the past month (or the past week when following treatment), in relation to their worst or index trauma. Items fall into the four symptom clusters: intrusions (items 1–5), avoidance (6–7), negative changes in thinking and mood (8–14) and changes in arousal and reactivity (15–20). It is a self-report measure: a diagnosis needs a clinical interview such as the CAPS-5.',
  forWhom: 'Adults (and older adolescents) who have experienced a traumatic event.',
  ageGroups: ['adult', 'older-adult'],
  conditions: [],
  measurement: {
    measures: 'Severity of the 20 DSM-5 symptoms of PTSD over the past month (or past week).',
    items: 20,
    scoring:
      'Each item 0 (not at all) to 4 (extremely); total 0–80, with cluster subtotals. For a DSM-5 pattern, an item rated 2 or more counts as a symptom present: at least one intrusion, one avoidance, two cognition-and-mood and two arousal symptoms.',
    cutoffs:
      'A total of 31 to 33 is the provisional cut-off for probable PTSD suggested by the National Center for PTSD (Bovin et al., 2016); lower or higher cut-offs may suit screening or particular populations. The National Center for PTSD suggests, provisionally, that a change of 5 points is the minimum reliable change and 10 points a clinically meaningful change.',
  },
  typicalCourse:
    'Five to ten minutes; repeat at baseline, during treatment (past-week version) and at the end.',
  contraindications: null,
  related: ['prolonged-exposure', 'cognitive-processing-therapy', 'emdr'],
  sources: [
    {
      body: 'National Center for PTSD',
      citation:
        'Weathers FW, Litz BT, Keane TM, Palmieri PA, Marx BP, Schnurr PP. The PTSD Checklist for DSM-5 (PCL-5). National Center for PTSD, US Department of Veterans Affairs; 2013.',
      url: 'https://www.ptsd.va.gov/professional/assessment/adult-sr/ptsd-checklist.asp',
      year: 2013,
    },
    {
      body: 'Blevins et al. (psychometrics)',
      citation:
        'Blevins CA, Weathers FW, Davis MT, Witte TK, Domino JL. The Posttraumatic Stress Disorder Checklist for DSM-5 (PCL-5): development and initial psychometric evaluation. Journal of Traumatic Stress 2015;28(6):489–498.',
      url: null,
      year: 2015,
    },
    {
      body: 'Bovin et al. (cut-off)',
      citation:
        'Bovin MJ, Marx BP, Weathers FW, et al. Psychometric properties of the PTSD Checklist for Diagnostic and Statistical Manual of Mental Disorders-Fifth Edition (PCL-5) in veterans. Psychological Assessment 2016;28(11):1379–1391.',
      url: null,
      year: 2016,
    },
  ],
  literatureQuery: '"PCL-5"[tiab] AND (psychometric* OR validation)',
};

export const INSTRUMENTS_ANXIETY_TRAUMA: readonly KnowledgeEntry[] = [gad7, spin, pcl5, ybocs];
