import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  CLINIC_PATHS,
  clinicSettings,
  clinicUpdate,
  memberUpdate,
  practitionerListQuery,
  ROLE_GRANT_MESSAGES,
} from '../../../common/contracts/clinic.contract';
import { endAccountSessions } from '../session/account.db';
import { toMember, type MockMember } from './clinic.db';
import { bodyOf, callerOf, CLINIC_MOCK_MESSAGES, fail, url } from './clinic.mock-http';
import { invitationHandlers } from './invitations.handlers';
import { endBreakGlassIfOver, roleGrantHandlers, selfGrantOf } from './role-grants.handlers';

/** A week, with room for a daylight-saving change (the server's rule). */
const LONGEST_WEEK_MS = 8 * 24 * 60 * 60 * 1000;

/** Why the practitioners' week is refused, as the server says it; null when it is fine. */
function badWeek(weekFrom?: string, weekTo?: string): string | null {
  if (!weekFrom && !weekTo) return null;
  if (!weekFrom || !weekTo) return 'Invalid query: give both weekFrom and weekTo, or neither.';
  const span = Date.parse(weekTo) - Date.parse(weekFrom);
  if (span <= 0) return 'Invalid query: weekTo must be after weekFrom.';
  return span > LONGEST_WEEK_MS ? 'Invalid query: the week may span at most 8 days.' : null;
}

/** The server's order of members: by last name (a mock member's last word), then the rest, then id. */
const byLastName = (a: MockMember, b: MockMember) => {
  const key = ({ name }: MockMember) => `${name.split(' ').at(-1)} ${name}`;
  return key(a).localeCompare(key(b)) || a.id.localeCompare(b.id);
};

const activeOwners = (members: MockMember[]) =>
  members.filter((m) => m.active && m.roles.includes('owner'));

const profileHandlers: HttpHandler[] = [
  http.get(url(CLINIC_PATHS.profile), ({ request }) => {
    const caller = callerOf(request);
    if (caller instanceof Response) return caller;
    return HttpResponse.json({ clinic: caller.state.clinic });
  }),

  http.patch(url(CLINIC_PATHS.profile), async ({ request }) => {
    const caller = callerOf(request, 'owner');
    if (caller instanceof Response) return caller;
    const body = await bodyOf(request, clinicUpdate);
    if (!body.ok) return fail(400, body.message);
    const { settings, address, phone, mrnSystem, ...rest } = body.data;
    const current = caller.state.clinic;
    caller.state.clinic = {
      ...current,
      ...rest,
      // Like the server: an emptied address or phone is stored as none.
      ...(address !== undefined && { address: address || null }),
      ...(phone !== undefined && { phone: phone || null }),
      ...(mrnSystem !== undefined && { mrnSystem }),
      // Like the server: the named settings merge into the stored ones, the others keep theirs.
      settings: clinicSettings.parse({ ...current.settings, ...settings }),
    };
    return HttpResponse.json({ clinic: caller.state.clinic });
  }),

  http.get(url(CLINIC_PATHS.members), ({ request }) => {
    const caller = callerOf(request);
    if (caller instanceof Response) return caller;
    const members = [...caller.state.members].sort(byLastName);
    return HttpResponse.json({ members: members.map(toMember) });
  }),

  http.patch(url(CLINIC_PATHS.member), async ({ request, params }) => {
    const caller = callerOf(request, 'owner');
    if (caller instanceof Response) return caller;
    const body = await bodyOf(request, memberUpdate);
    if (!body.ok) return fail(400, body.message);
    const members = caller.state.members;
    const index = members.findIndex((m) => m.id === params.id);
    if (index < 0) return fail(404, CLINIC_MOCK_MESSAGES.notFound);
    const before = members[index]!;
    // Like the server: a clinical role given to oneself waits for a second owner (the rest of
    // the change applies), or alone is break-glass.
    const wouldBeGrant = selfGrantOf(caller.state, caller.me, before, body.data.roles);
    const waits =
      wouldBeGrant !== undefined && wouldBeGrant !== 'open' && wouldBeGrant.kind === 'approval';
    const after: MockMember = {
      ...before,
      ...body.data,
      roles: waits ? before.roles : (body.data.roles ?? before.roles),
    };
    const next = members.map((m, i) => (i === index ? after : m));
    if (activeOwners(next).length === 0) {
      if (wouldBeGrant && wouldBeGrant !== 'open') caller.state.roleGrants.pop();
      return fail(409, CLINIC_MOCK_MESSAGES.lastOwner);
    }
    if (wouldBeGrant === 'open') return fail(409, ROLE_GRANT_MESSAGES.grantOpen);
    members[index] = after;
    endBreakGlassIfOver(caller.state, after);
    // Like the server: a deactivated member's sessions end at once.
    if (before.active && !after.active) endAccountSessions(after.id);
    if (!wouldBeGrant) return HttpResponse.json({ member: toMember(after) });
    const answer = { member: toMember(after), grant: wouldBeGrant };
    return HttpResponse.json(answer, { status: waits ? 202 : 200 });
  }),

  http.get(url(CLINIC_PATHS.practitioners), ({ request }) => {
    const caller = callerOf(request);
    if (caller instanceof Response) return caller;
    const query = practitionerListQuery.safeParse(
      Object.fromEntries(new URL(request.url).searchParams),
    );
    if (!query.success) return fail(400, query.error.issues[0]?.message ?? 'Invalid request');
    const weekRefused = badWeek(query.data.weekFrom, query.data.weekTo);
    if (weekRefused) return fail(400, weekRefused);
    // Like the server: the name contains the search text as typed, case aside.
    const text = (query.data.q ?? '').toLowerCase();
    const practitioners = caller.state.members
      .filter((m) => m.active && m.roles.includes('clinician'))
      .filter((m) => m.name.toLowerCase().includes(text))
      .sort(byLastName)
      .map((m) => ({ id: m.id, name: m.name, credentials: m.credentials, ...m.counts }));
    return HttpResponse.json({ practitioners });
  }),
];

/** Every clinic endpoint of the mock API: profile, members, role grants, invitations, practitioners. */
export const clinicHandlers: HttpHandler[] = [
  ...profileHandlers,
  ...roleGrantHandlers,
  ...invitationHandlers,
];
