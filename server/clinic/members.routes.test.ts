import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import type { Member } from '../../common/contracts/clinic.contract.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { twoClinics, type Clinics } from './clinic-test-kit.ts';

let server: TestServer;
let c: Clinics;
const MEMBER_PASSWORD = 'member password 1';
const LAST_OWNER =
  'The clinic must keep at least one active owner: make another member an owner first.';

const list = (token: string) =>
  server.request<{ members: Member[] }>('GET', '/clinic/members', { token });
const patch = (token: string, id: string, body: unknown) =>
  server.request<{ member: Member; message?: string }>('PATCH', `/clinic/members/${id}`, {
    token,
    body,
  });
const me = (token: string) => server.request('GET', '/account/me', { token });
const signIn = (email: string, password = MEMBER_PASSWORD) =>
  server.request<LoginResponse & { message?: string }>('POST', '/account/login', {
    body: { email, password },
  });

beforeAll(async () => {
  server = await startTestServer();
  c = await twoClinics(server);
});
afterAll(() => server.close());

describe('the member list', () => {
  it('shows every member of the clinic, and only of this clinic, with roles and state', async () => {
    for (const who of [c.founder, c.owner.login, c.clinician.login, c.staff.login]) {
      const reply = await list(who.access_token);
      expect(reply.status).toBe(200);
      expect(reply.body.members.map((m) => m.id).sort()).toEqual(
        [c.founder.user.id, c.owner.id, c.clinician.id, c.staff.id].sort(),
      );
    }
    const staff = (await list(c.staff.login.access_token)).body.members.find(
      (m) => m.id === c.staff.id,
    );
    expect(staff).toEqual({
      id: c.staff.id,
      email: c.staff.login.user.email,
      name: 'Member staff',
      roles: ['staff'],
      active: true,
      credentials: null,
      licenceNumber: null,
    });
    const theirs = (await list(c.stranger.access_token)).body.members;
    expect(theirs.map((m) => m.id)).toEqual([c.stranger.user.id]);
  });
});

describe('changing a member', () => {
  it('lets an owner set roles, credentials and licence number, which take effect at once', async () => {
    const colleague = await server.addMember(c.founder.user.tenantId, ['clinician']);
    const reply = await patch(c.owner.login.access_token, colleague.id, {
      roles: ['clinician', 'staff'],
      credentials: ' LCSW ',
      licenceNumber: 'RO-12345',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.member).toMatchObject({
      roles: ['clinician', 'staff'],
      credentials: 'LCSW',
      licenceNumber: 'RO-12345',
    });
    const cleared = await patch(c.owner.login.access_token, colleague.id, { credentials: null });
    expect(cleared.body.member.credentials).toBeNull();
    expect(cleared.body.member.licenceNumber).toBe('RO-12345');
    // Their own next request already holds the new roles.
    const theirs = await me(colleague.login.access_token);
    expect(theirs.body).toMatchObject({ user: { roles: ['clinician', 'staff'] } });
  });

  it('puts the roles in the id token the browser reads', async () => {
    const login = await signIn(c.staff.login.user.email);
    expect(decodeJwt(login.body.id_token)).toMatchObject({ roles: ['staff'] });
    expect(decodeJwt(c.founder.id_token)).toMatchObject({ roles: ['owner', 'clinician'] });
  });

  it('refuses members who are not owners with 403 and changes nothing', async () => {
    for (const who of [c.clinician, c.staff]) {
      const reply = await patch(who.login.access_token, who.id, { roles: ['owner'] });
      expect(reply.status).toBe(403);
      expect(reply.body.message).toBe('Your role in this clinic does not allow this.');
    }
    const members = (await list(c.founder.access_token)).body.members;
    expect(members.find((m) => m.id === c.staff.id)?.roles).toEqual(['staff']);
  });

  it("answers 404 for another clinic's member or an unknown id, and changes nothing", async () => {
    const intruder = await patch(c.stranger.access_token, c.staff.id, { active: false });
    expect(intruder.status).toBe(404);
    const across = await patch(c.founder.access_token, c.stranger.user.id, { roles: ['staff'] });
    expect(across.status).toBe(404);
    expect((await patch(c.founder.access_token, 'no-such-member', {})).status).toBe(404);
    expect((await me(c.staff.login.access_token)).status).toBe(200);
    expect((await me(c.stranger.access_token)).body).toMatchObject({
      user: { roles: ['owner', 'clinician'] },
    });
  });

  it.each([
    [{ roles: [] }, 'roles: Choose at least one role'],
    [{ roles: ['staff', 'staff'] }, 'roles: Each role once'],
    [{ roles: ['admin'] }, 'roles.0:'],
    [{ credentials: 'x'.repeat(61) }, 'credentials:'],
    [{ active: 'no' }, 'active:'],
    [{ email: 'new@example.test' }, 'Unrecognized key'],
  ])('refuses %j with a 400 that names the problem, and stores nothing', async (body, says) => {
    const reply = await patch(c.founder.access_token, c.staff.id, body);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain(says);
    const staff = (await list(c.founder.access_token)).body.members.find(
      (m) => m.id === c.staff.id,
    );
    expect(staff).toMatchObject({ roles: ['staff'], active: true, credentials: null });
  });
});

describe('deactivating a member', () => {
  it('ends their sessions at once, refuses their sign-in like a wrong password, and can be undone', async () => {
    const leaving = await server.addMember(c.founder.user.tenantId, ['clinician']);
    const email = leaving.login.user.email;
    expect((await me(leaving.login.access_token)).status).toBe(200);

    const reply = await patch(c.founder.access_token, leaving.id, { active: false });
    expect(reply.status).toBe(200);
    expect(reply.body.member.active).toBe(false);
    expect((await me(leaving.login.access_token)).status).toBe(401);
    const refreshed = await server.request('POST', '/account/refresh', {
      body: { refresh_token: leaving.login.refresh_token },
    });
    expect(refreshed.status).toBe(401);
    const refused = await signIn(email);
    const wrong = await signIn(c.staff.login.user.email, 'not the password');
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(wrong.body.message);

    await patch(c.founder.access_token, leaving.id, { active: true });
    const back = await signIn(email);
    expect(back.status).toBe(200);
    expect((await me(back.body.access_token)).status).toBe(200);
  });
});

describe('the last owner', () => {
  it('cannot lose the owner role or be deactivated, not even by themself', async () => {
    const alone = (await server.signUp()).login;
    for (const body of [{ roles: ['clinician'] }, { active: false }]) {
      const reply = await patch(alone.access_token, alone.user.id, body);
      expect(reply.status).toBe(409);
      expect(reply.body.message).toBe(LAST_OWNER);
    }
    expect((await me(alone.access_token)).body).toMatchObject({
      user: { roles: ['owner', 'clinician'] },
    });
  });

  it('may step down while another active owner remains, and that one is then the last', async () => {
    const first = (await server.signUp()).login;
    const second = await server.addMember(first.user.tenantId, ['owner']);
    const stepDown = await patch(first.access_token, first.user.id, { roles: ['clinician'] });
    expect(stepDown.status).toBe(200);
    const last = await patch(second.login.access_token, second.id, { active: false });
    expect(last.status).toBe(409);
  });

  it('an inactive owner does not count: the remaining active owner stays', async () => {
    const first = (await server.signUp()).login;
    const second = await server.addMember(first.user.tenantId, ['owner']);
    expect((await patch(first.access_token, second.id, { active: false })).status).toBe(200);
    expect((await patch(first.access_token, first.user.id, { roles: ['staff'] })).status).toBe(409);
  });

  it('survives the two owners stepping down at the same moment: exactly one succeeds', async () => {
    const first = (await server.signUp()).login;
    const second = await server.addMember(first.user.tenantId, ['owner']);
    const replies = await Promise.all([
      patch(first.access_token, first.user.id, { roles: ['clinician'] }),
      patch(second.login.access_token, second.id, { roles: ['staff'] }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const owners = (await list(first.access_token)).body.members.filter(
      (m) => m.active && m.roles.includes('owner'),
    );
    expect(owners).toHaveLength(1);
  });

  it('lets an owner deactivate themself when another owner remains, ending their session', async () => {
    const first = (await server.signUp()).login;
    await server.addMember(first.user.tenantId, ['owner']);
    const reply = await patch(first.access_token, first.user.id, { active: false });
    expect(reply.status).toBe(200);
    expect((await me(first.access_token)).status).toBe(401);
  });
});
