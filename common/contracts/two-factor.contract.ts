import * as z from 'zod/mini';
import { loginResponse, type SecondFactorNeeded } from './account.contract';
import { safeText } from './safe-text';
import {
  RECOVERY_CODE_PATTERN,
  SIGN_IN_CHALLENGE_MAX_LENGTH,
  TOTP_CODE_PATTERN,
} from '../constants/two-factor.constants';

/**
 * Two-factor sign-in (issue 36; docs/decisions.md "c36-2fa"): a right password answers with a
 * challenge instead of a session when the account has a second factor (`code`) or its clinic
 * requires one it has not set up yet (`enrol`); the challenge, answered, opens the session.
 */
export { secondFactorNeeded, type SecondFactorNeeded } from './account.contract';
export type SignInChallengeMode = SecondFactorNeeded['secondFactor']['mode'];

const challenge = safeText().check(z.minLength(1), z.maxLength(SIGN_IN_CHALLENGE_MAX_LENGTH));
/** Six digits; spaces a user typed are dropped first. */
export const totpCode = z.pipe(
  z.string().check(z.maxLength(20), z.trim()),
  z.pipe(
    z.transform((value: string) => value.replace(/\s+/g, '')),
    z.string().check(z.regex(TOTP_CODE_PATTERN)),
  ),
);
/** A recovery code as printed (`xxxxx-xxxxx`); case, spaces and the dash are forgiven. */
export const recoveryCode = z.pipe(
  z.string().check(z.maxLength(40)),
  z.pipe(
    z.transform((value: string) => value.replace(/[\s-]+/g, '').toLowerCase()),
    z.string().check(z.regex(RECOVERY_CODE_PATTERN)),
  ),
);

/** The second step: the challenge with a code from the app, or one recovery code. */
export const secondFactorRequest = z.union([
  z.strictObject({ challenge, code: totpCode }),
  z.strictObject({ challenge, recoveryCode }),
]);
export type SecondFactorRequest = z.input<typeof secondFactorRequest>;

/** Starting an enrolment: the secret, shown once, and the `otpauth://` URI for a QR code. */
export const enrolmentStart = z.object({ secret: z.string(), uri: z.string() });
export type EnrolmentStart = z.infer<typeof enrolmentStart>;
export const enrolmentChallengeRequest = z.strictObject({ challenge });
export const enrolmentConfirm = z.strictObject({ code: totpCode });
export const enrolmentChallengeConfirm = z.strictObject({ challenge, code: totpCode });
/** The recovery codes, shown once when two-factor is switched on. */
export const recoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodes>;
/** A sign-in completed by enrolling: the session, and the recovery codes shown once. */
export const enrolledSignIn = z.extend(loginResponse, { recoveryCodes: z.array(z.string()) });
export type EnrolledSignIn = z.infer<typeof enrolledSignIn>;

/** The member's own two-factor state. */
export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  /** Recovery codes not yet used. */
  recoveryCodesLeft: z.number().check(z.int(), z.gte(0)),
  /** The clinic requires it of every member. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

/** Switching it off proves the member is at the keyboard: a current code or the password. */
export const twoFactorDisable = z.union([
  z.strictObject({ code: totpCode }),
  z.strictObject({ password: safeText().check(z.minLength(1), z.maxLength(200)) }),
]);
export type TwoFactorDisable = z.input<typeof twoFactorDisable>;

export const TWO_FACTOR_PATHS = {
  /** `POST` { challenge, code | recoveryCode } → the token set (no bearer). */
  signInCode: '/account/login/second-factor',
  /** `POST` { challenge } → secret and URI, for a member whose clinic requires two-factor. */
  signInEnrolment: '/account/login/enrolment',
  /** `POST` { challenge, code } → the token set and the recovery codes. */
  signInEnrolmentConfirm: '/account/login/enrolment/confirm',
  /** Bearer: `GET` the status. */
  status: '/account/two-factor',
  /** Bearer: `POST` → secret and URI (a pending enrolment restarts). */
  enrolment: '/account/two-factor/enrolment',
  /** Bearer: `POST` { code } → the recovery codes. */
  enrolmentConfirm: '/account/two-factor/enrolment/confirm',
  /** Bearer: `POST` { code } → new recovery codes (the old ones stop working). */
  recoveryCodes: '/account/two-factor/recovery-codes',
  /** Bearer: `POST` { code } or { password } → 204. */
  disable: '/account/two-factor/disable',
} as const;

/** The settings' routes of one kind of account: a member's, or a portal patient's. */
export type TwoFactorSettingsPaths = Record<
  'status' | 'enrolment' | 'enrolmentConfirm' | 'recoveryCodes' | 'disable',
  string
>;

/**
 * A portal patient's own second factor (issue 36, c36-patient-2fa): the members' settings routes
 * and shapes under `/portal` (patient tokens only); `required` is always false (no clinic rule
 * makes a patient enrol). The sign-in's second step is the members' `signInCode`.
 */
export const PORTAL_TWO_FACTOR_PATHS = {
  status: '/portal/two-factor',
  enrolment: '/portal/two-factor/enrolment',
  enrolmentConfirm: '/portal/two-factor/enrolment/confirm',
  recoveryCodes: '/portal/two-factor/recovery-codes',
  disable: '/portal/two-factor/disable',
} as const satisfies TwoFactorSettingsPaths;
