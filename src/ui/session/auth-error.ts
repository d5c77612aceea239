import type { MessageKey } from '../../i18n/i18n';
import type { AuthErrorCode } from '../../machines/session/auth.rules';

/**
 * The failure codes the auth pages pass to the forms (one list, in auth.rules). Machines speak
 * codes, the forms speak words; a code added without a message below is a type error.
 */
export type { AuthErrorCode };

export const AUTH_ERROR_MESSAGES: Record<AuthErrorCode, MessageKey> = {
  'invalid-credentials': 'auth.errors.invalidCredentials',
  network: 'auth.errors.network',
  unauthorized: 'auth.errors.unauthorized',
  'missing-tokens': 'auth.errors.missingTokens',
  'provider-error': 'auth.errors.providerError',
  server: 'auth.errors.server',
  'email-taken': 'auth.errors.emailTaken',
  'too-many-attempts': 'auth.errors.tooManyAttempts',
  'account-locked': 'auth.errors.accountLocked',
  'invalid-current-password': 'auth.errors.invalidCurrentPassword',
  'invalid-token': 'auth.errors.invalidToken',
  'invalid-code': 'auth.errors.invalidCode',
  'sign-in-expired': 'auth.errors.signInExpired',
};

/** The too-many-attempts message that names the wait. */
export const AUTH_ERROR_WAIT_MESSAGE: MessageKey = 'auth.errors.tooManyAttemptsWait';

/**
 * How a failed request is worded (decision H1): a too-many-attempts error with the wait the server
 * asked for names that wait (the message's `{{wait}}`); any other says its code's message. The live
 * form (FormErrorAlert) and the sign-in island before React (sign-in-island.ts) both word it so.
 */
export function authErrorWording(
  code: AuthErrorCode,
  retryAfterS?: number | null,
): { key: MessageKey; waitS: number | null } {
  return code === 'too-many-attempts' && retryAfterS
    ? { key: AUTH_ERROR_WAIT_MESSAGE, waitS: retryAfterS }
    : { key: AUTH_ERROR_MESSAGES[code], waitS: null };
}

/** Every message a failed request can be worded with (authErrorWording). */
export const AUTH_ERROR_WORDINGS: readonly MessageKey[] = [
  ...new Set([...Object.values(AUTH_ERROR_MESSAGES), AUTH_ERROR_WAIT_MESSAGE]),
];

/** What every form with a server round trip accepts from its page. */
export interface ServerStateProps {
  /** A request is in flight: submit is disabled so it cannot be sent twice. */
  pending?: boolean;
  /** The last request failed with this code (cleared by the page when a new request starts). */
  errorCode?: AuthErrorCode | null;
  /** Extra text from an identity provider, shown verbatim under the translated message. */
  errorDetail?: string | null;
  /** With 'too-many-attempts': the seconds the server asked to wait, named in the message. */
  retryAfterS?: number | null;
}
