import type { StoredSession } from '../../config/session-values';
import { MEMBER_ROLES, TOO_MANY_ATTEMPTS_CODES } from '../../../common/constants/account.constants';
import type { MemberRole } from '../../../common/contracts/clinic.contract';
import type {
  TokenSet,
  TooManyAttemptsCode,
  User,
} from '../../../common/contracts/account.contract';

export type SessionCredentials = Pick<
  StoredSession,
  'accessToken' | 'idToken' | 'tenantId' | 'serviceToken'
>;

/** Why sign-in or registration failed: a code the auth forms translate (machines speak codes). */
export type AuthErrorCode =
  | 'invalid-credentials'
  | 'missing-tokens'
  | 'provider-error'
  | 'email-taken'
  | 'too-many-attempts'
  | 'account-locked'
  | 'network'
  | 'server'
  /** A signed-in call refused the session (the HTTP client also ends it). */
  | 'unauthorized'
  | 'invalid-current-password'
  | 'invalid-token'
  /** Two-factor (issue 36): the code (or recovery code) is not right. */
  | 'invalid-code'
  /** Two-factor: the sign-in waited too long for its code (or was used); start again. */
  | 'sign-in-expired';

/** A payload decoded from an id token that cannot name a user. */
export class InvalidClaimsError extends Error {
  override name = 'InvalidClaimsError';
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 ? value : undefined;

/**
 * The session user from id token claims (spec §4): id is oid or else sub, email the first of
 * emails or else email, name is name or else given_name. Claims are for display only (decision 8).
 */
const isMemberRole = (role: unknown): role is MemberRole =>
  typeof role === 'string' && (MEMBER_ROLES as readonly string[]).includes(role);

export function userFromClaims(claims: unknown, tenantId: string): User {
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
    throw new InvalidClaimsError('Id token payload is not an object');
  }
  const c = claims as Record<string, unknown>;
  const id = text(c.oid) ?? text(c.sub);
  if (!id) throw new InvalidClaimsError('Id token has neither oid nor sub');
  const emails = Array.isArray(c.emails) ? c.emails : [];
  return {
    id,
    email: text(emails[0]) ?? text(c.email) ?? '',
    name: text(c.name) ?? text(c.given_name) ?? '',
    tenantId,
    roles: Array.isArray(c.roles) ? c.roles.filter(isMemberRole) : [],
    // A portal patient's id token (issue 36) names the one patient; a member's names none.
    ...(c.kind === 'patient' && text(c.patient_id) ? { patientId: text(c.patient_id) } : {}),
  };
}

/** The login handler's precondition (spec §5): access_token, id_token and tenant_id are all present. */
export function isTokenSetComplete(tokens: Partial<TokenSet> | undefined): tokens is TokenSet {
  return Boolean(tokens?.access_token && tokens.id_token && tokens.tenant_id);
}

/** Below this a token_expires value is epoch seconds (before 1973 in ms), which counts as expired. */
const SECONDS_SCALE_LIMIT = 1e11;

/**
 * token_expires is a hard ceiling (decision 7): live only while now < token_expires. Anything
 * that is not a whole, millisecond-scale, positive number counts as expired, never as "never".
 */
export function isBeforeExpiry(tokenExpires: string | null, nowMs: number): boolean {
  if (tokenExpires === null || !/^\d+$/.test(tokenExpires)) return false;
  const expiresAt = Number(tokenExpires);
  if (expiresAt < SECONDS_SCALE_LIMIT) return false;
  return nowMs < expiresAt;
}

/**
 * The shell's logged-in check (spec §4): the token set is present, or (decision 1) the older
 * layer's serviceToken that restored this session; and the expiry has not passed.
 */
export function isSessionLive(session: StoredSession, nowMs: number): boolean {
  return hasSessionCredentials(session) && isBeforeExpiry(session.tokenExpires, nowMs);
}

/** A tenant plus the token set, or plus the serviceToken a restored session runs on (decision 1). */
export function hasSessionCredentials(session: SessionCredentials): boolean {
  const hasTokenSet = Boolean(session.accessToken && session.idToken);
  return Boolean(session.tenantId) && (hasTokenSet || Boolean(session.serviceToken));
}

/** A JWT exp claim (seconds) is valid only if later than now compared in seconds (spec §5). */
export function isExpClaimLive(exp: unknown, nowMs: number): boolean {
  return typeof exp === 'number' && Number.isFinite(exp) && exp > Math.floor(nowMs / 1000);
}

/** The HTTP status a failed call carries (ApiError and the mocks' errors), if any. */
export const statusOf = (error: unknown): number | undefined => {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
};

const TOO_MANY_REQUESTS = 429;

/**
 * The server's 429 body (decision H1), when the failure is one and carries it: the contract's
 * `tooManyAttemptsResponse`, checked by hand so the start-up code does not load zod (a test
 * holds the two together).
 */
function tooManyAttemptsOf(error: unknown) {
  if (statusOf(error) !== TOO_MANY_REQUESTS) return null;
  const body = (error as { body?: unknown }).body;
  if (typeof body !== 'object' || body === null) return null;
  const { message, code, retryAfterSeconds } = body as Record<string, unknown>;
  if (typeof message !== 'string') return null;
  if (!(TOO_MANY_ATTEMPTS_CODES as readonly unknown[]).includes(code)) return null;
  const wait =
    typeof retryAfterSeconds === 'number' &&
    Number.isSafeInteger(retryAfterSeconds) &&
    retryAfterSeconds > 0
      ? retryAfterSeconds
      : undefined;
  if (retryAfterSeconds !== undefined && wait === undefined) return null;
  return { code: code as TooManyAttemptsCode, retryAfterSeconds: wait };
}

/** Seconds the server asked to wait before trying again, if it said. */
export function retryAfterOf(error: unknown): number | null {
  return tooManyAttemptsOf(error)?.retryAfterSeconds ?? null;
}

/**
 * What a 400, 401 or 403 means depends on the call that got it: a sign-in's 401 is a wrong e-mail
 * or password, a signed-in form's 401 an ended session, a change-password 400 a wrong current
 * password. Every other status means the same everywhere.
 */
export interface StatusMeanings {
  badRequest?: AuthErrorCode;
  unauthorized?: AuthErrorCode;
  forbidden?: AuthErrorCode;
}

/** Sign-in and sign-up: a refusal never says whether the e-mail or the password was wrong. */
export const SIGN_IN_MEANINGS: StatusMeanings = {
  unauthorized: 'invalid-credentials',
  forbidden: 'invalid-credentials',
};

/** The second step of a sign-in: a 401 is a wrong code (the password was right). */
export const SECOND_FACTOR_MEANINGS: StatusMeanings = {
  unauthorized: 'invalid-code',
  badRequest: 'invalid-code',
};

/** The one mapping from a failed account call to the code the auth pages translate. */
export function authErrorCode(
  error: unknown,
  meanings: StatusMeanings = SIGN_IN_MEANINGS,
): AuthErrorCode {
  if (error instanceof InvalidClaimsError) return 'provider-error';
  switch (statusOf(error)) {
    case TOO_MANY_REQUESTS:
      return tooManyAttemptsOf(error)?.code ?? 'too-many-attempts';
    case 400:
      return meanings.badRequest ?? 'server';
    case 401:
      return meanings.unauthorized ?? 'unauthorized';
    case 403:
      return meanings.forbidden ?? 'server';
    case 409:
      return 'email-taken';
    case 410:
      return 'sign-in-expired';
    case 0:
      return 'network';
    default:
      return 'server';
  }
}
