import { jwtDecode } from 'jwt-decode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponse } from '../../common/contracts/account.contract.ts';
import { PORTAL_PATHS, portalMe } from '../../common/contracts/portal.contract.ts';
import {
  callAsPatient,
  revokeInDatabase,
  signInAs,
  startPortalKit,
  addPortalPatient,
  PORTAL_TEST_PASSWORD,
  type PortalKit,
} from './portal.test-kit.ts';

let kit: PortalKit;
beforeAll(async () => {
  kit = await startPortalKit();
});
afterAll(() => kit.server.close());

describe('a portal patient signs in at the members’ sign-in endpoint', () => {
  it('gets a token set scoped to their one patient, with no member role', () => {
    const login = loginResponse.parse(kit.alice.login);
    expect(login.user).toMatchObject({ patientId: kit.alice.patient.id, roles: [] });
    expect(login.user.tenantId).toBe(kit.founder.user.tenantId);
    const access = jwtDecode<Record<string, unknown>>(login.access_token);
    expect(access).toMatchObject({ kind: 'patient', pid: kit.alice.patient.id });
    const id = jwtDecode<Record<string, unknown>>(login.id_token);
    expect(id).toMatchObject({ kind: 'patient', patient_id: kit.alice.patient.id, roles: [] });
  });

  it('is refused with a wrong password like a member, and nothing opens', async () => {
    const reply = await kit.server.request('POST', '/account/login', {
      body: { email: kit.alice.email, password: 'not the password' },
    });
    expect(reply.status).toBe(401);
    expect(reply.body).not.toHaveProperty('access_token');
  });

  it('is refused while the account is only invited (no password set yet)', async () => {
    const { server } = kit;
    await server.server.ctx.db
      .updateTable('portal_accounts')
      .set({ status: 'invited' })
      .where('id', '=', kit.bob.accountId)
      .execute();
    const reply = await server.request('POST', '/account/login', {
      body: { email: kit.bob.email, password: PORTAL_TEST_PASSWORD },
    });
    await server.server.ctx.db
      .updateTable('portal_accounts')
      .set({ status: 'active' })
      .where('id', '=', kit.bob.accountId)
      .execute();
    expect(reply.status).toBe(401);
  });
});

describe('the portal’s request scope', () => {
  it('puts the signed-in patient and their clinic on the request', async () => {
    const reply = await callAsPatient(kit.server, kit.alice, 'GET', PORTAL_PATHS.me);
    expect(reply.status).toBe(200);
    const me = portalMe.parse(reply.body);
    expect(me.patient).toEqual({
      id: kit.alice.patient.id,
      name: 'Alice Moreau',
      email: kit.alice.email,
    });
    const foreign = portalMe.parse(
      (await callAsPatient(kit.server, kit.foreign, 'GET', PORTAL_PATHS.me)).body,
    );
    expect(foreign.patient.id).toBe(kit.foreign.patient.id);
  });

  it('refuses a member’s token (403): a member is not a patient', async () => {
    for (const member of [kit.founder, kit.staff, kit.ownerOnly, kit.colleague.login]) {
      const reply = await kit.server.request('GET', PORTAL_PATHS.me, {
        token: member.access_token,
      });
      expect(reply.status).toBe(403);
    }
  });

  it('refuses no token and a forged one (401)', async () => {
    expect((await kit.server.request('GET', PORTAL_PATHS.me)).status).toBe(401);
    const forged = `${kit.alice.login.access_token.slice(0, -4)}AAAA`;
    expect((await kit.server.request('GET', PORTAL_PATHS.me, { token: forged })).status).toBe(401);
  });
});

describe('the members’ scopes refuse a patient’s token', () => {
  it('answers 403 on clinic endpoints, a chart (their own or another’s) and /account/me', async () => {
    const paths = [
      '/clinic',
      '/clinic/members',
      `/patients/${kit.alice.patient.id}`,
      `/patients/${kit.bob.patient.id}`,
      '/account/me',
    ];
    for (const path of paths) {
      const reply = await callAsPatient(kit.server, kit.alice, 'GET', path);
      expect({ path, status: reply.status }).toEqual({ path, status: 403 });
    }
  });
});

describe('a portal session lives like a member’s', () => {
  it('keeps the idle limit alive with the shared heartbeat and refreshes with rotation', async () => {
    const who = await addPortalPatient(kit, kit.staff, {
      familyName: 'Idle',
      givenName: 'Ivy',
      birthDate: '1970-01-02',
    });
    const beat = await kit.server.request('POST', '/account/activity', {
      token: who.login.access_token,
    });
    expect(beat.status).toBe(204);
    const refreshed = await kit.server.request('POST', '/account/refresh', {
      body: { refresh_token: who.login.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    const next = loginResponse.parse(refreshed.body);
    expect(next.user.patientId).toBe(who.patient.id);
    expect(next.refresh_token).not.toBe(who.login.refresh_token);
    const me = await kit.server.request('GET', PORTAL_PATHS.me, { token: next.access_token });
    expect(me.status).toBe(200);
  });

  it('ends at sign-out', async () => {
    const login = await signInAs(kit.server, kit.bob.email, PORTAL_TEST_PASSWORD);
    const out = await kit.server.request('POST', '/account/logout', {
      token: login.access_token,
      body: { reason: 'user' },
    });
    expect(out.status).toBe(204);
    const reply = await kit.server.request('GET', PORTAL_PATHS.me, { token: login.access_token });
    expect(reply.status).toBe(401);
  });

  it('ends at once when the account is revoked, and cannot sign in or refresh again', async () => {
    const who = await addPortalPatient(kit, kit.staff, {
      familyName: 'Gone',
      givenName: 'Rae',
      birthDate: '1972-01-02',
    });
    await revokeInDatabase(kit.server, who);
    expect((await callAsPatient(kit.server, who, 'GET', PORTAL_PATHS.me)).status).toBe(401);
    const again = await kit.server.request('POST', '/account/login', {
      body: { email: who.email, password: who.password },
    });
    expect(again.status).toBe(401);
    const refresh = await kit.server.request('POST', '/account/refresh', {
      body: { refresh_token: who.login.refresh_token },
    });
    expect(refresh.status).toBe(401);
  });

  // Last: the server's clock moves past every session's idle limit.
  it('ends after the server’s idle limit', async () => {
    const who = await addPortalPatient(kit, kit.staff, {
      familyName: 'Sleepy',
      givenName: 'Sam',
      birthDate: '1971-01-02',
    });
    kit.server.advance(kit.server.server.ctx.config.idleLimitMs + 1_000);
    const reply = await callAsPatient(kit.server, who, 'GET', PORTAL_PATHS.me);
    expect(reply.status).toBe(401);
  });
});
