import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  CLINIC_PATHS,
  invitationAcceptance,
  invitationInput,
  invitationLookup,
  invitationsPageQuery,
} from '../../../common/contracts/clinic.contract';
import { pageAfter } from '../list-page';
import { createAccount, findByEmail } from '../session/account.db';
import { loginResponseFor } from '../session/account.handlers';
import {
  allClinics,
  newInvitation,
  statusNow,
  toInvitation,
  type MockClinic,
  type MockInvitation,
} from './clinic.db';
import { bodyOf, callerOf, fail, url } from './clinic.mock-http';
import { notifyMockInvitationAccepted } from '../notifications/notifications.store';

const MESSAGES = {
  notFound: 'Not found.',
  alreadyInvited: 'This address is already a member or has a pending invitation.',
  notOpen: 'This invitation was already accepted or revoked.',
  accepted: 'This invitation has already been accepted.',
  invalidLink: 'This invitation is invalid or has expired.',
  emailTaken: 'An account with this e-mail already exists',
} as const;

/** The pending, unexpired invitation a token opens, with its clinic; else null. */
function openInvitation(token: string): { state: MockClinic; invitation: MockInvitation } | null {
  for (const state of allClinics()) {
    const invitation = state.invitations.find((each) => each.token === token);
    if (invitation && statusNow(invitation) === 'pending') return { state, invitation };
  }
  return null;
}

export const invitationHandlers: HttpHandler[] = [
  http.get(url(CLINIC_PATHS.invitations), ({ request }) => {
    const caller = callerOf(request, 'owner');
    if (caller instanceof Response) return caller;
    // The server's order: newest first, then by id (total, so pages lose and repeat nothing).
    const invitations = [...caller.state.invitations]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id))
      .map(toInvitation);
    return pageAfter(
      request,
      invitationsPageQuery,
      { items: invitations, keyOf: (invitation) => invitation.id },
      (shown, nextCursor) => ({ invitations: shown, nextCursor }),
    );
  }),

  http.post(url(CLINIC_PATHS.invitations), async ({ request }) => {
    const caller = callerOf(request, 'owner');
    if (caller instanceof Response) return caller;
    const body = await bodyOf(request, invitationInput);
    if (!body.ok) return fail(400, body.message);
    const { email, roles } = body.data;
    const { invitations } = caller.state;
    // Like the server: an address that has an account is answered as any other (no probing).
    const taken = invitations.some((i) => i.email === email && statusNow(i) === 'pending');
    if (taken) return fail(409, MESSAGES.alreadyInvited);
    const invitation = newInvitation(email, roles, caller.me.id);
    invitations.push(invitation);
    return HttpResponse.json({ invitation: toInvitation(invitation) }, { status: 201 });
  }),

  http.delete(url(CLINIC_PATHS.invitation), ({ request, params }) => {
    const caller = callerOf(request, 'owner');
    if (caller instanceof Response) return caller;
    const invitation = caller.state.invitations.find((i) => i.id === params.id);
    if (!invitation) return fail(404, MESSAGES.notFound);
    // Like the server: revoking is idempotent, only an accepted invitation stays as it is.
    if (invitation.status === 'accepted') return fail(409, MESSAGES.accepted);
    invitation.status = 'revoked';
    return new HttpResponse(null, { status: 204 });
  }),

  http.post(url(CLINIC_PATHS.resend), ({ request, params }) => {
    const caller = callerOf(request, 'owner');
    if (caller instanceof Response) return caller;
    const invitation = caller.state.invitations.find((i) => i.id === params.id);
    if (!invitation) return fail(404, MESSAGES.notFound);
    if (invitation.status !== 'pending') return fail(409, MESSAGES.notOpen);
    // A fresh link and a fresh week; the old link stops working.
    const fresh = newInvitation(invitation.email, invitation.roles, caller.me.id);
    Object.assign(invitation, { token: fresh.token, expiresAt: fresh.expiresAt });
    return HttpResponse.json({ invitation: toInvitation(invitation) });
  }),

  http.post(url(CLINIC_PATHS.lookupInvitation), async ({ request }) => {
    const body = await bodyOf(request, invitationLookup);
    if (!body.ok) return fail(400, body.message);
    const found = openInvitation(body.data.token);
    if (!found) return fail(404, MESSAGES.invalidLink);
    const { state, invitation } = found;
    return HttpResponse.json({
      clinicName: state.clinic.name,
      email: invitation.email,
      roles: invitation.roles,
    });
  }),

  http.post(url(CLINIC_PATHS.acceptInvitation), async ({ request }) => {
    const body = await bodyOf(request, invitationAcceptance);
    if (!body.ok) return fail(400, body.message);
    const found = openInvitation(body.data.token);
    if (!found) return fail(404, MESSAGES.invalidLink);
    const { state, invitation } = found;
    if (findByEmail(invitation.email)) return fail(409, MESSAGES.emailTaken);
    const { firstName, lastName, password } = body.data;
    // The mock's accounts all live in the demo clinic (account.db), like its invitations.
    const account = createAccount({
      id: crypto.randomUUID(),
      email: invitation.email,
      password,
      firstName,
      lastName,
    });
    state.members.push({
      id: account.id,
      name: `${firstName} ${lastName}`,
      email: account.email,
      roles: invitation.roles,
      active: true,
      credentials: null,
      licenceNumber: null,
      counts: { caseloadSize: 0, sessionsThisWeek: 0, unsignedNotes: 0 },
    });
    invitation.status = 'accepted';
    notifyMockInvitationAccepted(
      account.tenantId,
      invitation.invitedBy,
      `${firstName} ${lastName}`,
    );
    return HttpResponse.json(loginResponseFor(account, undefined, invitation.roles));
  }),
];
