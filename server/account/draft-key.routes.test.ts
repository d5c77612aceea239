import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftKeyResponse } from '../../common/contracts/draft-key.contract.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';

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
