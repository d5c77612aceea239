import { Secret, TOTP } from 'otpauth';
import { TOTP_ISSUER } from '../constants/two-factor.constants';

/**
 * TOTP as the server checks it and the MSW mock imitates it (issue 36): one place, so the two
 * cannot disagree on the algorithm, the window or the recovery codes' shape.
 */

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, thirty seconds. */
const PERIOD_S = 30;
/** One step either side is accepted: a phone's clock a little off, a code typed as it turned. */
const WINDOW = 1;

const totpOf = (secretBase32: string, label = 'Praxis') =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secretBase32),
  });

/** A new secret (160 bits, RFC 4226's recommendation), base32 as apps take it typed. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://` URI an authenticator app scans; the label is the account's e-mail. */
export const totpUri = (secretBase32: string, email: string): string =>
  totpOf(secretBase32, email).toString();

/**
 * The time step the code belongs to (within the window around `now`), or null when it is no code
 * of this secret. The caller refuses a step it has already accepted (a replayed code).
 */
export function totpStep(secretBase32: string, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = totpOf(secretBase32).validate({ token: code, timestamp, window: WINDOW });
  if (delta === null) return null;
  return Math.floor(timestamp / 1000 / PERIOD_S) + delta;
}

/** Crockford's base32 alphabet, lower-case: no i, l, o, u to misread. */
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** One recovery code as shown: `xxxxx-xxxxx` (50 random bits). */
export function newRecoveryCode(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(10));
  const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % 32]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** A recovery code as compared: without spaces or the dash, lower-cased. */
export const normalRecoveryCode = (code: string): string =>
  code.replace(/[\s-]+/g, '').toLowerCase();
