import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { HttpError, MESSAGES } from '../http/http-error.ts';
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

export function operationOutcome(code: IssueType, diagnostics: string): OperationOutcome {
  return { resourceType: 'OperationOutcome', issue: [{ severity: 'error', code, diagnostics }] };
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

/**
 * Errors under the FHIR base are OperationOutcomes with the matching status (400 invalid or
 * not-supported, 403 forbidden, 404 not-found, 500 exception), except a 401: it stays the API's
 * own `{ message }`, so every client's "signed out" handling sees the same answer everywhere.
 */
export function useFhirErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError && error.statusCode === 401) {
      return reply.code(401).send({ message: error.message });
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
  app.setNotFoundHandler((_request, reply) =>
    sendOutcome(reply, 404, 'not-found', 'This resource type or operation is not supported here.'),
  );
}
