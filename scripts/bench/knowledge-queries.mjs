// The knowledge searches bench-knowledge.mjs times: what clinicians type into the knowledge page.

/** ≥ 40 searches a clinician types, each kind several times over. */
export const KNOWLEDGE_QUERIES = [
  // Single words
  ...['depression', 'anxiety', 'panic', 'trauma', 'insomnia', 'alcohol', 'anorexia', 'worry'],
  ...['nightmares', 'self-harm', 'checking', 'grief', 'mindfulness', 'parenting', 'relapse'],
  ...['avoidance', 'suicidal', 'obsessions', 'bulimia', 'adolescents'],
  // Phrases and several words
  'exposure and response prevention',
  'cognitive behavioural therapy',
  'behavioural activation for depression',
  'prolonged exposure PTSD',
  'family based treatment anorexia',
  'motivational interviewing alcohol',
  'sleep restriction',
  'trauma focused CBT for children',
  '"response prevention"',
  'dialectical behaviour therapy self-harm',
  'interpersonal psychotherapy grief',
  'intrusive thoughts checking',
  // The last word still being typed (prefix)
  ...['expos', 'cogn', 'insom', 'behav', 'mindf', 'trau', 'depression quest'],
  // Abbreviations, instruments and codes
  ...['ERP', 'CBT-I', 'EMDR', 'PHQ-9', 'GAD-7', 'PCL-5', 'Y-BOCS', 'AUDIT', 'ISI', 'DBT'],
  ...['F42', 'F32.1', 'F43.1'],
  // Nothing to find
  ...['xylophone', 'quantum chromodynamics', 'zzzz', 'the and of', 'astrology -horoscope'],
];
