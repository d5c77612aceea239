import type { HttpHandler } from 'msw';
import { PORTAL_TWO_FACTOR_PATHS } from '../../../common/contracts/two-factor.contract';
import { twoFactorSettingsHandlers } from '../session/two-factor.handlers';
import { portalCaller } from './portal.handlers';

/**
 * A portal patient's own second factor (issue 36), as the server's `portalTwoFactorRoutes`: the
 * members' settings handlers on the patient's account, in the portal's scope (a member's token
 * 403, none 401); no clinic rule makes a patient enrol. The sign-in's second step is the members'.
 */
export const portalTwoFactorHandlers: HttpHandler[] = twoFactorSettingsHandlers(
  PORTAL_TWO_FACTOR_PATHS,
  {
    account: (request) => {
      const caller = portalCaller(request);
      return caller.account ?? caller.refusal;
    },
    required: () => false,
  },
);
