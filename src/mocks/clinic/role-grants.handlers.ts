import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  CLINIC_PATHS,
  clinicalRolesGained,
  mayDo,
  ROLE_GRANT_MESSAGES,
  type MemberRole,
  type RoleGrant,
} from '../../../common/contracts/clinic.contract';
import type { MockClinic, MockMember } from './clinic.db';
import { callerOf, CLINIC_MOCK_MESSAGES, fail, url } from './clinic.mock-http';

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

/**
 * Like the server's members.repository: a member giving themselves a clinical role opens a
 * request (pending with another active owner; else break-glass, in force at once). Answers the
 * request, or 'open' when one of theirs is already open; undefined when it is no self-grant.
 */
export function selfGrantOf(
  state: MockClinic,
  me: MockMember,
  target: MockMember,
  roles: MemberRole[] | undefined,
): RoleGrant | 'open' | undefined {
  if (me.id !== target.id || !roles || clinicalRolesGained(target.roles, roles).length === 0) {
    return undefined;
  }
  const open = (g: RoleGrant) => g.memberId === me.id && ['pending', 'in-force'].includes(g.status);
  if (state.roleGrants.some(open)) return 'open';
  const secondOwner = state.members.some(
    (m) => m.id !== me.id && m.active && m.roles.includes('owner'),
  );
  const grant: RoleGrant = {
    id: crypto.randomUUID(),
    memberId: me.id,
    memberName: me.name,
    kind: secondOwner ? 'approval' : 'break-glass',
    status: secondOwner ? 'pending' : 'in-force',
    rolesBefore: target.roles,
    rolesAfter: roles,
    requestedAt: new Date().toISOString(),
    decidedBy: null,
    decidedAt: null,
    endedAt: null,
  };
  state.roleGrants.push(grant);
  return grant;
}

/** Like the server: a break-glass ends once its member no longer holds the role (or is inactive). */
export function endBreakGlassIfOver(state: MockClinic, member: MockMember): void {
  const grant = state.roleGrants.find((g) => g.memberId === member.id && g.status === 'in-force');
  if (!grant) return;
  const held = clinicalRolesGained(grant.rolesBefore, grant.rolesAfter).some((role) =>
    member.roles.includes(role),
  );
  if (member.active && held) return;
  Object.assign(grant, { status: 'ended', endedAt: new Date().toISOString() });
}

/** Like the server's decide: an owner's answer needs a request that exists and still waits. */
function pendingGrantOf(request: Request, id: unknown) {
  const caller = callerOf(request, 'owner');
  if (caller instanceof Response) return caller;
  const grant = caller.state.roleGrants.find((g) => g.id === id);
  if (!grant) return fail(404, CLINIC_MOCK_MESSAGES.notFound);
  if (grant.status !== 'pending') return fail(409, ROLE_GRANT_MESSAGES.notPending);
  return { caller, grant };
}

/** `GET` the open requests, `POST` approve or decline one (decline own = withdraw). */
export const roleGrantHandlers: HttpHandler[] = [
  http.get(url(CLINIC_PATHS.roleGrants), ({ request }) => {
    const caller = callerOf(request);
    if (caller instanceof Response) return caller;
    const owner = mayDo(caller.me.roles, 'manageClinic');
    const shown = owner ? ['in-force', 'pending'] : ['in-force'];
    const grants = caller.state.roleGrants
      .filter((g) => shown.includes(g.status))
      .sort((a, b) => a.requestedAt.localeCompare(b.requestedAt) || a.id.localeCompare(b.id));
    return HttpResponse.json({ grants });
  }),

  http.post(url(CLINIC_PATHS.approveRoleGrant), ({ request, params }) => {
    const pending = pendingGrantOf(request, params.id);
    if (pending instanceof Response) return pending;
    const { caller, grant } = pending;
    if (grant.memberId === caller.me.id) return fail(403, ROLE_GRANT_MESSAGES.secondOwner);
    const decided = { decidedBy: caller.me.id, decidedAt: new Date().toISOString() };
    const member = caller.state.members.find((m) => m.id === grant.memberId);
    if (!member?.active || !sameRoles(member.roles, grant.rolesBefore)) {
      Object.assign(grant, { status: 'declined', ...decided });
      return fail(409, ROLE_GRANT_MESSAGES.movedOn);
    }
    member.roles = grant.rolesAfter;
    Object.assign(grant, { status: 'approved', ...decided });
    return HttpResponse.json({ grant });
  }),

  http.post(url(CLINIC_PATHS.declineRoleGrant), ({ request, params }) => {
    const pending = pendingGrantOf(request, params.id);
    if (pending instanceof Response) return pending;
    const { caller, grant } = pending;
    const status = grant.memberId === caller.me.id ? 'withdrawn' : 'declined';
    Object.assign(grant, { status, decidedBy: caller.me.id, decidedAt: new Date().toISOString() });
    return HttpResponse.json({ grant });
  }),
];
