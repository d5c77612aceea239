import type { LiteratureQueryInput } from '../../../common/contracts/literature.contract';

/**
 * The cache keys of literature reads, named once for the literature page and the patient chart:
 * a patient's reading list lives under the chart's own `['patients', id]`, so the chart's
 * refreshes include it and saving to that patient refreshes it.
 */
export const literatureKeys = {
  search: (query: LiteratureQueryInput) => ['literature', 'search', query] as const,
  abstract: (key: string) => ['literature', 'abstract', key] as const,
  clinicReadingList: ['literature', 'reading-list'] as const,
  patientPicker: (q: string) => ['literature', 'patient-picker', q] as const,
  patientReadingList: (patientId: string) => ['patients', patientId, 'reading-list'] as const,
};
