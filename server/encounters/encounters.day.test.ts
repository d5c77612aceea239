import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import {
  MAX_ENCOUNTER_MINUTES,
  dayResponse,
  type DayResponse,
} from '../../common/contracts/encounters.contract.ts';
import type { TestServer } from '../test/harness.ts';
import { startTestServer } from '../test/harness.ts';
import { booked, registerPatient, sessionAt, setFlags, transition } from './encounters.test-kit.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A fresh clinic per test: its founder (owner + clinician) has an empty day. */
const clinic = async () => (await server.signUp()).login;

const dayOf = (token: string, from: string, to: string) =>
  server.request<DayResponse>(
    'GET',
    `/dashboard/day?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    { token },
  );

async function sessionOf(who: LoginResponse, patientId: string, start: string, minutes = 50) {
  return booked(server, who.access_token, sessionAt(patientId, who.user.id, start, minutes));
}

describe('the clinician’s day', () => {
  it('lists their own sessions overlapping the day in time order, any status', async () => {
    const me = await clinic();
    const colleague = await server.addMember(me.user.tenantId, ['clinician']);
    const patient = await registerPatient(server, me.access_token);
    const late = await sessionOf(me, patient.id, '2026-11-02T15:00:00Z');
    const early = await sessionOf(me, patient.id, '2026-11-02T08:00:00Z');
    const overnight = await sessionOf(me, patient.id, '2026-11-01T23:30:00Z', 60);
    await sessionOf(me, patient.id, '2026-11-03T08:00:00Z');
    await booked(
      server,
      me.access_token,
      sessionAt(patient.id, colleague.id, '2026-11-02T10:00:00Z'),
    );
    await transition(server, me.access_token, late.id, 'cancel', 'Clinician ill');
    const reply = await dayOf(me.access_token, '2026-11-02T00:00:00Z', '2026-11-03T00:00:00Z');
    expect(reply.status).toBe(200);
    const day = dayResponse.parse(reply.body);
    expect(day.sessions.map((s) => [s.id, s.status])).toEqual([
      [overnight.id, 'planned'],
      [early.id, 'planned'],
      [late.id, 'cancelled'],
    ]);
  });

  it('takes a 23-hour day given with offsets across the DST change and answers only its sessions', async () => {
    const me = await clinic();
    const patient = await registerPatient(server, me.access_token);
    // Europe/Bucharest on 2026-03-29 runs from 22:00 UTC the day before to 21:00 UTC: 23 hours.
    const before = await sessionOf(me, patient.id, '2026-03-28T21:00:00Z', 60);
    const first = await sessionOf(me, patient.id, '2026-03-28T22:00:00Z', 30);
    const acrossChange = await sessionOf(me, patient.id, '2026-03-29T00:30:00Z', 60);
    const last = await sessionOf(me, patient.id, '2026-03-29T20:30:00Z', 30);
    const after = await sessionOf(me, patient.id, '2026-03-29T21:00:00Z', 30);
    const reply = await dayOf(
      me.access_token,
      '2026-03-29T00:00:00+02:00',
      '2026-03-30T00:00:00+03:00',
    );
    const ids = reply.body.sessions.map((s) => s.id);
    expect(ids).toEqual([first.id, acrossChange.id, last.id]);
    expect(ids).not.toContain(before.id);
    expect(ids).not.toContain(after.id);
    const change = reply.body.sessions[1];
    expect(Date.parse(change?.endsAt ?? '') - Date.parse(change?.startsAt ?? '')).toBe(3_600_000);
  });

  it('lists a session of the longest length that began the day before and runs into the day, not one that ends as it begins', async () => {
    const me = await clinic();
    const patient = await registerPatient(server, me.access_token);
    const reaching = await sessionOf(me, patient.id, '2026-12-01T12:01:00Z', MAX_ENCOUNTER_MINUTES);
    const ending = await sessionOf(me, patient.id, '2026-12-05T12:00:00Z', MAX_ENCOUNTER_MINUTES);
    const reached = await dayOf(me.access_token, '2026-12-02T00:00:00Z', '2026-12-03T00:00:00Z');
    expect(reached.body.sessions.map((s) => s.id)).toEqual([reaching.id]);
    const after = await dayOf(me.access_token, '2026-12-06T00:00:00Z', '2026-12-07T00:00:00Z');
    expect(after.status).toBe(200);
    expect(after.body.sessions.map((s) => s.id)).not.toContain(ending.id);
  });

  it('lists their finished sessions as notes to write, oldest first, at most 20', async () => {
    const me = await clinic();
    const patient = await registerPatient(server, me.access_token);
    const finished = [];
    for (let i = 21; i >= 1; i -= 1) {
      const start = `2026-04-${String(i).padStart(2, '0')}T09:00:00Z`;
      const session = await sessionOf(me, patient.id, start);
      await transition(server, me.access_token, session.id, 'start');
      await transition(server, me.access_token, session.id, 'finish');
      finished.push(session);
    }
    await sessionOf(me, patient.id, '2026-03-01T09:00:00Z');
    const reply = await dayOf(me.access_token, '2026-05-01T00:00:00Z', '2026-05-02T00:00:00Z');
    const oldestFirst = finished.reverse().slice(0, 20);
    expect(reply.body.notesToWrite.map((s) => s.id)).toEqual(oldestFirst.map((s) => s.id));
    expect(reply.body.notesToWrite.every((s) => s.status === 'finished')).toBe(true);
  });

  it('lists flagged patients of their caseload only, most recently flagged first', async () => {
    const me = await clinic();
    const colleague = await server.addMember(me.user.tenantId, ['clinician']);
    const calm = await registerPatient(server, me.access_token);
    const atRisk = await registerPatient(server, me.access_token, {
      givenName: 'Percy',
      familyName: 'Shelley',
    });
    const alsoAtRisk = await registerPatient(server, me.access_token);
    const notMine = await registerPatient(server, colleague.login.access_token);
    await setFlags(server, atRisk.id, ['suicide-risk', 'safeguarding'], new Date('2026-05-02'));
    await setFlags(server, alsoAtRisk.id, ['violence-risk'], new Date('2026-05-01'));
    await setFlags(server, notMine.id, ['suicide-risk'], new Date('2026-05-03'));
    const reply = await dayOf(me.access_token, '2026-05-01T00:00:00Z', '2026-05-02T00:00:00Z');
    expect(reply.body.flaggedPatients).toEqual([
      {
        id: atRisk.id,
        name: 'Percy Shelley',
        mrn: atRisk.mrn,
        flags: ['suicide-risk', 'safeguarding'],
      },
      {
        id: alsoAtRisk.id,
        name: `Grace ${alsoAtRisk.familyName}`,
        mrn: alsoAtRisk.mrn,
        flags: ['violence-risk'],
      },
    ]);
    expect(reply.body.flaggedPatients.map((p) => p.id)).not.toContain(calm.id);
  });

  it('refuses a member without the clinician role (403): front desk and owner-only', async () => {
    const me = await clinic();
    for (const roles of [['staff'], ['owner']]) {
      const member = await server.addMember(me.user.tenantId, roles);
      const reply = await dayOf(
        member.login.access_token,
        '2026-05-01T00:00:00Z',
        '2026-05-02T00:00:00Z',
      );
      expect(reply.status).toBe(403);
    }
  });

  it('never shows another clinic’s sessions or patients', async () => {
    const me = await clinic();
    const patient = await registerPatient(server, me.access_token);
    await setFlags(server, patient.id, ['suicide-risk'], new Date('2026-05-01'));
    await sessionOf(me, patient.id, '2026-05-01T09:00:00Z');
    const other = await clinic();
    const reply = await dayOf(other.access_token, '2026-05-01T00:00:00Z', '2026-05-02T00:00:00Z');
    expect(reply.body).toEqual({
      sessions: [],
      notesToWrite: [],
      flaggedPatients: [],
      scoreChanges: [],
    });
  });

  it.each([
    ['a missing end', 'from=2026-05-01T00:00:00Z', 'to'],
    ['an unknown parameter', 'from=2026-05-01T00:00:00Z&to=2026-05-02T00:00:00Z&who=x', 'who'],
    ['an impossible date', 'from=2026-02-30T00:00:00Z&to=2026-03-01T00:00:00Z', 'ISO 8601'],
    [
      'a day ending before it starts',
      'from=2026-05-02T00:00:00Z&to=2026-05-01T00:00:00Z',
      'end after it starts',
    ],
    ['a window over a week', 'from=2026-05-01T00:00:00Z&to=2026-05-09T00:00:00Z', 'at most 7 days'],
  ])('refuses %s with a 400 that names it', async (_, query, words) => {
    const me = await clinic();
    const reply = await server.request('GET', `/dashboard/day?${query}`, {
      token: me.access_token,
    });
    expect(reply.status).toBe(400);
    expect(String(reply.body.message)).toContain(words);
  });
});
