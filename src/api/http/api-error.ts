import { ERRORS } from '../../config/constants';

/**
 * Every failed call rejects with this (spec §8): the response body when there is one, else the
 * text "Wrong Services". status is 0 when no response arrived (network error, timeout).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(messageOf(body));
    this.status = status;
    this.body = body ?? ERRORS.wrongServices;
  }
}

function messageOf(body: unknown): string {
  if (typeof body === 'string' && body.length > 0) return body;
  if (typeof body === 'object' && body !== null && 'message' in body) {
    if (typeof body.message === 'string' && body.message.length > 0) return body.message;
  }
  return ERRORS.wrongServices;
}

/** The HTTP status of a failed call, if the server answered (undefined for anything else). */
export const statusOfError = (error: unknown): number | undefined =>
  error instanceof ApiError ? error.status : undefined;

/** The reason a failed call gives, as the server sent it (or the error's own message). */
export const detailOfError = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
