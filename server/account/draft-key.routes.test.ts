import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import {
  DEVICE_DRAFT_MAX_AGE_MS,
  draftKeyResponse,
} from '../../common/contracts/draft-key.contract.ts';
import { resetTokenOf, startTestServer, type TestServer } from '../test/harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const keyOf = async (token: string) => {
  const reply = await t.request('GET', '/account/draft-key', { token });
  expect(reply.status).toBe(200);
  return draftKeyResponse.parse(reply.body).key;
};

describe('the draft key', () => {
  it('is 256 random bits, created on the first request and the same ever after', async () => {
    const { login } = await t.signUp();
    const first = await keyOf(login.serviceToken);
    expect(Buffer.from(first, 'base64')).toHaveLength(32);
    expect(await keyOf(login.serviceToken)).toBe(first);
  });

  it('is never cached', async () => {
    const { login } = await t.signUp();
    const reply = await t.request('GET', '/account/draft-key', { token: login.serviceToken });
    expect(reply.headers.get('cache-control')).toBe('no-store');
  });

  it('is each user’s own, also within one clinic', async () => {
    const { login } = await t.signUp();
    const colleague = await t.addMember(login.user.tenantId, ['clinician']);
    const mine = await keyOf(login.serviceToken);
    const theirs = await keyOf(colleague.login.serviceToken);
    expect(theirs).not.toBe(mine);
  });

  it('gives two first requests at once the same key', async () => {
    const { login } = await t.signUp();
    const [a, b] = await Promise.all([keyOf(login.serviceToken), keyOf(login.serviceToken)]);
    expect(a).toBe(b);
  });

  it('is refused (401) without a session, with a bad token and after sign-out', async () => {
    expect((await t.request('GET', '/account/draft-key')).status).toBe(401);
    const bad = await t.request('GET', '/account/draft-key', { token: 'not.a.token' });
    expect(bad.status).toBe(401);
    const { login } = await t.signUp();
    await keyOf(login.access_token);
    const out = await t.request('POST', '/account/logout', { token: login.access_token });
    expect(out.status).toBeLessThan(300);
    const after = await t.request('GET', '/account/draft-key', { token: login.access_token });
    expect(after.status).toBe(401);
    expect(JSON.stringify(after.body)).not.toMatch(/[A-Za-z0-9+/]{43}=/);
  });
});

const keysOf = async (token: string) => {
  const reply = await t.request('GET', '/account/draft-key', { token });
  expect(reply.status).toBe(200);
  return draftKeyResponse.parse(reply.body);
};

const signIn = async (email: string, password: string) => {
  const reply = await t.request<LoginResponse>('POST', '/account/login', {
    body: { email, password },
  });
  expect(reply.status).toBe(200);
  return reply.body.access_token;
};

const changePassword = async (token: string, currentPassword: string, newPassword: string) => {
  const reply = await t.request('POST', '/account/change-password', {
    token,
    body: { currentPassword, newPassword },
  });
  expect(reply.status).toBe(204);
};

describe('the draft key on a password change (issue 31)', () => {
  it('starts at version 1 with no earlier key', async () => {
    const { login } = await t.signUp();
    expect(await keysOf(login.access_token)).toMatchObject({ version: 1, previous: [] });
  });

  it('is a new key after a password change, the old one still served to read old copies', async () => {
    const { email, password, login } = await t.signUp();
    const before = await keysOf(login.access_token);
    await changePassword(login.access_token, password, 'a brand new secret');
    const token = await signIn(email, 'a brand new secret');
    const after = await keysOf(token);
    expect(after.version).toBe(2);
    expect(after.key).not.toBe(before.key);
    expect(after.previous).toEqual([{ version: 1, key: before.key }]);
    expect(await keysOf(token)).toEqual(after);
  });

  it('is a new key after a password reset by e-mailed link too', async () => {
    const { email, login } = await t.signUp();
    const before = await keysOf(login.access_token);
    expect(
      (await t.request('POST', '/account/reset-password/request', { body: { email } })).status,
    ).toBe(202);
    const token = resetTokenOf(t.mails.findLast((mail) => mail.email === email)!.link);
    const reset = await t.request('POST', '/account/reset-password/confirm', {
      body: { token, newPassword: 'reset secret 123' },
    });
    expect(reset.status).toBe(204);
    const after = await keysOf(await signIn(email, 'reset secret 123'));
    expect(after).toMatchObject({ version: 2, previous: [{ version: 1, key: before.key }] });
  });

  it('changes only the member’s own key, not a colleague’s', async () => {
    const { password, login } = await t.signUp();
    const colleague = await t.addMember(login.user.tenantId, ['clinician']);
    const theirs = await keysOf(colleague.login.access_token);
    await keysOf(login.access_token);
    await changePassword(login.access_token, password, 'a brand new secret');
    expect(await keysOf(colleague.login.access_token)).toEqual(theirs);
  });

  it('makes no key for a member who never asked for one: their first is version 1', async () => {
    const { email, password, login } = await t.signUp();
    await changePassword(login.access_token, password, 'a brand new secret');
    const token = await signIn(email, 'a brand new secret');
    expect(await keysOf(token)).toMatchObject({ version: 1, previous: [] });
  });

  it('stops serving an old key once a device copy made with it would have been purged', async () => {
    const { email, password, login } = await t.signUp();
    await keysOf(login.access_token);
    await changePassword(login.access_token, password, 'a brand new secret');
    t.advance(DEVICE_DRAFT_MAX_AGE_MS - 60_000);
    const token = await signIn(email, 'a brand new secret');
    expect((await keysOf(token)).previous).toHaveLength(1);
    t.advance(120_000);
    const later = await signIn(email, 'a brand new secret');
    expect(await keysOf(later)).toMatchObject({ version: 2, previous: [] });
  });
});
