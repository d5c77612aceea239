import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import type { Encounter } from '../../common/contracts/encounters.contract.ts';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import { tenantDb } from '../db/tenant-db.ts';
import { booked, registerPatient, sessionAt } from '../encounters/encounters.test-kit.ts';
import type { Mail, MailTransport } from '../mail/mail-transport.ts';
import type { ServerConfig } from '../config.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../test/harness.ts';
import { remindEveryClinic } from './reminder-schedule.ts';
import type { ReminderWorker } from './send-due-reminders.ts';

export const HOUR_MS = 60 * 60 * 1000;

/** Sign-ins outlive the days these tests let pass. */
const WEEK_S = 7 * 24 * 60 * 60;

/**
 * A test server whose own reminder timer is off (the tests run the reminder runs themselves) and
 * whose sign-ins outlast the hours the tests move its clock by.
 */
export async function startReminderClinic(overrides: Partial<ServerConfig> = {}) {
  const server = await startTestServer({
    reminderEveryMs: 0,
    accessTokenTtlS: WEEK_S,
    sessionMaxAgeS: WEEK_S,
    idleLimitMs: WEEK_S * 1000,
    ...overrides,
  });
  const founder = (await server.signUp()).login;
  return { server, founder };
}

/** A mail transport that keeps what it is given. */
export function recordingWorker(): ReminderWorker & { mails: Mail[] } {
  const mails: Mail[] = [];
  const send: MailTransport = async (mail) => {
    mails.push(mail);
    return { delivery: 'outbox', id: randomUUID() };
  };
  return { id: randomUUID(), send, organizerEmail: 'no-reply@clinic.test', mails };
}

/** One reminder run over every clinic of the server's database, at the server's time. */
export async function runReminders(server: TestServer, worker: ReminderWorker) {
  const rows = await server.server.ctx.db.selectFrom('tenants').select('id').execute();
  const clinics = rows.map((row) => tenantDb(server.server.ctx.db, row.id));
  return remindEveryClinic(clinics, worker, server.now(), (error) => {
    throw error;
  });
}

/** Records a grant (or withdrawal) of the patient's consent to be contacted. */
export async function contactConsent(
  server: TestServer,
  token: string,
  patientId: string,
  status: 'granted' | 'withdrawn' = 'granted',
) {
  const reply = await server.request('POST', `/patients/${patientId}/consents`, {
    token,
    body: { kind: 'contact', status, effectiveDate: server.now().toISOString().slice(0, 10) },
  });
  if (reply.status !== 201) throw new Error(`consent failed: ${reply.status} ${reply.text}`);
}

/** A patient with an e-mail and (unless told otherwise) the consent to be contacted. */
export async function reachablePatient(
  server: TestServer,
  login: LoginResponse,
  options: { email?: string | null; consent?: boolean } = {},
): Promise<Patient> {
  const email = options.email === undefined ? uniqueEmail('patient') : options.email;
  const patient = await registerPatient(server, login.access_token, email ? { email } : {});
  if (options.consent !== false) await contactConsent(server, login.access_token, patient.id);
  return patient;
}

/** Books the patient with the founder `hoursAhead` from the server's now. */
export function bookIn(
  server: TestServer,
  login: LoginResponse,
  patientId: string,
  hoursAhead: number,
  details: Record<string, unknown> = {},
): Promise<Encounter> {
  const start = new Date(server.now().getTime() + hoursAhead * HOUR_MS);
  return booked(server, login.access_token, {
    ...sessionAt(patientId, login.user.id, start.toISOString()),
    ...details,
  });
}

/** The .ics a mail carries. */
export const icsOf = (mail: Mail | undefined): string => {
  const file = mail?.attachments?.find((attachment) => attachment.filename.endsWith('.ics'));
  if (!file) throw new Error('the mail carries no .ics');
  return file.content.replace(/\r\n /g, '');
};
