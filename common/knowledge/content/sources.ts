import type { EvidenceSource } from '../../contracts/knowledge.contract';

/**
 * Guidelines and reviews cited by more than one entry, written once. Each is a real, published
 * source; a URL is the publisher's canonical page or the DOI (null where neither is certain).
 */

const nice = (code: string, title: string, year: number): EvidenceSource => ({
  body: `NICE ${code.toUpperCase()}`,
  citation: `National Institute for Health and Care Excellence. ${title} (${code.toUpperCase()}), ${year}.`,
  url: `https://www.nice.org.uk/guidance/${code.toLowerCase()}`,
  year,
});

/** APA Division 12 lists each treatment with its research support (strong / modest). */
export const div12 = (treatment: string, support: 'strong' | 'modest'): EvidenceSource => ({
  body: 'APA Division 12',
  citation: `Society of Clinical Psychology (APA Division 12), Research-Supported Psychological Treatments: ${treatment} (${support} research support).`,
  url: 'https://div12.org/treatments/',
  year: null,
});

export const NICE_CG31 = nice(
  'cg31',
  'Obsessive-compulsive disorder and body dysmorphic disorder: treatment',
  2005,
);
export const NICE_NG116 = nice('ng116', 'Post-traumatic stress disorder', 2018);
export const NICE_NG222 = nice('ng222', 'Depression in adults: treatment and management', 2022);
export const NICE_NG134 = nice(
  'ng134',
  'Depression in children and young people: identification and management',
  2019,
);
export const NICE_CG113 = nice(
  'cg113',
  'Generalised anxiety disorder and panic disorder in adults: management',
  2011,
);
export const NICE_CG159 = nice(
  'cg159',
  'Social anxiety disorder: recognition, assessment and treatment',
  2013,
);
export const NICE_CG78 = nice(
  'cg78',
  'Borderline personality disorder: recognition and management',
  2009,
);
export const NICE_NG225 = nice(
  'ng225',
  'Self-harm: assessment, management and preventing recurrence',
  2022,
);
export const NICE_NG69 = nice('ng69', 'Eating disorders: recognition and treatment', 2017);
export const NICE_CG115 = nice(
  'cg115',
  'Alcohol-use disorders: diagnosis, assessment and management of harmful drinking (high-risk drinking) and alcohol dependence',
  2011,
);
export const NICE_CG158 = nice(
  'cg158',
  'Antisocial behaviour and conduct disorders in children and young people: recognition and management',
  2013,
);
export const NICE_NG87 = nice(
  'ng87',
  'Attention deficit hyperactivity disorder: diagnosis and management',
  2018,
);
export const NICE_NG193 = nice(
  'ng193',
  'Chronic pain (primary and secondary) in over 16s: assessment of all chronic pain and management of chronic primary pain',
  2021,
);

export const APA_PTSD_2017: EvidenceSource = {
  body: 'APA PTSD guideline',
  citation:
    'American Psychological Association. Clinical Practice Guideline for the Treatment of Posttraumatic Stress Disorder (PTSD) in Adults, 2017.',
  url: 'https://www.apa.org/ptsd-guideline',
  year: 2017,
};

export const COCHRANE_PTSD_ADULTS: EvidenceSource = {
  body: 'Cochrane',
  citation:
    'Bisson JI, Roberts NP, Andrew M, Cooper R, Lewis C. Psychological therapies for chronic post-traumatic stress disorder (PTSD) in adults. Cochrane Database of Systematic Reviews 2013, CD003388.',
  url: null,
  year: 2013,
};

export const APA_EATING_2023: EvidenceSource = {
  body: 'American Psychiatric Association',
  citation:
    'American Psychiatric Association. Practice Guideline for the Treatment of Patients With Eating Disorders, fourth edition, 2023.',
  url: 'https://doi.org/10.1176/appi.books.9780890424865',
  year: 2023,
};

export const AASM_INSOMNIA_2021: EvidenceSource = {
  body: 'American Academy of Sleep Medicine',
  citation:
    'Edinger JD, Arnedt JT, Bertisch SM, et al. Behavioral and psychological treatments for chronic insomnia disorder in adults: an American Academy of Sleep Medicine clinical practice guideline. Journal of Clinical Sleep Medicine 2021;17(2):255–262.',
  url: 'https://doi.org/10.5664/jcsm.8986',
  year: 2021,
};

export const NICE_PH24 = nice('ph24', 'Alcohol-use disorders: prevention', 2010);
export const NICE_CG51 = nice('cg51', 'Drug misuse in over 16s: psychosocial interventions', 2007);
export const NICE_CG185 = nice('cg185', 'Bipolar disorder: assessment and management', 2014);

/** The STEP-BD trial compared family-focused therapy, IPSRT and CBT with brief psychoeducation. */
export const MIKLOWITZ_STEP_BD_2007: EvidenceSource = {
  body: 'Miklowitz et al. (STEP-BD trial)',
  citation:
    'Miklowitz DJ, Otto MW, Frank E, et al. Psychosocial treatments for bipolar depression: a 1-year randomized trial from the Systematic Treatment Enhancement Program. Archives of General Psychiatry 2007;64(4):419–426.',
  url: 'https://doi.org/10.1001/archpsyc.64.4.419',
  year: 2007,
};
