import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import {
  notificationReadPath,
  notificationsResponse,
  type NotificationsResponse,
} from '../../common/contracts/notifications.contract.ts';
import { patientSubPath } from '../../common/contracts/patients.contract.ts';
import { acceptance, invite } from '../clinic/clinic-test-kit.ts';
import {
  booked,
  registerPatient,
  sessionAt,
  transition,
} from '../encounters/encounters.test-kit.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Every log line of the server, to show no patient's name reaches one. */
const logLines: string[] = [];

let server: TestServer;
let founder: LoginResponse;
let colleague: LoginResponse;
let staff: LoginResponse;
let stranger: LoginResponse;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  server = await startTestServer({}, { logger: { level: 'info', stream } });
  founder = (await server.signUp()).login;
  const tenantId = founder.user.tenantId;
  colleague = (await server.addMember(tenantId, ['clinician'])).login;
  staff = (await server.addMember(tenantId, ['staff'])).login;
  stranger = (await server.signUp()).login;
});
afterAll(() => server.close());

const bell = async (who: LoginResponse) => {
  const reply = await server.request<NotificationsResponse>('GET', '/notifications', {
    token: who.access_token,
  });
  expect(reply.status).toBe(200);
  return notificationsResponse.parse(reply.body);
};
const markRead = (who: LoginResponse, id: string) =>
  server.request<NotificationsResponse>('POST', notificationReadPath(id), {
    token: who.access_token,
  });

/** A patient of the founder's with both clinicians on the care team (set by the front desk). */
async function sharedPatient(familyName: string) {
  const patient = await registerPatient(server, founder.access_token, { familyName });
  const team = await server.request('PUT', patientSubPath(patient.id, 'care-team'), {
    token: staff.access_token,
    body: { memberIds: [founder.user.id, colleague.user.id] },
  });
  expect(team.status).toBe(200);
  return patient;
}

const setFlags = (who: LoginResponse, patientId: string, flags: string[]) =>
  server.request('PUT', patientSubPath(patientId, 'flags'), {
    token: who.access_token,
    body: { flags },
  });

describe('a risk flag added on a caseload', () => {
  it('tells the care team’s other clinicians, naming the patient and the flag, not the one who added it', async () => {
    const patient = await sharedPatient('Flagged');
    expect((await setFlags(founder, patient.id, ['suicide-risk', 'allergy'])).status).toBe(200);

    const theirs = (await bell(colleague)).notifications.filter(
      (n) => n.patient?.id === patient.id,
    );
    expect(theirs).toEqual([
      expect.objectContaining({
        kind: 'risk-flag',
        flag: 'suicide-risk',
        read: false,
        patient: { id: patient.id, name: 'Grace Flagged' },
      }),
    ]);
    const mine = (await bell(founder)).notifications.filter((n) => n.patient?.id === patient.id);
    expect(mine).toEqual([]);
  });

  it('tells nobody of an allergy, of a flag already there, or of a flag removed', async () => {
    const patient = await sharedPatient('Allergic');
    await setFlags(founder, patient.id, ['violence-risk']);
    const before = (await bell(colleague)).notifications.filter(
      (n) => n.patient?.id === patient.id,
    );
    await setFlags(founder, patient.id, ['violence-risk', 'allergy']);
    await setFlags(founder, patient.id, ['allergy']);
    const after = (await bell(colleague)).notifications.filter((n) => n.patient?.id === patient.id);
    expect(after).toEqual(before);
    expect(after).toHaveLength(1);
  });
});

describe('reading notifications', () => {
  it('keeps read and unread per member: marking one read lowers that member’s count only', async () => {
    const patient = await sharedPatient('Readstate');
    await setFlags(founder, patient.id, ['safeguarding', 'other-risk']);
    const start = await bell(colleague);
    const [first] = start.notifications.filter((n) => n.patient?.id === patient.id);
    expect(first?.read).toBe(false);

    const reply = await markRead(colleague, first!.id);
    expect(reply.status).toBe(200);
    const after = notificationsResponse.parse(reply.body);
    expect(after.unread).toBe(start.unread - 1);
    expect(after.notifications.find((n) => n.id === first!.id)?.read).toBe(true);
    // Marking it again changes nothing.
    expect(notificationsResponse.parse((await markRead(colleague, first!.id)).body).unread).toBe(
      after.unread,
    );
  });

  it('marks every notification of the member read at once, and no one else’s', async () => {
    const patient = await sharedPatient('Readall');
    await setFlags(colleague, patient.id, ['suicide-risk']);
    await setFlags(founder, patient.id, ['suicide-risk', 'violence-risk']);
    expect((await bell(founder)).unread).toBeGreaterThan(0);
    const colleagueUnread = (await bell(colleague)).unread;

    const reply = await server.request('POST', '/notifications/read-all', {
      token: founder.access_token,
    });
    expect(reply.status).toBe(200);
    const after = notificationsResponse.parse(reply.body);
    expect(after.unread).toBe(0);
    expect(after.notifications.every((n) => n.read)).toBe(true);
    expect((await bell(colleague)).unread).toBe(colleagueUnread);
  });

  it('never shows a member another member’s notification, nor lets them mark it (404)', async () => {
    const patient = await sharedPatient('Private');
    await setFlags(founder, patient.id, ['suicide-risk']);
    const [theirs] = (await bell(colleague)).notifications.filter(
      (n) => n.patient?.id === patient.id,
    );
    for (const other of [founder, staff]) {
      expect((await bell(other)).notifications.map((n) => n.id)).not.toContain(theirs!.id);
      expect((await markRead(other, theirs!.id)).status).toBe(404);
    }
    expect((await bell(colleague)).notifications.find((n) => n.id === theirs!.id)?.read).toBe(
      false,
    );
  });

  it('never shows another clinic’s notification, nor lets it be marked (404)', async () => {
    const patient = await sharedPatient('Elsewhere');
    await setFlags(founder, patient.id, ['suicide-risk']);
    const [theirs] = (await bell(colleague)).notifications.filter(
      (n) => n.patient?.id === patient.id,
    );
    const strangers = await bell(stranger);
    expect(strangers.notifications.map((n) => n.id)).not.toContain(theirs!.id);
    expect(JSON.stringify(strangers)).not.toContain('Elsewhere');
    expect((await markRead(stranger, theirs!.id)).status).toBe(404);
  });

  it('refuses a caller without a session (401) and an id that cannot be one (400), storing nothing', async () => {
    expect((await server.request('GET', '/notifications')).status).toBe(401);
    expect((await server.request('POST', '/notifications/read-all')).status).toBe(401);
    const tooLong = await markRead(founder, 'x'.repeat(65));
    expect(tooLong.status).toBe(400);
    expect((await markRead(founder, 'no-such-notification')).status).toBe(404);
  });
});

/**
 * Moves a session's check-out back in the server's time: a day passing would also end every
 * member's session, so the finished session is made older instead.
 */
async function finishedAgo(sessionId: string, ms: number) {
  await server.server.ctx.db
    .updateTable('encounters')
    .set({ finished_at: new Date(server.now().getTime() - ms) })
    .where('id', '=', sessionId)
    .execute();
}

describe('an overdue note', () => {
  it('is listed to the session’s clinician once a day has passed since it finished without a signed note', async () => {
    const patient = await registerPatient(server, founder.access_token, { familyName: 'Overdue' });
    const session = await booked(
      server,
      founder.access_token,
      sessionAt(patient.id, founder.user.id, '2031-06-02T09:00:00Z'),
    );
    for (const action of ['check-in', 'start', 'finish'] as const) {
      expect((await transition(server, founder.access_token, session.id, action)).status).toBe(200);
    }
    const overdue = (n: { kind: string; sessionId: string | null }) =>
      n.kind === 'note-overdue' && n.sessionId === session.id;
    expect((await bell(founder)).notifications.filter(overdue)).toEqual([]);

    await finishedAgo(session.id, DAY_MS - 60_000);
    expect((await bell(founder)).notifications.filter(overdue)).toEqual([]);

    await finishedAgo(session.id, DAY_MS + 60_000);
    const listed = (await bell(founder)).notifications.filter(overdue);
    expect(listed).toEqual([
      expect.objectContaining({
        id: `note-overdue:${session.id}`,
        read: false,
        patient: { id: patient.id, name: 'Grace Overdue' },
      }),
    ]);
    // Not the colleague's, nor the front desk's.
    expect((await bell(colleague)).notifications.filter(overdue)).toEqual([]);
    expect((await bell(staff)).notifications.filter(overdue)).toEqual([]);

    // Read stays read.
    await markRead(founder, listed[0]!.id);
    expect((await bell(founder)).notifications.find(overdue)?.read).toBe(true);
  });
});

describe('an invitation accepted', () => {
  it('tells the member who sent it who joined', async () => {
    const { token } = await invite(server, founder, ['clinician']);
    const accepted = await server.request('POST', '/invitations/accept', {
      body: acceptance(token),
    });
    expect(accepted.status).toBe(201);
    const joined = (await bell(founder)).notifications.filter(
      (n) => n.kind === 'invitation-accepted',
    );
    expect(joined).toEqual([
      expect.objectContaining({ memberName: 'Grace Hopper', patient: null, read: false }),
    ]);
    expect(
      (await bell(colleague)).notifications.filter((n) => n.kind === 'invitation-accepted'),
    ).toEqual([]);
  });
});

describe('the log', () => {
  it('carries no patient’s name from any of these calls', async () => {
    const log = logLines.join('\n');
    expect(log).toContain('/notifications');
    for (const name of ['Flagged', 'Readstate', 'Private', 'Elsewhere', 'Overdue']) {
      expect(log).not.toContain(name);
    }
  });
});
