import type { FastifyError, FastifyInstance } from 'fastify';
import { STORAGE_FAILURE_MESSAGE, storageFailureOf } from '../ops/storage-failure.ts';
import { HttpError, MESSAGES } from './http-error.ts';

/** How long a client is asked to wait after a storage failure. */
export const STORAGE_RETRY_AFTER_S = 60;

/** Fastify's own 4xx errors, in words a person can act on. */
function clientMessage(error: FastifyError, bodyLimit: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return MESSAGES.invalidJson;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty; send a JSON object.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `The request body is too large (at most ${bodyLimit} bytes).`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as application/json.';
    default:
      return error.statusCode === 404 ? MESSAGES.notFound : 'The request was not accepted.';
  }
}

/**
 * Every error leaves as `{ message }`. Our HttpErrors say what is wrong; anything unexpected is
 * logged in full here and answered with a plain 500, so no stack trace or SQL reaches a client.
 */
export function useErrorHandler(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ message: error.message, ...error.details });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // The route's own limit where it has one (derived from its contract, server/http/body-limits.ts).
      const limit = request.routeOptions.bodyLimit ?? bodyLimit;
      return reply.code(status).send({ message: clientMessage(error, limit) });
    }
    const storage = storageFailureOf(error);
    if (storage) {
      // One readable line for the operator; no stack, no statement, no value.
      request.log.error(
        { storage: storage.failure, code: storage.code },
        `storage failure: ${storage.failure} (${storage.code}); requests that write are refused with 503`,
      );
      return reply
        .code(503)
        .header('retry-after', String(STORAGE_RETRY_AFTER_S))
        .send({ message: STORAGE_FAILURE_MESSAGE, code: 'storage-unavailable' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: MESSAGES.internal });
  });
}
