import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/harness.ts';
import type { TestServer } from '../test/harness.ts';

const dist = mkdtempSync(join(tmpdir(), 'praxis-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><title>Praxis</title><div id="root"></div>',
);
writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ staticDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const html = { accept: 'text/html' };

describe('serving the built web app', () => {
  it('serves index.html revalidated on every load, under a same-origin-only policy', async () => {
    const reply = await t.request('GET', '/', { headers: html });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-cache');
    const policy = reply.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
  });

  it('caches hashed assets for a year as immutable', async () => {
    const reply = await t.request('GET', '/assets/main-abc123.js');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers an app route with index.html so the client router can take it', async () => {
    const reply = await t.request('GET', '/app/panels/hospital/organization', { headers: html });
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('<div id="root">');
    expect(reply.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing asset or API path with a JSON 404, never the app', async () => {
    for (const path of ['/assets/gone-000.js', '/backend/api/nothing']) {
      const reply = await t.request('GET', path, { headers: html });
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ message: 'Not found.' });
    }
  });

  it('never lets a browser or proxy cache an API answer', async () => {
    const reply = await t.request('GET', '/account/me');
    expect(reply.headers.get('cache-control')).toBe('no-store');
  });
});
