import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventsResponse } from '../../common/contracts/audit.contract.ts';
import type { AuditEvent } from '../../common/contracts/audit.contract.ts';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import { startTestServer } from '../test/harness.ts';
import type { TestServer } from '../test/harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

async function eventsOf(token: string): Promise<AuditEvent[]> {
  const reply = await t.request('GET', '/audit/events', { token });
  expect(reply.status).toBe(200);
  return auditEventsResponse.parse(reply.body).events;
}

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
    expect(stored).toEqual([event]);
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

  it('is readable only with a live session', async () => {
    expect((await t.request('GET', '/audit/events')).status).toBe(401);
  });
});
