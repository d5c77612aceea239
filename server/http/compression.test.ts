import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../common/constants/server.constants.ts';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import { PATIENT_PATHS } from '../../common/contracts/patients.contract.ts';
import { precompressDir } from '../../scripts/precompress.ts';
import { booked, registerPatient, sessionAt } from '../encounters/encounters.test-kit.ts';
import { FHIR_BASE_PATH } from '../fhir/fhir-search.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';

interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they came over the wire, not decoded. */
  bytes: Buffer;
}

/** One request whose answer is kept as sent: `fetch` would decode it and hide the encoding. */
function raw(
  url: string,
  headers: Record<string, string>,
  method = 'GET',
  body?: Buffer,
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          bytes: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const decoded = (reply: RawReply): string => {
  const encoding = reply.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(reply.bytes).toString();
  if (encoding === 'gzip') return gunzipSync(reply.bytes).toString();
  return reply.bytes.toString();
};

/** A built app: a large script and index.html, compressed as the build does. */
const dist = mkdtempSync(join(tmpdir(), 'praxis-dist-'));
mkdirSync(join(dist, 'assets'));
const script = `export const rows = ${JSON.stringify(
  Array.from({ length: 400 }, (_, i) => ({ id: i, label: `row ${i}` })),
)};`;
writeFileSync(join(dist, 'assets', 'main-abc123.js'), script);
writeFileSync(join(dist, 'assets', 'tiny-abc123.js'), 'console.log(1)');
const page = `<!doctype html><title>Praxis</title><div id="root">${'<p>sign in</p>'.repeat(200)}</div>`;
writeFileSync(join(dist, 'index.html'), page);
precompressDir(dist);

let t: TestServer;
let founder: LoginResponse;
beforeAll(async () => {
  t = await startTestServer({ staticDir: dist });
  founder = (await t.signUp()).login;
  for (let i = 0; i < 8; i += 1) {
    const patient = await registerPatient(t, founder.access_token);
    const start = `2026-06-0${1 + (i % 5)}T${String(9 + i).padStart(2, '0')}:00:00Z`;
    await booked(t, founder.access_token, sessionAt(patient.id, founder.user.id, start));
  }
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built app on the wire (issue 35)', () => {
  it('sends a script as the build’s brotli copy to a browser that accepts it, and gzip to one that takes only gzip', async () => {
    const url = `${t.url}/assets/main-abc123.js`;
    const brotli = await raw(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.bytes.length).toBeLessThan(script.length / 4);
    expect(decoded(brotli)).toBe(script);
    const gzip = await raw(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(script);
    const plain = await raw(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.toString()).toBe(script);
  });

  it('sends index.html compressed both at / and for an app route the client router takes', async () => {
    for (const path of ['/', '/app/panels/hospital/organization']) {
      const reply = await raw(`${t.url}${path}`, {
        accept: 'text/html',
        'accept-encoding': 'br, gzip',
      });
      expect(reply.status, path).toBe(200);
      expect(reply.headers['content-encoding'], path).toBe('br');
      expect(decoded(reply), path).toBe(page);
    }
  });

  it('leaves a file too small to gain as it is', async () => {
    const reply = await raw(`${t.url}/assets/tiny-abc123.js`, { 'accept-encoding': 'br, gzip' });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.bytes.toString()).toBe('console.log(1)');
  });
});

describe('API answers on the wire (issue 35)', () => {
  const signedIn = () => ({ authorization: `Bearer ${founder.access_token}` });

  it('compresses a JSON answer above the threshold, brotli or gzip as accepted, to the same JSON', async () => {
    const search = (encoding: string) =>
      raw(
        `${t.url}${API_BASE_PATH}${PATIENT_PATHS.search}`,
        { ...signedIn(), 'content-type': 'application/json', 'accept-encoding': encoding },
        'POST',
        Buffer.from('{}'),
      );
    const plain = await search('identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const reply = await search(accepted!);
      expect(reply.headers['content-encoding'], accepted).toBe(encoding);
      expect(reply.bytes.length).toBeLessThan(plain.bytes.length / 2);
      expect(JSON.parse(decoded(reply))).toEqual(JSON.parse(plain.bytes.toString()));
    }
  });

  it('sends a kept week compressed as accepted, the same JSON on every ask (c35-schedule-version)', async () => {
    const week = (encoding: string) =>
      raw(`${t.url}${API_BASE_PATH}/calendar?from=2026-06-01&days=7`, {
        ...signedIn(),
        'accept-encoding': encoding,
      });
    const plain = await week('identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(JSON.parse(plain.bytes.toString()).sessions).toHaveLength(8);
    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip, deflate, br', 'br'],
    ]) {
      const reply = await week(accepted!);
      expect(reply.headers['content-encoding'], accepted).toBe(encoding);
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
      expect(reply.headers['content-type']).toMatch(/^application\/json/);
      expect(decoded(reply)).toBe(plain.bytes.toString());
    }
  });

  it('compresses a FHIR Bundle too', async () => {
    const reply = await raw(`${t.url}${FHIR_BASE_PATH}/Patient`, {
      ...signedIn(),
      'accept-encoding': 'br',
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(reply))).toMatchObject({ resourceType: 'Bundle', total: 8 });
  });

  it('never compresses an answer carrying tokens, however large', async () => {
    const { email, password } = await t.signUp();
    const reply = await raw(
      `${t.url}${API_BASE_PATH}/account/login`,
      { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
      'POST',
      Buffer.from(JSON.stringify({ email, password })),
    );
    expect(reply.status).toBe(200);
    expect(reply.bytes.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(reply.bytes.toString())).toHaveProperty('access_token');
  });

  it('never inflates a compressed request body: it is refused as it came', async () => {
    const reply = await raw(
      `${t.url}${API_BASE_PATH}${PATIENT_PATHS.search}`,
      { ...signedIn(), 'content-type': 'application/json', 'content-encoding': 'gzip' },
      'POST',
      gzipSync('{}'),
    );
    expect(reply.status).toBe(400);
  });
});
