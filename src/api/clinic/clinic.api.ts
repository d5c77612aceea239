import { loginResponse, type LoginResponse } from '../../../common/contracts/account.contract';
import {
  CLINIC_PATHS,
  INVITATIONS_PAGE_MAX,
  clinicResponse,
  invitationListResponse,
  invitationLookupResponse,
  invitationPath,
  invitationResponse,
  memberListResponse,
  memberPath,
  memberResponse,
  practitionerListResponse,
  roleGrantListResponse,
  roleGrantResponse,
  approveRoleGrantPath,
  declineRoleGrantPath,
  resendInvitationPath,
  type Clinic,
  type ClinicUpdate,
  type Invitation,
  type InvitationAcceptance,
  type InvitationInput,
  type InvitationLookupResponse,
  type Member,
  type MemberUpdate,
  type PractitionerSummary,
  type RoleGrant,
} from '../../../common/contracts/clinic.contract';
import { allPages } from '../http/all-pages';
import { httpClient, type HttpClient } from '../http/http-client';

/** The practitioners' query: a name, and the week the counts cover (clinic time zone bounds). */
export interface PractitionerQuery {
  q?: string;
  weekFrom?: string;
  weekTo?: string;
}

/** The query as URL parameters; empty values are left out. */
export function practitionerSearch(query: PractitionerQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' && value.trim() !== '') params.set(key, value.trim());
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface MemberChangeResult {
  member: Member;
  grant?: RoleGrant | undefined;
}

/** Typed endpoints of the clinic API; every answer is validated by the contract. */
export function createClinicApi(http: HttpClient) {
  return {
    profile: async (): Promise<Clinic> =>
      (await http.request('get', CLINIC_PATHS.profile, clinicResponse)).clinic,
    updateProfile: async (update: ClinicUpdate): Promise<Clinic> =>
      (await http.request('patch', CLINIC_PATHS.profile, clinicResponse, update)).clinic,
    members: async (): Promise<Member[]> =>
      (await http.request('get', CLINIC_PATHS.members, memberListResponse)).members,
    /** The member as changed, and the request it made when a member gave themselves a clinical role. */
    updateMember: async (id: string, update: MemberUpdate): Promise<MemberChangeResult> =>
      http.request('patch', memberPath(id), memberResponse, update),
    /** Break-glass in force (every member); requests waiting for a second owner (owners). */
    roleGrants: async (): Promise<RoleGrant[]> =>
      (await http.request('get', CLINIC_PATHS.roleGrants, roleGrantListResponse)).grants,
    approveRoleGrant: async (id: string): Promise<RoleGrant> =>
      (await http.request('post', approveRoleGrantPath(id), roleGrantResponse)).grant,
    /** Another owner declines; the requester withdraws their own. */
    declineRoleGrant: async (id: string): Promise<RoleGrant> =>
      (await http.request('post', declineRoleGrantPath(id), roleGrantResponse)).grant,
    invitations: async (): Promise<Invitation[]> =>
      allPages(http, CLINIC_PATHS.invitations, {
        schema: invitationListResponse,
        limit: INVITATIONS_PAGE_MAX,
        items: (page) => page.invitations,
      }),
    invite: async (input: InvitationInput): Promise<Invitation> =>
      (await http.request('post', CLINIC_PATHS.invitations, invitationResponse, input)).invitation,
    revokeInvitation: (id: string): Promise<void> => http.send('delete', invitationPath(id)),
    /** A fresh link (and expiry) is e-mailed; the list is read again afterwards. */
    resendInvitation: (id: string): Promise<void> => http.send('post', resendInvitationPath(id)),
    /** Public: the token travels in the body, never in a URL; no session is involved. */
    lookupInvitation: (token: string): Promise<InvitationLookupResponse> =>
      http.request(
        'post',
        CLINIC_PATHS.lookupInvitation,
        invitationLookupResponse,
        { token },
        {
          sessionless: true,
        },
      ),
    /** Public: creates the member and answers a sign-in (the token set, serviceToken and user). */
    acceptInvitation: (acceptance: InvitationAcceptance): Promise<LoginResponse> =>
      http.request('post', CLINIC_PATHS.acceptInvitation, loginResponse, acceptance, {
        sessionless: true,
      }),
    practitioners: async (query: PractitionerQuery): Promise<PractitionerSummary[]> =>
      (
        await http.request(
          'get',
          `${CLINIC_PATHS.practitioners}${practitionerSearch(query)}`,
          practitionerListResponse,
        )
      ).practitioners,
  };
}

export type ClinicApi = ReturnType<typeof createClinicApi>;
export const clinicApi = createClinicApi(httpClient);
