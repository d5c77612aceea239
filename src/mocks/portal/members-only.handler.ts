import { http, HttpResponse } from 'msw';
import { AUDIT_PATHS } from '../../../common/constants/account.constants';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import { isPortalPath } from '../../../common/constants/portal.constants';
import { ACCOUNT_PATHS } from '../../../common/contracts/account.contract';
import { CLINIC_PATHS } from '../../../common/contracts/clinic.contract';
import { HTTP_MESSAGES } from '../../../common/contracts/http-messages';
import { TWO_FACTOR_PATHS } from '../../../common/contracts/two-factor.contract';
import { authenticatedPatient } from '../session/mock-bearer';

/**
 * The routes outside the server's member scope (`server/app.ts`): the public account and
 * invitation routes and the heartbeat a patient's session sends too. A branch that opens another
 * route to patients adds it here.
 */
const NOT_MEMBERS_ONLY = new Set<string>([
  ACCOUNT_PATHS.login,
  ACCOUNT_PATHS.logout,
  ACCOUNT_PATHS.register,
  ACCOUNT_PATHS.refresh,
  ACCOUNT_PATHS.resetRequest,
  ACCOUNT_PATHS.resetConfirm,
  ACCOUNT_PATHS.activity,
  TWO_FACTOR_PATHS.signInCode,
  TWO_FACTOR_PATHS.signInEnrolment,
  TWO_FACTOR_PATHS.signInEnrolmentConfirm,
  CLINIC_PATHS.lookupInvitation,
  CLINIC_PATHS.acceptInvitation,
  // A patient's sign-out and session end are reported here too (c36-patient-2fa).
  AUDIT_PATHS.events,
]);

/**
 * A portal patient's live token on a member route is 403 (`membersOnly`), as the server's
 * `signedIn` scope answers before any session look-up — not the 401 each member handler would
 * give (a 401 would sign the patient out). First in the mock's handlers; anything else passes on.
 */
export const membersOnlyHandler = http.all(`*${API_BASE_PATH}/*`, ({ request }) => {
  const path = new URL(request.url).pathname.slice(API_BASE_PATH.length);
  if (isPortalPath(path) || path.startsWith('/portal-') || NOT_MEMBERS_ONLY.has(path)) return;
  if (path.startsWith('/calendar-feeds/')) return;
  if (!authenticatedPatient(request)) return;
  return HttpResponse.json({ message: HTTP_MESSAGES.membersOnly }, { status: 403 });
});
