import { HttpResponse } from 'msw';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import { etagOf } from '../../../common/contracts/documents.contract';
import { HTTP_MESSAGES } from '../../../common/contracts/http-messages';
import { INTAKE_MESSAGES, type Intake } from '../../../common/contracts/intake.contract';
import { intakeWriteCheck, type IntakeRefusal } from '../../../common/contracts/intake-writes';
import type { Patient } from '../../../common/contracts/patients.contract';
import { toUser, type AccountRecord } from '../session/account.db';
import { authenticated } from '../session/mock-bearer';
import { findIntake, type StoredIntake } from './intake.store';
import { patientOf } from './patient-mock-client';

/*
 * The mock writes no message of its own: every refusal is in the server's words, from the
 * contracts (INTAKE_MESSAGES, HTTP_MESSAGES), so a page shows the same refusal in dev and in
 * production, and the intake contract suite (tests/contract) compares them.
 */

export { bodyOf } from '../mock-request';

export const url = (path: string) => `*${API_BASE_PATH}${path}`;
export const fail = (status: number, message: string) => HttpResponse.json({ message }, { status });
export const refuse = ({ status, message }: IntakeRefusal) => fail(status, message);

/** An intake answer with its version as ETag. */
export const withEtag = (intake: Intake, status = 200) =>
  HttpResponse.json({ intake }, { status, headers: { ETag: etagOf(intake.version) } });

export interface PatientCaller {
  account: AccountRecord;
  patient: Patient;
}

/**
 * The caller and the patient of `:id`, when the caller may see the patient's clinical contents:
 * a clinician on the care team (every mock account is owner and clinician). Else 404, like the
 * server (a refused read of a record might as well not exist).
 */
export async function patientCallerOf(
  request: Request,
  patientId: unknown,
): Promise<PatientCaller | Response> {
  const account = authenticated(request);
  if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
  const patient = await patientOf(request, String(patientId));
  const clinician = toUser(account).roles.includes('clinician');
  if (!patient || !clinician || !patient.careTeam.includes(account.id)) {
    return fail(404, HTTP_MESSAGES.notFound);
  }
  return { account, patient };
}

export interface IntakeCaller extends PatientCaller {
  stored: StoredIntake;
}

/** The caller and the intake of `:id`: a draft for its author only, a signed one for the care team. */
export async function intakeCallerOf(
  request: Request,
  id: unknown,
): Promise<IntakeCaller | Response> {
  const account = authenticated(request);
  if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
  const stored = findIntake(account.tenantId, String(id));
  if (!stored) return fail(404, HTTP_MESSAGES.notFound);
  const caller = await patientCallerOf(request, stored.intake.patientId);
  if (caller instanceof Response) return caller;
  if (stored.intake.status === 'draft' && stored.intake.authorId !== account.id) {
    return fail(404, HTTP_MESSAGES.notFound);
  }
  return { ...caller, stored };
}

/**
 * The checks of every write to an intake's content, in the server's order (`intakeWriteCheck`):
 * the author only (403), `If-Match` sent (428), still a draft (409), then current (412 with the
 * current intake and its ETag). Null when the write may go ahead.
 */
export function refusalOfWrite({ account, stored }: IntakeCaller, request: Request) {
  const { intake } = stored;
  const check = intakeWriteCheck(intake, account.id, request.headers.get('If-Match') ?? undefined);
  if ('refusal' in check) return refuse(check.refusal);
  if (check.expected !== intake.version) {
    return HttpResponse.json(
      { message: INTAKE_MESSAGES.stale, current: intake },
      { status: 412, headers: { ETag: etagOf(intake.version) } },
    );
  }
  return null;
}
