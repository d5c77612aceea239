import { http, HttpResponse, type HttpHandler } from 'msw';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import { HTTP_MESSAGES } from '../../../common/contracts/http-messages';
import { PORTAL_PATHS, type PortalMe } from '../../../common/contracts/portal.contract';
import { allClinics } from '../clinic/clinic.db';
import { accountName } from '../session/account.db';
import { authenticated, authenticatedPatient } from '../session/mock-bearer';

const url = (path: string) => `*${API_BASE_PATH}${path}`;

/**
 * The patient portal's mock (issue 36), as the server's `portalSignedIn` scope: a portal
 * patient's live token, else 401; a member's token is 403 (a member is not a patient).
 */
export function portalCaller(request: Request) {
  const account = authenticatedPatient(request);
  if (account) return { account } as const;
  const refusal = authenticated(request)
    ? HttpResponse.json({ message: HTTP_MESSAGES.patientsOnly }, { status: 403 })
    : HttpResponse.json({ message: HTTP_MESSAGES.unauthorized }, { status: 401 });
  return { refusal } as const;
}

export const portalHandlers: HttpHandler[] = [
  http.get(url(PORTAL_PATHS.me), ({ request }) => {
    const caller = portalCaller(request);
    if (!caller.account) return caller.refusal;
    const { account } = caller;
    const clinic = allClinics().find((each) => each.clinic.id === account.tenantId)?.clinic;
    const me: PortalMe = {
      patient: { id: account.patientId, name: accountName(account), email: account.email },
      clinic: { name: clinic?.name ?? '', timeZone: clinic?.timeZone ?? 'UTC' },
    };
    return HttpResponse.json(me);
  }),
];
