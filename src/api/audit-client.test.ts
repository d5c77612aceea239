import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../mocks/node';
import { recordedAuditEvents, resetAuditTrail } from '../mocks/audit/audit.handlers';
import { sessionEndReason } from '../contracts/audit.contract';
import { createAuditClient, type AuditClient } from './audit-client';
import { createHttpClient } from './http-client';

const AUDIT_URL = '*/backend/api/audit/events';
const SUBJECT = { id: 'user-7', tenantId: 'tenant-3' };
const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);

let clients: AuditClient[] = [];
let ids = 0;

function newClient() {
  const http = createHttpClient({ getToken: () => 'secret-access-token' });
  const client = createAuditClient({
    send: (events) => http.send('post', '/audit/events', { events }),
    now: () => Date.now(),
    newId: () => `event-${(ids += 1)}`,
    retryDelaysMs: [5_000, 30_000],
  });
  clients.push(client);
  return client;
}

/** Counts what reaches the server, per event id. */
function countDeliveries() {
  const deliveries: string[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (!request.url.endsWith('/audit/events')) return;
    const body = (await request.clone().json()) as { events: { id: string }[] };
    deliveries.push(...body.events.map((event) => event.id));
  });
  return deliveries;
}

const failNext = (times: number) => {
  let left = times;
  server.use(
    http.post(AUDIT_URL, () =>
      left-- > 0 ? HttpResponse.json({ message: 'down' }, { status: 503 }) : undefined,
    ),
  );
};

beforeEach(() => {
  vi.useFakeTimers({ now: T0, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  resetAuditTrail();
  ids = 0;
});
afterEach(() => {
  for (const client of clients) client.dispose();
  clients = [];
  server.events.removeAllListeners();
  vi.useRealTimers();
});

describe('audit client', () => {
  it('sends a sign-in with time, user id and tenant, and never a token', async () => {
    const client = newClient();
    client.recordSignIn(SUBJECT);
    await client.flush();
    const [event] = recordedAuditEvents();
    expect(event).toEqual({
      id: 'event-1',
      type: 'sign-in',
      at: '2026-01-05T09:00:00.000Z',
      userId: 'user-7',
      tenantId: 'tenant-3',
    });
    expect(JSON.stringify(recordedAuditEvents())).not.toContain('secret-access-token');
    expect(client.pending()).toEqual([]);
  });

  it.each(sessionEndReason.options)('records a session end with the reason %s', async (reason) => {
    const client = newClient();
    client.recordSessionEnd(SUBJECT, reason);
    await client.flush();
    expect(recordedAuditEvents()).toMatchObject([{ type: 'session-end', reason }]);
  });

  it('returns at once and keeps the event when the server is down, then retries later', async () => {
    failNext(1);
    const client = newClient();
    expect(client.recordSessionEnd(SUBJECT, 'idle-watcher-1')).toBeUndefined();
    await client.flush();
    expect(recordedAuditEvents()).toEqual([]);
    expect(client.pending()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(5_000);
    await client.flush();
    expect(recordedAuditEvents()).toMatchObject([{ reason: 'idle-watcher-1' }]);
    expect(client.pending()).toEqual([]);
  });

  it('backs off between failed retries', async () => {
    failNext(2);
    const deliveries = countDeliveries();
    const client = newClient();
    client.recordSignIn(SUBJECT);
    await client.flush();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(deliveries).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(deliveries).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await client.flush();
    expect(deliveries).toHaveLength(3);
    expect(client.pending()).toEqual([]);
  });

  it('sends each event once however many flushes overlap', async () => {
    const deliveries = countDeliveries();
    const client = newClient();
    client.recordSignIn(SUBJECT);
    client.recordSessionEnd(SUBJECT, 'user');
    void client.flush();
    await client.flush();
    await client.flush();
    expect(deliveries.sort()).toEqual(['event-1', 'event-2']);
    expect(recordedAuditEvents()).toHaveLength(2);
  });

  it('stores a retried event once on the server, by its id', async () => {
    const client = newClient();
    client.recordSignIn(SUBJECT);
    await client.flush();
    const [event] = recordedAuditEvents();
    await createHttpClient().send('post', '/audit/events', { events: [event] });
    expect(recordedAuditEvents()).toHaveLength(1);
  });

  it('sends, after a reload, the events a previous page left in the outbox', async () => {
    failNext(1);
    const before = newClient();
    before.recordSessionEnd(SUBJECT, 'other-tab');
    await before.flush();
    before.dispose();
    const after = newClient();
    await after.flush();
    expect(recordedAuditEvents()).toMatchObject([{ reason: 'other-tab' }]);
  });

  it('ignores a corrupted outbox and carries on', async () => {
    localStorage.setItem('praxis.audit.outbox.v1', '{not json');
    const client = newClient();
    client.recordSignIn(SUBJECT);
    await client.flush();
    expect(recordedAuditEvents()).toHaveLength(1);
  });

  it('skips an event without a user instead of throwing during a logout', () => {
    const client = newClient();
    expect(() => client.recordSessionEnd({ id: '', tenantId: '' }, 'user')).not.toThrow();
    expect(client.pending()).toEqual([]);
  });
});
