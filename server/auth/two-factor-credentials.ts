import { RECOVERY_CODE_COUNT } from '../../common/constants/two-factor.constants.ts';
import { recordAuditEvents, type AuditEventInput } from '../audit/audit.repository.ts';
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
 * One account's second factor, in its clinic: the sealed TOTP secret, the step of the last code
 * accepted, the recovery codes' hashes. One implementation for both kinds of account: a member's
 * (migration 0037, keyed by `users`) and a portal patient's (migration 0042, keyed by
 * `portal_accounts`); the tables mirror each other. No secret, code or recovery code is ever
 * returned but where the account is shown it once (the enrolment), nor logged.
 */

/** Whose second factor: a member, or a portal patient (their account, and the patient it serves). */
export type TwoFactorAccount =
  { kind: 'member'; id: string } | { kind: 'patient'; id: string; patientId: string };

export const memberAccount = (userId: string): TwoFactorAccount => ({ kind: 'member', id: userId });

const TABLES = {
  member: {
    credentials: 'two_factor_credentials',
    codes: 'two_factor_recovery_codes',
    owner: 'user_id',
    purpose: 'two-factor',
  },
  patient: {
    credentials: 'portal_two_factor_credentials',
    codes: 'portal_two_factor_recovery_codes',
    owner: 'account_id',
    purpose: 'portal-two-factor',
  },
} as const;

/** The account's row key in its kind's tables (`user_id` or `account_id`). */
const ownerOf = (account: TwoFactorAccount) =>
  ({ [TABLES[account.kind].owner]: account.id }) as { user_id: string } & { account_id: string };

/** The audit line of switching two-factor on or off: a patient's names the patient. */
function switchEvent(account: TwoFactorAccount, on: boolean, at: Date): AuditEventInput {
  if (account.kind === 'member') {
    return { type: on ? 'two-factor-enable' : 'two-factor-disable', at, userId: account.id };
  }
  return {
    type: on ? 'patient-two-factor-enable' : 'patient-two-factor-disable',
    at,
    userId: account.id,
    subjectId: account.patientId,
  };
}

/**
 * The secret is sealed for this clinic, kind and account: copied onto another row (or from a
 * member's table to a patient's), it does not open.
 */
const purposeOf = (clinic: TenantDb, account: TwoFactorAccount) =>
  `${TABLES[account.kind].purpose}\u0000${clinic.tenantId}\u0000${account.id}`;

function openSecret(keys: Buffer[], purpose: string, sealed: string): string | null {
  for (const key of keys) {
    const value = openCursor(key, purpose, sealed);
    if (typeof value === 'string') return value;
  }
  return null;
}

/** The recovery code's stored form: the hash of its letters (no dash, lower case). */
const recoveryHash = (code: string) => hashToken(normalRecoveryCode(code));

async function credentialOf(clinic: TenantDb, account: TwoFactorAccount) {
  const t = TABLES[account.kind];
  return clinic
    .selectFrom(t.credentials)
    .select(['secret_sealed', 'confirmed_at', 'last_step'])
    .where(t.owner, '=', account.id)
    .executeTakeFirst();
}

/** Whether the account signs in with a second factor. */
export async function hasTwoFactor(clinic: TenantDb, account: TwoFactorAccount): Promise<boolean> {
  return Boolean((await credentialOf(clinic, account))?.confirmed_at);
}

export async function twoFactorStatusOf(clinic: TenantDb, account: TwoFactorAccount) {
  const t = TABLES[account.kind];
  const enabled = await hasTwoFactor(clinic, account);
  const left = await clinic
    .selectFrom(t.codes)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(t.owner, '=', account.id)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { enabled, recoveryCodesLeft: enabled ? Number(left.n) : 0 };
}

/**
 * Starts (or restarts) an enrolment: a new secret, unconfirmed. Null when two-factor is already on
 * (switching it off comes first). `email` labels the entry in the authenticator app.
 */
export async function startEnrolment(
  clinic: TenantDb,
  keys: Buffer[],
  account: TwoFactorAccount,
  email: string,
  now: Date,
): Promise<{ secret: string; uri: string } | null> {
  const t = TABLES[account.kind];
  const secret = newTotpSecret();
  const sealed = sealCursor(keys[0]!, purposeOf(clinic, account), secret);
  const stored = await clinic.transaction(async (tx) => {
    const current = await credentialOf(tx, account);
    if (current?.confirmed_at) return false;
    if (current) {
      await tx
        .updateTable(t.credentials)
        .set({ secret_sealed: sealed, created_at: now, last_step: null })
        .where(t.owner, '=', account.id)
        .execute();
    } else {
      await tx
        .insertInto(t.credentials, {
          ...ownerOf(account),
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
  account: TwoFactorAccount,
  code: string,
  now: Date,
  pending: boolean,
): Promise<CodeVerdict> {
  const t = TABLES[account.kind];
  const credential = await credentialOf(clinic, account);
  if (!credential || Boolean(credential.confirmed_at) === pending) return 'wrong';
  const secret = openSecret(keys, purposeOf(clinic, account), credential.secret_sealed);
  const step = secret === null ? null : totpStep(secret, code, now);
  if (step === null) return 'wrong';
  const taken = await clinic
    .updateTable(t.credentials)
    .set({
      last_step: step,
      ...(pending && { confirmed_at: now }),
    })
    .where(t.owner, '=', account.id)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .returning('created_at')
    .executeTakeFirst();
  return taken ? 'accepted' : 'replayed';
}

/** A code at sign-in or to switch two-factor off. */
export const checkCode = (
  clinic: TenantDb,
  keys: Buffer[],
  account: TwoFactorAccount,
  code: string,
  now: Date,
) => acceptCode(clinic, keys, account, code, now, false);

/**
 * Confirms a pending enrolment with its first code: two-factor is on, and the recovery codes
 * (new ones; shown once, stored hashed) are returned. Null for a wrong or replayed code.
 */
export async function confirmEnrolment(
  clinic: TenantDb,
  keys: Buffer[],
  account: TwoFactorAccount,
  code: string,
  now: Date,
): Promise<string[] | null> {
  return clinic.transaction(async (tx) => {
    const verdict = await acceptCode(tx, keys, account, code, now, true);
    if (verdict !== 'accepted') return null;
    const codes = await replaceRecoveryCodes(tx, account, now);
    await recordAuditEvents(tx, [switchEvent(account, true, now)]);
    return codes;
  });
}

/** New recovery codes in place of the old ones (spent or not); the new ones are returned once. */
async function replaceRecoveryCodes(tx: TenantDb, account: TwoFactorAccount, now: Date) {
  const t = TABLES[account.kind];
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.deleteFrom(t.codes).where(t.owner, '=', account.id).execute();
  await tx
    .insertInto(
      t.codes,
      codes.map((c) => ({
        ...ownerOf(account),
        code_hash: recoveryHash(c),
        created_at: now,
        used_at: null,
      })),
    )
    .execute();
  return codes;
}

/**
 * New recovery codes for an account with two-factor on, proved by a current code from the app:
 * the old codes stop working. Null for a wrong or replayed code.
 */
export async function regenerateRecoveryCodes(
  clinic: TenantDb,
  keys: Buffer[],
  account: TwoFactorAccount,
  code: string,
  now: Date,
): Promise<string[] | null> {
  return clinic.transaction(async (tx) => {
    const verdict = await acceptCode(tx, keys, account, code, now, false);
    return verdict === 'accepted' ? replaceRecoveryCodes(tx, account, now) : null;
  });
}

/** Spends one recovery code: true once per code, false for an unknown or spent one. */
export async function useRecoveryCode(
  clinic: TenantDb,
  account: TwoFactorAccount,
  code: string,
  now: Date,
): Promise<boolean> {
  if (!(await hasTwoFactor(clinic, account))) return false;
  const t = TABLES[account.kind];
  const spent = await clinic
    .updateTable(t.codes)
    .set({ used_at: now })
    .where(t.owner, '=', account.id)
    .where('code_hash', '=', recoveryHash(code))
    .where('used_at', 'is', null)
    .returning('code_hash')
    .executeTakeFirst();
  return Boolean(spent);
}

/** Switches two-factor off: the secret and the recovery codes are deleted. */
export async function disableTwoFactor(clinic: TenantDb, account: TwoFactorAccount, now: Date) {
  const t = TABLES[account.kind];
  await clinic.transaction(async (tx) => {
    await tx.deleteFrom(t.codes).where(t.owner, '=', account.id).execute();
    await tx.deleteFrom(t.credentials).where(t.owner, '=', account.id).execute();
    await recordAuditEvents(tx, [switchEvent(account, false, now)]);
  });
}
