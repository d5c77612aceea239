import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponse, type LoginResponse } from '../../common/contracts/account.contract.ts';
import type { Invitation, Member } from '../../common/contracts/clinic.contract.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { acceptance, invite, twoClinics, type Clinics } from './clinic-test-kit.ts';

let server: TestServer;
let c: Clinics;
const NOT_VALID =
  'This invitation link is not valid: it may have been used, revoked or have expired.';

const lookup = (token: string) =>
  server.request<{ clinicName: string; email: string; roles: string[]; message?: string }>(
    'POST',
    '/invitations/lookup',
    { body: { token } },
  );
const accept = (body: unknown) =>
  server.request<LoginResponse & { message?: string }>('POST', '/invitations/accept', { body });
const statusOf = async (id: string) => {
  const all = await server.request<{ invitations: Invitation[] }>('GET', '/clinic/invitations', {
    token: c.founder.access_token,
  });
  return all.body.invitations.find((i) => i.id === id)?.status;
};

beforeAll(async () => {
  server = await startTestServer();
  c = await twoClinics(server);
  await server.request('PATCH', '/clinic', {
    token: c.founder.access_token,
    body: { name: 'Harbour Therapy' },
  });
});
afterAll(() => server.close());

describe('accepting an invitation', () => {
  it('shows who invites whom, then creates the member in that clinic with the invited roles and signs them in', async () => {
    const { invitation, token, email } = await invite(server, c.owner.login, [
      'clinician',
      'staff',
    ]);

    const found = await lookup(token);
    expect(found.status).toBe(200);
    expect(found.body).toEqual({
      clinicName: 'Harbour Therapy',
      email,
      roles: ['clinician', 'staff'],
    });

    const reply = await accept(acceptance(token));
    expect(reply.status).toBe(201);
    const login = loginResponse.parse(reply.body);
    expect(login.user).toMatchObject({
      email,
      name: 'Grace Hopper',
      tenantId: c.founder.user.tenantId,
      roles: ['clinician', 'staff'],
    });
    expect(decodeJwt(login.id_token)).toMatchObject({
      tenant_id: c.founder.user.tenantId,
      roles: ['clinician', 'staff'],
    });
    const me = await server.request('GET', '/account/me', { token: login.access_token });
    expect(me.body).toEqual({ user: login.user });

    const again = await server.request<LoginResponse>('POST', '/account/login', {
      body: { email, password: acceptance(token).password },
    });
    expect(again.status).toBe(200);
    expect(again.body.user.roles).toEqual(['clinician', 'staff']);

    const members = await server.request<{ members: Member[] }>('GET', '/clinic/members', {
      token: c.staff.login.access_token,
    });
    expect(members.body.members.find((m) => m.email === email)).toMatchObject({
      name: 'Grace Hopper',
      active: true,
    });
    expect(await statusOf(invitation.id)).toBe('accepted');
    const signUps = await server.server.ctx.db
      .selectFrom('audit_events')
      .select(['type', 'tenant_id'])
      .where('user_id', '=', login.user.id)
      .orderBy('seq')
      .execute();
    expect(signUps).toEqual([
      { type: 'sign-up', tenant_id: c.founder.user.tenantId },
      { type: 'sign-in', tenant_id: c.founder.user.tenantId },
      { type: 'sign-in', tenant_id: c.founder.user.tenantId },
    ]);
  });

  it('works once: a used token is refused with the one message for every dead link', async () => {
    const { token } = await invite(server, c.founder);
    expect((await accept(acceptance(token))).status).toBe(201);
    const second = await accept({ ...acceptance(token), firstName: 'Second' });
    expect(second.status).toBe(404);
    expect(second.body.message).toBe(NOT_VALID);
    expect((await lookup(token)).body.message).toBe(NOT_VALID);
  });

  it('lets only one of two accepts at the same moment through', async () => {
    const { token } = await invite(server, c.founder);
    const replies = await Promise.all([accept(acceptance(token)), accept(acceptance(token))]);
    expect(replies.map((r) => r.status).sort()).toEqual([201, 404]);
  });

  it('refuses a revoked invitation and an unknown token with the same 404', async () => {
    const { invitation, token } = await invite(server, c.founder);
    await server.request('DELETE', `/clinic/invitations/${invitation.id}`, {
      token: c.founder.access_token,
    });
    for (const dead of [token, 'x'.repeat(43)]) {
      const looked = await lookup(dead);
      const accepted = await accept(acceptance(dead));
      expect([looked.status, accepted.status]).toEqual([404, 404]);
      expect([looked.body.message, accepted.body.message]).toEqual([NOT_VALID, NOT_VALID]);
    }
  });

  it('answers 409 when the e-mail got an account meanwhile, and keeps the invitation pending', async () => {
    const { invitation, token, email } = await invite(server, c.founder);
    const registered = await server.request('POST', '/account/register', {
      body: { id: '1', email, password: 'their own one 1', firstName: 'Self', lastName: 'Made' },
    });
    expect(registered.status).toBe(201);
    const reply = await accept(acceptance(token));
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe('An account with this e-mail already exists.');
    expect(await statusOf(invitation.id)).toBe('pending');
  });

  it.each([
    [{ lastName: 'Hopper', password: 'invited password 1' }, 'firstName:'],
    [{ firstName: ' ', lastName: 'Hopper', password: 'invited password 1' }, 'firstName:'],
    [{ firstName: 'G', lastName: 'H', password: 'short' }, 'password:'],
    [{ firstName: 'x'.repeat(101), lastName: 'H', password: 'invited password 1' }, 'firstName:'],
    [{ ...acceptance(''), email: 'other@example.test' }, 'Unrecognized key'],
  ])('refuses %j with a 400 that names the problem, and creates nobody', async (fields, says) => {
    const { invitation, token } = await invite(server, c.founder);
    const reply = await accept({ ...fields, token });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain(says);
    expect(await statusOf(invitation.id)).toBe('pending');
  });

  it('refuses a token of the wrong shape with a 400', async () => {
    for (const token of ['short', 'x'.repeat(201), 42]) {
      expect(
        (await server.request('POST', '/invitations/lookup', { body: { token } })).status,
      ).toBe(400);
    }
  });
});

describe('the public invitation endpoints', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ requestRateLimit: { perAddress: 2, windowMs: 60_000 } });
  });
  afterAll(() => limited.close());

  it('are limited per address, like sign-up', async () => {
    const ask = (path: string, body: unknown) => limited.request('POST', path, { body });
    const dead = 'y'.repeat(43);
    expect((await ask('/invitations/lookup', { token: dead })).status).toBe(404);
    expect((await ask('/invitations/lookup', { token: dead })).status).toBe(404);
    const third = await ask('/invitations/lookup', { token: dead });
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBeTruthy();
    expect((await ask('/invitations/accept', acceptance(dead))).status).toBe(404);
    expect((await ask('/invitations/accept', acceptance(dead))).status).toBe(404);
    expect((await ask('/invitations/accept', acceptance(dead))).status).toBe(429);
  });
});
