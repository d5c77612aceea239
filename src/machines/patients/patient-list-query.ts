import type {
  PatientListQuery,
  PatientListResponse,
  PatientStatus,
  PatientSummary,
} from '../../../common/contracts/patients.contract';

/**
 * Whose patients: a clinician's caseload, the whole clinic, or what the server gives the
 * caller's role by default (a clinician's caseload, the front desk's clinic).
 */
export type PatientScope = 'role-default' | 'mine' | 'all';

export interface PatientListContext {
  q: string;
  status: PatientStatus | null;
  scope: PatientScope;
  patients: PatientSummary[];
  nextCursor: string | null;
  /** The last load failed; the list shown (if any) is the one before it. */
  failed: boolean;
  /** The first page came with the input: the list starts ready, without asking for it. */
  startsAnswered: boolean;
}

export interface PatientListInput {
  /** Where the list starts; by default the server chooses by role. */
  scope?: PatientScope;
  /** The search the list opens with (the page's `?q=`, as the header search links to it). */
  q?: string;
  /**
   * The answer to the list's first query, already in (a tab's first load asked for it before
   * React rendered, issue 35): the list starts with its rows instead of loading them.
   */
  firstPage?: PatientListResponse | undefined;
}

/** The list as it starts for `input`: empty until its first page is in, unless given it. */
export function listContextOf(input: PatientListInput): PatientListContext {
  return {
    q: input.q?.trim() ?? '',
    status: null,
    scope: input.scope ?? 'role-default',
    patients: input.firstPage?.patients ?? [],
    nextCursor: input.firstPage?.nextCursor ?? null,
    failed: false,
    startsAnswered: input.firstPage !== undefined,
  };
}

/** The server's query for the context's search and filters, from `cursor` on. */
export function listQuery(
  context: PatientListContext,
  cursor: string | null,
): Partial<PatientListQuery> {
  return {
    q: context.q.trim() || undefined,
    status: context.status ?? undefined,
    clinician: { 'role-default': undefined, mine: 'me', all: 'any' }[context.scope],
    cursor: cursor ?? undefined,
  };
}
