import { RECOVERY_CODE_COUNT } from '../../common/constants/two-factor.constants.ts';
import { recordAuditEvents } from '../audit/audit.repository.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { openCursor, sealCursor } from '../http/sealed-cursor.ts';
import { hashToken } from './secrets.ts';
import {
  newRecoveryCode,
  newTotpSecret,
  normalRecoveryCode,
  totpStep,
  totpUri,
} from '../../common/auth/totp.ts';

/**
 * One account's second factor (migration 0037), in its clinic: the sealed TOTP secret, the step of
 * the last code accepted, the recovery codes' hashes. No secret, code or recovery code is ever
 * returned but where the account is shown it once (the enrolment), nor logged.
 */

/** The secret is sealed for this clinic and account: copied onto another row, it does not open. */
const purposeOf = (clinic: TenantDb, userId: string) =>
  `two-factor\u0000${clinic.tenantId}\u0000${userId}`;

function openSecret(keys: Buffer[], purpose: string, sealed: string): string | null {
  for (const key of keys) {
    const value = openCursor(key, purpose, sealed);
    if (typeof value === 'string') return value;
  }
  return null;
}

/** The recovery code's stored form: the hash of its letters (no dash, lower case). */
const recoveryHash = (code: string) => hashToken(normalRecoveryCode(code));

async function credentialOf(clinic: TenantDb, userId: string) {
  return clinic
    .selectFrom('two_factor_credentials')
    .select(['secret_sealed', 'confirmed_at', 'last_step'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Whether the account signs in with a second factor. */
export async function hasTwoFactor(clinic: TenantDb, userId: string): Promise<boolean> {
  return Boolean((await credentialOf(clinic, userId))?.confirmed_at);
}

export async function twoFactorStatusOf(clinic: TenantDb, userId: string) {
  const enabled = await hasTwoFactor(clinic, userId);
  const left = await clinic
    .selectFrom('two_factor_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { enabled, recoveryCodesLeft: enabled ? Number(left.n) : 0 };
}

/**
 * Starts (or restarts) an enrolment: a new secret, unconfirmed. Null when two-factor is already on
 * (switching it off comes first).
 */
export async function startEnrolment(
  clinic: TenantDb,
  keys: Buffer[],
  account: { userId: string; email: string },
  now: Date,
): Promise<{ secret: string; uri: string } | null> {
  const { userId, email } = account;
  const secret = newTotpSecret();
  const sealed = sealCursor(keys[0]!, purposeOf(clinic, userId), secret);
  const stored = await clinic.transaction(async (tx) => {
    const current = await credentialOf(tx, userId);
    if (current?.confirmed_at) return false;
    if (current) {
      await tx
        .updateTable('two_factor_credentials')
        .set({ secret_sealed: sealed, created_at: now, last_step: null })
        .where('user_id', '=', userId)
        .execute();
    } else {
      await tx
        .insertInto('two_factor_credentials', {
          user_id: userId,
          secret_sealed: sealed,
          created_at: now,
          confirmed_at: null,
          last_step: null,
        })
        .execute();
    }
    return true;
  });
  return stored ? { secret, uri: totpUri(secret, email) } : null;
}

export type CodeVerdict = 'accepted' | 'wrong' | 'replayed';

/**
 * Checks a code against the account's secret (confirmed, or pending when `pending`), and records
 * its step so the same code (or an older one) is refused afterwards, also by a concurrent request.
 */
async function acceptCode(
  clinic: TenantDb,
  keys: Buffer[],
  userId: string,
  code: string,
  now: Date,
  pending: boolean,
): Promise<CodeVerdict> {
  const credential = await credentialOf(clinic, userId);
  if (!credential || Boolean(credential.confirmed_at) === pending) return 'wrong';
  const secret = openSecret(keys, purposeOf(clinic, userId), credential.secret_sealed);
  const step = secret === null ? null : totpStep(secret, code, now);
  if (step === null) return 'wrong';
  const taken = await clinic
    .updateTable('two_factor_credentials')
    .set({
      last_step: step,
      ...(pending && { confirmed_at: now }),
    })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .returning('user_id')
    .executeTakeFirst();
  return taken ? 'accepted' : 'replayed';
}

/** A code at sign-in or to switch two-factor off. */
export const checkCode = (
  clinic: TenantDb,
  keys: Buffer[],
  userId: string,
  code: string,
  now: Date,
) => acceptCode(clinic, keys, userId, code, now, false);

/**
 * Confirms a pending enrolment with its first code: two-factor is on, and the recovery codes
 * (new ones; shown once, stored hashed) are returned. Null for a wrong or replayed code.
 */
export async function confirmEnrolment(
  clinic: TenantDb,
  keys: Buffer[],
  userId: string,
  code: string,
  now: Date,
): Promise<string[] | null> {
  return clinic.transaction(async (tx) => {
    const verdict = await acceptCode(tx, keys, userId, code, now, true);
    if (verdict !== 'accepted') return null;
    const codes = await replaceRecoveryCodes(tx, userId, now);
    await recordAuditEvents(tx, [{ type: 'two-factor-enable', at: now, userId }]);
    return codes;
  });
}

/** New recovery codes in place of the old ones (spent or not); the new ones are returned once. */
async function replaceRecoveryCodes(tx: TenantDb, userId: string, now: Date) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await tx
    .insertInto(
      'two_factor_recovery_codes',
      codes.map((c) => ({
        user_id: userId,
        code_hash: recoveryHash(c),
        created_at: now,
        used_at: null,
      })),
    )
    .execute();
  return codes;
}

/**
 * New recovery codes for a member with two-factor on, proved by a current code from the app:
 * the old codes stop working. Null for a wrong or replayed code.
 */
export async function regenerateRecoveryCodes(
  clinic: TenantDb,
  keys: Buffer[],
  userId: string,
  code: string,
  now: Date,
): Promise<string[] | null> {
  return clinic.transaction(async (tx) => {
    const verdict = await acceptCode(tx, keys, userId, code, now, false);
    return verdict === 'accepted' ? replaceRecoveryCodes(tx, userId, now) : null;
  });
}

/** Spends one recovery code: true once per code, false for an unknown or spent one. */
export async function useRecoveryCode(
  clinic: TenantDb,
  userId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  if (!(await hasTwoFactor(clinic, userId))) return false;
  const spent = await clinic
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', recoveryHash(code))
    .where('used_at', 'is', null)
    .returning('code_hash')
    .executeTakeFirst();
  return Boolean(spent);
}

/** Switches two-factor off: the secret and the recovery codes are deleted. */
export async function disableTwoFactor(clinic: TenantDb, userId: string, now: Date) {
  await clinic.transaction(async (tx) => {
    await tx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
    await tx.deleteFrom('two_factor_credentials').where('user_id', '=', userId).execute();
    await recordAuditEvents(tx, [{ type: 'two-factor-disable', at: now, userId }]);
  });
}
