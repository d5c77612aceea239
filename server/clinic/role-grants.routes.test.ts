import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditRecord } from '../../common/contracts/audit.contract.ts';
import type { Member, RoleGrant } from '../../common/contracts/clinic.contract.ts';
import {
  patientPath,
  patientSubPath,
  type AccessTrailResponse,
  type Patient,
} from '../../common/contracts/patients.contract.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { twoClinics, type Clinics } from './clinic-test-kit.ts';

let server: TestServer;
let c: Clinics;

type Answer = { member: Member; grant?: RoleGrant; message?: string };
const patch = (token: string, id: string, body: unknown) =>
  server.request<Answer>('PATCH', `/clinic/members/${id}`, { token, body });
const grants = (token: string) =>
  server.request<{ grants: RoleGrant[]; message?: string }>('GET', '/clinic/role-grants', {
    token,
  });
const decide = (token: string, id: string, how: 'approve' | 'decline') =>
  server.request<{ grant: RoleGrant; message?: string }>(
    'POST',
    `/clinic/role-grants/${id}/${how}`,
    { token },
  );
const rolesOf = async (token: string) =>
  (await server.request<{ user: { roles: string[] } }>('GET', '/account/me', { token })).body.user
    .roles;
/** The clinic's audit events of these types, oldest first. */
const eventsOf = async (token: string, ...types: string[]) => {
  const reply = await server.request<{ events: AuditRecord[] }>('GET', '/audit/events?limit=500', {
    token,
  });
  return reply.body.events.filter((e) => types.includes(e.type)).reverse();
};

beforeAll(async () => {
  server = await startTestServer();
  c = await twoClinics(server);
});
afterAll(() => server.close());

describe('an owner giving themselves a clinical role with a second owner in the clinic', () => {
  it('waits for the second owner: 202, the request shown to owners, the roles unchanged', async () => {
    const requester = await server.addMember(c.founder.user.tenantId, ['owner']);
    const token = requester.login.access_token;
    const reply = await patch(token, requester.id, {
      roles: ['owner', 'clinician'],
      credentials: 'MD',
    });
    expect(reply.status).toBe(202);
    expect(reply.body.member).toMatchObject({ roles: ['owner'], credentials: 'MD' });
    expect(reply.body.grant).toMatchObject({
      memberId: requester.id,
      kind: 'approval',
      status: 'pending',
      rolesBefore: ['owner'],
      rolesAfter: ['owner', 'clinician'],
    });
    expect(await rolesOf(token)).toEqual(['owner']);

    const seenByOwner = (await grants(c.owner.login.access_token)).body.grants;
    expect(seenByOwner.map((g) => g.id)).toContain(reply.body.grant?.id);
    expect((await grants(token)).body.grants.map((g) => g.id)).toContain(reply.body.grant?.id);
    // Waiting requests are the owners' business; another clinic sees nothing of them.
    expect((await grants(c.staff.login.access_token)).body.grants).toEqual([]);
    expect((await grants(c.stranger.access_token)).body.grants).toEqual([]);
    const [request] = await eventsOf(c.founder.access_token, 'role-grant-request');
    expect(request).toMatchObject({
      userId: requester.id,
      subjectId: requester.id,
      before: ['owner'],
      after: ['owner', 'clinician'],
    });
  });

  it('takes effect when a second owner approves, audited as that owner’s role change', async () => {
    const requester = await server.addMember(c.founder.user.tenantId, ['owner']);
    const token = requester.login.access_token;
    const { grant } = (await patch(token, requester.id, { roles: ['owner', 'clinician'] })).body;
    if (!grant) throw new Error('no request was made');

    const own = await decide(token, grant.id, 'approve');
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(
      'Another owner must approve a clinical role you asked for yourself: you may withdraw it.',
    );
    expect(await rolesOf(token)).toEqual(['owner']);
    for (const who of [c.staff.login, c.clinician.login]) {
      expect((await decide(who.access_token, grant.id, 'approve')).status).toBe(403);
    }
    expect((await decide(c.stranger.access_token, grant.id, 'approve')).status).toBe(404);

    const approved = await decide(c.owner.login.access_token, grant.id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.grant).toMatchObject({ status: 'approved', decidedBy: c.owner.id });
    expect(await rolesOf(token)).toEqual(['owner', 'clinician']);
    expect((await decide(c.founder.access_token, grant.id, 'decline')).status).toBe(409);

    const events = await eventsOf(
      c.founder.access_token,
      'role-grant-approval',
      'member-roles-change',
    );
    expect(events.filter((e) => e.subjectId === requester.id)).toMatchObject([
      {
        type: 'member-roles-change',
        userId: c.owner.id,
        before: ['owner'],
        after: ['owner', 'clinician'],
      },
      { type: 'role-grant-approval', userId: c.owner.id },
    ]);
  });

  it('changes nothing when declined by another owner or withdrawn by the requester', async () => {
    const requester = await server.addMember(c.founder.user.tenantId, ['owner']);
    const token = requester.login.access_token;
    const first = (await patch(token, requester.id, { roles: ['owner', 'clinician'] })).body.grant;
    const again = await patch(token, requester.id, { roles: ['owner', 'clinician', 'staff'] });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'You already have a request for a clinical role open: withdraw it, or wait for its answer.',
    );
    const declined = await decide(c.founder.access_token, first?.id ?? '', 'decline');
    expect(declined.body.grant).toMatchObject({ status: 'declined', decidedBy: c.founder.user.id });
    const second = (await patch(token, requester.id, { roles: ['owner', 'clinician'] })).body.grant;
    const withdrawn = await decide(token, second?.id ?? '', 'decline');
    expect(withdrawn.body.grant).toMatchObject({ status: 'withdrawn', decidedBy: requester.id });
    expect(await rolesOf(token)).toEqual(['owner']);
    const types = (
      await eventsOf(c.founder.access_token, 'role-grant-decline', 'role-grant-withdrawal')
    )
      .filter((e) => e.subjectId === requester.id)
      .map((e) => e.type);
    expect(types).toEqual(['role-grant-decline', 'role-grant-withdrawal']);
  });

  it('is declined, not applied, when the member’s roles changed before the approval', async () => {
    const requester = await server.addMember(c.founder.user.tenantId, ['owner']);
    const token = requester.login.access_token;
    const { grant } = (await patch(token, requester.id, { roles: ['owner', 'clinician'] })).body;
    await patch(c.founder.access_token, requester.id, { roles: ['owner', 'staff'] });
    const late = await decide(c.owner.login.access_token, grant?.id ?? '', 'approve');
    expect(late.status).toBe(409);
    expect(await rolesOf(token)).toEqual(['owner', 'staff']);
  });
});

describe('role and membership changes', () => {
  it('are audit events: who, whom, before and after', async () => {
    const colleague = await server.addMember(c.founder.user.tenantId, ['clinician']);
    await patch(c.owner.login.access_token, colleague.id, { roles: ['clinician', 'staff'] });
    await patch(c.owner.login.access_token, colleague.id, { active: false });
    await patch(c.owner.login.access_token, colleague.id, { credentials: 'LCSW' });
    const events = (
      await eventsOf(c.founder.access_token, 'member-roles-change', 'membership-change')
    ).filter((e) => e.subjectId === colleague.id);
    expect(events).toMatchObject([
      {
        type: 'member-roles-change',
        userId: c.owner.id,
        before: ['clinician'],
        after: ['clinician', 'staff'],
      },
      { type: 'membership-change', userId: c.owner.id, before: ['active'], after: ['inactive'] },
    ]);
    expect(events).toHaveLength(2);
    // Another clinic's trail holds none of it.
    const theirs = await eventsOf(
      c.stranger.access_token,
      'member-roles-change',
      'membership-change',
    );
    expect(theirs).toEqual([]);
  });

  it('gives another member a clinical role at once: only a grant to oneself waits', async () => {
    const colleague = await server.addMember(c.founder.user.tenantId, ['staff']);
    const reply = await patch(c.owner.login.access_token, colleague.id, {
      roles: ['staff', 'clinician'],
    });
    expect(reply.status).toBe(200);
    expect(reply.body.grant).toBeUndefined();
    expect(await rolesOf(colleague.login.access_token)).toEqual(['staff', 'clinician']);
  });
});

describe('the only owner giving themselves a clinical role (break-glass)', () => {
  it('takes effect at once, is shown to every member, marks the reads made under it', async () => {
    const alone = await server.signUp();
    const owner = alone.login;
    const tenantId = owner.user.tenantId;
    const staff = (await server.addMember(tenantId, ['staff'])).login;
    const clinician = await server.addMember(tenantId, ['clinician']);
    // The founder steps back to owner only: taking a role away needs nobody's approval.
    expect((await patch(owner.access_token, owner.user.id, { roles: ['owner'] })).status).toBe(200);
    const registered = await server.request<{ patient: Patient }>('POST', '/patients', {
      token: clinician.login.access_token,
      body: { familyName: 'Lovelace', givenName: 'Ada', birthDate: '1985-12-10' },
    });
    const patient = registered.body.patient;

    const glass = await patch(owner.access_token, owner.user.id, { roles: ['owner', 'clinician'] });
    expect(glass.status).toBe(200);
    expect(glass.body.member.roles).toEqual(['owner', 'clinician']);
    expect(glass.body.grant).toMatchObject({ kind: 'break-glass', status: 'in-force' });
    for (const who of [staff, clinician.login, owner]) {
      const shown = (await grants(who.access_token)).body.grants;
      expect(shown).toMatchObject([{ memberId: owner.user.id, kind: 'break-glass' }]);
    }
    const elsewhere = (await grants(c.founder.access_token)).body.grants;
    expect(elsewhere.map((g) => g.memberId)).not.toContain(owner.user.id);

    // Joining the care team is itself audited, then the clinical read is marked.
    const team = await server.request('PUT', patientSubPath(patient.id, 'care-team'), {
      token: staff.access_token,
      body: { memberIds: [clinician.id, owner.user.id] },
    });
    expect(team.status).toBe(200);
    const read = await server.request('GET', patientSubPath(patient.id, 'diagnoses'), {
      token: owner.access_token,
    });
    expect(read.status).toBe(200);

    // Taking the role away ends it; the next read is not marked.
    await patch(owner.access_token, owner.user.id, { roles: ['owner'] });
    expect((await grants(staff.access_token)).body.grants).toEqual([]);
    await server.request('GET', patientPath(patient.id), { token: owner.access_token });

    const trail = await server.request<AccessTrailResponse>(
      'GET',
      patientSubPath(patient.id, 'access'),
      { token: owner.access_token },
    );
    const owners = trail.body.entries.filter((e) => e.user.id === owner.user.id);
    expect(owners.map((e) => [e.action, e.breakGlass ?? false])).toEqual([
      ['read', false],
      ['read-diagnoses', true],
    ]);
    const events = await eventsOf(
      owner.access_token,
      'break-glass-start',
      'break-glass-end',
      'care-team-change',
    );
    expect(events).toMatchObject([
      { type: 'break-glass-start', userId: owner.user.id, after: ['owner', 'clinician'] },
      {
        type: 'care-team-change',
        userId: staff.user.id,
        subjectId: patient.id,
        before: [clinician.id],
        after: [clinician.id, owner.user.id].sort(),
      },
      { type: 'break-glass-end', userId: owner.user.id, subjectId: owner.user.id },
    ]);
  });
});
