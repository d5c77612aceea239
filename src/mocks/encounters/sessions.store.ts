import {
  CLINIC_PATHS,
  clinicResponse,
  practitionerListResponse,
} from '../../../common/contracts/clinic.contract';
import { callPeerMock } from '../peer-mock-call';
import type { Encounter } from '../../../common/contracts/encounters.contract';
import {
  sessionNotePath,
  sessionNoteResponse,
  type NoteFormat,
} from '../../../common/contracts/notes.contract';
import {
  patientPath,
  patientResponse,
  patientSubPath,
} from '../../../common/contracts/patients.contract';

/**
 * The sessions of the browser mock: one clinic's sessions in memory, each clinic apart. Patients
 * and clinicians are not the sessions feature's: they are read through the API (the patients and
 * clinic mocks answer), as the server reads other tables.
 */
const clinics = new Map<string, Encounter[]>();

export const sessionsOf = (tenantId: string) =>
  clinics.get(tenantId) ?? clinics.set(tenantId, []).get(tenantId)!;

/** Forgets every mock session (tests start from none). */
export const resetMockSessions = () => clinics.clear();

/** Puts a session in a clinic as it is (stories and tests start from a given day). */
export const seedMockSession = (tenantId: string, session: Encounter) => {
  sessionsOf(tenantId).push(session);
};

/** Sessions that block a new one: same clinician, overlapping, not cancelled or missed. */
export function clashOf(
  sessions: Encounter[],
  wanted: { id?: string; clinicianId: string; startsAt: string; endsAt: string },
): Encounter | undefined {
  const from = Date.parse(wanted.startsAt);
  const to = Date.parse(wanted.endsAt);
  return sessions.find(
    (s) =>
      s.id !== wanted.id &&
      s.clinician.id === wanted.clinicianId &&
      s.status !== 'cancelled' &&
      s.status !== 'no-show' &&
      Date.parse(s.startsAt) < to &&
      Date.parse(s.endsAt) > from,
  );
}

/** A call to another mock of the same API, with the caller's bearer token (a peer's call). */
const sameApi = (request: Request, path: string): Promise<unknown> =>
  callPeerMock(request, 'GET', path);

export interface MockPatient {
  id: string;
  name: string;
  mrn: string;
  status: string;
  flags: string[];
  careTeam: string[];
}

/** The patient as the patients mock knows it, or null. */
export async function patientOf(request: Request, id: string): Promise<MockPatient | null> {
  const parsed = patientResponse.safeParse(await sameApi(request, patientPath(id)));
  if (!parsed.success) return null;
  const { patient } = parsed.data;
  return {
    id: patient.id,
    // The legal name, as the server's session answers name the patient.
    name: `${patient.givenName} ${patient.familyName}`,
    mrn: patient.mrn,
    status: patient.status,
    flags: patient.flags,
    careTeam: patient.careTeam,
  };
}

/** A clinician's name: the caller's own, else the clinic's practitioners list's, else null. */
export async function clinicianNameOf(
  request: Request,
  id: string,
  caller: { id: string; name: string },
): Promise<string | null> {
  if (id === caller.id) return caller.name;
  const parsed = practitionerListResponse.safeParse(
    await sameApi(request, CLINIC_PATHS.practitioners),
  );
  return parsed.success ? (parsed.data.practitioners.find((p) => p.id === id)?.name ?? null) : null;
}

/** The clinic's time zone, as the clinic mock answers it (UTC when it cannot be read). */
export async function clinicZoneOf(request: Request): Promise<string> {
  const parsed = clinicResponse.safeParse(await sameApi(request, CLINIC_PATHS.profile));
  return parsed.success ? parsed.data.clinic.timeZone : 'UTC';
}

/** Puts the booked clinician on the patient's care team through the patients mock (as the server does). */
export async function joinCareTeam(request: Request, patient: MockPatient, clinicianId: string) {
  if (patient.careTeam.includes(clinicianId)) return;
  await callPeerMock(request, 'PUT', patientSubPath(patient.id, 'care-team'), {
    memberIds: [...patient.careTeam, clinicianId],
  });
}

/**
 * The session's live note as the notes mock answers its writer: signed (owes nothing), a draft in
 * its format, or none (null format). Null when the notes mock refuses or fails.
 */
export async function sessionNoteOf(
  request: Request,
  encounterId: string,
): Promise<{ signed: boolean; format: NoteFormat | null } | null> {
  const parsed = sessionNoteResponse.safeParse(
    await sameApi(request, sessionNotePath(encounterId)),
  );
  if (!parsed.success) return null;
  const { note } = parsed.data;
  return { signed: note?.status === 'signed', format: note?.format ?? null };
}
