import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values say nothing about a person or a secret. Every other value is
 * replaced: sign-in codes, tokens and the provider's state (decision H4), and a patient search
 * (`q`), a name or a birth date (no patient data in a log line).
 */
const HARMLESS_PARAMS = new Set(['limit', 'status', 'lang']);
export const REDACTED = '[redacted]';

/** The request URL as a log may show it: the path, the parameter names, only harmless values. */
export function redactUrl(url: string): string {
  const parsed = URL.parse(url, 'http://log.invalid');
  if (!parsed) return REDACTED;
  for (const name of new Set(parsed.searchParams.keys())) {
    if (!HARMLESS_PARAMS.has(name)) parsed.searchParams.set(name, REDACTED);
  }
  return `${parsed.pathname}${parsed.search}`;
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  statusCode?: number;
  constraint?: string;
  table?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * Errors as a log may show them. A database error's message and detail can quote the values it
 * refused (an e-mail, soon a diagnosis), so only its SQLSTATE code and the names of the table and
 * constraint are kept, never its message, detail, query or parameters.
 */
export function serializeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: 'non-error thrown', stack: '' };
  }
  const fields = error as Error & Record<string, unknown>;
  const code = typeof fields.code === 'string' ? fields.code : undefined;
  const frames = error.stack?.split('\n').slice(1).join('\n') ?? '';
  if (code && SQLSTATE.test(code) && 'severity' in fields) {
    return {
      type: 'DatabaseError',
      message: `database error ${code}`,
      code,
      ...(typeof fields.constraint === 'string' ? { constraint: fields.constraint } : {}),
      ...(typeof fields.table === 'string' ? { table: fields.table } : {}),
      stack: frames,
    };
  }
  return {
    type: error.name,
    message: error.message,
    stack: error.stack ?? '',
    ...(code ? { code } : {}),
    ...(typeof fields.statusCode === 'number' ? { statusCode: fields.statusCode } : {}),
  };
}

/** Fastify's request log line, with the URL's secrets redacted and no headers or body. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
  };
}

export const logSerializers = { req: serializeRequest, err: serializeError };
