import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invitation } from '../../common/contracts/clinic.contract.ts';
import { startTestServer, uniqueEmail, type TestServer } from '../test/harness.ts';
import { acceptance, invite, latestTokenFor, twoClinics, type Clinics } from './clinic-test-kit.ts';

let server: TestServer;
let c: Clinics;
const DAY_MS = 24 * 60 * 60 * 1000;

const listOf = (token: string) =>
  server.request<{ invitations: Invitation[]; message?: string }>('GET', '/clinic/invitations', {
    token,
  });
const post = (token: string, body: unknown) =>
  server.request<{ invitation: Invitation; message?: string }>('POST', '/clinic/invitations', {
    token,
    body,
  });
const revoke = (token: string, id: string) =>
  server.request<{ message?: string }>('DELETE', `/clinic/invitations/${id}`, { token });
const resend = (token: string, id: string) =>
  server.request<{ invitation: Invitation; message?: string }>(
    'POST',
    `/clinic/invitations/${id}/resend`,
    { token },
  );

beforeAll(async () => {
  server = await startTestServer();
  c = await twoClinics(server);
});
afterAll(() => server.close());

describe('inviting someone', () => {
  it('stores the invitation for 7 days and mails a link whose token is only in the fragment', async () => {
    const email = uniqueEmail('Invitee').toUpperCase();
    const reply = await post(c.owner.login.access_token, { email, roles: ['clinician', 'staff'] });
    expect(reply.status).toBe(201);
    const { invitation } = reply.body;
    expect(invitation).toMatchObject({
      email: email.toLowerCase(),
      roles: ['clinician', 'staff'],
      status: 'pending',
      invitedBy: c.owner.id,
    });
    const lifetime = Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt);
    expect(lifetime).toBe(7 * DAY_MS);
    expect(JSON.stringify(reply.body)).not.toContain('token');

    const mail = server.mails.at(-1);
    expect(mail?.email).toBe(email.toLowerCase());
    const link = new URL(mail?.link ?? '');
    expect(link.pathname).toBe('/auth/accept-invitation');
    expect(link.search).toBe('');
    expect(link.hash).toMatch(/^#token=[A-Za-z0-9_-]{43}$/);
    const stored = await server.server.ctx.db
      .selectFrom('invitations')
      .select('token_hash')
      .where('id', '=', invitation.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toBe(latestTokenFor(server, email.toLowerCase()));
  });

  it('answers an e-mail that has an account as any other, and tells that address without a link', async () => {
    const fresh = uniqueEmail('fresh');
    const answers = [];
    for (const email of [fresh, c.staff.login.user.email, c.stranger.user.email]) {
      const reply = await post(c.founder.access_token, { email, roles: ['staff'] });
      expect(reply.status).toBe(201);
      answers.push(Object.keys(reply.body.invitation).sort());
    }
    expect(new Set(answers.map(String)).size).toBe(1);
    const notice = server.mails.filter((m) => m.email === c.stranger.user.email).at(-1);
    expect(notice?.link).not.toContain('token');
    expect(latestTokenFor(server, fresh)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Listed like any other invitation, so the list tells nothing either.
    const listed = (await listOf(c.founder.access_token)).body.invitations;
    expect(listed.find((i) => i.email === c.stranger.user.email)?.status).toBe('pending');
  });

  it('refuses a second pending invitation of the same e-mail to this clinic, not to another', async () => {
    const { email } = await invite(server, c.founder);
    const again = await post(c.owner.login.access_token, { email, roles: ['staff'] });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This e-mail already has a pending invitation to this clinic.');
    expect((await post(c.stranger.access_token, { email, roles: ['staff'] })).status).toBe(201);
  });

  it('allows inviting again once the earlier invitation was revoked', async () => {
    const revoked = await invite(server, c.founder);
    await revoke(c.founder.access_token, revoked.invitation.id);
    const afterRevoke = await post(c.founder.access_token, {
      email: revoked.email,
      roles: ['staff'],
    });
    expect(afterRevoke.status).toBe(201);
  });

  it('refuses members who are not owners with 403 and stores nothing', async () => {
    const email = uniqueEmail('refused');
    for (const who of [c.clinician, c.staff]) {
      const reply = await post(who.login.access_token, { email, roles: ['staff'] });
      expect(reply.status).toBe(403);
    }
    const all = (await listOf(c.founder.access_token)).body.invitations;
    expect(all.some((i) => i.email === email)).toBe(false);
    expect(server.mails.some((m) => m.email === email)).toBe(false);
  });

  it.each([
    [{ email: 'not-an-email', roles: ['staff'] }, 'email: Invalid email address'],
    [{ email: 'ok@example.test', roles: [] }, 'roles: Choose at least one role'],
    [{ email: 'ok@example.test', roles: ['staff', 'staff'] }, 'roles: Each role once'],
    [{ email: 'ok@example.test', roles: ['admin'] }, 'roles.0:'],
    [{ email: `${'x'.repeat(250)}@example.test`, roles: ['staff'] }, 'email:'],
    [{ email: 'ok@example.test', roles: ['staff'], tenantId: 'other' }, 'Unrecognized key'],
    [{ email: 'ok@example.test' }, 'roles:'],
  ])('refuses %j with a 400 that names the problem, and stores nothing', async (body, says) => {
    const mailsBefore = server.mails.length;
    const reply = await post(c.founder.access_token, body);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain(says);
    const all = (await listOf(c.founder.access_token)).body.invitations;
    expect(all.some((i) => i.email === 'ok@example.test')).toBe(false);
    expect(server.mails.length).toBe(mailsBefore);
  });
});

describe('the invitation list', () => {
  it("shows owners this clinic's invitations, newest first, each with its state", async () => {
    const own = await server.signUp();
    const accepted = await invite(server, own.login, ['staff']);
    await server.request('POST', '/invitations/accept', { body: acceptance(accepted.token) });
    const pending = await invite(server, own.login, ['clinician']);
    const revoked = await invite(server, own.login, ['owner']);
    await revoke(own.login.access_token, revoked.invitation.id);
    const reply = await listOf(own.login.access_token);
    expect(reply.status).toBe(200);
    expect(reply.body.invitations.map((i) => [i.id, i.status])).toEqual([
      [revoked.invitation.id, 'revoked'],
      [pending.invitation.id, 'pending'],
      [accepted.invitation.id, 'accepted'],
    ]);
  });

  it('is for owners only (403) and never shows another clinic its invitations', async () => {
    for (const who of [c.clinician, c.staff]) {
      expect((await listOf(who.login.access_token)).status).toBe(403);
    }
    const mine = await invite(server, c.founder);
    const theirs = (await listOf(c.stranger.access_token)).body.invitations;
    expect(theirs.some((i) => i.id === mine.invitation.id)).toBe(false);
  });
});

describe('revoking and resending', () => {
  it('revokes with 204, idempotently, and refuses an accepted invitation with 409', async () => {
    const { invitation } = await invite(server, c.founder);
    expect((await revoke(c.owner.login.access_token, invitation.id)).status).toBe(204);
    expect((await revoke(c.owner.login.access_token, invitation.id)).status).toBe(204);
    const accepted = await invite(server, c.founder);
    await server.request('POST', '/invitations/accept', { body: acceptance(accepted.token) });
    const late = await revoke(c.founder.access_token, accepted.invitation.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This invitation has already been accepted.');
  });

  it('resends with a new token and a renewed expiry; the old link stops working', async () => {
    const { invitation, token, email } = await invite(server, c.founder);
    const before = server.now().getTime();
    const reply = await resend(c.owner.login.access_token, invitation.id);
    expect(reply.status).toBe(200);
    expect(reply.body.invitation.status).toBe('pending');
    const expiresAt = Date.parse(reply.body.invitation.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 7 * DAY_MS);
    expect(expiresAt).toBeLessThanOrEqual(server.now().getTime() + 7 * DAY_MS);
    const fresh = latestTokenFor(server, email);
    expect(fresh).not.toBe(token);
    const lookup = (t: string) =>
      server.request('POST', '/invitations/lookup', { body: { token: t } });
    expect((await lookup(token)).status).toBe(404);
    expect((await lookup(fresh)).status).toBe(200);
  });

  it('refuses to resend a revoked invitation', async () => {
    const { invitation } = await invite(server, c.founder);
    await revoke(c.founder.access_token, invitation.id);
    const reply = await resend(c.founder.access_token, invitation.id);
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(
      'This invitation was revoked: invite the person again instead.',
    );
  });

  it('accepts an empty JSON body as no body', async () => {
    const { invitation } = await invite(server, c.founder);
    const reply = await server.request('POST', `/clinic/invitations/${invitation.id}/resend`, {
      token: c.founder.access_token,
      raw: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.status).toBe(200);
  });

  it("answers 404 for another clinic's invitation or an unknown id, and leaves it alone", async () => {
    const { invitation, token } = await invite(server, c.founder);
    const mailsBefore = server.mails.length;
    for (const id of [invitation.id, 'no-such-invitation']) {
      expect((await revoke(c.stranger.access_token, id)).status).toBe(404);
      expect((await resend(c.stranger.access_token, id)).status).toBe(404);
    }
    expect(server.mails.length).toBe(mailsBefore);
    const lookup = await server.request('POST', '/invitations/lookup', { body: { token } });
    expect(lookup.status).toBe(200);
  });

  it('is for owners only (403)', async () => {
    const { invitation } = await invite(server, c.founder);
    for (const who of [c.clinician, c.staff]) {
      expect((await revoke(who.login.access_token, invitation.id)).status).toBe(403);
      expect((await resend(who.login.access_token, invitation.id)).status).toBe(403);
    }
    const all = (await listOf(c.founder.access_token)).body.invitations;
    expect(all.find((i) => i.id === invitation.id)?.status).toBe('pending');
  });
});
