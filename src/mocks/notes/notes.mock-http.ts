import { HttpResponse } from 'msw';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import { holdsRightForPatient } from '../../../common/contracts/clinic.contract';
import type { Encounter } from '../../../common/contracts/encounters.contract';
import { HTTP_MESSAGES } from '../../../common/contracts/http-messages';
import { toUser, type AccountRecord } from '../session/account.db';
import { authenticated } from '../session/mock-bearer';
import { encounterOf, patientOf } from './notes.store';

/**
 * What the notes and drafting mocks answer with, as the server does: its words (the contracts'),
 * its 400 for a body its contract refuses, and its rule of who holds a session's clinical contents.
 */
export { bodyOf, parsed } from '../mock-request';

export const url = (path: string) => `*${API_BASE_PATH}${path}`;
export const fail = (status: number, message: string) => HttpResponse.json({ message }, { status });
export const notFound = () => fail(404, HTTP_MESSAGES.notFound);

/** The signed-in caller, or the server's 401. */
export function callerOf(request: Request): AccountRecord | Response {
  return authenticated(request) ?? fail(401, HTTP_MESSAGES.unauthorized);
}

/** Whether the caller holds the clinical contents of this patient (a clinician on the care team). */
export async function holdsClinical(
  request: Request,
  account: AccountRecord,
  patientId: string,
): Promise<boolean> {
  const patient = await patientOf(request, patientId);
  const member = { roles: toUser(account).roles, userId: account.id };
  return patient !== null && holdsRightForPatient(member, patient.careTeam, 'readClinical');
}

/**
 * A session whose patient's clinical contents the caller holds, or null (the server's 404: a
 * session the caller may not see into might as well not exist).
 */
export async function clinicalSession(
  request: Request,
  account: AccountRecord,
  id: string,
): Promise<Encounter | null> {
  const session = await encounterOf(request, id);
  if (!session || !(await holdsClinical(request, account, session.patient.id))) return null;
  return session;
}
