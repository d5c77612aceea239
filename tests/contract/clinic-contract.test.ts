import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse, loginResponse } from '../../common/contracts/account.contract.ts';
import {
  AUDIO_RETENTION_MAX_DAYS,
  CLINIC_PATHS,
  INVITATIONS_PAGE_MAX,
  clinicResponse,
  invitationListResponse,
  invitationPath,
  invitationResponse,
  memberListResponse,
  memberPath,
  memberResponse,
  practitionerListResponse,
  resendInvitationPath,
  roleGrantListResponse,
  roleGrantResponse,
  approveRoleGrantPath,
  declineRoleGrantPath,
} from '../../common/contracts/clinic.contract.ts';
import { walkPages } from '../../common/contracts/paging.test-kit.ts';
import { DEMO } from '../../server/seed/seed.ts';
import { uniqueEmail } from '../../server/test/harness.ts';
import { CONTRACT_TARGETS, callTarget, type Target } from './contract-targets.ts';

/**
 * Not compared here, on purpose (documented mock simplifications): the practitioners' counts
 * (fixed per member in the mock; the server counts caseloads and sessions), which members the
 * demo clinic has besides the demo account (the server's has a second owner, so a clinical role
 * the demo owner gives themselves waits for approval there and is break-glass in the mock), the
 * invitation mail and its limits (the mock sends none), and the access trail's break-glass marks.
 */
describe.each(CONTRACT_TARGETS)('the clinic contract, answered by $name', ({ start }) => {
  let target: Target;
  let token: string;
  let tenantId: string;
  beforeAll(async () => {
    target = await start();
    const login = loginResponse.parse(
      (await call('POST', '/account/login', { email: DEMO.email, password: DEMO.password })).body,
    );
    token = login.access_token;
    tenantId = login.tenant_id;
  });
  afterAll(() => target.stop());

  const call = (method: string, path: string, body?: unknown) =>
    callTarget(target, method, path, body, token);

  const expectRefusal = (reply: { status: number; body: unknown }, status: number) => {
    expect(reply.status).toBe(status);
    expect(errorResponse.parse(reply.body).message).toBeTruthy();
  };

  it("reads the clinic's profile with its settings' defaults filled in", async () => {
    const reply = await call('GET', CLINIC_PATHS.profile);
    expect(reply.status).toBe(200);
    const { clinic } = clinicResponse.parse(reply.body);
    expect(clinic).toMatchObject({ id: tenantId, timeZone: 'Europe/Bucharest' });
    expect(clinic.settings.defaultSessionMinutes).toBeGreaterThanOrEqual(5);
    expect(clinic.settings.audioRetentionDays).toBe(AUDIO_RETENTION_MAX_DAYS);
  });

  it('changes what a patch names, merges settings, and stores an emptied phone as null', async () => {
    const reply = await call('PATCH', CLINIC_PATHS.profile, {
      name: '  Praxis Contract Clinic ',
      phone: '',
      timeZone: 'Europe/Paris',
      settings: { defaultSessionMinutes: 45 },
    });
    expect(reply.status).toBe(200);
    const changed = clinicResponse.parse(reply.body).clinic;
    expect(changed).toMatchObject({
      name: 'Praxis Contract Clinic',
      phone: null,
      timeZone: 'Europe/Paris',
      settings: { defaultSessionMinutes: 45 },
    });
    const read = clinicResponse.parse((await call('GET', CLINIC_PATHS.profile)).body).clinic;
    expect(read).toEqual(changed);
  });

  it('stores a shortened audio retention and keeps the other settings', async () => {
    const before = clinicResponse.parse((await call('GET', CLINIC_PATHS.profile)).body).clinic;
    const reply = await call('PATCH', CLINIC_PATHS.profile, {
      settings: { audioRetentionDays: 7 },
    });
    expect(reply.status).toBe(200);
    const changed = clinicResponse.parse(reply.body).clinic;
    expect(changed.settings).toEqual({ ...before.settings, audioRetentionDays: 7 });
    const read = clinicResponse.parse((await call('GET', CLINIC_PATHS.profile)).body).clinic;
    expect(read).toEqual(changed);
  });

  it('refuses a bad profile change with 400 and a message, and keeps the profile', async () => {
    const before = clinicResponse.parse((await call('GET', CLINIC_PATHS.profile)).body).clinic;
    expectRefusal(await call('PATCH', CLINIC_PATHS.profile, { timeZone: 'Mars/Olympus' }), 400);
    expectRefusal(await call('PATCH', CLINIC_PATHS.profile, { colour: 'teal' }), 400);
    expectRefusal(
      await call('PATCH', CLINIC_PATHS.profile, { settings: { defaultSessionMinutes: 1 } }),
      400,
    );
    expectRefusal(await call('PATCH', CLINIC_PATHS.profile, { name: '' }), 400);
    for (const audioRetentionDays of [0, AUDIO_RETENTION_MAX_DAYS + 1, 2.5]) {
      expectRefusal(
        await call('PATCH', CLINIC_PATHS.profile, { settings: { audioRetentionDays } }),
        400,
      );
    }
    const after = clinicResponse.parse((await call('GET', CLINIC_PATHS.profile)).body).clinic;
    expect(after).toEqual(before);
  });

  it('stores the https URL an owner names the MRNs with, refuses any other with 400, and clears it with null', async () => {
    const set = await call('PATCH', CLINIC_PATHS.profile, {
      mrnSystem: ' https://records.contract.example/mrn ',
    });
    expect(set.status).toBe(200);
    expect(clinicResponse.parse(set.body).clinic.mrnSystem).toBe(
      'https://records.contract.example/mrn',
    );
    for (const mrnSystem of ['http://records.contract.example/mrn', 'urn:oid:1.2.3', 'a|b', '']) {
      expectRefusal(await call('PATCH', CLINIC_PATHS.profile, { mrnSystem }), 400);
    }
    const kept = clinicResponse.parse((await call('GET', CLINIC_PATHS.profile)).body).clinic;
    expect(kept.mrnSystem).toBe('https://records.contract.example/mrn');
    const cleared = await call('PATCH', CLINIC_PATHS.profile, { mrnSystem: null });
    expect(clinicResponse.parse(cleared.body).clinic.mrnSystem).toBeNull();
  });

  it('lists the members, the demo account as owner and clinician among them', async () => {
    const reply = await call('GET', CLINIC_PATHS.members);
    expect(reply.status).toBe(200);
    const { members } = memberListResponse.parse(reply.body);
    const demo = members.find((m) => m.id === DEMO.userId);
    expect(demo).toMatchObject({
      email: DEMO.email,
      name: `${DEMO.firstName} ${DEMO.lastName}`,
      active: true,
    });
    expect(demo?.roles).toEqual(expect.arrayContaining(['owner', 'clinician']));
    const lastNames = members.map((m) => m.name.split(' ').at(-1)!);
    expect(lastNames).toEqual([...lastNames].sort((a, b) => a.localeCompare(b)));
  });

  it("changes a member's credentials; an unknown member is 404, bad roles 400", async () => {
    const reply = await call('PATCH', memberPath(DEMO.userId), { credentials: 'PhD' });
    expect(reply.status).toBe(200);
    expect(memberResponse.parse(reply.body).member).toMatchObject({
      id: DEMO.userId,
      credentials: 'PhD',
    });
    expectRefusal(await call('PATCH', memberPath('no-such-member'), { credentials: 'PhD' }), 404);
    expectRefusal(await call('PATCH', memberPath(DEMO.userId), { roles: [] }), 400);
    expectRefusal(await call('PATCH', memberPath(DEMO.userId), { roles: ['owner', 'owner'] }), 400);
  });

  it('pages the invitations: one at a time gives the whole list in order; over the cap is a 400', async () => {
    await call('POST', CLINIC_PATHS.invitations, { email: uniqueEmail('paged'), roles: ['staff'] });
    const whole = invitationListResponse.parse((await call('GET', CLINIC_PATHS.invitations)).body);
    expect(whole.nextCursor).toBeUndefined();
    const { items } = await walkPages(
      async (query) => {
        const reply = await call('GET', `${CLINIC_PATHS.invitations}${query}`);
        expect(reply.status).toBe(200);
        return invitationListResponse.parse(reply.body);
      },
      1,
      (page) => page.invitations,
      (page) => expect(page.invitations).toHaveLength(1),
    );
    expect(items.map((i) => i.id)).toEqual(whole.invitations.map((i) => i.id));
    expectRefusal(
      await call('GET', `${CLINIC_PATHS.invitations}?limit=${INVITATIONS_PAGE_MAX + 1}`),
      400,
    );
    expectRefusal(await call('GET', `${CLINIC_PATHS.invitations}?cursor=no-such-invitation`), 400);
  });

  it('invites by e-mail (201, pending), lists the invitation, then revokes it (204)', async () => {
    const email = uniqueEmail('invitee');
    const created = await call('POST', CLINIC_PATHS.invitations, { email, roles: ['clinician'] });
    expect(created.status).toBe(201);
    const { invitation } = invitationResponse.parse(created.body);
    expect(invitation).toMatchObject({
      email,
      roles: ['clinician'],
      status: 'pending',
      invitedBy: DEMO.userId,
    });
    expect(Date.parse(invitation.expiresAt)).toBeGreaterThan(Date.parse(invitation.createdAt));
    // The token only travels in the mailed link, never in an answer.
    expect(JSON.stringify(created.body)).not.toMatch(/token/i);

    const listed = await call('GET', CLINIC_PATHS.invitations);
    expect(listed.status).toBe(200);
    const { invitations } = invitationListResponse.parse(listed.body);
    expect(invitations[0]).toEqual(invitation);

    const resent = await call('POST', resendInvitationPath(invitation.id));
    expect(resent.status).toBe(200);
    expect(invitationResponse.parse(resent.body).invitation).toMatchObject({
      id: invitation.id,
      status: 'pending',
    });

    const revoked = await call('DELETE', invitationPath(invitation.id));
    expect(revoked).toEqual({ status: 204, body: null });
    const after = invitationListResponse.parse((await call('GET', CLINIC_PATHS.invitations)).body);
    expect(after.invitations.find((i) => i.id === invitation.id)?.status).toBe('revoked');
    // Revoking is idempotent; a revoked invitation is not resent.
    expect((await call('DELETE', invitationPath(invitation.id))).status).toBe(204);
    expectRefusal(await call('POST', resendInvitationPath(invitation.id)), 409);
  });

  it('refuses a second pending invitation (409) and bad input (400); a member’s e-mail is answered as any other', async () => {
    const email = uniqueEmail('twice');
    expect((await call('POST', CLINIC_PATHS.invitations, { email, roles: ['staff'] })).status).toBe(
      201,
    );
    expectRefusal(await call('POST', CLINIC_PATHS.invitations, { email, roles: ['staff'] }), 409);
    const member = await call('POST', CLINIC_PATHS.invitations, {
      email: DEMO.email,
      roles: ['staff'],
    });
    expect(member.status).toBe(201);
    expect(invitationResponse.parse(member.body).invitation).toMatchObject({
      email: DEMO.email,
      status: 'pending',
    });
    const bad = [
      { email: 'not an address', roles: ['staff'] },
      { email: uniqueEmail('bad'), roles: [] },
      { email: uniqueEmail('bad'), roles: ['janitor'] },
      { email: uniqueEmail('bad'), roles: ['staff'], note: 'hi' },
    ];
    for (const body of bad) expectRefusal(await call('POST', CLINIC_PATHS.invitations, body), 400);
  });

  it('answers 404 for revoking or resending an unknown invitation', async () => {
    expectRefusal(await call('DELETE', invitationPath('no-such-invitation')), 404);
    expectRefusal(await call('POST', resendInvitationPath('no-such-invitation')), 404);
  });

  it('lists the active clinicians as practitioners, by name search too', async () => {
    const reply = await call('GET', CLINIC_PATHS.practitioners);
    expect(reply.status).toBe(200);
    const { practitioners } = practitionerListResponse.parse(reply.body);
    expect(practitioners.map((p) => p.id)).toContain(DEMO.userId);
    const members = memberListResponse.parse((await call('GET', CLINIC_PATHS.members)).body);
    for (const p of practitioners) {
      const member = members.members.find((m) => m.id === p.id);
      expect(member?.active).toBe(true);
      expect(member?.roles).toContain('clinician');
    }
    const searched = practitionerListResponse.parse(
      (await call('GET', `${CLINIC_PATHS.practitioners}?q=${DEMO.lastName}`)).body,
    );
    expect(searched.practitioners.map((p) => p.id)).toEqual([DEMO.userId]);
    const byFullName = await call('GET', `${CLINIC_PATHS.practitioners}?q=na%20de`);
    expect(practitionerListResponse.parse(byFullName.body).practitioners.map((p) => p.id)).toEqual([
      DEMO.userId,
    ]);
  });

  it('refuses a practitioners week given by one end only, or backwards, with 400', async () => {
    const from = '2030-01-07T00:00:00Z';
    const to = '2030-01-14T00:00:00Z';
    const week = await call('GET', `${CLINIC_PATHS.practitioners}?weekFrom=${from}&weekTo=${to}`);
    expect(week.status).toBe(200);
    practitionerListResponse.parse(week.body);
    expectRefusal(await call('GET', `${CLINIC_PATHS.practitioners}?weekFrom=${from}`), 400);
    expectRefusal(
      await call('GET', `${CLINIC_PATHS.practitioners}?weekFrom=${to}&weekTo=${from}`),
      400,
    );
  });

  it('answers 401 without a session', async () => {
    expect((await callTarget(target, 'GET', CLINIC_PATHS.profile)).status).toBe(401);
    expect((await callTarget(target, 'GET', CLINIC_PATHS.members)).status).toBe(401);
    expect((await callTarget(target, 'GET', CLINIC_PATHS.roleGrants)).status).toBe(401);
  });

  // Last: the demo owner gives up the clinician role here, and asks for it back.
  it('opens a request when an owner gives themselves a clinical role: 202 pending, or 200 break-glass', async () => {
    expect(roleGrantListResponse.parse((await call('GET', CLINIC_PATHS.roleGrants)).body)).toEqual({
      grants: [],
    });
    expectRefusal(await call('POST', approveRoleGrantPath('no-such-request')), 404);
    expectRefusal(await call('POST', declineRoleGrantPath('no-such-request')), 404);
    const stepBack = await call('PATCH', memberPath(DEMO.userId), { roles: ['owner'] });
    expect(stepBack.status).toBe(200);
    expect(memberResponse.parse(stepBack.body).grant).toBeUndefined();

    // The server's demo clinic has a second owner, the mock's not (documented above).
    const asked = await call('PATCH', memberPath(DEMO.userId), { roles: ['owner', 'clinician'] });
    const { member, grant } = memberResponse.parse(asked.body);
    expect(grant).toMatchObject({
      memberId: DEMO.userId,
      rolesBefore: ['owner'],
      rolesAfter: ['owner', 'clinician'],
    });
    const open = roleGrantListResponse.parse((await call('GET', CLINIC_PATHS.roleGrants)).body);
    expect(open.grants.map((g) => g.id)).toEqual([grant?.id]);
    if (asked.status === 202) {
      expect(grant).toMatchObject({ kind: 'approval', status: 'pending' });
      expect(member.roles).toEqual(['owner']);
      const twice = { roles: ['owner', 'clinician', 'staff'] };
      expectRefusal(await call('PATCH', memberPath(DEMO.userId), twice), 409);
      expectRefusal(await call('POST', approveRoleGrantPath(grant?.id ?? '')), 403);
      const withdrawn = await call('POST', declineRoleGrantPath(grant?.id ?? ''));
      expect(roleGrantResponse.parse(withdrawn.body).grant.status).toBe('withdrawn');
      expectRefusal(await call('POST', declineRoleGrantPath(grant?.id ?? '')), 409);
    } else {
      expect(asked.status).toBe(200);
      expect(grant).toMatchObject({ kind: 'break-glass', status: 'in-force' });
      expect(member.roles).toEqual(['owner', 'clinician']);
    }
  });
});
