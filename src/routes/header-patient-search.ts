import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { patientsApi } from '../api/patients/patients.api';
import { SEARCH_PAUSE_MS } from '../config/request-timing';
import { chartHref } from '../ui/patients/chart-paths';
import type { PatientMatches } from '../ui/shell/page-search-options';
import { useDebouncedValue } from './use-debounced-value';

/** How many patients the header offers at once (the patient list shows the rest). */
export const HEADER_PATIENT_LIMIT = 6;
/** Fewer characters than this search no patient (one letter would list half the clinic). */
export const HEADER_PATIENT_MIN_CHARS = 2;

/**
 * Wiring, as `product-page-components.ts` is: the shell's header may not reach into a feature,
 * so the patient search it offers is put together here, outside both.
 *
 * The patients the header's text finds, through the patient list's own search (a POST: the name
 * is in no URL; typo-tolerant names, an MRN exactly). The server decides what the member sees: a
 * clinician their caseload, the front desk and owners the clinic. Asked once typing pauses.
 */
export function usePatientMatches(query: string): PatientMatches {
  const typed = query.trim();
  const paused = useDebouncedValue(typed, SEARCH_PAUSE_MS);
  const asked = paused.length >= HEADER_PATIENT_MIN_CHARS;
  const found = useQuery({
    queryKey: ['patients', 'header-search', paused],
    queryFn: () => patientsApi.list({ q: paused, limit: HEADER_PATIENT_LIMIT }),
    enabled: asked,
    placeholderData: keepPreviousData,
  });
  if (typed.length < HEADER_PATIENT_MIN_CHARS) return { status: 'idle' };
  if (paused !== typed || found.isFetching || found.isPending) return { status: 'searching' };
  if (found.isError) return { status: 'failed' };
  return {
    status: 'found',
    patients: found.data.patients.map((patient) => ({
      id: patient.id,
      familyName: patient.familyName,
      givenName: patient.givenName,
      mrn: patient.mrn,
      href: chartHref(patient.id),
    })),
  };
}
