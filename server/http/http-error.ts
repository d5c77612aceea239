import type { TooManyAttemptsCode } from '../../common/contracts/account.contract.ts';

/** An error whose message is safe to show the client as `{ message }` (plus any `details`). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * 429 with `Retry-After` and a body the client can translate: `{ message, code, retryAfterSeconds }`.
 * A locked account has no retry time: only a password reset unlocks it.
 */
export function tooManyAttempts(
  message: string,
  retryAfterS?: number,
  code: TooManyAttemptsCode = 'too-many-attempts',
): HttpError {
  if (retryAfterS === undefined) return new HttpError(429, message, { code });
  return new HttpError(
    429,
    message,
    { code, retryAfterSeconds: retryAfterS },
    { 'retry-after': String(retryAfterS) },
  );
}

export const MESSAGES = {
  unauthorized: 'Sign in again: your session has ended or the token is not valid.',
  badCredentials: 'The e-mail or password is not correct.',
  emailTaken: 'An account with this e-mail already exists.',
  resetInvalid: 'This password-reset link is not valid or has expired.',
  forbiddenTenant: 'These events belong to another user or clinic.',
  forbiddenRole: 'Your role in this clinic does not allow this.',
  notFound: 'Not found.',
  invalidJson: 'The request body is not valid JSON.',
  internal: 'Internal server error',
} as const;
