import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  CLINIC_PATHS,
  clinicUpdate,
  memberUpdate,
  practitionerListQuery,
} from '../../../common/contracts/clinic.contract';
import { endAccountSessions } from '../session/account.db';
import { toMember, type MockMember } from './clinic.db';
import { bodyOf, callerOf, CLINIC_MOCK_MESSAGES, fail, url } from './clinic.mock-http';
import { invitationHandlers } from './invitations.handlers';

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
    const { settings, ...rest } = body.data;
    const current = caller.state.clinic;
    caller.state.clinic = { ...current, ...rest, settings: { ...current.settings, ...settings } };
    return HttpResponse.json({ clinic: caller.state.clinic });
  }),

  http.get(url(CLINIC_PATHS.members), ({ request }) => {
    const caller = callerOf(request);
    if (caller instanceof Response) return caller;
    const members = [...caller.state.members].sort((a, b) => a.name.localeCompare(b.name));
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
    const after: MockMember = { ...before, ...body.data };
    const next = members.map((m, i) => (i === index ? after : m));
    if (activeOwners(next).length === 0) return fail(409, CLINIC_MOCK_MESSAGES.lastOwner);
    members[index] = after;
    // Like the server: a deactivated member's sessions end at once.
    if (before.active && !after.active) endAccountSessions(after.id);
    return HttpResponse.json({ member: toMember(after) });
  }),

  http.get(url(CLINIC_PATHS.practitioners), ({ request }) => {
    const caller = callerOf(request);
    if (caller instanceof Response) return caller;
    const query = practitionerListQuery.safeParse(
      Object.fromEntries(new URL(request.url).searchParams),
    );
    if (!query.success) return fail(400, query.error.issues[0]?.message ?? 'Invalid request');
    const words = (query.data.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const practitioners = caller.state.members
      .filter((m) => m.active && m.roles.includes('clinician'))
      .filter((m) => words.every((word) => m.name.toLowerCase().includes(word)))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((m) => ({ id: m.id, name: m.name, credentials: m.credentials, ...m.counts }));
    return HttpResponse.json({ practitioners });
  }),
];

/** Every clinic endpoint of the mock API: profile, members, invitations, practitioners. */
export const clinicHandlers: HttpHandler[] = [...profileHandlers, ...invitationHandlers];
