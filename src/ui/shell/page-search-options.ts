import type { MessageKey } from '../../i18n/i18n';
import type { PageEntry } from './nav-types';

/** A patient the header search found: what tells two patients apart, and their chart. */
export interface PatientHit {
  id: string;
  familyName: string;
  givenName: string;
  mrn: string;
  birthDate?: string | null;
  /** The patient's chart. */
  href: string;
}

/**
 * Where the patient half of the header search is: nothing asked (no query, or too short),
 * waiting for typing to pause or for the server, the server's answer, or its failure.
 */
export type PatientMatches =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'failed' }
  | { status: 'found'; patients: readonly PatientHit[] };

/** One choice in the header search's list: a page, or a patient's chart. */
export type SearchOption =
  | { kind: 'page'; key: string; href: string; page: PageEntry }
  | { kind: 'patient'; key: string; href: string; patient: PatientHit };

/** The choices in list order: the pages first (they answer at once), then the patients. */
export function searchOptions(
  pages: readonly PageEntry[],
  patients: PatientMatches,
): SearchOption[] {
  const pageOptions = pages.map((page): SearchOption => ({
    kind: 'page',
    key: `page-${page.id}`,
    href: page.href,
    page,
  }));
  const patientOptions =
    patients.status === 'found'
      ? patients.patients.map((patient): SearchOption => ({
          kind: 'patient',
          key: `patient-${patient.id}`,
          href: patient.href,
          patient,
        }))
      : [];
  return [...pageOptions, ...patientOptions];
}

/** The next active choice for an arrow key, wrapping at either end (-1 when there is none). */
export function moveActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}

/**
 * What the patient half says in words (a message key and its values), shown under the list and
 * announced: searching, failed, none found, or how many — null when nothing was asked.
 */
export function patientStatusMessage(
  patients: PatientMatches,
  query: string,
): { key: MessageKey; values: Record<string, string | number> } | null {
  switch (patients.status) {
    case 'idle':
      return null;
    case 'searching':
      return { key: 'shell.search.patients.searching', values: {} };
    case 'failed':
      return { key: 'shell.search.patients.failed', values: {} };
    case 'found':
      return patients.patients.length === 0
        ? { key: 'shell.search.patients.none', values: { query: query.trim() } }
        : { key: 'shell.search.patients.found', values: { count: patients.patients.length } };
  }
}
