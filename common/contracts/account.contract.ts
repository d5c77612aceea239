import { z } from 'zod';
import { sessionEndReason } from './audit.contract';
import { safeText } from './safe-text';
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

export const email = safeText().trim().toLowerCase().email().max(EMAIL_MAX_LENGTH);
export const password = safeText().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

export const user = z.object({
  id: z.string().min(1),
  email: z.string(),
  name: z.string(),
  tenantId: z.string().min(1),
  /**
   * The member's roles in their clinic (CLINICAL.md §1), so the UI offers only what the role may
   * do; the server decides on every request. Absent in sessions stored before roles existed.
   */
  roles: z.array(z.enum(MEMBER_ROLES)).default([]),
});
export type User = z.infer<typeof user>;

/** The token set the login handler reads (spec §3): refresh_token optional, expires_in seconds. */
export const tokenSet = z.object({
  access_token: z.string().min(1),
  id_token: z.string().min(1),
  tenant_id: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.number().int().positive(),
});
export type TokenSet = z.infer<typeof tokenSet>;

export const loginRequest = z.strictObject({ email, password: safeText().min(1).max(200) });
export type LoginRequest = z.infer<typeof loginRequest>;

/** Spec: `serviceToken` and `user`; decision 1: plus the token set. */
export const loginResponse = tokenSet.extend({ serviceToken: z.string().min(1), user });
export type LoginResponse = z.infer<typeof loginResponse>;

/**
 * A sign-in answer as the client's login handler reads it (spec §4): the token set may be
 * incomplete, and the handler, not the parser, decides what that means.
 */
export const loginResult = loginResponse.partial({
  access_token: true,
  id_token: true,
  tenant_id: true,
});
export type LoginResult = z.infer<typeof loginResult>;

export const meResponse = z.object({ user });
export type MeResponse = z.infer<typeof meResponse>;

export const registerRequest = z.strictObject({
  /** Spec §7: a generated random pin. */
  id: safeText().min(1).max(64),
  email,
  password,
  firstName: safeText().trim().min(1).max(PERSON_NAME_MAX_LENGTH),
  lastName: safeText().trim().min(1).max(PERSON_NAME_MAX_LENGTH),
});
export type RegisterRequest = z.infer<typeof registerRequest>;
export const registerResponse = z.object({ user });
export type RegisterResponse = z.infer<typeof registerResponse>;

/** `POST /account/logout`: the body is optional; the reason goes to the audit trail. */
export const logoutRequest = z.strictObject({ reason: sessionEndReason.optional() });

export const refreshRequest = z.strictObject({ refresh_token: safeText().min(1) });
export const changePasswordRequest = z.strictObject({
  currentPassword: safeText().min(1).max(200),
  newPassword: password,
});
export const resetRequest = z.strictObject({ email });
export const resetConfirmRequest = z.strictObject({
  token: safeText().min(1).max(512),
  newPassword: password,
});
export const profileUpdateRequest = z.strictObject({
  firstName: safeText().trim().min(1).max(PERSON_NAME_MAX_LENGTH),
  lastName: safeText().trim().min(1).max(PERSON_NAME_MAX_LENGTH),
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
export const tooManyAttemptsResponse = errorResponse.extend({
  code: tooManyAttemptsCode,
  retryAfterSeconds: z.number().int().positive().optional(),
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
