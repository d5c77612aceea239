import { Secret, TOTP } from 'otpauth';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import {
  enrolmentStart,
  recoveryCodes,
  secondFactorNeeded,
  TWO_FACTOR_PATHS,
  twoFactorStatus,
  type TwoFactorSettingsPaths,
} from '../../common/contracts/two-factor.contract.ts';
import type { ServerConfig } from '../config.ts';
import type { TestServer } from '../test/harness.ts';

/** Sign-in limits small enough for a test to reach (the lock itself far away). */
export const TWO_FACTOR_TEST_THROTTLE: ServerConfig['signInThrottle'] = {
  perAccount: 6,
  perAccountAndAddress: 3,
  perAddress: 50,
  baseDelayS: 10,
  maxDelayS: 60,
  lockAfter: 100,
  addressWindowMs: 15 * 60_000,
};

/** The signed-in account's two-factor status (a member's; a patient's with the portal's paths). */
export const twoFactorStatusOf = async (
  t: TestServer,
  token: string,
  paths: TwoFactorSettingsPaths = TWO_FACTOR_PATHS,
) => twoFactorStatus.parse((await t.request('GET', paths.status, { token })).body);

/** The second step of sign-in, answered with a code from the app. */
export const codeStep = (t: TestServer, challenge: string, code: string) =>
  t.request('POST', '/account/login/second-factor', { body: { challenge, code } });

/** The second step of sign-in, answered with a recovery code. */
export const recoveryStep = (t: TestServer, challenge: string, recoveryCode: string) =>
  t.request('POST', '/account/login/second-factor', { body: { challenge, recoveryCode } });

/** The code an authenticator app shows for this secret at this time (the same library). */
export const codeAt = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });

/** The next code's step: codes are accepted once, so each use waits for a new one (time moved). */
export function nextCode(t: TestServer, secret: string): string {
  t.advance(30_000);
  return codeAt(secret, t.now());
}

/**
 * Switches two-factor on for a signed-in account (a member's; a patient's with the portal's
 * paths); answers its secret and recovery codes.
 */
export async function enrol(
  t: TestServer,
  token: string,
  paths: TwoFactorSettingsPaths = TWO_FACTOR_PATHS,
) {
  const start = enrolmentStart.parse((await t.request('POST', paths.enrolment, { token })).body);
  const confirmed = await t.request('POST', paths.enrolmentConfirm, {
    token,
    body: { code: codeAt(start.secret, t.now()) },
  });
  if (confirmed.status !== 200) throw new Error(`enrolment failed: ${confirmed.text}`);
  return { secret: start.secret, uri: start.uri, ...recoveryCodes.parse(confirmed.body) };
}

/** The password step: the challenge it opens (fails the test if a session came back). */
export async function passwordStep(t: TestServer, email: string, password: string) {
  const reply = await t.request<LoginResponse>('POST', '/account/login', {
    body: { email, password },
  });
  return secondFactorNeeded.parse(reply.body).secondFactor;
}
