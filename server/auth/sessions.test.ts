import { SignJWT, decodeJwt, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponse } from '../../common/contracts/account.contract.ts';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import { SERVER_IDLE_LIMIT_MS } from '../../common/constants/session-timing.ts';
import { startTestServer } from '../test/harness.ts';
import type { TestServer } from '../test/harness.ts';
import { ACTIVITY_WRITE_WINDOW_MS, REFRESH_REUSE_GRACE_MS } from './sessions.ts';

const HOUR = 60 * 60 * 1000;
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ accessTokenTtlS: 3600, sessionMaxAgeS: 12 * 3600 });
});
afterAll(() => t.close());

const refresh = (refreshToken: string | undefined) =>
  t.request<LoginResponse>('POST', '/account/refresh', { body: { refresh_token: refreshToken } });
const me = (token: string) => t.request('GET', '/account/me', { token });
const activity = (token: string) =>
  t.request('POST', '/account/activity', {
    token,
    raw: '',
    headers: { 'content-type': 'application/json' },
  });
const sessionEnds = (tenantId: string) =>
  t.server.ctx.db
    .selectFrom('audit_events')
    .select('reason')
    .where('tenant_id', '=', tenantId)
    .where('type', '=', 'session-end')
    .execute();

describe('refresh tokens', () => {
  it('rotate: a refresh answers a new token set with a new refresh token that works', async () => {
    const { login } = await t.signUp();
    const first = await refresh(login.refresh_token);
    expect(first.status).toBe(200);
    const next = loginResponse.parse(first.body);
    expect(next.refresh_token).not.toBe(login.refresh_token);
    expect((await me(next.access_token)).status).toBe(200);
    expect((await refresh(next.refresh_token)).status).toBe(200);
  });

  it('stop working once the session is logged out', async () => {
    const { login } = await t.signUp();
    await t.request('POST', '/account/logout', { token: login.access_token });
    expect((await refresh(login.refresh_token)).status).toBe(401);
  });

  it('two tabs refreshing with one token at once both get the same successor and stay signed in', async () => {
    const { login } = await t.signUp();
    const [a, b] = await Promise.all([refresh(login.refresh_token), refresh(login.refresh_token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.refresh_token).toBe(b.body.refresh_token);
    expect((await me(a.body.access_token)).status).toBe(200);
    expect((await me(b.body.access_token)).status).toBe(200);
    expect((await refresh(a.body.refresh_token)).status).toBe(200);
  });

  it('a late second refresh within the grace window still gets the successor', async () => {
    const { login } = await t.signUp();
    const first = await refresh(login.refresh_token);
    t.advance(REFRESH_REUSE_GRACE_MS - 1_000);
    const second = await refresh(login.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).toBe(first.body.refresh_token);
  });

  it('a replay after the grace window ends the session (reuse detection holds)', async () => {
    const { login } = await t.signUp();
    const rotated = (await refresh(login.refresh_token)).body;
    t.advance(REFRESH_REUSE_GRACE_MS + 1_000);
    expect((await refresh(login.refresh_token)).status).toBe(401);
    expect((await me(rotated.access_token)).status).toBe(401);
    expect(await sessionEnds(login.tenant_id)).toEqual([{ reason: 'invalid-token' }]);
  });

  it('an unknown refresh token is refused', async () => {
    expect((await refresh('made-up-token')).status).toBe(401);
  });
});

describe('lifetimes', () => {
  it('an access token is refused after it expires, even though the session lives on', async () => {
    const { login } = await t.signUp();
    t.advance(HOUR / 2);
    expect((await activity(login.access_token)).status).toBe(204);
    t.advance(HOUR / 2 + 10_000);
    expect((await me(login.access_token)).status).toBe(401);
    const renewed = await refresh(login.refresh_token);
    expect(renewed.status).toBe(200);
    expect((await me(renewed.body.access_token)).status).toBe(200);
  });

  it('no refresh extends a session past its absolute lifetime of 12 hours', async () => {
    const { login } = await t.signUp();
    let current = login;
    for (let hour = 1; hour <= 11; hour++) {
      // A user at work: a heartbeat every 20 minutes, a refresh before the access token expires.
      for (let beat = 0; beat < 3; beat++) {
        t.advance(HOUR / 3 - 20_000);
        expect((await activity(current.access_token)).status).toBe(204);
      }
      const renewed = await refresh(current.refresh_token);
      expect(renewed.status).toBe(200);
      current = renewed.body;
    }
    const exp = decodeJwt(current.access_token).exp ?? 0;
    const signedInAt = decodeJwt(login.access_token).iat ?? 0;
    expect(exp - signedInAt).toBeLessThanOrEqual(12 * 3600);
    t.advance(2 * HOUR);
    expect((await refresh(current.refresh_token)).status).toBe(401);
    expect((await me(current.access_token)).status).toBe(401);
  });
});

describe('the server-side idle limit', () => {
  const IDLE_LIMIT = SERVER_IDLE_LIMIT_MS;

  it('ends a session unused past the limit on its next use and records the reason idle', async () => {
    const { login } = await t.signUp();
    t.advance(IDLE_LIMIT + 1_000);
    expect((await me(login.access_token)).status).toBe(401);
    expect((await refresh(login.refresh_token)).status).toBe(401);
    expect(await sessionEnds(login.tenant_id)).toEqual([{ reason: 'idle' }]);
  });

  it('refuses a refresh of an idle session even before any other request', async () => {
    const { login } = await t.signUp();
    t.advance(IDLE_LIMIT + 1_000);
    expect((await refresh(login.refresh_token)).status).toBe(401);
    expect(await sessionEnds(login.tenant_id)).toEqual([{ reason: 'idle' }]);
  });

  it('keeps a session alive while the browser sends activity heartbeats', async () => {
    const { login } = await t.signUp();
    t.advance(IDLE_LIMIT - 60_000);
    expect((await activity(login.access_token)).status).toBe(204);
    t.advance(IDLE_LIMIT - 60_000);
    expect((await refresh(login.refresh_token)).status).toBe(200);
  });

  it('writes a burst of heartbeats once per window', async () => {
    const { login } = await t.signUp();
    const lastActivity = async () =>
      (
        await t.server.ctx.db
          .selectFrom('sessions')
          .select('last_activity_at')
          .where('user_id', '=', login.user.id)
          .executeTakeFirstOrThrow()
      ).last_activity_at.getTime();
    t.advance(ACTIVITY_WRITE_WINDOW_MS + 1_000);
    await activity(login.access_token);
    const written = await lastActivity();
    t.advance(ACTIVITY_WRITE_WINDOW_MS / 2);
    await activity(login.access_token);
    expect(await lastActivity()).toBe(written);
    t.advance(ACTIVITY_WRITE_WINDOW_MS);
    await activity(login.access_token);
    expect(await lastActivity()).toBeGreaterThan(written);
  });

  it('refuses a heartbeat without a valid bearer', async () => {
    expect((await activity('not-a-token')).status).toBe(401);
  });
});

describe('token verification', () => {
  it('refuses an unsigned token (alg none)', async () => {
    const { login } = await t.signUp();
    const [, payload] = login.access_token.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await me(`${header}.${payload}.`)).status).toBe(401);
  });

  it('refuses a token signed by another key', async () => {
    const { login } = await t.signUp();
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT(decodeJwt(login.access_token))
      .setProtectedHeader({ alg: 'ES256' })
      .sign(privateKey);
    expect((await me(forged)).status).toBe(401);
  });

  it('refuses a token whose payload was altered', async () => {
    const { login } = await t.signUp();
    const [head, , signature] = login.access_token.split('.');
    const claims = { ...decodeJwt(login.access_token), tid: 'another-clinic' };
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    expect((await me(`${head}.${body}.${signature}`)).status).toBe(401);
  });

  it('refuses the id token as a bearer token (wrong audience)', async () => {
    const { login } = await t.signUp();
    expect((await me(login.id_token)).status).toBe(401);
  });
});
