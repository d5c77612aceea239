import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../common/contracts/account.contract.ts';
import { auditEventsResponse } from '../common/contracts/audit.contract.ts';
import { signTokens } from './auth/tokens.ts';
import { resetTokenOf, startTestServer } from './test/harness.ts';
import type { TestServer } from './test/harness.ts';

let t: TestServer;
let a: { email: string; password: string; login: LoginResponse };
let b: { email: string; password: string; login: LoginResponse };
beforeAll(async () => {
  t = await startTestServer();
  a = await t.signUp();
  b = await t.signUp();
});
afterAll(() => t.close());

const me = (token: string) =>
  t.request<{ user: LoginResponse['user'] }>('GET', '/account/me', { token });

describe('one clinic never reads or changes another clinic', () => {
  it('the two accounts are in different clinics', () => {
    expect(a.login.tenant_id).not.toBe(b.login.tenant_id);
  });

  it('GET /account/me answers only the caller', async () => {
    expect((await me(a.login.access_token)).body.user.id).toBe(a.login.user.id);
  });

  it('PUT /account/profile changes only the caller', async () => {
    await t.request('PUT', '/account/profile', {
      token: a.login.access_token,
      body: { firstName: 'Changed', lastName: 'ByA' },
    });
    expect((await me(b.login.access_token)).body.user.name).toBe('Ada Lovelace');
  });

  it('POST /account/logout ends only the caller session', async () => {
    const extra = await t.request<LoginResponse>('POST', '/account/login', {
      body: { email: a.email, password: a.password },
    });
    await t.request('POST', '/account/logout', { token: extra.body.access_token });
    expect((await me(b.login.access_token)).status).toBe(200);
  });

  it('POST /account/change-password ends only the caller sessions', async () => {
    const c = await t.signUp();
    await t.request('POST', '/account/change-password', {
      token: c.login.access_token,
      body: { currentPassword: c.password, newPassword: 'another fine secret' },
    });
    expect((await me(a.login.access_token)).status).toBe(200);
    expect((await me(b.login.access_token)).status).toBe(200);
  });

  it('POST /account/refresh answers tokens for the refresh token owner only', async () => {
    const fresh = await t.signUp();
    const reply = await t.request<LoginResponse>('POST', '/account/refresh', {
      body: { refresh_token: fresh.login.refresh_token },
    });
    expect(reply.body.tenant_id).toBe(fresh.login.tenant_id);
    expect(reply.body.user.id).toBe(fresh.login.user.id);
  });

  it('POST /account/reset-password/confirm resets only the account the link was sent for', async () => {
    const c = await t.signUp();
    await t.request('POST', '/account/reset-password/request', { body: { email: c.email } });
    const token = resetTokenOf(t.mails.at(-1)?.link ?? '');
    const confirmed = await t.request('POST', '/account/reset-password/confirm', {
      body: { token, newPassword: 'reset for c only' },
    });
    expect(confirmed.status).toBe(204);
    const signInC = await t.request('POST', '/account/login', {
      body: { email: c.email, password: 'reset for c only' },
    });
    expect(signInC.status).toBe(200);
    const oldPasswordC = await t.request('POST', '/account/login', {
      body: { email: c.email, password: c.password },
    });
    expect(oldPasswordC.status).toBe(401);
    const signInB = await t.request('POST', '/account/login', {
      body: { email: b.email, password: b.password },
    });
    expect(signInB.status).toBe(200);
  });

  it('GET /audit/events lists only the caller clinic events', async () => {
    const reply = await t.request('GET', '/audit/events', { token: b.login.access_token });
    const { events } = auditEventsResponse.parse(reply.body);
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.tenantId === b.login.tenant_id)).toBe(true);
  });

  it('POST /audit/events cannot write into another clinic', async () => {
    const reply = await t.request('POST', '/audit/events', {
      token: a.login.access_token,
      body: {
        events: [
          {
            id: 'planted',
            type: 'sign-in',
            at: new Date().toISOString(),
            userId: b.login.user.id,
            tenantId: b.login.tenant_id,
          },
        ],
      },
    });
    expect(reply.status).toBe(403);
    const rows = await t.server.ctx.db
      .selectFrom('audit_events')
      .select('id')
      .where('id', '=', 'planted')
      .execute();
    expect(rows).toEqual([]);
  });

  it('a correctly signed token naming another clinic for a session is refused', async () => {
    const claims = await signTokens(
      t.server.ctx,
      {
        ...a.login.user,
        userId: a.login.user.id,
        tenantId: b.login.tenant_id,
        sessionId: String(decodeJwt(a.login.access_token).sid),
      },
      new Date(Date.now() + 60_000),
    );
    expect((await me(claims.accessToken)).status).toBe(401);
  });
});
