import { http, HttpResponse, type HttpHandler } from 'msw';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import {
  PATIENT_MESSAGES,
  PATIENT_PATHS,
  patientDetailsOf,
  patientListQuery,
  patientRegistration,
  patientSummary,
  patientUpdate,
  type Patient,
} from '../../../common/contracts/patients.contract';
import { authenticated } from '../session/mock-bearer';
import { patientRecordHandlers } from './patient-records.handlers';
import { accessTrailHandlers } from './access-trail.handlers';
import { isPeerMockCall } from '../peer-mock-call';
import { mockClinicOf, recordMockAccess } from './patients.store';
import { HTTP_MESSAGES } from '../../../common/contracts/http-messages';
import { mayDo } from '../../../common/contracts/clinic.contract';
import { toUser } from '../session/account.db';
import { recordServerAuditEvent } from '../session/audit.handlers';
import { mockDuplicatesOf } from './patient-duplicates.mock';

export { resetMockPatients } from './patients.store';

/**
 * The patients API in the browser mock (dev, Storybook, front-end e2e): one clinic's patients in
 * memory, each clinic apart. It is not the server: names match by substring (the server's
 * trigram search also forgives typos) and the cursor is a position. Every mock account is owner
 * and clinician; a patient registered with another primary clinician is outside its caseload
 * (see patient-records.handlers.ts for the sub-resources and their rights).
 */
const clinicOf = (tenantId: string) => mockClinicOf(tenantId).patients;

const url = (path: string) => `*${API_BASE_PATH}${path}`;
const fail = (status: number, message: string) => HttpResponse.json({ message }, { status });
/** Accents aside, as the server searches (server/patients/search-fold.ts, simplified). */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const searchText = (p: Patient) =>
  folded([p.givenName, p.preferredName, p.familyName, p.mrn, p.birthDate].join(' '));

export const patientHandlers: HttpHandler[] = [
  // A POST with the search in its body, as the server's (the name is in no URL).
  http.post(url(PATIENT_PATHS.search), async ({ request }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    const query = patientListQuery.safeParse(await request.json().catch(() => null));
    if (!query.success) return fail(400, query.error.issues[0]?.message ?? 'Invalid request');
    const { q, status, cursor, limit } = query.data;
    const words = folded(q ?? '')
      .split(/\s+/)
      .filter(Boolean);
    const matching = clinicOf(account.tenantId)
      .filter((p) => !status || p.status === status)
      .filter((p) => words.every((word) => searchText(p).includes(word)))
      .sort((a, b) =>
        `${a.familyName} ${a.givenName}`.localeCompare(`${b.familyName} ${b.givenName}`),
      );
    const start = Number(cursor ?? 0) || 0;
    const page = matching.slice(start, start + limit);
    const next = start + limit < matching.length ? String(start + limit) : undefined;
    return HttpResponse.json({
      // The summary the contract lists: demographics beyond these stay out of the list.
      patients: page.map((patient) => patientSummary.parse(patient)),
      ...(next ? { nextCursor: next } : {}),
    });
  }),

  http.post(url(PATIENT_PATHS.list), async ({ request }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    const body = patientRegistration.safeParse(await request.json().catch(() => null));
    if (!body.success) return fail(400, body.error.issues[0]?.message ?? 'Invalid request');
    if (!mayDo(toUser(account).roles, 'registerPatients')) {
      return fail(403, HTTP_MESSAGES.forbiddenRole);
    }
    const { confirmNotDuplicate, ...input } = body.data;
    const matches = mockDuplicatesOf(clinicOf(account.tenantId), input);
    if (matches.length > 0 && !confirmNotDuplicate) {
      return HttpResponse.json(
        { message: PATIENT_MESSAGES.likelyDuplicate, matches },
        { status: 409 },
      );
    }
    const patients = clinicOf(account.tenantId);
    const patient: Patient = {
      id: crypto.randomUUID(),
      mrn: String(patients.length + 1).padStart(6, '0'),
      familyName: input.familyName,
      givenName: input.givenName,
      ...patientDetailsOf(input),
      birthDate: input.birthDate,
      status: 'active',
      primaryClinicianId: input.primaryClinicianId ?? account.id,
      flags: [],
      careTeam: [input.primaryClinicianId ?? account.id],
    };
    patients.push(patient);
    recordMockAccess(account.tenantId, {
      userId: account.id,
      patientId: patient.id,
      action: 'create',
    });
    if (matches.length > 0) {
      recordServerAuditEvent({
        type: 'duplicate-registration-confirmed',
        userId: account.id,
        tenantId: account.tenantId,
        subjectId: patient.id,
        before: matches.map((m) => m.id),
        after: [],
      });
    }
    return HttpResponse.json({ patient }, { status: 201 });
  }),

  http.get(url(PATIENT_PATHS.one), ({ request, params }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    const patient = clinicOf(account.tenantId).find((p) => p.id === params.id);
    if (!patient) return fail(404, 'Not found.');
    if (!isPeerMockCall(request)) {
      recordMockAccess(account.tenantId, {
        userId: account.id,
        patientId: patient.id,
        action: 'read',
      });
    }
    return HttpResponse.json({ patient });
  }),

  http.patch(url(PATIENT_PATHS.one), async ({ request, params }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    const body = patientUpdate.safeParse(await request.json().catch(() => null));
    if (!body.success) return fail(400, body.error.issues[0]?.message ?? 'Invalid request');
    const patients = clinicOf(account.tenantId);
    const index = patients.findIndex((p) => p.id === params.id);
    if (index < 0) return fail(404, 'Not found.');
    const before = patients[index]!;
    const primary = body.data.primaryClinicianId;
    const careTeam =
      primary && !before.careTeam.includes(primary)
        ? [...before.careTeam, primary]
        : before.careTeam;
    const patient = { ...before, ...body.data, careTeam } as Patient;
    patients[index] = patient;
    recordMockAccess(account.tenantId, {
      userId: account.id,
      patientId: patient.id,
      action: 'update',
    });
    return HttpResponse.json({ patient });
  }),

  ...patientRecordHandlers,
  ...accessTrailHandlers,
];
