import { SignJWT, decodeJwt, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponse } from '../../common/contracts/account.contract.ts';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import { startTestServer } from '../test/harness.ts';
import type { TestServer } from '../test/harness.ts';

const HOUR = 60 * 60 * 1000;
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ accessTokenTtlS: 3600, sessionMaxAgeS: 12 * 3600 });
});
afterAll(() => t.close());

const refresh = (refreshToken: string | undefined) =>
  t.request<LoginResponse>('POST', '/account/refresh', { body: { refresh_token: refreshToken } });
const me = (token: string) => t.request('GET', '/account/me', { token });

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

  it('reused: presenting an already-used refresh token ends the whole session', async () => {
    const { login } = await t.signUp();
    const rotated = (await refresh(login.refresh_token)).body;
    const replay = await refresh(login.refresh_token);
    expect(replay.status).toBe(401);
    expect((await me(rotated.access_token)).status).toBe(401);
    expect((await refresh(rotated.refresh_token)).status).toBe(401);
  });

  it('stop working once the session is logged out', async () => {
    const { login } = await t.signUp();
    await t.request('POST', '/account/logout', { token: login.access_token });
    expect((await refresh(login.refresh_token)).status).toBe(401);
  });

  it('an unknown refresh token is refused', async () => {
    expect((await refresh('made-up-token')).status).toBe(401);
  });
});

describe('lifetimes', () => {
  it('an access token is refused after it expires, even though the session lives on', async () => {
    const { login } = await t.signUp();
    t.advance(HOUR + 10_000);
    expect((await me(login.access_token)).status).toBe(401);
    const renewed = await refresh(login.refresh_token);
    expect(renewed.status).toBe(200);
    expect((await me(renewed.body.access_token)).status).toBe(200);
  });

  it('no refresh extends a session past its absolute lifetime of 12 hours', async () => {
    const { login } = await t.signUp();
    let current = login;
    for (let hour = 1; hour <= 11; hour++) {
      t.advance(HOUR - 60_000);
      current = (await refresh(current.refresh_token)).body;
    }
    const exp = decodeJwt(current.access_token).exp ?? 0;
    const signedInAt = decodeJwt(login.access_token).iat ?? 0;
    expect(exp - signedInAt).toBeLessThanOrEqual(12 * 3600);
    t.advance(2 * HOUR);
    expect((await refresh(current.refresh_token)).status).toBe(401);
    expect((await me(current.access_token)).status).toBe(401);
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
