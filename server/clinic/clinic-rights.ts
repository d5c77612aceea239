import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mayDo, type Right } from '../../common/contracts/clinic.contract.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import { idParams } from '../../common/contracts/safe-text.ts';

/** Refuses (403) a member whose roles do not give `right` (the contract's ROLE_RIGHTS table). */
export function requireRight(request: FastifyRequest, right: Right): void {
  if (!mayDo(request.member.roles, right)) throw new HttpError(403, MESSAGES.forbiddenRole);
}

/** A record's id in a path: anything longer than an id is no id (and never reaches a query). */
export { idParams };

/**
 * Actions that carry no data (revoke, resend): an empty JSON body is as good as none, so a client
 * that sends `content-type: application/json` without a body is not refused.
 */
export function acceptEmptyJsonBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? null : JSON.parse(body as string));
    } catch {
      done(new HttpError(400, MESSAGES.invalidJson), undefined);
    }
  });
}
