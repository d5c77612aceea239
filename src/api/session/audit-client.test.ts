import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { recordedAuditEvents, resetAuditTrail } from '../../mocks/session/audit.handlers';
import { mintToken } from '../../mocks/session/mock-tokens';
import {
  auditEvent,
  sessionEndReason,
  type AuditRecord,
} from '../../../common/contracts/audit.contract';
import { createAuditClient, fetchAuditTransport, type AuditClient } from './audit-client';

const AUDIT_URL = '*/backend/api/audit/events';
const SUBJECT = { id: 'user-7', tenantId: 'tenant-3' };
const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);
const TOKEN = mintToken({
  sub: SUBJECT.id,
  oid: SUBJECT.id,
  email: 'user-7@clinic.test',
  name: 'User Seven',
  given_name: 'User',
  tid: SUBJECT.tenantId,
  token_use: 'access',
  iat: T0 / 1000,
  exp: T0 / 1000 + 3600,
});

let clients: AuditClient[] = [];
let ids = 0;

function newClient(getToken: () => string | null = () => TOKEN, onDropped = vi.fn()) {
  const client = createAuditClient({
    send: fetchAuditTransport(),
    getToken,
    onDropped,
    now: () => Date.now(),
    newId: () => `event-${(ids += 1)}`,
    retryDelaysMs: [5_000, 30_000],
  });
  clients.push(client);
  return client;
}

/** Every event id that reaches the server, and the Authorization each came with. */
function watchDeliveries() {
  const deliveries: string[] = [];
  const headers: (string | null)[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (!request.url.endsWith('/audit/events')) return;
    const body = (await request.clone().json()) as { events: { id: string }[] };
    deliveries.push(...body.events.map((event) => event.id));
    headers.push(request.headers.get('Authorization'));
  });
  return { deliveries, headers };
}

const failNext = (times: number, status = 503) => {
  let left = times;
  server.use(
    http.post(AUDIT_URL, () =>
      left-- > 0 ? HttpResponse.json({ message: 'down' }, { status }) : undefined,
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
  it('sends a sign-in with time, user id and tenant, and never a token in the event', async () => {
    const client = newClient();
    client.recordSignIn(SUBJECT);
    await client.flush();
    expect(recordedAuditEvents()).toEqual([
      {
        id: 'event-1',
        type: 'sign-in',
        at: '2026-01-05T09:00:00.000Z',
        clientAt: '2026-01-05T09:00:00.000Z',
        recordedBy: 'client',
        userId: 'user-7',
        tenantId: 'tenant-3',
      },
    ]);
    expect(localStorage.getItem('praxis.audit.outbox.v1')).not.toContain(TOKEN);
    expect(client.pending()).toEqual([]);
  });

  it.each(sessionEndReason.options)('records a session end with the reason %s', async (reason) => {
    const client = newClient();
    client.recordSessionEnd(SUBJECT, reason);
    await client.flush();
    expect(recordedAuditEvents()).toMatchObject([{ type: 'session-end', reason }]);
  });

  it('sends a session end with its session’s token even after the logout cleared it', async () => {
    let token: string | null = TOKEN;
    const { headers } = watchDeliveries();
    const client = newClient(() => token);
    failNext(1);
    client.recordSessionEnd(SUBJECT, 'user');
    token = null;
    await client.flush();
    await vi.advanceTimersByTimeAsync(5_000);
    await client.flush();
    expect(headers).toEqual([`Bearer ${TOKEN}`, `Bearer ${TOKEN}`]);
    expect(recordedAuditEvents()).toMatchObject([{ reason: 'user' }]);
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
    const { deliveries } = watchDeliveries();
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

  it('drops and reports a batch the server refuses for good, without retrying it', async () => {
    const { deliveries } = watchDeliveries();
    const onDropped = vi.fn();
    const client = newClient(() => TOKEN, onDropped);
    client.recordSignIn({ id: 'someone-else', tenantId: 'tenant-3' });
    await client.flush();
    expect(onDropped).toHaveBeenCalledWith(
      [expect.objectContaining({ userId: 'someone-else' })],
      expect.objectContaining({ status: 403 }),
    );
    expect(client.pending()).toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(deliveries).toHaveLength(1);
  });

  it('sends each event once however many flushes overlap', async () => {
    const { deliveries } = watchDeliveries();
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
    const [{ recordedBy: _by, clientAt, ...event }] = recordedAuditEvents() as [AuditRecord];
    await fetchAuditTransport()([{ ...event, at: clientAt ?? event.at }], TOKEN);
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

  it.each([
    ['a well-formed event', {}],
    ['an empty user id', { userId: '' }],
    ['a NUL in the tenant id', { tenantId: 'tenant\u0000' }],
    ['an id of 65 characters', { id: 'x'.repeat(65) }],
    ['an unknown type', { type: 'sign-out' }],
    ['an unknown reason', { type: 'session-end', reason: 'bored' }],
    ['a time that is not ISO', { at: '21/11/2026 09:00' }],
    ['a time without seconds', { at: '2026-11-21T09:00Z' }],
    ['a time with an offset', { at: '2026-11-21T09:00:00+02:00' }],
    ['a 13th month', { at: '2026-13-21T09:00:00Z' }],
    ['a reason on a sign-in', { reason: 'user' }],
    ['an array instead of an event', null],
    ['an extra field', { token: 'secret' }],
  ])('keeps a stored event with %s exactly when the audit contract accepts it', (_, change) => {
    const stored = change
      ? {
          id: 'event-1',
          type: 'sign-in',
          at: '2026-11-21T09:00:00.000Z',
          userId: 'user-1',
          tenantId: 'tenant-1',
          ...change,
        }
      : ['event-1'];
    localStorage.setItem('praxis.audit.outbox.v1', JSON.stringify([stored]));
    const kept = newClient().pending();
    expect(kept.length === 1).toBe(auditEvent.safeParse(stored).success);
  });

  it('skips an event without a user instead of throwing during a logout', () => {
    const client = newClient();
    expect(() => client.recordSessionEnd({ id: '', tenantId: '' }, 'user')).not.toThrow();
    expect(client.pending()).toEqual([]);
  });
});
