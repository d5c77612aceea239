import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invitation } from '../../common/contracts/clinic.contract.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../test/harness.ts';

let server: TestServer;
const HOUR_MS = 60 * 60 * 1000;

type Answer = { invitation: Invitation; message?: string; retryAfterSeconds?: number };
const invite = (token: string, email: string) =>
  server.request<Answer>('POST', '/clinic/invitations', {
    token,
    body: { email, roles: ['staff'] },
  });
const resend = (token: string, id: string) =>
  server.request<Answer>('POST', `/clinic/invitations/${id}/resend`, { token });
const owner = async () => (await server.signUp()).login.access_token;
/** An hour on: the session has gone idle meanwhile, so the owner signs in again. */
const anHourLater = async (token: string) => {
  const { user } = (
    await server.request<{ user: { email: string } }>('GET', '/account/me', { token })
  ).body;
  server.advance(HOUR_MS);
  const login = await server.request<{ access_token: string }>('POST', '/account/login', {
    body: { email: user.email, password: 'correct horse battery' },
  });
  return login.body.access_token;
};

/** A 429 that says which limit and how long to wait, in its body and its Retry-After. */
function expectRefused(reply: Awaited<ReturnType<typeof invite>>, who: string) {
  expect(reply.status).toBe(429);
  const wait = Number(reply.headers.get('retry-after'));
  expect(wait).toBeGreaterThan(HOUR_MS / 1000 - 120);
  expect(wait).toBeLessThanOrEqual(HOUR_MS / 1000);
  expect(reply.body.retryAfterSeconds).toBe(wait);
  expect(reply.body.message).toBe(
    `Too many invitation e-mails ${who}. Try again in ${wait} seconds.`,
  );
}

beforeAll(async () => {
  server = await startTestServer({
    invitationMailLimit: { perClinic: 5, perAddress: 3, windowMs: HOUR_MS },
  });
});
afterAll(() => server.close());

describe('invitation mail limits', () => {
  it('sends an address at most 3 mails an hour (invitation and resends), then says how long to wait', async () => {
    const token = await owner();
    const email = uniqueEmail('flooded');
    const { invitation } = (await invite(token, email)).body;
    expect((await resend(token, invitation.id)).status).toBe(200);
    expect((await resend(token, invitation.id)).status).toBe(200);
    const sent = server.mails.length;
    expectRefused(await resend(token, invitation.id), 'to this address');
    expect(server.mails.length).toBe(sent);

    const later = await anHourLater(token);
    expect((await resend(later, invitation.id)).status).toBe(200);
    expect(server.mails.length).toBe(sent + 1);
  });

  it('counts an address’s mails across clinics', async () => {
    const [first, second] = [await owner(), await owner()];
    const email = uniqueEmail('shared');
    const { invitation } = (await invite(first, email)).body;
    await resend(first, invitation.id);
    await resend(first, invitation.id);
    const reply = await invite(second, email);
    expectRefused(reply, 'to this address');
    const listed = await server.request<{ invitations: Invitation[] }>(
      'GET',
      '/clinic/invitations',
      {
        token: second,
      },
    );
    expect(listed.body.invitations).toEqual([]);
  });

  it('sends a clinic at most 5 mails an hour, probes of registered addresses included', async () => {
    const token = await owner();
    const registered = [(await server.signUp()).email, (await server.signUp()).email];
    for (const email of [...registered, uniqueEmail(), uniqueEmail(), uniqueEmail()]) {
      expect((await invite(token, email)).status).toBe(201);
    }
    const sent = server.mails.length;
    expectRefused(await invite(token, uniqueEmail()), 'from this clinic');
    expectRefused(await invite(token, (await server.signUp()).email), 'from this clinic');
    expect(server.mails.length).toBe(sent);
    const listed = await server.request<{ invitations: Invitation[] }>(
      'GET',
      '/clinic/invitations',
      {
        token,
      },
    );
    expect(listed.body.invitations).toHaveLength(5);
    // The window slides: once the hour has passed, the clinic may invite again.
    const later = await anHourLater(token);
    expect((await invite(later, uniqueEmail())).status).toBe(201);
  });
});
