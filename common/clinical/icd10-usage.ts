/**
 * The codes clinicians use most, most used first, so a word search puts them before the rest.
 *
 * Source: SimplePractice, "20 Most Commonly Used ICD-10 Codes in Mental Health in 2021" (codes on
 * insurance claims of solo and small-group behavioral health practices in the US, calendar year
 * 2021), positions 1–16 as published. Positions 17–20 were not read and are not guessed.
 */
export const ICD10_MOST_USED: readonly string[] = [
  'F41.1',
  'F43.23',
  'F33.1',
  'F43.22',
  'F43.20',
  'F41.9',
  'F43.10',
  'F43.21',
  'F43.12',
  'Z63.0',
  'F33.0',
  'F90.2',
  'F32.1',
  'F34.1',
  'F90.0',
  'F33.2',
];

/**
 * After the list above, the families the same report is made of (depressive episodes, recurrent
 * depression, anxiety, trauma and adjustment disorders, ADHD), in code order, before the rest.
 */
export const ICD10_COMMON_FAMILIES: readonly string[] = [
  'F32',
  'F33',
  'F34.1',
  'F41',
  'F43',
  'F90',
];
