import type { FastifyReply } from 'fastify';

/**
 * Cross-origin access for SMART apps running in a browser on another origin (a public client):
 * any origin, no credentials (an app sends its bearer token; no cookie is ever involved), so a
 * page cannot ride on anybody's ambient sign-in.
 */
export function allowCrossOrigin(reply: FastifyReply): FastifyReply {
  return reply
    .header('access-control-allow-origin', '*')
    .header('access-control-expose-headers', 'ETag, Last-Modified, Location, WWW-Authenticate')
    .header('vary', 'Origin');
}

/** The answer to a browser's preflight for `method` with an Authorization header. */
export function answerPreflight(reply: FastifyReply, method: 'GET' | 'POST') {
  return allowCrossOrigin(reply)
    .header('access-control-allow-methods', method)
    .header(
      'access-control-allow-headers',
      'Authorization, Accept, Content-Type, If-None-Match, Prefer',
    )
    .header('access-control-max-age', '600')
    .code(204)
    .send();
}
