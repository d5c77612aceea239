import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import type { SecondFactorNeeded } from '../../common/contracts/two-factor.contract.ts';
import { readClinic } from '../clinic/clinic-profile.repository.ts';
import type { AppContext } from '../context.ts';
import { tenantDb } from '../db/tenant-db.ts';
import { openChallenge } from '../auth/sign-in-challenges.ts';
import { startSession } from '../auth/sessions.ts';
import { startPortalSession, type PortalAccountRow } from '../auth/portal-sessions.ts';
import { hasTwoFactor, memberAccount } from '../auth/two-factor-credentials.ts';

type SignInRow = Parameters<typeof startSession>[1];

/**
 * What a right password opens (issue 36, the sign-in statechart's "second factor" state): a
 * session, unless the account has a second factor (a challenge for its code) or its clinic
 * requires one the account has not set up (a challenge to enrol, before any clinic page).
 * The throttle is cleared only by a completed sign-in: a right password alone does not reset the
 * count of wrong codes.
 */
export async function afterRightPassword(
  ctx: AppContext,
  row: SignInRow,
  clearThrottle: () => Promise<void>,
): Promise<LoginResponse | SecondFactorNeeded> {
  const clinic = tenantDb(ctx.db, row.tenant_id);
  const account = { kind: 'member', tenantId: row.tenant_id, userId: row.id } as const;
  if (await hasTwoFactor(clinic, memberAccount(row.id))) {
    return { secondFactor: await openChallenge(ctx, account, 'code') };
  }
  if ((await readClinic(clinic)).settings.twoFactorRequired) {
    return { secondFactor: await openChallenge(ctx, account, 'enrol') };
  }
  await clearThrottle();
  return startSession(ctx, row);
}

/**
 * A portal patient's right password (c36-patient-2fa): a challenge for their code when they
 * enrolled, else the portal session. No clinic rule makes a patient enrol.
 */
export async function afterRightPortalPassword(
  ctx: AppContext,
  row: PortalAccountRow,
  clearThrottle: () => Promise<void>,
): Promise<LoginResponse | SecondFactorNeeded> {
  const clinic = tenantDb(ctx.db, row.tenant_id);
  const enrolled = await hasTwoFactor(clinic, {
    kind: 'patient',
    id: row.id,
    patientId: row.patient_id,
  });
  if (enrolled) {
    const account = { kind: 'patient', tenantId: row.tenant_id, accountId: row.id } as const;
    return { secondFactor: await openChallenge(ctx, account, 'code') };
  }
  await clearThrottle();
  return startPortalSession(ctx, row);
}
