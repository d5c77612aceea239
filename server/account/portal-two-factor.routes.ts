import { PORTAL_TWO_FACTOR_PATHS } from '../../common/contracts/two-factor.contract.ts';
import type { AppContext } from '../context.ts';
import { twoFactorSettingsRoutes } from './two-factor.routes.ts';

/**
 * A portal patient's own second factor (issue 36, c36-patient-2fa), inside `portalSignedIn`: the
 * members' settings routes on the patient's account (`PORTAL_TWO_FACTOR_PATHS`). The account is
 * the token's (`request.patient`), never an id in the request; no clinic rule applies to patients.
 */
export function portalTwoFactorRoutes(ctx: AppContext) {
  return twoFactorSettingsRoutes(ctx, PORTAL_TWO_FACTOR_PATHS, async (request) => {
    const { accountId, patientId } = request.patient;
    const clinic = request.patientClinic;
    const row = await clinic
      .selectFrom('portal_accounts')
      .select(['email', 'password_hash'])
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow();
    return {
      clinic,
      account: { kind: 'patient', id: accountId, patientId },
      email: row.email,
      // An active account has set its password (the invitation's link); null is never right.
      passwordHash: async () => row.password_hash ?? '',
      required: async () => false,
    };
  });
}
