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

export { HTTP_MESSAGES as MESSAGES } from '../../common/contracts/http-messages.ts';
