import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import { hashPassword } from '../auth/passwords.ts';
import { endPortalAccountSessions } from '../auth/portal-sessions.ts';
import { uniqueEmail, type Reply, type TestServer } from '../test/harness.ts';
import {
  registerPatient,
  startClinicKit,
  type ClinicKit,
} from '../patients/patient-records.test-kit.ts';

/**
 * Portal patients for route tests (issue 36): a patient of a clinic with an active portal account,
 * signed in through the real `POST /account/login`, so a test calls portal routes with the
 * patient's own token and tries them against another patient, another clinic and a member.
 */

export const PORTAL_TEST_PASSWORD = 'portal password 1';

export interface PortalPatient {
  patient: Patient;
  accountId: string;
  email: string;
  password: string;
  /** The patient's sign-in (`login.access_token` for requests; `login.user.patientId`). */
  login: LoginResponse;
}

/** Signs in with e-mail and password at the one sign-in endpoint; throws unless it opened. */
export async function signInAs(server: TestServer, email: string, password: string) {
  const reply = await server.request<LoginResponse>('POST', '/account/login', {
    body: { email, password },
  });
  if (reply.status !== 200) throw new Error(`sign-in failed: ${reply.status} ${reply.text}`);
  return reply.body;
}

/**
 * Gives an existing patient an active portal account (written straight to the database, as the
 * harness's `addMember` does for members) and signs it in. `invitedBy` is a member of the clinic.
 */
export async function givePortalAccount(
  server: TestServer,
  invitedBy: LoginResponse,
  patient: Patient,
  email = uniqueEmail('patient'),
): Promise<PortalPatient> {
  const accountId = randomUUID();
  const now = server.now();
  await server.server.ctx.db
    .insertInto('portal_accounts')
    .values({
      tenant_id: invitedBy.user.tenantId,
      id: accountId,
      patient_id: patient.id,
      email,
      password_hash: await hashPassword(PORTAL_TEST_PASSWORD),
      status: 'active',
      invited_by: invitedBy.user.id,
      created_at: now,
      activated_at: now,
      revoked_at: null,
    })
    .execute();
  const login = await signInAs(server, email, PORTAL_TEST_PASSWORD);
  return { patient, accountId, email, password: PORTAL_TEST_PASSWORD, login };
}

/** Registers a patient as `registrar` (a member who may) and gives them a portal account. */
export async function addPortalPatient(
  kit: ClinicKit,
  registrar: LoginResponse,
  body: Record<string, unknown> = {
    familyName: 'Okafor',
    givenName: 'Chidi',
    birthDate: '1990-04-02',
  },
): Promise<PortalPatient> {
  const patient = await registerPatient(kit, registrar, body);
  return givePortalAccount(kit.server, registrar, patient);
}

/**
 * The clinic kit (members in every position, another clinic) with portal patients: two of the
 * founder's clinic (`alice`, and `bob` — "another patient of the same clinic") and one of the
 * other clinic (`foreign`).
 */
export interface PortalKit extends ClinicKit {
  alice: PortalPatient;
  bob: PortalPatient;
  foreign: PortalPatient;
}

export async function startPortalKit(
  ...settings: Parameters<typeof startClinicKit>
): Promise<PortalKit> {
  const kit = await startClinicKit(...settings);
  return {
    ...kit,
    alice: await addPortalPatient(kit, kit.founder, {
      familyName: 'Moreau',
      givenName: 'Alice',
      birthDate: '1988-03-14',
    }),
    bob: await addPortalPatient(kit, kit.founder, {
      familyName: 'Tanaka',
      givenName: 'Bob',
      birthDate: '1979-11-30',
    }),
    foreign: await addPortalPatient(kit, kit.stranger, {
      familyName: 'Ionescu',
      givenName: 'Dana',
      birthDate: '1995-07-21',
    }),
  };
}

/** One request as a portal patient (their own token). */
export function callAsPatient<T = Record<string, unknown>>(
  server: TestServer,
  who: PortalPatient,
  method: string,
  path: string,
  body?: unknown,
): Promise<Reply<T>> {
  return server.request<T>(method, path, { token: who.login.access_token, body });
}

/** Revokes a portal account straight in the database and ends its sessions, as the route does. */
export async function revokeInDatabase(server: TestServer, who: PortalPatient): Promise<void> {
  await server.server.ctx.db
    .updateTable('portal_accounts')
    .set({ status: 'revoked', revoked_at: server.now() })
    .where('id', '=', who.accountId)
    .execute();
  await endPortalAccountSessions(
    server.server.ctx,
    { tenantId: who.login.user.tenantId, accountId: who.accountId },
    'portal-revoked',
  );
}
