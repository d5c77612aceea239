import { jwtDecode } from 'jwt-decode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loginResponse,
  meResponse,
  registerResponse,
} from '../../common/contracts/account.contract.ts';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import { LOGOUT_GRACE_S } from '../../common/constants/server.constants.ts';
import { startTestServer, uniqueEmail } from '../test/harness.ts';
import type { TestServer } from '../test/harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const newAccount = () => ({
  id: '482913',
  email: uniqueEmail('reg'),
  password: 'long enough secret',
  firstName: 'Grace',
  lastName: 'Hopper',
});

describe('register', () => {
  it('creates the account in a clinic of its own and answers the user', async () => {
    const account = newAccount();
    const reply = await t.request('POST', '/account/register', { body: account });
    expect(reply.status).toBe(201);
    const { user } = registerResponse.parse(reply.body);
    expect(user).toMatchObject({ email: account.email, name: 'Grace Hopper' });
    const other = await t.request('POST', '/account/register', { body: newAccount() });
    expect(registerResponse.parse(other.body).user.tenantId).not.toBe(user.tenantId);
  });

  it('refuses a second account with the same e-mail, whatever its case', async () => {
    const account = newAccount();
    await t.request('POST', '/account/register', { body: account });
    const again = await t.request('POST', '/account/register', {
      body: { ...account, email: account.email.toUpperCase() },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'An account with this e-mail already exists.' });
  });
});

describe('login', () => {
  it('answers serviceToken, user and the token set whose id token carries the claims the client reads', async () => {
    const { email, password } = await t.signUp();
    const reply = await t.request<LoginResponse>('POST', '/account/login', {
      body: { email, password },
    });
    expect(reply.status).toBe(200);
    const body = loginResponse.parse(reply.body);
    expect(body.tenant_id).toBe(body.user.tenantId);
    expect(body.expires_in).toBe(3600);
    const claims = jwtDecode<Record<string, unknown>>(body.id_token);
    expect(claims).toMatchObject({
      sub: body.user.id,
      email,
      name: 'Ada Lovelace',
      tenant_id: body.user.tenantId,
    });
    const service = jwtDecode<{ exp: number }>(body.serviceToken);
    expect(service.exp * 1000).toBeGreaterThan(Date.now());
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    const { email } = await t.signUp();
    const wrong = await t.request('POST', '/account/login', {
      body: { email, password: 'not the password' },
    });
    const unknown = await t.request('POST', '/account/login', {
      body: { email: uniqueEmail('ghost'), password: 'whatever it is' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });
});

describe('me', () => {
  it('answers the signed-in user for the bearer token', async () => {
    const { login } = await t.signUp();
    const reply = await t.request('GET', '/account/me', { token: login.serviceToken });
    expect(reply.status).toBe(200);
    expect(meResponse.parse(reply.body).user).toEqual(login.user);
  });

  it('answers 401 without a bearer token or with a malformed one', async () => {
    expect((await t.request('GET', '/account/me')).status).toBe(401);
    const junk = await t.request('GET', '/account/me', { token: 'not.a.jwt' });
    expect(junk.status).toBe(401);
    expect(junk.body).toEqual({ message: expect.stringContaining('Sign in again') });
  });
});

describe('logout', () => {
  it('ends the session so the same, unexpired token answers 401 afterwards', async () => {
    const { login } = await t.signUp();
    const out = await t.request('POST', '/account/logout', { token: login.access_token });
    expect(out.status).toBe(204);
    const after = await t.request('GET', '/account/me', { token: login.access_token });
    expect(after.status).toBe(401);
  });

  it('ends only that session: another sign-in of the same user keeps working', async () => {
    const { email, password, login } = await t.signUp();
    const second = await t.request<LoginResponse>('POST', '/account/login', {
      body: { email, password },
    });
    await t.request('POST', '/account/logout', { token: login.access_token });
    const me = await t.request('GET', '/account/me', { token: second.body.access_token });
    expect(me.status).toBe(200);
  });

  it('records the reason the client gives, for the idle watcher as for the user', async () => {
    const { login } = await t.signUp();
    await t.request('POST', '/account/logout', {
      token: login.access_token,
      body: { reason: 'idle-watcher-1' },
    });
    const rows = await t.server.ctx.db
      .selectFrom('audit_events')
      .select(['type', 'reason'])
      .where('tenant_id', '=', login.tenant_id)
      .where('type', '=', 'session-end')
      .execute();
    expect(rows).toEqual([{ type: 'session-end', reason: 'idle-watcher-1' }]);
  });
});

describe('logout after the access token expired', () => {
  const sessionEnds = (tenantId: string) =>
    t.server.ctx.db
      .selectFrom('audit_events')
      .select(['type', 'reason'])
      .where('tenant_id', '=', tenantId)
      .where('type', '=', 'session-end')
      .execute();

  it('within the grace window still ends the session and records it as expired', async () => {
    const { login } = await t.signUp();
    t.advance(login.expires_in * 1000 + (LOGOUT_GRACE_S - 60) * 1000);
    const out = await t.request('POST', '/account/logout', {
      token: login.access_token,
      body: { reason: 'expired' },
    });
    expect(out.status).toBe(204);
    expect(await sessionEnds(login.tenant_id)).toEqual([
      { type: 'session-end', reason: 'expired' },
    ]);
  });

  it('past the grace window is refused and records nothing', async () => {
    const { login } = await t.signUp();
    t.advance(login.expires_in * 1000 + (LOGOUT_GRACE_S + 60) * 1000);
    const out = await t.request('POST', '/account/logout', {
      token: login.access_token,
      body: { reason: 'expired' },
    });
    expect(out.status).toBe(401);
    expect(await sessionEnds(login.tenant_id)).toEqual([]);
  });

  it('accepts an empty JSON body (Content-Type: application/json, no bytes)', async () => {
    const { login } = await t.signUp();
    const out = await t.request('POST', '/account/logout', {
      token: login.access_token,
      raw: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(out.status).toBe(204);
    expect(await sessionEnds(login.tenant_id)).toEqual([{ type: 'session-end', reason: 'user' }]);
  });

  it('is idempotent: a second logout with the same token succeeds and records nothing more', async () => {
    const { login } = await t.signUp();
    const out = () => t.request('POST', '/account/logout', { token: login.access_token });
    expect((await out()).status).toBe(204);
    expect((await out()).status).toBe(204);
    expect(await sessionEnds(login.tenant_id)).toHaveLength(1);
  });

  it('still refuses a malformed JSON body', async () => {
    const { login } = await t.signUp();
    const out = await t.request('POST', '/account/logout', { token: login.access_token, raw: '{' });
    expect(out.status).toBe(400);
    expect(out.body).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('refuses a token it has already answered once that token expires (expiry checked on every use)', async () => {
    const { login } = await t.signUp();
    expect((await t.request('GET', '/account/me', { token: login.access_token })).status).toBe(200);
    t.advance(login.expires_in * 1000 + 60_000);
    expect((await t.request('GET', '/account/me', { token: login.access_token })).status).toBe(401);
  });

  it('still lets a token it has answered before log out within the grace window once expired', async () => {
    const { login } = await t.signUp();
    expect((await t.request('GET', '/account/me', { token: login.access_token })).status).toBe(200);
    t.advance(login.expires_in * 1000 + (LOGOUT_GRACE_S - 60) * 1000);
    const out = await t.request('POST', '/account/logout', {
      token: login.access_token,
      body: { reason: 'expired' },
    });
    expect(out.status).toBe(204);
  });

  it('gives the expired token no other use: /me still answers 401', async () => {
    const { login } = await t.signUp();
    t.advance(login.expires_in * 1000 + 60_000);
    expect((await t.request('GET', '/account/me', { token: login.access_token })).status).toBe(401);
  });
});

describe('profile', () => {
  it('updates the name and answers the updated user', async () => {
    const { login } = await t.signUp();
    const reply = await t.request('PUT', '/account/profile', {
      token: login.access_token,
      body: { firstName: 'Augusta', lastName: 'King' },
    });
    expect(reply.status).toBe(200);
    expect(meResponse.parse(reply.body).user.name).toBe('Augusta King');
    const me = await t.request('GET', '/account/me', { token: login.access_token });
    expect(meResponse.parse(me.body).user.name).toBe('Augusta King');
  });
});

describe('a NUL character in stored text', () => {
  it('is refused with 400 naming the field, at sign-up, profile and audit, and nothing is stored', async () => {
    const account = { ...newAccount(), firstName: 'Gr\u0000ace' };
    const register = await t.request('POST', '/account/register', { body: account });
    expect(register.status).toBe(400);
    expect(register.body).toEqual({
      message: expect.stringMatching(/firstName: Must not contain a NUL character/),
    });
    const login = await t.request('POST', '/account/login', {
      body: { email: account.email, password: account.password },
    });
    expect(login.status).toBe(401);

    const { login: session } = await t.signUp();
    const profile = await t.request('PUT', '/account/profile', {
      token: session.access_token,
      body: { firstName: 'Ada', lastName: 'Love\u0000lace' },
    });
    expect(profile.status).toBe(400);
    const audit = await t.request('POST', '/audit/events', {
      token: session.access_token,
      body: {
        events: [
          {
            id: 'event\u0000',
            type: 'sign-in',
            at: new Date().toISOString(),
            userId: session.user.id,
            tenantId: session.tenant_id,
          },
        ],
      },
    });
    expect(audit.status).toBe(400);
  });
});
