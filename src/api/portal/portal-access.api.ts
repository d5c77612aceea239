import { loginResponse, type LoginResponse } from '../../../common/contracts/account.contract';
import {
  PORTAL_PATHS,
  patientPortalInvitationPath,
  patientPortalPath,
  patientPortalRevokePath,
  portalAccess,
  type PortalAccess,
  type PortalInvitationRequest,
} from '../../../common/contracts/portal.contract';
import { httpClient, type HttpClient } from '../http/http-client';

/**
 * A patient's portal access from the chart (issue 36): read it (every member), invite (staff and
 * the care team's clinicians; records the patient's consent to portal use), revoke (also owners;
 * the patient's sessions end at once); and the public set-password link, whose answer signs the
 * patient in. A refusal rejects with the ApiError of the server's words.
 */
export function createPortalAccessApi(http: HttpClient) {
  return {
    read: (patientId: string): Promise<PortalAccess> =>
      http.request('get', patientPortalPath(patientId), portalAccess),
    invite: (patientId: string, invitation: PortalInvitationRequest): Promise<PortalAccess> =>
      http.request('post', patientPortalInvitationPath(patientId), portalAccess, invitation),
    revoke: (patientId: string): Promise<PortalAccess> =>
      http.request('post', patientPortalRevokePath(patientId), portalAccess, {}),
    /** Public: the link's token and a new password; answers a sign-in (the token set, the user). */
    acceptInvitation: (acceptance: { token: string; password: string }): Promise<LoginResponse> =>
      http.request('post', PORTAL_PATHS.acceptInvitation, loginResponse, acceptance, {
        sessionless: true,
      }),
  };
}

export type PortalAccessApi = ReturnType<typeof createPortalAccessApi>;

export const portalAccessApi = createPortalAccessApi(httpClient);

/** The chart's read of a patient's portal access. */
export const portalAccessKey = (patientId: string) =>
  ['patients', patientId, 'portal-access'] as const;
