import { Secret, TOTP } from 'otpauth';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import {
  enrolmentStart,
  recoveryCodes,
  secondFactorNeeded,
} from '../../common/contracts/two-factor.contract.ts';
import type { TestServer } from '../test/harness.ts';

/** The code an authenticator app shows for this secret at this time (the same library). */
export const codeAt = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });

/** The next code's step: codes are accepted once, so each use waits for a new one (time moved). */
export function nextCode(t: TestServer, secret: string): string {
  t.advance(30_000);
  return codeAt(secret, t.now());
}

/** Switches two-factor on for a signed-in account; answers its secret and recovery codes. */
export async function enrol(t: TestServer, token: string) {
  const start = enrolmentStart.parse(
    (await t.request('POST', '/account/two-factor/enrolment', { token })).body,
  );
  const confirmed = await t.request('POST', '/account/two-factor/enrolment/confirm', {
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
