import { http, HttpResponse, type HttpHandler } from 'msw';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import { INVITATION_TTL_DAYS, mayDo, type Right } from '../../../common/contracts/clinic.contract';
import { HTTP_MESSAGES } from '../../../common/contracts/http-messages';
import { patientSubPath } from '../../../common/contracts/patients.contract';
import {
  PATIENT_PORTAL_ROUTES,
  PORTAL_INVITATION_PAGE,
  PORTAL_MESSAGES,
  PORTAL_PATHS,
  portalInvitationAcceptance,
  portalInvitationRequest,
  type PortalAccess,
  type PortalStatus,
} from '../../../common/contracts/portal.contract';
import { clinicDayOf } from '../clinic-peer';
import { fail } from '../mock-replies';
import { callPeerMock } from '../peer-mock-call';
import { callerOf, holds, invalid, type Caller } from '../patients/patient-records.handlers';
import { recordMockAccess } from '../patients/patients.store';
import {
  createPortalAccount,
  deleteAccount,
  endAccountSessions,
  findByEmail,
  toUser,
} from '../session/account.db';
import { loginResponseFor } from '../session/account.handlers';
import { DEMO_PORTAL_PATIENT } from '../session/demo-account';

const url = (path: string) => `*${API_BASE_PATH}${path}`;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A patient's portal account in the mock, as the server's `portal_accounts` row and its link. */
interface MockPortalAccount {
  id: string;
  tenantId: string;
  patientId: string;
  email: string;
  /** The patient's name as the portal greets them (their preferred given name). */
  name: { first: string; last: string };
  status: PortalStatus;
  /** The open set-password link's token and its end; null once used, replaced or revoked. */
  link: { token: string; expiresAt: string } | null;
}

/** Portal accounts by clinic and patient (one per patient, as the server's unique key). */
const accounts = new Map<string, MockPortalAccount>();
const keyOf = (tenantId: string, patientId: string) => `${tenantId}/${patientId}`;

/** Back to the seed: the demo portal patient's account is active, as the server's demo seed. */
export function resetMockPortalAccess(): void {
  accounts.clear();
  const demo = DEMO_PORTAL_PATIENT;
  accounts.set(keyOf(demo.tenantId, demo.patientId), {
    id: demo.id,
    tenantId: demo.tenantId,
    patientId: demo.patientId,
    email: demo.email,
    name: { first: demo.firstName, last: demo.lastName },
    status: 'active',
    link: null,
  });
}
resetMockPortalAccess();

/**
 * The set-password link the server would have mailed to `email` (the mock has no outbox): tests
 * and stories read it; null when no open link goes to that address.
 */
export function sentPortalInvitationLink(email: string): string | null {
  const found = [...accounts.values()].find(
    (each) => each.email === email.toLowerCase() && each.link,
  );
  return found?.link
    ? `${PORTAL_INVITATION_PAGE}#token=${encodeURIComponent(found.link.token)}`
    : null;
}

function accessOf(account: MockPortalAccount | undefined): PortalAccess {
  if (!account) return { status: 'none', email: null, invitationExpiresAt: null };
  return {
    status: account.status,
    email: account.email,
    invitationExpiresAt: account.status === 'invited' ? (account.link?.expiresAt ?? null) : null,
  };
}

/** The server's refusal of a right the caller lacks for this patient: by role, or by caseload. */
function refusedRight(caller: Caller, right: Right): Response | null {
  if (holds(caller, right)) return null;
  const byRole = mayDo(toUser(caller.account).roles, right);
  return fail(403, byRole ? HTTP_MESSAGES.outsideCaseload : HTTP_MESSAGES.forbiddenRole);
}

/** Whether the address signs in elsewhere: a member, or another patient's portal account. */
const emailInUse = (email: string, mine: MockPortalAccount | undefined) => {
  const account = findByEmail(email);
  if (account && account.id !== mine?.id) return true;
  return [...accounts.values()].some((each) => each !== mine && each.email === email);
};

const recordUpdate = ({ account, patient }: Caller) =>
  recordMockAccess(account.tenantId, {
    userId: account.id,
    patientId: patient.id,
    action: 'update',
  });

/**
 * A patient's portal access in the browser mock, as the server answers it (held to it by
 * `tests/contract/portal-access-contract.test.ts`): every member reads it; staff and the care
 * team's clinicians invite (which records the patient's `portal` consent, through the consents
 * mock); staff, owners and the care team's clinicians revoke, which ends the patient's sessions at
 * once. The set-password link works once, until it expires, and signs the patient in.
 */
export const portalAccessHandlers: HttpHandler[] = [
  http.get(url(PATIENT_PORTAL_ROUTES.access), ({ request, params }) => {
    const caller = callerOf(request, params.id);
    if (caller instanceof Response) return caller;
    return HttpResponse.json(
      accessOf(accounts.get(keyOf(caller.account.tenantId, caller.patient.id))),
    );
  }),

  http.post(url(PATIENT_PORTAL_ROUTES.invitation), async ({ request, params }) => {
    const caller = callerOf(request, params.id);
    if (caller instanceof Response) return caller;
    const body = portalInvitationRequest.safeParse(await request.json().catch(() => null));
    if (!body.success) return invalid(body.error);
    const refused = refusedRight(caller, 'invitePatientToPortal');
    if (refused) return refused;
    const email = body.data.email.toLowerCase();
    const key = keyOf(caller.account.tenantId, caller.patient.id);
    const existing = accounts.get(key);
    if (emailInUse(email, existing)) return fail(409, PORTAL_MESSAGES.emailInUse);
    if (existing?.status === 'active') return fail(409, PORTAL_MESSAGES.alreadyActive);
    const link = {
      token: crypto.randomUUID(),
      expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS).toISOString(),
    };
    // A new link replaces any earlier one; the account (if any) keeps its id.
    accounts.set(key, {
      id: existing?.id ?? crypto.randomUUID(),
      tenantId: caller.account.tenantId,
      patientId: caller.patient.id,
      email,
      name: {
        first: caller.patient.preferredName ?? caller.patient.givenName,
        last: caller.patient.familyName,
      },
      status: 'invited',
      link,
    });
    await callPeerMock(request, 'POST', patientSubPath(caller.patient.id, 'consents'), {
      kind: 'portal',
      status: 'granted',
      effectiveDate: await clinicDayOf(request, new Date()),
    });
    recordUpdate(caller);
    return HttpResponse.json(accessOf(accounts.get(key)), { status: 201 });
  }),

  http.post(url(PATIENT_PORTAL_ROUTES.revoke), ({ request, params }) => {
    const caller = callerOf(request, params.id);
    if (caller instanceof Response) return caller;
    const refused = refusedRight(caller, 'revokePortalAccess');
    if (refused) return refused;
    const account = accounts.get(keyOf(caller.account.tenantId, caller.patient.id));
    if (account && account.status !== 'revoked') {
      account.status = 'revoked';
      account.link = null;
      // Their sessions end at once, and the address signs in no more.
      endAccountSessions(account.id);
      deleteAccount(account.id);
      recordUpdate(caller);
    }
    return HttpResponse.json(accessOf(account));
  }),

  http.post(url(PORTAL_PATHS.acceptInvitation), async ({ request }) => {
    const body = portalInvitationAcceptance.safeParse(await request.json().catch(() => null));
    if (!body.success) return invalid(body.error);
    const { token, password } = body.data;
    const now = new Date().toISOString();
    const account = [...accounts.values()].find(
      (each) =>
        each.status === 'invited' && each.link?.token === token && each.link.expiresAt > now,
    );
    if (!account) return fail(404, PORTAL_MESSAGES.invitationNotValid);
    account.status = 'active';
    account.link = null;
    const signIn = createPortalAccount({
      id: account.id,
      email: account.email,
      password,
      firstName: account.name.first,
      lastName: account.name.last,
      tenantId: account.tenantId,
      patientId: account.patientId,
    });
    return HttpResponse.json(loginResponseFor(signIn), { status: 201 });
  }),
];
