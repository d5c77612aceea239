import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import { startTestServer, uniqueEmail } from '../test/harness.ts';
import type { TestServer } from '../test/harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ resetTokenTtlS: 1800 });
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.request<LoginResponse>('POST', '/account/login', { body: { email, password } });
const me = (token: string) => t.request('GET', '/account/me', { token });

async function requestReset(email: string): Promise<string> {
  const before = t.mails.length;
  const reply = await t.request('POST', '/account/reset-password/request', { body: { email } });
  expect(reply.status).toBe(202);
  const mail = t.mails.slice(before).find((m) => m.email === email);
  const token = mail && new URL(mail.link).searchParams.get('token');
  if (!token) throw new Error('no reset link was sent');
  return token;
}

describe('change password', () => {
  it('ends every session of the user and lets only the new password sign in', async () => {
    const { email, password, login: first } = await t.signUp();
    const other = (await login(email, password)).body;
    const reply = await t.request('POST', '/account/change-password', {
      token: first.access_token,
      body: { currentPassword: password, newPassword: 'a brand new secret' },
    });
    expect(reply.status).toBe(204);
    expect((await me(first.access_token)).status).toBe(401);
    expect((await me(other.access_token)).status).toBe(401);
    expect((await login(email, password)).status).toBe(401);
    expect((await login(email, 'a brand new secret')).status).toBe(200);
  });

  it('refuses a wrong current password with 400 and keeps the session', async () => {
    const { login: session } = await t.signUp();
    const reply = await t.request('POST', '/account/change-password', {
      token: session.access_token,
      body: { currentPassword: 'not my password', newPassword: 'a brand new secret' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: 'The current password is not correct.' });
    expect((await me(session.access_token)).status).toBe(200);
  });
});

describe('password reset', () => {
  it('sends a one-time link that sets a new password and ends existing sessions', async () => {
    const { email, login: session } = await t.signUp();
    const token = await requestReset(email);
    const confirm = (newPassword: string) =>
      t.request('POST', '/account/reset-password/confirm', { body: { token, newPassword } });
    expect((await confirm('reset to this one')).status).toBe(204);
    expect((await me(session.access_token)).status).toBe(401);
    expect((await login(email, 'reset to this one')).status).toBe(200);
    const reused = await confirm('and again to this');
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ message: expect.stringContaining('not valid') });
  });

  it('answers an unknown e-mail exactly like a known one and sends nothing', async () => {
    const before = t.mails.length;
    const reply = await t.request('POST', '/account/reset-password/request', {
      body: { email: uniqueEmail('nobody') },
    });
    expect(reply.status).toBe(202);
    expect(reply.body).toEqual({
      message: 'If an account exists for this e-mail, a reset link has been sent.',
    });
    expect(t.mails.length).toBe(before);
  });

  it('refuses a link once it has expired', async () => {
    const { email } = await t.signUp();
    const token = await requestReset(email);
    t.advance(1800 * 1000 + 1);
    const reply = await t.request('POST', '/account/reset-password/confirm', {
      body: { token, newPassword: 'too late for this' },
    });
    expect(reply.status).toBe(400);
  });
});
