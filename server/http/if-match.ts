import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf, versionOfEtag } from '../../common/contracts/documents.contract.ts';
import { HttpError } from './http-error.ts';

/**
 * Optimistic concurrency for versioned records (CLINICAL.md decision 1; notes and intakes): a
 * write names the version it edits in `If-Match` (the ETag `"v<version>"` it read), 428 when it
 * names none; a write that named another version gets 412 with the record as it now stands.
 */

/** The version a write's `If-Match` names; 428 (with `hint`) when it names none. */
export function requiredIfMatch(request: FastifyRequest, hint: string): number {
  const version = versionOfEtag(request.headers['if-match']);
  if (version === null) throw new HttpError(428, hint);
  return version;
}

/** The 412 answer: the current record under `current`, its ETag in the header. */
export function answerStale<T extends { version: number }>(
  reply: FastifyReply,
  current: T,
  message: string,
) {
  return reply.code(412).header('etag', etagOf(current.version)).send({ message, current });
}
