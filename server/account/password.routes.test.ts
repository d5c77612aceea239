import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import { resetTokenOf, startTestServer, uniqueEmail } from '../test/harness.ts';
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
  if (!mail) throw new Error('no reset link was sent');
  return resetTokenOf(mail.link);
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

describe('change password limits current-password guesses', () => {
  const guess = (token: string, currentPassword = 'not my password') =>
    t.request('POST', '/account/change-password', {
      token,
      body: { currentPassword, newPassword: 'a brand new secret' },
    });

  it('makes the user wait after two wrong guesses, with the wait in the answer', async () => {
    const { password, login: session } = await t.signUp();
    expect((await guess(session.access_token)).status).toBe(400);
    expect((await guess(session.access_token)).status).toBe(400);
    expect((await guess(session.access_token)).status).toBe(400);
    const waiting = await guess(session.access_token, password);
    expect(waiting.status).toBe(429);
    expect(waiting.body).toMatchObject({ code: 'too-many-attempts', retryAfterSeconds: 2 });
    t.advance(2_000);
    expect((await guess(session.access_token, password)).status).toBe(204);
  });

  it('ends the session after five wrong guesses and records why', async () => {
    const { login: session } = await t.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await guess(session.access_token)).status);
      t.advance(60_000);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 401]);
    expect((await me(session.access_token)).status).toBe(401);
    const { body } = await t.request<{ events: { type: string; reason?: string }[] }>(
      'GET',
      '/audit/events',
      { token: (await login(session.user.email, 'correct horse battery')).body.access_token },
    );
    expect(body.events).toContainEqual(
      expect.objectContaining({ type: 'session-end', reason: 'password-attempts' }),
    );
  });
});

describe('password reset', () => {
  it('a reset or a password change voids every other reset link of the user', async () => {
    const { email, password, login: session } = await t.signUp();
    const first = await requestReset(email);
    const second = await requestReset(email);
    const confirm = (token: string, newPassword: string) =>
      t.request('POST', '/account/reset-password/confirm', { body: { token, newPassword } });
    expect((await confirm(first, 'reset to this one')).status).toBe(204);
    expect((await confirm(second, 'an attacker chose this')).status).toBe(400);

    const third = await requestReset(email);
    const fresh = (await login(email, 'reset to this one')).body;
    const changed = await t.request('POST', '/account/change-password', {
      token: fresh.access_token,
      body: { currentPassword: 'reset to this one', newPassword: 'changed while signed in' },
    });
    expect(changed.status).toBe(204);
    expect((await confirm(third, 'an attacker chose this')).status).toBe(400);
    expect(session.access_token).not.toBe(fresh.access_token);
    expect(password).not.toBe('changed while signed in');
  });

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
