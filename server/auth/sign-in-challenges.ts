import type { SignInChallengeMode } from '../../common/contracts/two-factor.contract.ts';
import {
  SIGN_IN_CHALLENGE_TTL_S,
  SIGN_IN_ENROL_TTL_S,
} from '../../common/constants/two-factor.constants.ts';
import type { AppContext } from '../context.ts';
import { tenantDb } from '../db/tenant-db.ts';
import { hashToken, newOpaqueToken } from './secrets.ts';

/**
 * A right password waiting for its second factor (migration 0037): only the token's hash is kept;
 * it names its clinic and account, expires, and is used once. It opens no session by itself.
 */
export async function openChallenge(
  ctx: AppContext,
  account: { tenantId: string; userId: string },
  purpose: SignInChallengeMode,
) {
  const now = ctx.clock();
  const token = newOpaqueToken();
  const expiresIn = purpose === 'enrol' ? SIGN_IN_ENROL_TTL_S : SIGN_IN_CHALLENGE_TTL_S;
  await tenantDb(ctx.db, account.tenantId)
    .insertInto('sign_in_challenges', {
      token_hash: hashToken(token),
      user_id: account.userId,
      purpose,
      created_at: now,
      expires_at: new Date(now.getTime() + expiresIn * 1000),
      used_at: null,
    })
    .execute();
  return { challenge: token, mode: purpose, expiresIn };
}

/** The live challenge of this purpose (not used, not expired), with its account; else undefined. */
export async function liveChallenge(ctx: AppContext, token: string, purpose: SignInChallengeMode) {
  return ctx.db
    .selectFrom('sign_in_challenges')
    .select(['tenant_id', 'token_hash', 'user_id'])
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', ctx.clock())
    .executeTakeFirst();
}

/** Uses the challenge up: true for the one caller that did (a second, concurrent one gets false). */
export async function spendChallenge(
  ctx: AppContext,
  challenge: { tenant_id: string; token_hash: string },
): Promise<boolean> {
  const spent = await tenantDb(ctx.db, challenge.tenant_id)
    .updateTable('sign_in_challenges')
    .set({ used_at: ctx.clock() })
    .where('token_hash', '=', challenge.token_hash)
    .where('used_at', 'is', null)
    .returning('token_hash')
    .executeTakeFirst();
  return Boolean(spent);
}
