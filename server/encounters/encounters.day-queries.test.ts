import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import type { DayResponse } from '../../common/contracts/encounters.contract.ts';
import { loadConfig } from '../config.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { queryCounter } from '../test/query-count.ts';
import { booked, registerPatient, sessionAt, setFlags, transition } from './encounters.test-kit.ts';

/**
 * Issue 35: the clinician's day is asked by every clinician all day long. Its database statements
 * are a fixed few: the sign-in check, the clinic's schedule version and one statement holding the
 * day's four reads (sessions, notes to write, flagged patients, score changes), whatever the
 * number of sessions and patients; asked again while the version stands, the kept answer is sent
 * without the day's statement (docs/decisions.md "c35-schedule-version").
 */
const DAY_QUERIES = 3;
const KEPT_DAY_QUERIES = 2;

const counter = queryCounter();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { logger: counter.logger });
});
afterAll(() => server.close());

const dayOf = (token: string) =>
  server.request<DayResponse>(
    'GET',
    '/dashboard/day?from=2026-06-02T00:00:00Z&to=2026-06-03T00:00:00Z',
    { token },
  );

/** A clinic whose founder has `count` sessions that day, each with its own patient, flagged. */
async function busyDay(count: number): Promise<LoginResponse> {
  const me = (await server.signUp()).login;
  for (let i = 0; i < count; i += 1) {
    const patient = await registerPatient(server, me.access_token);
    await setFlags(server, patient.id, ['suicide-risk'], new Date('2026-06-01'));
    const start = `2026-06-02T${String(8 + i).padStart(2, '0')}:00:00Z`;
    const session = await booked(server, me.access_token, sessionAt(patient.id, me.user.id, start));
    if (i % 2 === 0) {
      await transition(server, me.access_token, session.id, 'start');
      await transition(server, me.access_token, session.id, 'finish');
    }
  }
  return me;
}

describe('the clinician’s day in queries', () => {
  it('answers in the same few queries for one session as for eight, with their patients and notes owed', async () => {
    const quiet = await busyDay(1);
    const busy = await busyDay(8);
    const one = await dayOf(quiet.access_token);
    const eight = await dayOf(busy.access_token);
    expect(one.body.sessions).toHaveLength(1);
    expect(eight.body.sessions).toHaveLength(8);
    expect(eight.body.flaggedPatients).toHaveLength(8);
    expect(eight.body.notesToWrite).toHaveLength(4);
    expect((await counter.queriesOf(one)).queries).toBe(DAY_QUERIES);
    expect((await counter.queriesOf(eight)).queries).toBe(DAY_QUERIES);
  });

  it('answers a repeated day from the kept answer, and reads the day again once a session changes', async () => {
    const me = await busyDay(2);
    const first = await dayOf(me.access_token);
    const again = await dayOf(me.access_token);
    expect(again.body).toEqual(first.body);
    expect((await counter.queriesOf(again)).queries).toBe(KEPT_DAY_QUERIES);

    const planned = first.body.sessions.find((s) => s.status === 'planned');
    if (!planned) throw new Error('busyDay books a planned session');
    await transition(server, me.access_token, planned.id, 'start');
    const after = await dayOf(me.access_token);
    expect((await counter.queriesOf(after)).queries).toBe(DAY_QUERIES);
    expect(after.body.sessions.find((s) => s.id === planned.id)?.status).toBe('in-progress');
  });

  it('answers a repeated list of the clinic’s day from the kept answer, and lists again once a session changes', async () => {
    const me = await busyDay(2);
    const list = () =>
      server.request<{ encounters: { id: string; status: string }[] }>(
        'GET',
        '/encounters?from=2026-06-02T00:00:00Z&to=2026-06-03T00:00:00Z&limit=200',
        { token: me.access_token },
      );
    const first = await list();
    const again = await list();
    expect(again.body).toEqual(first.body);
    expect((await counter.queriesOf(again)).queries).toBe(KEPT_DAY_QUERIES);

    const planned = first.body.encounters.find((s) => s.status === 'planned');
    if (!planned) throw new Error('busyDay books a planned session');
    await transition(server, me.access_token, planned.id, 'start');
    const after = await list();
    expect((await counter.queriesOf(after)).queries).toBe(DAY_QUERIES);
    expect(after.body.encounters.find((s) => s.id === planned.id)?.status).toBe('in-progress');
  });

  it('reads the day afresh on every ask when the server keeps no answers (PRAXIS_KEEP_ANSWERS=off)', async () => {
    expect(loadConfig({ PRAXIS_KEEP_ANSWERS: 'off' }).keepAnswers).toBe(false);
    expect(loadConfig({}).keepAnswers).toBe(true);
    const afresh = queryCounter();
    const plain = await startTestServer({ keepAnswers: false }, { logger: afresh.logger });
    try {
      const me = (await plain.signUp()).login;
      const ask = () =>
        plain.request('GET', '/dashboard/day?from=2026-06-02T00:00:00Z&to=2026-06-03T00:00:00Z', {
          token: me.access_token,
        });
      await ask();
      expect((await afresh.queriesOf(await ask())).queries).toBe(DAY_QUERIES);
    } finally {
      await plain.close();
    }
  });

  it('counts the queries of a request with a body too (the patient search: sign-in check and search)', async () => {
    const me = (await server.signUp()).login;
    await registerPatient(server, me.access_token);
    const search = await server.request('POST', '/patients/search', {
      token: me.access_token,
      body: { clinician: 'any' },
    });
    expect(search.status).toBe(200);
    expect((await counter.queriesOf(search)).queries).toBeGreaterThanOrEqual(2);
  });
});
