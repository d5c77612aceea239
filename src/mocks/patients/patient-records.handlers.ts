import { http, HttpResponse, type HttpHandler } from 'msw';
import type * as z from 'zod/mini';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import { holdsRightForPatient, type Right } from '../../../common/contracts/clinic.contract';
import {
  PATIENT_PATHS,
  consentsPageQuery,
  careTeamInput,
  consentInput,
  diagnosisInput,
  flagsInput,
  patientFlag,
  type Consent,
  type Diagnosis,
  type Patient,
} from '../../../common/contracts/patients.contract';
import { authenticated } from '../session/mock-bearer';
import { toUser, type AccountRecord, accountName } from '../session/account.db';
import { activeCliniciansOf, byLastName } from './clinic-members';
import { firstPageRequest, pageAfter } from '../list-page';
import { isPeerMockCall } from '../peer-mock-call';
import { clinicDayOf } from '../clinic-peer';
import { mockClinicOf, recordMockAccess, type MockClinic } from './patients.store';
import { HTTP_MESSAGES } from '../../../common/contracts/http-messages';
import { notifyMockRiskFlags } from '../notifications/notifications.store';

/**
 * A patient's consents, care team, flags and diagnoses in the browser mock (the access trail is
 * access-trail.handlers.ts), with the contract's validation and the server's rights: a
 * clinician's clinical rights hold for the patients on whose care team they are; diagnoses
 * outside the caseload are a 404, like the server.
 * Orders, duplicates and refusals answer as the server's do (`tests/contract/` runs the same cases
 * on both); "today" for a date check is the clinic's day, as on the server.
 */
const url = (path: string) => `*${API_BASE_PATH}${path}`;
const fail = (status: number, message: string) => HttpResponse.json({ message }, { status });
/** A 400 naming the first issue of a parse, as the server's. */
export const invalid = (error: z.core.$ZodError) =>
  fail(
    400,
    `Invalid request body: ${error.issues[0]?.path.join('.')}: ${error.issues[0]?.message}`,
  );

export interface Caller {
  account: AccountRecord;
  clinic: MockClinic;
  patient: Patient;
}

/** The signed-in caller and the patient of `:id` in their clinic, or the refusal to answer. */
export function callerOf(request: Request, id: unknown): Caller | Response {
  const account = authenticated(request);
  if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
  const clinic = mockClinicOf(account.tenantId);
  const patient = clinic.patients.find((p) => p.id === id);
  return patient ? { account, clinic, patient } : fail(404, 'Not found.');
}

/** Whether the caller holds `right` for this patient (a clinician's, on the care team only). */
export function holds({ account, patient }: Caller, right: Right): boolean {
  const member = { roles: toUser(account).roles, userId: account.id };
  return holdsRightForPatient(member, patient.careTeam, right);
}

/** A date a record may carry: not after the clinic's today, not before the patient was born. */
async function dateOutsideLife(
  request: Request,
  field: string,
  date: string,
  patient: Patient,
): Promise<Response | null> {
  const today = await clinicDayOf(request, new Date());
  if (date > today) return fail(400, `Invalid request body: ${field}: Must not be in the future`);
  if (date < patient.birthDate) {
    return fail(400, `Invalid request body: ${field}: Must not be before the patient’s birth date`);
  }
  return null;
}

/** A page of the history, newest first, with every kind's entry in force, as the server answers. */
function consentsPage({ clinic, patient }: Caller, request: Request, status = 200) {
  const history = [...(clinic.consents.get(patient.id) ?? [])].reverse();
  const current = consentKinds(history);
  return pageAfter(
    request,
    consentsPageQuery,
    { items: history, keyOf: (entry) => entry.id },
    (shown, nextCursor) => ({ history: shown, current, nextCursor }),
    status,
  );
}

/** The server's order: active before resolved, each newest first. */
const activeFirst = (diagnoses: Diagnosis[]) =>
  [...diagnoses]
    .reverse()
    .sort((a, b) => Number(b.status === 'active') - Number(a.status === 'active'));

/** Each kind's latest entry (history is newest first). */
const consentKinds = (history: Consent[]) =>
  history.filter((entry, index) => history.findIndex((e) => e.kind === entry.kind) === index);

export const patientRecordHandlers: HttpHandler[] = [
  http.get(url(PATIENT_PATHS.consents), ({ request, params }) => {
    const caller = callerOf(request, params.id);
    if (caller instanceof Response) return caller;
    const { account, patient } = caller;
    if (!isPeerMockCall(request)) {
      recordMockAccess(account.tenantId, {
        userId: account.id,
        patientId: patient.id,
        action: 'read-consents',
      });
    }
    return consentsPage(caller, request);
  }),

  http.post(url(PATIENT_PATHS.consents), async ({ request, params }) => {
    const caller = callerOf(request, params.id);
    if (caller instanceof Response) return caller;
    if (!holds(caller, 'recordConsents')) return fail(403, 'Your role does not allow this.');
    const body = consentInput.safeParse(await request.json().catch(() => null));
    if (!body.success) return invalid(body.error);
    const { effectiveDate } = body.data;
    const refused = await dateOutsideLife(request, 'effectiveDate', effectiveDate, caller.patient);
    if (refused) return refused;
    const { account, clinic, patient } = caller;
    const entry: Consent = {
      id: crypto.randomUUID(),
      ...body.data,
      note: body.data.note ?? null,
      recordedBy: { id: account.id, name: accountName(account) },
      recordedAt: new Date().toISOString(),
    };
    clinic.consents.set(patient.id, [...(clinic.consents.get(patient.id) ?? []), entry]);
    recordMockAccess(account.tenantId, {
      userId: account.id,
      patientId: patient.id,
      action: 'update',
    });
    // The answer is the history's first page, as the server's.
    return consentsPage(caller, firstPageRequest(request), 201);
  }),

  http.put(url(PATIENT_PATHS.careTeam), async ({ request, params }) => {
    const caller = callerOf(request, params.id);
    if (caller instanceof Response) return caller;
    if (!holds(caller, 'editDemographics')) return fail(403, 'Your role does not allow this.');
    const body = careTeamInput.safeParse(await request.json().catch(() => null));
    if (!body.success) return invalid(body.error);
    const { account, patient } = caller;
    const ids = [...new Set(body.data.memberIds)];
    const clinicians = await activeCliniciansOf(request);
    const members = clinicians.filter((m) => ids.includes(m.id));
    const strangers = ids.filter((id) => !members.some((m) => m.id === id));
    if (strangers.length > 0) {
      return fail(
        400,
        `Invalid request body: memberIds: Not an active clinician of this clinic: ${strangers.join(', ')}`,
      );
    }
    if (patient.primaryClinicianId && !ids.includes(patient.primaryClinicianId)) {
      return fail(400, 'The primary clinician stays on the care team.');
    }
    patient.careTeam = [...ids].sort();
    recordMockAccess(account.tenantId, {
      userId: account.id,
      patientId: patient.id,
      action: 'update',
    });
    const primary = (id: string) => Number(id === patient.primaryClinicianId);
    return HttpResponse.json({
      careTeam: [...members]
        .sort(byLastName)
        .sort((a, b) => primary(b.id) - primary(a.id))
        .map((member) => ({
          id: member.id,
          name: member.name,
          primary: Boolean(primary(member.id)),
        })),
    });
  }),

  http.put(url(PATIENT_PATHS.flags), async ({ request, params }) => {
    const caller = callerOf(request, params.id);
    if (caller instanceof Response) return caller;
    if (!holds(caller, 'writeClinical')) return fail(404, 'Not found.');
    const body = flagsInput.safeParse(await request.json().catch(() => null));
    if (!body.success) return invalid(body.error);
    const { account, patient } = caller;
    // Each flag once, in the contract's order, as the server keeps them.
    const before = patient.flags;
    const after = patientFlag.options.filter((flag) => body.data.flags.includes(flag));
    patient.flags = after;
    const named = { id: patient.id, name: `${patient.givenName} ${patient.familyName}` };
    const change = { patient: named, careTeam: patient.careTeam, before, after };
    notifyMockRiskFlags(account.tenantId, change, account.id);
    recordMockAccess(account.tenantId, {
      userId: account.id,
      patientId: patient.id,
      action: 'update',
    });
    return HttpResponse.json({ patient });
  }),

  http.get(url(PATIENT_PATHS.diagnoses), ({ request, params }) => {
    const caller = callerOf(request, params.id);
    if (caller instanceof Response) return caller;
    if (!holds(caller, 'readClinical')) return fail(404, 'Not found.');
    const { account, clinic, patient } = caller;
    if (!isPeerMockCall(request)) {
      recordMockAccess(account.tenantId, {
        userId: account.id,
        patientId: patient.id,
        action: 'read-diagnoses',
      });
    }
    return HttpResponse.json({ diagnoses: activeFirst(clinic.diagnoses.get(patient.id) ?? []) });
  }),

  http.post(url(PATIENT_PATHS.diagnoses), async ({ request, params }) => {
    const caller = callerOf(request, params.id);
    if (caller instanceof Response) return caller;
    if (!holds(caller, 'writeClinical')) return fail(404, 'Not found.');
    const body = diagnosisInput.safeParse(await request.json().catch(() => null));
    if (!body.success) return invalid(body.error);
    const { onsetDate } = body.data;
    const refused = onsetDate
      ? await dateOutsideLife(request, 'onsetDate', onsetDate, caller.patient)
      : null;
    if (refused) return refused;
    const { account, clinic, patient } = caller;
    const stored = clinic.diagnoses.get(patient.id) ?? [];
    const status = body.data.status ?? 'active';
    if (
      status === 'active' &&
      stored.some((d) => d.status === 'active' && d.code === body.data.code)
    ) {
      return fail(409, 'This diagnosis is already active for the patient.');
    }
    const diagnosis: Diagnosis = {
      id: crypto.randomUUID(),
      code: body.data.code,
      text: body.data.text,
      onsetDate: onsetDate ?? null,
      status,
      recordedAt: new Date().toISOString(),
    };
    const diagnoses = [...stored, diagnosis];
    clinic.diagnoses.set(patient.id, diagnoses);
    recordMockAccess(account.tenantId, {
      userId: account.id,
      patientId: patient.id,
      action: 'update',
    });
    return HttpResponse.json({ diagnoses: activeFirst(diagnoses) }, { status: 201 });
  }),
];
