import {
  newRecoveryCode,
  newTotpSecret,
  normalRecoveryCode,
  totpStep,
  totpUri,
} from '../../../common/auth/totp';
import {
  RECOVERY_CODE_COUNT,
  SIGN_IN_CHALLENGE_TTL_S,
  SIGN_IN_ENROL_TTL_S,
} from '../../../common/constants/two-factor.constants';
import type { SignInChallengeMode } from '../../../common/contracts/two-factor.contract';

/**
 * The mock's two-factor state (issue 36), by the server's rules (server/auth/two-factor-credentials
 * and sign-in-challenges): one secret per account, confirmed by its first code; a code's step
 * accepted once; ten recovery codes, each spent once; challenges that live 5 minutes (15 for an
 * enrolment) and are spent by the sign-in they complete. In memory only, like the rest of the mock.
 */
interface MockSecondFactor {
  secret: string;
  confirmed: boolean;
  lastStep: number;
  /** Unspent recovery codes, as compared (no dash, lower case). */
  recoveryCodes: Set<string>;
}

interface MockChallenge {
  accountId: string;
  mode: SignInChallengeMode;
  expiresAt: number;
}

const factors = new Map<string, MockSecondFactor>();
const challenges = new Map<string, MockChallenge>();

/**
 * The clinic's rule (its settings' `twoFactorRequired`), read from the clinic's mock, which
 * provides it (a session mock may not import a feature's).
 */
let requiredIn: (tenantId: string) => boolean = () => false;
export const provideTwoFactorRule = (rule: (tenantId: string) => boolean) => {
  requiredIn = rule;
};
export const isTwoFactorRequired = (tenantId: string) => requiredIn(tenantId);

export const hasTwoFactor = (accountId: string) => factors.get(accountId)?.confirmed === true;

export function twoFactorStatusOf(accountId: string) {
  const factor = factors.get(accountId);
  const enabled = factor?.confirmed === true;
  return { enabled, recoveryCodesLeft: enabled ? factor.recoveryCodes.size : 0 };
}

/** A new secret for an account without two-factor (a pending one restarts); null when it is on. */
export function startEnrolment(accountId: string, email: string) {
  if (hasTwoFactor(accountId)) return null;
  const secret = newTotpSecret();
  factors.set(accountId, { secret, confirmed: false, lastStep: 0, recoveryCodes: new Set() });
  return { secret, uri: totpUri(secret, email) };
}

/** Accepts a code once: a wrong code, or one of a step already used, is refused. */
function acceptCode(accountId: string, code: string, pending: boolean): boolean {
  const factor = factors.get(accountId);
  if (!factor || factor.confirmed === pending) return false;
  const step = totpStep(factor.secret, code, new Date());
  if (step === null || step <= factor.lastStep) return false;
  factor.lastStep = step;
  return true;
}

function freshRecoveryCodes(factor: MockSecondFactor): string[] {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  factor.recoveryCodes = new Set(codes.map(normalRecoveryCode));
  return codes;
}

/** The pending enrolment confirmed by its first code: the recovery codes, or null. */
export function confirmEnrolment(accountId: string, code: string): string[] | null {
  if (!acceptCode(accountId, code, true)) return null;
  const factor = factors.get(accountId)!;
  factor.confirmed = true;
  return freshRecoveryCodes(factor);
}

/** A current code proves the member: new recovery codes, the old ones stop working. */
export function regenerateRecoveryCodes(accountId: string, code: string): string[] | null {
  if (!acceptCode(accountId, code, false)) return null;
  return freshRecoveryCodes(factors.get(accountId)!);
}

export const checkCode = (accountId: string, code: string) => acceptCode(accountId, code, false);

export function useRecoveryCode(accountId: string, code: string): boolean {
  const factor = factors.get(accountId);
  return factor?.confirmed === true && factor.recoveryCodes.delete(normalRecoveryCode(code));
}

export const disableTwoFactor = (accountId: string) => factors.delete(accountId);

/** A challenge for the second step; its token is what the client sends back. */
export function openChallenge(accountId: string, mode: SignInChallengeMode) {
  const expiresIn = mode === 'enrol' ? SIGN_IN_ENROL_TTL_S : SIGN_IN_CHALLENGE_TTL_S;
  const challenge = crypto.randomUUID();
  challenges.set(challenge, { accountId, mode, expiresAt: Date.now() + expiresIn * 1000 });
  return { challenge, mode, expiresIn };
}

/** The account of a live challenge of this mode, or null (expired, spent, unknown). */
export function liveChallenge(token: string, mode: SignInChallengeMode): string | null {
  const challenge = challenges.get(token);
  if (!challenge || challenge.mode !== mode) return null;
  if (challenge.expiresAt <= Date.now()) {
    challenges.delete(token);
    return null;
  }
  return challenge.accountId;
}

export const spendChallenge = (token: string) => challenges.delete(token);

export function resetTwoFactor(): void {
  factors.clear();
  challenges.clear();
}
