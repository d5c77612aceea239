import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionReminder } from '../../common/contracts/reminders.contract.ts';
import { transition } from '../encounters/encounters.test-kit.ts';
import { createMailTransport } from '../mail/mail-transport.ts';
import { TEST_DATABASE, type TestServer } from '../test/harness.ts';
import { temporaryDirs } from '../test/temporary-dirs.ts';
import {
  HOUR_MS,
  bookIn,
  contactConsent,
  icsOf,
  reachablePatient,
  recordingWorker,
  runReminders,
  startReminderClinic,
} from './reminders.test-kit.ts';

const servers: TestServer[] = [];
/** Temporary directories a test made: removed after its servers are closed, even when it fails. */
const dirs = temporaryDirs();
afterEach(() =>
  dirs.closeThenRemove(async () => {
    for (const server of servers.splice(0)) await server.close();
  }),
);
const temporaryDir = dirs.make;

async function clinic() {
  const started = await startReminderClinic();
  servers.push(started.server);
  return started;
}

const sessionAnswer = async (server: TestServer, token: string, id: string) =>
  (
    await server.request<{ reminder: SessionReminder | null }>(
      'GET',
      `/encounters/${id}/reminder`,
      { token },
    )
  ).body;

describe('session reminders', () => {
  it('mail tomorrow’s session once, to the outbox, with an .ics request', async () => {
    const { server, founder } = await clinic();
    const patient = await reachablePatient(server, founder);
    const session = await bookIn(server, founder, patient.id, 30);
    const outboxDir = temporaryDir('praxis-reminders-');
    const worker = {
      id: randomUUID(),
      send: createMailTransport({ from: 'Clinic <no-reply@clinic.test>', outboxDir }),
      organizerEmail: 'no-reply@clinic.test',
    };
    expect((await runReminders(server, worker)).sent).toBe(0);
    server.advance(7 * HOUR_MS);
    expect(await runReminders(server, worker)).toEqual({ due: 1, sent: 1, failed: 0 });
    server.advance(HOUR_MS);
    expect(await runReminders(server, worker)).toEqual({ due: 0, sent: 0, failed: 0 });
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    const message = readFileSync(join(outboxDir, files[0] ?? ''), 'utf8');
    expect(message).toContain(`To: ${patient.email}`);
    expect(message).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
    const answer = await sessionAnswer(server, founder.access_token, session.id);
    expect(answer.reminder).toMatchObject({ kind: 'reminder', sequence: 0, channel: 'email' });
    expect(answer.reminder?.sentAt).toBe(new Date(answer.reminder?.sentAt ?? '').toISOString());
  });

  it('tell the time in the clinic’s zone and carry nothing clinical', async () => {
    const { server, founder } = await clinic();
    await server.request('PATCH', '/clinic', {
      token: founder.access_token,
      body: { name: 'Harbour Clinic', timeZone: 'Europe/Bucharest' },
    });
    const patient = await reachablePatient(server, founder);
    const session = await bookIn(server, founder, patient.id, 20);
    const worker = recordingWorker();
    await runReminders(server, worker);
    const [mail] = worker.mails;
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Bucharest',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(session.startsAt));
    expect(mail?.subject).toBe('Reminder: your appointment at Harbour Clinic');
    expect(mail?.text).toContain(`${local} (Europe/Bucharest)`);
    expect(mail?.text).toContain(session.clinician.name);
    expect(mail?.text).toContain('In person, Room 2');
    expect(mail?.text).not.toContain(patient.familyName);
    expect(mail?.text).not.toMatch(/individual|intake|diagnos|note/i);
    const ics = icsOf(mail);
    expect(ics).toContain(`UID:${session.id}@praxis.session`);
    expect(ics).toContain('SEQUENCE:0');
    expect(ics).toContain('METHOD:REQUEST');
  });

  it('give a video session’s meeting link, in the text and the .ics', async () => {
    const { server, founder } = await clinic();
    const patient = await reachablePatient(server, founder);
    const link = 'https://video.clinic.test/room/7f3a';
    await bookIn(server, founder, patient.id, 20, {
      modality: 'video',
      location: null,
      videoLink: link,
    });
    const worker = recordingWorker();
    await runReminders(server, worker);
    const [mail] = worker.mails;
    expect(mail?.text).toContain(`Join: ${link}`);
    expect(icsOf(mail)).toContain(`URL:${link}`);
  });

  it('send an update after a reschedule and a cancellation after a cancel, same UID, growing SEQUENCE', async () => {
    const { server, founder } = await clinic();
    const patient = await reachablePatient(server, founder);
    const session = await bookIn(server, founder, patient.id, 20);
    const worker = recordingWorker();
    await runReminders(server, worker);
    server.advance(HOUR_MS);
    const moved = new Date(new Date(session.startsAt).getTime() + 3 * HOUR_MS);
    const reschedule = await server.request('PATCH', `/encounters/${session.id}`, {
      token: founder.access_token,
      body: {
        startsAt: moved.toISOString(),
        endsAt: new Date(moved.getTime() + 50 * 60_000).toISOString(),
      },
    });
    expect(reschedule.status).toBe(200);
    server.advance(HOUR_MS);
    expect((await runReminders(server, worker)).sent).toBe(1);
    expect(worker.mails[1]?.subject).toMatch(/^Changed:/);
    const update = icsOf(worker.mails[1]);
    expect(update).toContain('METHOD:REQUEST');
    expect(update).toContain('SEQUENCE:1');
    expect(update).toContain(`UID:${session.id}@praxis.session`);
    expect(update).toContain(`DTSTART:${moved.toISOString().replace(/[-:]|\.\d{3}/g, '')}`);

    server.advance(HOUR_MS);
    const cancel = await transition(server, founder.access_token, session.id, 'cancel', 'Ill');
    expect(cancel.status).toBe(200);
    server.advance(HOUR_MS);
    expect((await runReminders(server, worker)).sent).toBe(1);
    const cancelled = icsOf(worker.mails[2]);
    expect(cancelled).toContain('METHOD:CANCEL');
    expect(cancelled).toContain('STATUS:CANCELLED');
    expect(cancelled).toContain('SEQUENCE:2');
    expect(worker.mails[2]?.text).not.toContain('Ill');
    server.advance(HOUR_MS);
    expect((await runReminders(server, worker)).sent).toBe(0);
    expect(worker.mails).toHaveLength(3);
    const answer = await sessionAnswer(server, founder.access_token, session.id);
    expect(answer.reminder).toMatchObject({ kind: 'cancel', sequence: 2 });
  });

  it('go to nobody without an e-mail, without the consent to be contacted, or when switched off', async () => {
    const { server, founder } = await clinic();
    const noEmail = await reachablePatient(server, founder, { email: null });
    const noConsent = await reachablePatient(server, founder, { consent: false });
    const withdrawn = await reachablePatient(server, founder);
    await contactConsent(server, founder.access_token, withdrawn.id, 'withdrawn');
    const switchedOff = await reachablePatient(server, founder);
    const off = await server.request('PUT', `/patients/${switchedOff.id}/reminders`, {
      token: founder.access_token,
      body: { off: true },
    });
    expect(off.status).toBe(200);
    const sessions = [];
    for (const [index, patient] of [noEmail, noConsent, withdrawn, switchedOff].entries()) {
      sessions.push(await bookIn(server, founder, patient.id, 10 + index));
    }
    const worker = recordingWorker();
    expect(await runReminders(server, worker)).toEqual({ due: 0, sent: 0, failed: 0 });
    expect(worker.mails).toEqual([]);
    for (const session of sessions) {
      expect((await sessionAnswer(server, founder.access_token, session.id)).reminder).toBeNull();
    }
  });

  it('remind at each of the clinic’s hours, 24 and 2 before', async () => {
    const { server, founder } = await clinic();
    const set = await server.request('PATCH', '/clinic', {
      token: founder.access_token,
      body: { settings: { reminderHours: [24, 2] } },
    });
    expect(set.status).toBe(200);
    const patient = await reachablePatient(server, founder);
    await bookIn(server, founder, patient.id, 23);
    const worker = recordingWorker();
    await runReminders(server, worker);
    server.advance(20 * HOUR_MS);
    await runReminders(server, worker);
    server.advance(1.5 * HOUR_MS);
    await runReminders(server, worker);
    await runReminders(server, worker);
    expect(worker.mails.map((mail) => icsOf(mail).match(/SEQUENCE:\d+/)?.[0])).toEqual([
      'SEQUENCE:0',
      'SEQUENCE:1',
    ]);
  });

  it('try again at the next run when the transport refuses a mail', async () => {
    const { server, founder } = await clinic();
    const patient = await reachablePatient(server, founder);
    await bookIn(server, founder, patient.id, 10);
    const refusing = {
      ...recordingWorker(),
      send: async () => {
        throw new Error('SMTP down');
      },
    };
    expect(await runReminders(server, refusing)).toEqual({ due: 1, sent: 0, failed: 1 });
    const worker = recordingWorker();
    expect((await runReminders(server, worker)).sent).toBe(1);
  });
});

describe('two reminder workers on one database', () => {
  it('send each due mail exactly once between them', async () => {
    const { server, founder } = await clinic();
    const sessions = 6;
    for (let i = 0; i < sessions; i += 1) {
      const patient = await reachablePatient(server, founder);
      await bookIn(server, founder, patient.id, 5 + i);
    }
    const first = recordingWorker();
    const second = recordingWorker();
    const runs = await Promise.all([runReminders(server, first), runReminders(server, second)]);
    const again = await Promise.all([runReminders(server, first), runReminders(server, second)]);
    const mails = [...first.mails, ...second.mails];
    expect(mails).toHaveLength(sessions);
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(sessions);
    expect(runs[0].sent + runs[1].sent).toBe(sessions);
    expect(again[0].sent + again[1].sent).toBe(0);
  });

  it('send nothing twice after the server restarts on the same database', async () => {
    const database =
      TEST_DATABASE === 'pglite'
        ? { dataDir: temporaryDir('praxis-reminders-db-') }
        : { databaseSchema: `praxis_test_${randomUUID().replace(/-/g, '').slice(0, 12)}` };
    const before = await startReminderClinic(database);
    servers.push(before.server);
    const patient = await reachablePatient(before.server, before.founder);
    await bookIn(before.server, before.founder, patient.id, 10);
    const worker = recordingWorker();
    expect((await runReminders(before.server, worker)).sent).toBe(1);
    await before.server.close({ keepDatabase: true });

    const after = (await startReminderClinic(database)).server;
    servers.push(after);
    const restarted = recordingWorker();
    expect(await runReminders(after, restarted)).toEqual({ due: 0, sent: 0, failed: 0 });
    expect(restarted.mails).toEqual([]);
  });
});

describe("a session's reminder answer", () => {
  it('is a 404 for another clinic and for a clinician who may not see the session', async () => {
    const { server, founder } = await clinic();
    const patient = await reachablePatient(server, founder);
    const session = await bookIn(server, founder, patient.id, 10);
    const other = (await server.signUp()).login;
    const colleague = (await server.addMember(founder.user.tenantId, ['clinician'])).login;
    const staff = (await server.addMember(founder.user.tenantId, ['staff'])).login;
    const path = `/encounters/${session.id}/reminder`;
    expect((await server.request('GET', path, { token: other.access_token })).status).toBe(404);
    expect((await server.request('GET', path, { token: colleague.access_token })).status).toBe(404);
    const seen = await server.request('GET', path, { token: staff.access_token });
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual({ reminder: null });
  });
});
