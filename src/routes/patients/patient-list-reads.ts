import type { MemberRole } from '../../../common/contracts/clinic.contract';
import type { PatientListQuery } from '../../../common/contracts/patients.contract';
import { PATIENT_PATHS } from '../../../common/constants/patients.constants';
import { patientListBody } from '../../api/patients/patient-list-body';
import {
  listContextOf,
  listQuery,
  type PatientListInput,
} from '../../machines/patients/patient-list-query';
import type { EarlyRead, FirstReadsViewer } from '../first-reads';

/**
 * Where a member's patient list starts, searching for `q`: a clinician keeps a caseload and
 * chooses between it and the clinic, so their list starts on the caseload by name (as the
 * server's default for the role would, and the choice shows chosen); others on the server's
 * default for their role.
 */
export function listStartOf(roles: readonly MemberRole[], q = ''): PatientListInput {
  return { scope: roles.includes('clinician') ? 'mine' : 'role-default', q };
}

/** The list's first search for a member on a tab's first load, as the page's list asks it. */
export function firstListQuery(roles: readonly MemberRole[]): Partial<PatientListQuery> {
  return listQuery(listContextOf(listStartOf(roles)), null);
}

/**
 * What the entry asks for on a tab's first load of the patient list, before React and the page
 * load (first-reads.ts, issue 35): the list's first search, with the body the page's own first
 * search sends. A tab's first load never carries a name to search for: the header hands one over
 * in memory (`patient-search-handoff.ts`), which a new tab does not have.
 */
export function firstRequests(_search: string, viewer: FirstReadsViewer): readonly EarlyRead[] {
  return [{ path: PATIENT_PATHS.search, json: patientListBody(firstListQuery(viewer.roles)) }];
}
