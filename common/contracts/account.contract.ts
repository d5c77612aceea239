import * as z from 'zod/mini';
import { sessionEndReason } from './audit.contract';
import { safeText, recordId } from './safe-text';
import {
  EMAIL_MAX_LENGTH,
  MEMBER_ROLES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  TOO_MANY_ATTEMPTS_CODES,
} from '../constants/account.constants';

/**
 * The account API contract (spec §7 plus decision 1): one definition used by the web client,
 * the MSW handlers and the server, so they cannot drift.
 */

export const email = safeText().check(
  z.trim(),
  z.toLowerCase(),
  z.email(),
  z.maxLength(EMAIL_MAX_LENGTH),
);
export const password = safeText().check(
  z.minLength(PASSWORD_MIN_LENGTH),
  z.maxLength(PASSWORD_MAX_LENGTH),
);

export const user = z.object({
  id: z.string().check(z.minLength(1)),
  email: z.string(),
  name: z.string(),
  tenantId: z.string().check(z.minLength(1)),
  /**
   * The member's roles in their clinic (CLINICAL.md §1), so the UI offers only what the role may
   * do; the server decides on every request. Absent in sessions stored before roles existed.
   */
  roles: z._default(z.array(z.enum(MEMBER_ROLES)), []),
  /**
   * Set for a portal patient's sign-in only (issue 36): the one patient the session is scoped to.
   * A patient is not a member: `roles` is then empty and the app opens the patient's area.
   */
  patientId: z.optional(z.string().check(z.minLength(1))),
});
export type User = z.infer<typeof user>;

/** The token set the login handler reads (spec §3): refresh_token optional, expires_in seconds. */
export const tokenSet = z.object({
  access_token: z.string().check(z.minLength(1)),
  id_token: z.string().check(z.minLength(1)),
  tenant_id: z.string().check(z.minLength(1)),
  refresh_token: z.optional(z.string().check(z.minLength(1))),
  expires_in: z.number().check(z.int(), z.positive()),
});
export type TokenSet = z.infer<typeof tokenSet>;

export const loginRequest = z.strictObject({
  email,
  password: safeText().check(z.minLength(1), z.maxLength(200)),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** Spec: `serviceToken` and `user`; decision 1: plus the token set. */
export const loginResponse = z.extend(tokenSet, {
  serviceToken: z.string().check(z.minLength(1)),
  user,
});
export type LoginResponse = z.infer<typeof loginResponse>;

/**
 * A sign-in answer as the client's login handler reads it (spec §4): the token set may be
 * incomplete, and the handler, not the parser, decides what that means.
 */
export const loginResult = z.partial(loginResponse, {
  access_token: true,
  id_token: true,
  tenant_id: true,
});
export type LoginResult = z.infer<typeof loginResult>;

/**
 * `POST /account/login`'s answer when a second factor is needed (issue 36): no token, no session;
 * a challenge for the code (`code`) or for the enrolment the clinic requires (`enrol`).
 */
export const secondFactorNeeded = z.object({
  secondFactor: z.object({
    challenge: z.string().check(z.minLength(1)),
    mode: z.enum(['code', 'enrol']),
    /** Seconds the challenge is good for. */
    expiresIn: z.number().check(z.int(), z.positive()),
  }),
});
export type SecondFactorNeeded = z.infer<typeof secondFactorNeeded>;

/** What a password sign-in answers: a (possibly incomplete) token set, or a second-factor step. */
export const signInAnswer = z.union([secondFactorNeeded, loginResult]);
export type SignInAnswer = z.infer<typeof signInAnswer>;

export const meResponse = z.object({ user });
export type MeResponse = z.infer<typeof meResponse>;

export const registerRequest = z.strictObject({
  /** Spec §7: a generated random pin. */
  id: recordId(),
  email,
  password,
  firstName: safeText().check(z.trim(), z.minLength(1), z.maxLength(PERSON_NAME_MAX_LENGTH)),
  lastName: safeText().check(z.trim(), z.minLength(1), z.maxLength(PERSON_NAME_MAX_LENGTH)),
});
export type RegisterRequest = z.infer<typeof registerRequest>;
export const registerResponse = z.object({ user });
export type RegisterResponse = z.infer<typeof registerResponse>;

/** `POST /account/logout`: the body is optional; the reason goes to the audit trail. */
export const logoutRequest = z.strictObject({ reason: z.optional(sessionEndReason) });

export const refreshRequest = z.strictObject({ refresh_token: safeText().check(z.minLength(1)) });
export const changePasswordRequest = z.strictObject({
  currentPassword: safeText().check(z.minLength(1), z.maxLength(200)),
  newPassword: password,
});
export const resetRequest = z.strictObject({ email });
export const resetConfirmRequest = z.strictObject({
  token: safeText().check(z.minLength(1), z.maxLength(512)),
  newPassword: password,
});
export const profileUpdateRequest = z.strictObject({
  firstName: safeText().check(z.trim(), z.minLength(1), z.maxLength(PERSON_NAME_MAX_LENGTH)),
  lastName: safeText().check(z.trim(), z.minLength(1), z.maxLength(PERSON_NAME_MAX_LENGTH)),
});

/** Every error body: a human-readable message, never a stack trace or SQL. */
export const errorResponse = z.object({ message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponse>;

/**
 * A 429's body: the client shows a translated sentence from `code` and `retryAfterSeconds`
 * (also sent as `Retry-After`). `account-locked` has no retry time: a password reset unlocks it.
 */
export const tooManyAttemptsCode = z.enum(TOO_MANY_ATTEMPTS_CODES);
export type TooManyAttemptsCode = z.infer<typeof tooManyAttemptsCode>;
export const tooManyAttemptsResponse = z.extend(errorResponse, {
  code: tooManyAttemptsCode,
  retryAfterSeconds: z.optional(z.number().check(z.int(), z.positive())),
});
export type TooManyAttemptsResponse = z.infer<typeof tooManyAttemptsResponse>;

export const ACCOUNT_PATHS = {
  login: '/account/login',
  logout: '/account/logout',
  me: '/account/me',
  register: '/account/register',
  refresh: '/account/refresh',
  changePassword: '/account/change-password',
  resetRequest: '/account/reset-password/request',
  resetConfirm: '/account/reset-password/confirm',
  profile: '/account/profile',
  /** `POST`, bearer, no body → 204: the user is active (decision H6). */
  activity: '/account/activity',
} as const;

/** An answer whose body nobody reads (password change, reset requests). */
export const anyBody = z.unknown();
