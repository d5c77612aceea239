import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import {
  DAY_BOUND_ACTIONS,
  type Encounter,
  type EncounterAction,
  type EncounterInput,
} from '../../common/contracts/encounters.contract.ts';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import type { Reply, TestServer } from '../test/harness.ts';
import { startTestServer } from '../test/harness.ts';

/**
 * One clinic with a member in each role, and a second clinic, for the session tests.
 * `founder` signed up (owner + clinician); `colleague` is a second clinician; `deskClinician`
 * holds clinician and staff; `other` founded another clinic.
 */
export interface SessionClinic {
  server: TestServer;
  founder: LoginResponse;
  staff: LoginResponse;
  colleague: LoginResponse;
  deskClinician: LoginResponse;
  ownerOnly: LoginResponse;
  other: LoginResponse;
}

export async function startSessionClinic(): Promise<SessionClinic> {
  const server = await startTestServer();
  const founder = (await server.signUp()).login;
  const tenantId = founder.user.tenantId;
  const member = async (roles: string[]) => (await server.addMember(tenantId, roles)).login;
  return {
    server,
    founder,
    staff: await member(['staff']),
    colleague: await member(['clinician']),
    deskClinician: await member(['clinician', 'staff']),
    ownerOnly: await member(['owner']),
    other: (await server.signUp()).login,
  };
}

/**
 * The session clinic set to London time (its calendar, availability and series tests read days and
 * times there) with one patient of the founder's.
 */
export async function startLondonClinic(): Promise<{ clinic: SessionClinic; patient: Patient }> {
  const clinic = await startSessionClinic();
  const patient = await registerPatient(clinic.server, clinic.founder.access_token);
  const zone = await clinic.server.request('PATCH', '/clinic', {
    token: clinic.founder.access_token,
    body: { timeZone: 'Europe/London' },
  });
  if (zone.status !== 200) throw new Error(`time zone: ${zone.status} ${zone.text}`);
  return { clinic, patient };
}

let patientCount = 0;

/** Registers a patient through the API; a registering clinician becomes the primary clinician. */
export async function registerPatient(
  server: TestServer,
  token: string,
  extra: Record<string, unknown> = {},
): Promise<Patient> {
  patientCount += 1;
  const reply = await server.request<{ patient: Patient }>('POST', '/patients', {
    token,
    body: {
      familyName: `Family${patientCount}`,
      givenName: 'Grace',
      birthDate: '1980-01-31',
      ...extra,
    },
  });
  if (reply.status !== 201) throw new Error(`register failed: ${reply.status} ${reply.text}`);
  return reply.body.patient;
}

/** A booking body: `start` is an ISO instant; the session lasts `minutes` (50 by default). */
export function sessionAt(
  patientId: string,
  clinicianId: string,
  start: string,
  minutes = 50,
): EncounterInput {
  const startsAt = new Date(start);
  return {
    patientId,
    clinicianId,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + minutes * 60_000).toISOString(),
    modality: 'in-person',
    type: 'individual',
    location: 'Room 2',
  };
}

export const book = (server: TestServer, token: string, body: unknown) =>
  server.request<{ encounter: Encounter; message?: string }>('POST', '/encounters', {
    token,
    body,
  });

/** Books and expects a 201: the session. */
export async function booked(server: TestServer, token: string, body: unknown): Promise<Encounter> {
  const reply = await book(server, token, body);
  if (reply.status !== 201) throw new Error(`booking failed: ${reply.status} ${reply.text}`);
  return reply.body.encounter;
}

/** What a test's check-in, start or no-show says when its session is not today. */
export const TEST_OFF_DAY = { confirmed: true, reason: 'Test session on a fixed date' } as const;

/**
 * A status change. The tests book sessions on fixed dates, so a check-in, start or no-show
 * confirms it may come on another day (ignored on the session's day); `encounters.off-day.test.ts`
 * holds that rule itself, through `transitionAsked`.
 */
export const transition = (
  server: TestServer,
  token: string,
  id: string,
  action: EncounterAction,
  reason?: string,
): Promise<Reply<{ encounter: Encounter; message?: string }>> =>
  transitionAsked(server, token, id, {
    action,
    ...(reason ? { reason } : {}),
    ...(DAY_BOUND_ACTIONS.includes(action) ? { offDay: TEST_OFF_DAY } : {}),
  });

/** A status change with exactly `body` (no confirmation added). */
export const transitionAsked = (
  server: TestServer,
  token: string,
  id: string,
  body: unknown,
): Promise<Reply<{ encounter: Encounter; message?: string }>> =>
  server.request('POST', `/encounters/${id}/transition`, { token, body });

/** How many sessions a clinic holds (straight from the database: "nothing stored"). */
export async function countSessions(server: TestServer, tenantId: string): Promise<number> {
  const row = await server.server.ctx.db
    .selectFrom('encounters')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The record-access trail of one patient, oldest first. */
export async function accessTrail(server: TestServer, patientId: string) {
  return server.server.ctx.db
    .selectFrom('record_access')
    .select(['user_id', 'action', 'at'])
    .where('patient_id', '=', patientId)
    .orderBy('seq')
    .execute();
}

/** Sets a patient's flags in the database (the flags endpoint belongs to the patients feature). */
export async function setFlags(server: TestServer, patientId: string, flags: string[], at: Date) {
  await server.server.ctx.db
    .updateTable('patients')
    .set({ flags, updated_at: at })
    .where('id', '=', patientId)
    .execute();
}

/** Deactivates a member in the database (the members endpoint belongs to the clinic feature). */
export async function deactivate(server: TestServer, userId: string) {
  await server.server.ctx.db
    .updateTable('users')
    .set({ active: false })
    .where('id', '=', userId)
    .execute();
}
