import {
  PATIENT_PATHS,
  type PatientListRequest,
  type PatientListResponse,
} from '../../common/contracts/patients.contract.ts';
import type { TestServer } from '../test/harness.ts';

/**
 * The search's body from the tests' shorthand `q=marin&limit=2` (a leading `?` allowed): the
 * search is a POST, so the shorthand never becomes a URL.
 */
export function searchBody(shorthand: string): PatientListRequest {
  const body: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(shorthand.replace(/^\?/, ''))) {
    body[key] = key === 'limit' && /^\d+$/.test(value) ? Number(value) : value;
  }
  return body as PatientListRequest;
}

/** `POST /patients/search` as `token`, with the shorthand's fields as the body. */
export const searchPatients = (server: TestServer, token: string | undefined, shorthand = '') =>
  server.request<PatientListResponse>('POST', PATIENT_PATHS.search, {
    ...(token ? { token } : {}),
    body: searchBody(shorthand),
  });
