import type { ServerConfig } from '../config.ts';
import type { AppContext } from '../context.ts';
import { tooManyAttempts } from '../http/http-error.ts';
import { AttemptThrottle } from './attempt-throttle.ts';
import type { ThrottleKey, ThrottlePolicy, ThrottleVerdict } from './attempt-throttle.ts';

/**
 * Sign-in throttling (decision H1): only failures count. An account+address pair is slowed first
 * (the attacker's own address pays), the account a little later (many addresses, one account),
 * an address guessing at many accounts last (a hospital NAT shares one). A success clears the
 * account and the pair. 100 consecutive failures lock the account until a password reset.
 */
export function signInPolicies(limits: ServerConfig['signInThrottle']) {
  const base = { baseDelayS: limits.baseDelayS, maxDelayS: limits.maxDelayS };
  const account: ThrottlePolicy = {
    ...base,
    scope: 'for this account',
    freeFailures: limits.perAccount,
    lockAfter: limits.lockAfter,
  };
  const pair: ThrottlePolicy = {
    ...base,
    scope: 'for this account from this address',
    freeFailures: limits.perAccountAndAddress,
  };
  const address: ThrottlePolicy = {
    ...base,
    scope: 'from this address',
    freeFailures: limits.perAddress,
    forgetAfterMs: limits.addressWindowMs,
  };
  return { account, pair, address };
}

/** Change password: a stolen access token must not allow unlimited guesses (decision H2). */
export const CHANGE_PASSWORD_POLICY: ThrottlePolicy = {
  scope: 'for the current password',
  freeFailures: 2,
  baseDelayS: 2,
  maxDelayS: 60,
};
/** After this many consecutive wrong current passwords the session ends (the user signs in again). */
export const CHANGE_PASSWORD_END_SESSION_AFTER = 5;

export function verdictError(verdict: Exclude<ThrottleVerdict, { allowed: true }>) {
  if (verdict.locked) {
    return tooManyAttempts(
      'This account is locked after too many failed sign-ins. Reset the password to unlock it.',
      undefined,
      'account-locked',
    );
  }
  return tooManyAttempts(
    `Too many failed attempts ${verdict.scope}. Try again in ${verdict.retryAfterS} seconds.`,
    verdict.retryAfterS,
  );
}

/** The throttle keys of one sign-in attempt. */
export function signInKeys(ctx: AppContext, email: string, ip: string) {
  const policies = signInPolicies(ctx.config.signInThrottle);
  const account: ThrottleKey = { policy: policies.account, value: email };
  const pair: ThrottleKey = { policy: policies.pair, value: `${email}\u0000${ip}` };
  const address: ThrottleKey = { policy: policies.address, value: ip };
  return { all: [account, pair, address], clearedBySuccess: [account, pair], account };
}

export const throttleOf = (ctx: AppContext) => new AttemptThrottle(ctx.db, ctx.clock);
