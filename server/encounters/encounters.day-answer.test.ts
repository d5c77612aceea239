import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO_CLINICIANS, DEMO_PASSWORD } from '../seed/members.ts';
import { seedDemo } from '../seed/seed.ts';

/**
 * The clinician's day's answer as a contract (issue 35, c35-levers): over the demo clinic seeded
 * at a fixed instant, every demo clinician's day, week behind and week ahead answer exactly the
 * bytes recorded in `day-answer.fixture.json`. The fixture was recorded before the day's reads
 * were rewritten for speed (the score changes' window query); a rewrite that changes one byte of
 * an answer (an order, a timestamp's form, a row left out) fails here, on PGlite and on
 * PostgreSQL alike. `PRAXIS_RECORD_DAY_ANSWER=1` writes the fixture again (only when the
 * answer is meant to change).
 */
const NOW = new Date('2026-10-28T10:15:00Z');
const FIXTURE = new URL('./day-answer.fixture.json', import.meta.url);
const DAY = 24 * 60 * 60 * 1000;

const windows = {
  day: [new Date('2026-10-27T23:00:00Z'), new Date('2026-10-28T23:00:00Z')],
  weekBehind: [new Date(NOW.getTime() - 7 * DAY), NOW],
  weekAhead: [NOW, new Date(NOW.getTime() + 7 * DAY)],
} as const;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.server.ctx.db, NOW);
});
afterAll(() => server.close());

/** Every clinician's answers, by clinician and window, as the server sent them. */
async function answers(): Promise<Record<string, Record<string, unknown>>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const clinician of DEMO_CLINICIANS) {
    const login = await server.request<LoginResponse>('POST', '/account/login', {
      body: { email: clinician.email, password: DEMO_PASSWORD },
    });
    const byWindow: Record<string, unknown> = {};
    for (const [name, [from, to]] of Object.entries(windows)) {
      const reply = await server.request(
        'GET',
        `/dashboard/day?from=${from.toISOString()}&to=${to.toISOString()}`,
        { token: login.body.access_token },
      );
      expect(reply.status).toBe(200);
      byWindow[name] = reply.body;
    }
    out[clinician.id] = byWindow;
  }
  return out;
}

describe('the clinician’s day over the demo clinic', () => {
  it('answers every clinician’s day and weeks byte for byte as recorded', async () => {
    const now = await answers();
    if (process.env.PRAXIS_RECORD_DAY_ANSWER === '1')
      writeFileSync(FIXTURE, `${JSON.stringify(now, null, 1)}\n`);
    const recorded: unknown = JSON.parse(readFileSync(FIXTURE, 'utf8'));
    // The fixture holds something to compare: sessions, notes owed, flags and score changes.
    const lists = Object.values(recorded as Record<string, Record<string, Record<string, []>>>)
      .flatMap((byWindow) => Object.values(byWindow))
      .flatMap((answer) => Object.entries(answer));
    for (const list of ['sessions', 'notesToWrite', 'flaggedPatients', 'scoreChanges'])
      expect(lists.some(([key, rows]) => key === list && rows.length > 0)).toBe(true);
    expect(JSON.stringify(now)).toBe(JSON.stringify(recorded));
  });
});
