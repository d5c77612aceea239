import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import type { Invitation } from '../../common/contracts/clinic.contract.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { acceptance, invite, latestTokenFor } from './clinic-test-kit.ts';

/** Moving the clock past 7 days ends every session too: each step signs the owner in afresh. */
let server: TestServer;
let owner: { email: string; password: string };
const DAY_MS = 24 * 60 * 60 * 1000;
const NOT_VALID =
  'This invitation link is not valid: it may have been used, revoked or have expired.';

async function signIn(): Promise<LoginResponse> {
  const reply = await server.request<LoginResponse>('POST', '/account/login', { body: owner });
  if (reply.status !== 200) throw new Error(`sign-in failed: ${reply.text}`);
  return reply.body;
}
const lookup = (token: string) =>
  server.request<{ message?: string }>('POST', '/invitations/lookup', { body: { token } });

beforeAll(async () => {
  server = await startTestServer();
  const { email, password } = await server.signUp();
  owner = { email, password };
});
afterAll(() => server.close());

describe('an invitation after 7 days', () => {
  it('works until 7 days have passed by the server clock, then is dead and listed as expired', async () => {
    const { invitation, token } = await invite(server, await signIn());
    server.advance(7 * DAY_MS - 60_000);
    expect((await lookup(token)).status).toBe(200);
    server.advance(61_000);
    const looked = await lookup(token);
    expect(looked.status).toBe(404);
    expect(looked.body.message).toBe(NOT_VALID);
    const accepted = await server.request('POST', '/invitations/accept', {
      body: acceptance(token),
    });
    expect(accepted.status).toBe(404);
    const list = await server.request<{ invitations: Invitation[] }>('GET', '/clinic/invitations', {
      token: (await signIn()).access_token,
    });
    expect(list.body.invitations.find((i) => i.id === invitation.id)?.status).toBe('expired');
  });

  it('may be resent: a new link that works for 7 more days, while the old one stays dead', async () => {
    const { invitation, token, email } = await invite(server, await signIn());
    server.advance(8 * DAY_MS);
    const resent = await server.request<{ invitation: Invitation }>(
      'POST',
      `/clinic/invitations/${invitation.id}/resend`,
      { token: (await signIn()).access_token },
    );
    expect(resent.status).toBe(200);
    expect(resent.body.invitation.status).toBe('pending');
    const fresh = latestTokenFor(server, email);
    server.advance(6 * DAY_MS);
    expect((await lookup(token)).status).toBe(404);
    const accepted = await server.request('POST', '/invitations/accept', {
      body: acceptance(fresh),
    });
    expect(accepted.status).toBe(201);
  });

  it('no longer blocks inviting the same e-mail again', async () => {
    const { email } = await invite(server, await signIn());
    server.advance(8 * DAY_MS);
    const again = await server.request('POST', '/clinic/invitations', {
      token: (await signIn()).access_token,
      body: { email, roles: ['staff'] },
    });
    expect(again.status).toBe(201);
  });
});
