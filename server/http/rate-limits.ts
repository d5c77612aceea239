import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http-error.ts';

function tooMany(what: string) {
  return (_request: FastifyRequest, context: { after: string }) =>
    new HttpError(429, `Too many ${what}. Try again in ${context.after}.`);
}

/** Sign-in is limited per address (one source trying many accounts) and per account (many sources, one account). */
export function loginLimits(
  app: FastifyInstance,
  limits: { perAccount: number; perAddress: number; windowMs: number },
) {
  return [
    app.rateLimit({
      max: limits.perAddress,
      timeWindow: limits.windowMs,
      keyGenerator: (request) => `login-address:${request.ip}`,
      errorResponseBuilder: tooMany('sign-in attempts from this address'),
    }),
    app.rateLimit({
      max: limits.perAccount,
      timeWindow: limits.windowMs,
      keyGenerator: (request) => {
        const email = (request.body as { email?: unknown } | null)?.email;
        return `login-account:${typeof email === 'string' ? email : ''}`;
      },
      errorResponseBuilder: tooMany('sign-in attempts for this account'),
    }),
  ];
}

/** Registration and reset requests create rows and send mail: limited per address. */
export function addressLimit(app: FastifyInstance, name: string, max: number, windowMs: number) {
  return app.rateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request) => `${name}:${request.ip}`,
    errorResponseBuilder: tooMany(`${name} requests from this address`),
  });
}
