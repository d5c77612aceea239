import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import { expect } from 'vitest';
import { patientSubPath, type Patient } from '../../common/contracts/patients.contract.ts';
import { startTestServer, type Reply, type TestServer } from '../test/harness.ts';

/**
 * One clinic with a member in each position the rules tell apart, and another clinic: what every
 * test of a patient's consents, care team, flags, diagnoses and access trail starts from.
 */
export interface ClinicKit {
  server: TestServer;
  /** The clinic's founder: owner + clinician (the seeded demo user's roles). */
  founder: LoginResponse;
  /** Front desk. */
  staff: LoginResponse;
  /** A clinician of the clinic, on no care team unless a test puts them there. */
  colleague: { id: string; login: LoginResponse };
  /** A member whose only role is owner. */
  ownerOnly: LoginResponse;
  /** Another clinic's founder (owner + clinician there). */
  stranger: LoginResponse;
}

export async function startClinicKit(
  ...settings: Parameters<typeof startTestServer>
): Promise<ClinicKit> {
  const server = await startTestServer(...settings);
  const founder = (await server.signUp()).login;
  const tenantId = founder.user.tenantId;
  return {
    server,
    founder,
    staff: (await server.addMember(tenantId, ['staff'])).login,
    colleague: await server.addMember(tenantId, ['clinician']),
    ownerOnly: (await server.addMember(tenantId, ['owner'])).login,
    stranger: (await server.signUp()).login,
  };
}

/**
 * The kit with a patient the founder registered (so on the founder's care team), and the path of
 * that patient's `part`: what a test file of one sub-resource starts from.
 */
export async function startKitWithPatient(part: Parameters<typeof patientSubPath>[1]) {
  const kit = await startClinicKit();
  const patient = await registerPatient(kit, kit.founder);
  return { kit, patient, path: patientSubPath(patient.id, part) };
}

export const ada = { familyName: 'Lovelace', givenName: 'Ada', birthDate: '1985-12-10' };

/**
 * Registers a patient as `who` (a registering clinician becomes their primary clinician). A
 * fixture registers a record on purpose, often the same person in several tests of one clinic,
 * so it confirms a new record past the likely-duplicate check (patient-registration.test.ts
 * holds that check).
 */
export async function registerPatient(
  kit: ClinicKit,
  who: LoginResponse,
  body: Record<string, unknown> = ada,
): Promise<Patient> {
  const reply = await kit.server.request<{ patient: Patient }>('POST', '/patients', {
    token: who.access_token,
    body: { confirmNotDuplicate: true, ...body },
  });
  if (reply.status !== 201) throw new Error(`register failed: ${reply.status} ${reply.text}`);
  return reply.body.patient;
}

/** One request to a patient's sub-resource, as `who`. */
export function callAs<T = Record<string, unknown>>(
  kit: ClinicKit,
  who: LoginResponse,
  method: string,
  path: string,
  body?: unknown,
): Promise<Reply<T>> {
  return kit.server.request<T>(method, path, { token: who.access_token, body });
}

/** The patient's record-access trail as stored, oldest first: [user id, action]. */
export async function trailOf(kit: ClinicKit, patientId: string): Promise<[string, string][]> {
  const rows = await kit.server.server.ctx.db
    .selectFrom('record_access')
    .select(['user_id', 'action'])
    .where('patient_id', '=', patientId)
    .orderBy('seq')
    .execute();
  return rows.map((row) => [row.user_id, row.action]);
}

/** The calendar day `days` after the server's now, in UTC (the clinic's default time zone). */
export function dayAfterNow(kit: ClinicKit, days: number): string {
  return new Date(kit.server.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Runs `act`, expecting `read` to answer after it what it answered before ("nothing stored"). */
export async function expectUnchanged<T>(
  read: () => Promise<unknown>,
  act: () => Promise<T>,
): Promise<T> {
  const before = await read();
  const result = await act();
  expect(await read()).toEqual(before);
  return result;
}
