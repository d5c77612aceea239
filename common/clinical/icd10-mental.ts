import type { Icd10Entry } from './icd10-entry';
import { ICD10_F01_F39 } from './icd10-f01-f39';
import { ICD10_F40_F99 } from './icd10-f40-f99';
import { ICD10_Z_CODES } from './icd10-z-codes';

export type { Icd10Entry } from './icd10-entry';

/**
 * The shipped ICD-10-CM list the intake's diagnosis search reads: the common billable mental and
 * behavioural codes (F01–F99) and the Z codes behavioural health uses, in code order, each with
 * its official title (CMS tabular list). It is a curated subset, not the whole classification:
 * a code not here can still be typed in full on the chart's diagnosis form.
 */
export const ICD10_MENTAL: readonly Icd10Entry[] = [
  ...ICD10_F01_F39,
  ...ICD10_F40_F99,
  ...ICD10_Z_CODES,
];
