import { HttpResponse } from 'msw';
import type * as z from 'zod/mini';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import { etagOf, versionOfEtag } from '../../../common/contracts/documents.contract';
import { HTTP_MESSAGES } from '../../../common/contracts/http-messages';
import {
  incompleteScoreMessage,
  INTAKE_MESSAGES,
  type Intake,
} from '../../../common/contracts/intake.contract';
import type { InstrumentId } from '../../../common/scoring/instruments';
import type { Patient } from '../../../common/contracts/patients.contract';
import { toUser, type AccountRecord } from '../session/account.db';
import { authenticated } from '../session/account.handlers';
import { findIntake, type StoredIntake } from './intake.store';
import { patientOf } from './patient-mock-client';

/**
 * The server's words, from the contracts (the mock writes no message of its own), so a page shows
 * the same refusal in dev and in production.
 */
export const INTAKE_MOCK_MESSAGES = {
  ...INTAKE_MESSAGES,
  unauthenticated: HTTP_MESSAGES.unauthorized,
  notFound: HTTP_MESSAGES.notFound,
  safety: INTAKE_MESSAGES.safetyUnacknowledged,
  incomplete: (instrument: InstrumentId, answers: readonly (number | null)[]) =>
    incompleteScoreMessage(
      instrument,
      answers.flatMap((answer, item) => (answer === null ? [item + 1] : [])),
      answers.length,
    ),
} as const;

export const url = (path: string) => `*${API_BASE_PATH}${path}`;
export const fail = (status: number, message: string) => HttpResponse.json({ message }, { status });

export async function bodyOf<T>(request: Request, schema: z.ZodMiniType<T>) {
  const parsed = schema.safeParse(await request.json().catch(() => null));
  if (parsed.success) return { ok: true, data: parsed.data } as const;
  const issue = parsed.error.issues[0];
  const message = `Invalid request body: ${issue?.path.join('.')}: ${issue?.message}`;
  return { ok: false, refusal: fail(400, message) } as const;
}

export const nameOf = (account: AccountRecord) => `${account.firstName} ${account.lastName}`;

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
  if (!account) return fail(401, INTAKE_MOCK_MESSAGES.unauthenticated);
  const patient = await patientOf(request, String(patientId));
  const clinician = toUser(account).roles.includes('clinician');
  if (!patient || !clinician || !patient.careTeam.includes(account.id)) {
    return fail(404, INTAKE_MOCK_MESSAGES.notFound);
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
  if (!account) return fail(401, INTAKE_MOCK_MESSAGES.unauthenticated);
  const stored = findIntake(account.tenantId, String(id));
  if (!stored) return fail(404, INTAKE_MOCK_MESSAGES.notFound);
  const caller = await patientCallerOf(request, stored.intake.patientId);
  if (caller instanceof Response) return caller;
  if (stored.intake.status === 'draft' && stored.intake.authorId !== account.id) {
    return fail(404, INTAKE_MOCK_MESSAGES.notFound);
  }
  return { ...caller, stored };
}

/**
 * The checks of every write to an intake's content: the author only, still a draft, `If-Match`
 * sent (428) and current (412 with the current intake). Null when the write may go ahead.
 */
export function refusalOfWrite({ account, stored }: IntakeCaller, request: Request) {
  const { intake } = stored;
  if (intake.authorId !== account.id) return fail(403, INTAKE_MOCK_MESSAGES.authorOnly);
  if (intake.status === 'signed') return fail(409, INTAKE_MOCK_MESSAGES.signed);
  if (intake.status === 'entered-in-error') return fail(409, INTAKE_MOCK_MESSAGES.enteredInError);
  const version = versionOfEtag(request.headers.get('If-Match') ?? undefined);
  if (version === null) return fail(428, INTAKE_MOCK_MESSAGES.ifMatch);
  if (version !== intake.version) {
    return HttpResponse.json(
      { message: INTAKE_MOCK_MESSAGES.stale, current: intake },
      { status: 412, headers: { ETag: etagOf(intake.version) } },
    );
  }
  return null;
}
