import type { SignInChallengeMode } from '../../common/contracts/two-factor.contract.ts';
import {
  SIGN_IN_CHALLENGE_TTL_S,
  SIGN_IN_ENROL_TTL_S,
} from '../../common/constants/two-factor.constants.ts';
import type { AppContext } from '../context.ts';
import { tenantDb } from '../db/tenant-db.ts';
import { hashToken, newOpaqueToken } from './secrets.ts';

/**
 * A right password waiting for its second factor: only the token's hash is kept; it names its
 * clinic and account, expires, and is used once. It opens no session by itself. A member's
 * challenge is in `sign_in_challenges` (migration 0037), a portal patient's (a code only: no
 * enrolment at sign-in) in `portal_sign_in_challenges` (migration 0042).
 */
export type ChallengedAccount =
  | { kind: 'member'; tenantId: string; userId: string }
  | { kind: 'patient'; tenantId: string; accountId: string };

const TABLES = { member: 'sign_in_challenges', patient: 'portal_sign_in_challenges' } as const;

export async function openChallenge(
  ctx: AppContext,
  account: ChallengedAccount,
  purpose: SignInChallengeMode,
) {
  const now = ctx.clock();
  const token = newOpaqueToken();
  const expiresIn = purpose === 'enrol' ? SIGN_IN_ENROL_TTL_S : SIGN_IN_CHALLENGE_TTL_S;
  const row = {
    token_hash: hashToken(token),
    created_at: now,
    expires_at: new Date(now.getTime() + expiresIn * 1000),
    used_at: null,
  };
  const clinic = tenantDb(ctx.db, account.tenantId);
  if (account.kind === 'member') {
    await clinic
      .insertInto('sign_in_challenges', { ...row, user_id: account.userId, purpose })
      .execute();
  } else {
    if (purpose !== 'code') throw new Error('A patient has no enrolment at sign-in');
    await clinic
      .insertInto('portal_sign_in_challenges', { ...row, account_id: account.accountId, purpose })
      .execute();
  }
  return { challenge: token, mode: purpose, expiresIn };
}

/** A live challenge found by its token: its table's row key and whose it is. */
export interface LiveChallenge {
  tenant_id: string;
  token_hash: string;
  account: ChallengedAccount;
}

/**
 * The live challenge of this purpose (not used, not expired), a member's or a patient's, with its
 * account; else undefined.
 */
export async function liveChallenge(
  ctx: AppContext,
  token: string,
  purpose: SignInChallengeMode,
): Promise<LiveChallenge | undefined> {
  const hash = hashToken(token);
  const now = ctx.clock();
  const member = await ctx.db
    .selectFrom('sign_in_challenges')
    .select(['tenant_id', 'token_hash', 'user_id'])
    .where('token_hash', '=', hash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (member) {
    const { tenant_id, token_hash, user_id } = member;
    return {
      tenant_id,
      token_hash,
      account: { kind: 'member', tenantId: tenant_id, userId: user_id },
    };
  }
  if (purpose !== 'code') return undefined;
  const patient = await ctx.db
    .selectFrom('portal_sign_in_challenges')
    .select(['tenant_id', 'token_hash', 'account_id'])
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!patient) return undefined;
  const { tenant_id, token_hash, account_id } = patient;
  return {
    tenant_id,
    token_hash,
    account: { kind: 'patient', tenantId: tenant_id, accountId: account_id },
  };
}

/** Uses the challenge up: true for the one caller that did (a second, concurrent one gets false). */
export async function spendChallenge(ctx: AppContext, challenge: LiveChallenge): Promise<boolean> {
  const spent = await tenantDb(ctx.db, challenge.tenant_id)
    .updateTable(TABLES[challenge.account.kind])
    .set({ used_at: ctx.clock() })
    .where('token_hash', '=', challenge.token_hash)
    .where('used_at', 'is', null)
    .returning('token_hash')
    .executeTakeFirst();
  return Boolean(spent);
}
