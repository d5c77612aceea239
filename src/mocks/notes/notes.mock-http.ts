import { HttpResponse } from 'msw';
import type * as z from 'zod/mini';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import { holdsRightForPatient } from '../../../common/contracts/clinic.contract';
import type { Encounter } from '../../../common/contracts/encounters.contract';
import { HTTP_MESSAGES } from '../../../common/contracts/http-messages';
import { describeIssues } from '../../../common/contracts/invalid-input';
import { toUser, type AccountRecord } from '../session/account.db';
import { authenticated } from '../session/account.handlers';
import { encounterOf, patientOf } from './notes.store';

/**
 * What the notes and drafting mocks answer with, as the server does: its words (the contracts'),
 * its 400 for a body its contract refuses, and its rule of who holds a session's clinical contents.
 */
export const url = (path: string) => `*${API_BASE_PATH}${path}`;
export const fail = (status: number, message: string) => HttpResponse.json({ message }, { status });
export const notFound = () => fail(404, HTTP_MESSAGES.notFound);
export const nameOf = (account: AccountRecord) => `${account.firstName} ${account.lastName}`;

/** The signed-in caller, or the server's 401. */
export function callerOf(request: Request): AccountRecord | Response {
  return authenticated(request) ?? fail(401, HTTP_MESSAGES.unauthorized);
}

/** A request part parsed by its contract, or the server's 400 naming each problem. */
export function parsed<T>(
  schema: z.ZodMiniType<T>,
  value: unknown,
  part: 'body' | 'querystring',
): { ok: true; data: T } | { ok: false; refusal: Response } {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, refusal: fail(400, describeIssues(result.error, part)) };
}

/** The JSON body parsed by its contract; a body that is not JSON is the server's 400 too. */
export async function bodyOf<T>(request: Request, schema: z.ZodMiniType<T>) {
  const text = await request.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return { ok: false, refusal: fail(400, HTTP_MESSAGES.invalidJson) } as const;
  }
  return parsed(schema, json, 'body');
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
