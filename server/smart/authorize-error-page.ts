import type { FastifyReply } from 'fastify';

const TEXT = {
  'unknown-client': {
    title: 'Unknown app',
    detail:
      'This app is not registered with Praxis, or its registration was revoked. Ask your clinic’s owner to register it.',
  },
  'redirect-mismatch': {
    title: 'Unknown return address',
    detail:
      'The app asked to return to an address its registration does not list, so Praxis did not send you there. Ask the app’s maker or your clinic’s owner to correct it.',
  },
} as const;

/**
 * The authorization endpoint's own page for a request it must not redirect (RFC 6749 §4.1.2.1:
 * an unknown client or a redirect URI that is not the app's): a 400 saying why, with nothing of
 * the request echoed back.
 */
export function authorizeErrorPage(reply: FastifyReply, kind: keyof typeof TEXT) {
  const { title, detail } = TEXT[kind];
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} – Praxis</title></head>
<body><main><h1>${title}</h1><p>${detail}</p></main></body></html>`;
  return reply.code(400).type('text/html; charset=utf-8').send(html);
}
