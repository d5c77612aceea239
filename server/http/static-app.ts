import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * Serves the built web app: hashed files under /assets are cached forever, everything else
 * (index.html above all) is revalidated so a deploy is picked up on the next load. Each goes
 * as the build's brotli or gzip copy when the browser accepts it (issue 35).
 */
export async function serveWebApp(app: FastifyInstance, root: string): Promise<void> {
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`No built web app in ${root} (run vite build first).`);
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    // The build writes a brotli and a gzip copy beside each text file (scripts/precompress.ts).
    preCompressed: true,
    setHeaders(reply, path) {
      reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : REVALIDATE);
    },
  });
}

/** App routes are client-side: an unknown GET that wants HTML gets index.html. */
export function isAppRoute(method: string, url: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (url.startsWith('/backend/') || url.startsWith('/assets/')) return false;
  return (accept ?? '').includes('text/html');
}
