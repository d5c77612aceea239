import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventsResponse } from '../../common/contracts/audit.contract.ts';
import type { AuditEvent, AuditRecord } from '../../common/contracts/audit.contract.ts';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import { startTestServer } from '../test/harness.ts';
import type { TestServer } from '../test/harness.ts';

const CLIENT_EVENTS_PER_HOUR = 8;
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ auditClientEventsPerHour: CLIENT_EVENTS_PER_HOUR });
});
afterAll(() => t.close());

async function pageOf(token: string, query = '') {
  const reply = await t.request('GET', `/audit/events${query}`, { token });
  expect(reply.status).toBe(200);
  return auditEventsResponse.parse(reply.body);
}

async function eventsOf(token: string): Promise<AuditRecord[]> {
  return (await pageOf(token)).events;
}

/** Stamped by the server's clock within the last few seconds (the test's own run time). */
const recordedJustNow = (at: string | undefined) =>
  Math.abs(Date.parse(at ?? '') - t.now().getTime()) < 5_000;

const post = (login: LoginResponse, events: AuditEvent[]) =>
  t.request('POST', '/audit/events', { token: login.access_token, body: { events } });

const clientEvent = (login: LoginResponse, overrides: Partial<AuditEvent> = {}): AuditEvent => ({
  id: randomUUID(),
  type: 'session-end',
  reason: 'other-tab',
  at: new Date().toISOString(),
  userId: login.user.id,
  tenantId: login.tenant_id,
  ...overrides,
});

describe('the audit trail', () => {
  it('records sign-up, each sign-in and each logout with its reason, newest first', async () => {
    const { email, password, login } = await t.signUp();
    await t.request('POST', '/account/logout', {
      token: login.access_token,
      body: { reason: 'idle-watcher-2' },
    });
    const again = await t.request<LoginResponse>('POST', '/account/login', {
      body: { email, password },
    });
    const events = await eventsOf(again.body.access_token);
    expect(events.map((e) => [e.type, e.reason])).toEqual([
      ['sign-in', undefined],
      ['session-end', 'idle-watcher-2'],
      ['sign-in', undefined],
      ['sign-up', undefined],
    ]);
    expect(events.every((e) => e.userId === login.user.id)).toBe(true);
  });

  it('stores events the client posts for its own user and tenant, once per id', async () => {
    const { login } = await t.signUp();
    const event = clientEvent(login);
    const post = () =>
      t.request('POST', '/audit/events', { token: login.access_token, body: { events: [event] } });
    expect((await post()).status).toBe(204);
    expect((await post()).status).toBe(204);
    const stored = (await eventsOf(login.access_token)).filter((e) => e.id === event.id);
    expect(stored).toEqual([
      { ...event, at: expect.any(String), clientAt: event.at, recordedBy: 'client' },
    ]);
    expect(recordedJustNow(stored[0]?.at)).toBe(true);
  });

  it('stamps each event with the server’s time, so a client’s 1970 or 2099 buries nothing', async () => {
    const { login } = await t.signUp();
    const past = clientEvent(login, { at: '1970-01-01T00:00:00.000Z' });
    const future = clientEvent(login, { at: '2099-12-31T23:59:59.000Z', reason: 'user' });
    t.advance(1_000);
    expect((await post(login, [future])).status).toBe(204);
    t.advance(1_000);
    expect((await post(login, [past])).status).toBe(204);
    const events = await eventsOf(login.access_token);
    expect(events.map((e) => [e.type, e.recordedBy, e.clientAt])).toEqual([
      ['session-end', 'client', past.at],
      ['session-end', 'client', future.at],
      ['sign-in', 'server', undefined],
      ['sign-up', 'server', undefined],
    ]);
    const times = events.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(recordedJustNow(events[0]?.at)).toBe(true);
  });

  it('pages through the trail in the server’s order with a cursor, newest first, each event once', async () => {
    const { login } = await t.signUp();
    const reported = [1, 2, 3, 4, 5].map(() => clientEvent(login));
    for (const event of reported) expect((await post(login, [event])).status).toBe(204);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await pageOf(login.access_token, `?limit=3${cursor ? `&before=${cursor}` : ''}`);
      expect(page.events.length).toBeLessThanOrEqual(3);
      seen.push(...page.events.map((e) => e.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.slice(0, 5)).toEqual(reported.map((e) => e.id).reverse());
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
  });

  it('refuses a cursor that is not one with 400', async () => {
    const { login } = await t.signUp();
    const reply = await t.request('GET', "/audit/events?before=1'%20OR%201=1", {
      token: login.access_token,
    });
    expect(reply.status).toBe(400);
  });

  it('limits how many events one user may report in an hour, and lets them report again after', async () => {
    const { login } = await t.signUp();
    const batch = (n: number) => Array.from({ length: n }, () => clientEvent(login));
    expect((await post(login, batch(CLIENT_EVENTS_PER_HOUR - 1))).status).toBe(204);
    const refused = await post(login, batch(2));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'too-many-attempts' });
    expect((await post(login, batch(1))).status).toBe(204);
    // An hour at work: a heartbeat every 20 minutes keeps the session, then a token refresh.
    for (let beat = 0; beat < 3; beat++) {
      t.advance(20 * 60 * 1000 + 1_000);
      await t.request('POST', '/account/activity', {
        token: login.access_token,
        raw: '',
        headers: { 'content-type': 'application/json' },
      });
    }
    const fresh = await t.request<LoginResponse>('POST', '/account/refresh', {
      body: { refresh_token: login.refresh_token },
    });
    expect(fresh.status).toBe(200);
    expect((await post(fresh.body, batch(2))).status).toBe(204);
  });

  it('refuses a whole batch naming another clinic or user, storing none of it', async () => {
    const { login } = await t.signUp();
    const own = clientEvent(login);
    const foreign = clientEvent(login, { tenantId: 'someone-elses-clinic' });
    const reply = await t.request('POST', '/audit/events', {
      token: login.access_token,
      body: { events: [own, foreign] },
    });
    expect(reply.status).toBe(403);
    expect((await eventsOf(login.access_token)).some((e) => e.id === own.id)).toBe(false);
  });

  it('refuses client events of the kinds only the server records', async () => {
    const { login } = await t.signUp();
    const reply = await t.request('POST', '/audit/events', {
      token: login.access_token,
      body: { events: [clientEvent(login, { type: 'password-change', reason: undefined })] },
    });
    expect(reply.status).toBe(400);
  });

  it('is read by the clinic’s owners only: the front desk and a clinician get 403', async () => {
    const { login } = await t.signUp();
    const frontDesk = await t.addMember(login.tenant_id, ['staff']);
    const clinician = await t.addMember(login.tenant_id, ['clinician']);
    const manager = await t.addMember(login.tenant_id, ['owner']);
    for (const member of [frontDesk, clinician]) {
      const reply = await t.request('GET', '/audit/events', { token: member.login.access_token });
      expect(reply.status).toBe(403);
      expect(reply.text).not.toContain(login.user.id);
    }
    const types = (await eventsOf(manager.login.access_token)).map((e) => e.type);
    expect(types).toContain('sign-up');
  });

  it('still takes the front desk’s own reports, which an owner then reads', async () => {
    const { login } = await t.signUp();
    const frontDesk = await t.addMember(login.tenant_id, ['staff']);
    const event = clientEvent(frontDesk.login);
    expect((await post(frontDesk.login, [event])).status).toBe(204);
    const ids = (await eventsOf(login.access_token)).map((e) => e.id);
    expect(ids).toContain(event.id);
  });

  it('is readable only with a live session', async () => {
    expect((await t.request('GET', '/audit/events')).status).toBe(401);
  });
});
