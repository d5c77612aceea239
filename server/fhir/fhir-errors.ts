import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import { narrativeOf } from './fhir-resource-meta.ts';
import type { IssueType, OperationOutcome } from './fhir-types.ts';

/** Every FHIR answer, success or error, is FHIR JSON. */
export const FHIR_JSON = 'application/fhir+json; charset=utf-8';

/** An error answered as an OperationOutcome whose issue has this code. */
export class FhirError extends HttpError {
  constructor(
    statusCode: number,
    readonly issueCode: IssueType,
    message: string,
  ) {
    super(statusCode, message);
    this.name = 'FhirError';
  }
}

export const notFound = () => new FhirError(404, 'not-found', MESSAGES.notFound);

/** An OperationOutcome of one issue, its diagnostics also as the narrative. */
export function operationOutcome(code: IssueType, diagnostics: string): OperationOutcome {
  return {
    resourceType: 'OperationOutcome',
    text: narrativeOf([diagnostics]),
    issue: [{ severity: 'error', code, diagnostics }],
  };
}

/** The issue code that fits a status when the error did not name one. */
function issueFor(status: number): IssueType {
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 429) return 'throttled';
  if (status === 413) return 'too-costly';
  if (status >= 500) return 'exception';
  return 'invalid';
}

const sendOutcome = (reply: FastifyReply, status: number, code: IssueType, text: string) =>
  reply.code(status).type(FHIR_JSON).send(operationOutcome(code, text));

/** Methods that would change a resource: this API is read-only, so they are a 405 everywhere. */
const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** RFC 6750's challenge: a token was sent but refused, or none was sent. */
const bearerChallenge = (sentToken: boolean) =>
  sentToken ? 'Bearer realm="praxis", error="invalid_token"' : 'Bearer realm="praxis"';

/**
 * Errors under the FHIR base are OperationOutcomes (`application/fhir+json`) with the matching
 * status: 400 invalid or not-supported, 401 login with `WWW-Authenticate: Bearer`, 403
 * forbidden, 404 not-found (an unknown type, id or operation), 405 not-supported for a write
 * (this API is read-only), 500 exception.
 */
export function useFhirErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError && error.statusCode === 401) {
      reply.header('www-authenticate', bearerChallenge(Boolean(request.headers.authorization)));
      return sendOutcome(reply, 401, 'login', error.message);
    }
    if (error instanceof HttpError) {
      const code = error instanceof FhirError ? error.issueCode : issueFor(error.statusCode);
      return sendOutcome(reply, error.statusCode, code, error.message);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendOutcome(reply, status, issueFor(status), 'The request was not accepted.');
    }
    request.log.error({ err: error }, 'FHIR request failed');
    return sendOutcome(reply, 500, 'exception', MESSAGES.internal);
  });
  app.setNotFoundHandler(answerUnmatched);
  // The not-found handler is only asked when no route matched, and the web app's catch-all (`/*`,
  // under `npm start`) matches everything: this wildcard, more specific, keeps the base FHIR's.
  app.route({ method: ['GET', 'HEAD', ...WRITES], url: '/*', handler: answerUnmatched });
}

/** A path or method no FHIR route serves: a write is a 405, anything else a 404. */
function answerUnmatched(request: FastifyRequest, reply: FastifyReply) {
  if (WRITES.includes(request.method)) {
    reply.header('allow', 'GET, HEAD');
    return sendOutcome(reply, 405, 'not-supported', 'This FHIR API is read-only.');
  }
  return sendOutcome(
    reply,
    404,
    'not-found',
    'This resource type or operation is not supported here.',
  );
}
