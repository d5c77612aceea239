import type {
  PatientListQuery,
  PatientListRequest,
} from '../../../common/contracts/patients.contract';

/**
 * The list search's body: empty values are left out (the server's defaults apply). The API's and
 * the one a tab's first load sends from the entry (`first-reads.ts`), so the page's first search
 * finds that answer under the same body.
 */
export function patientListBody(query: Partial<PatientListQuery>): PatientListRequest {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as PatientListRequest;
}
