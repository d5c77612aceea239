import type { FastifyInstance } from 'fastify';
import { HttpError, MESSAGES } from './http-error.ts';

/**
 * Lets the routes of `scope` take an empty `application/json` body as none (`null`): requests
 * that carry no data, such as sign-out and the activity heartbeat, may send one.
 */
export function acceptEmptyJson(scope: FastifyInstance): FastifyInstance {
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? null : JSON.parse(body as string));
    } catch {
      done(new HttpError(400, MESSAGES.invalidJson), undefined);
    }
  });
  return scope;
}
