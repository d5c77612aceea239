import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeProtectedHeader, exportPKCS8, generateKeyPair } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { loginResponse } from '../../common/contracts/account.contract.ts';
import { API_BASE_PATH } from '../../common/constants/server.constants.ts';
import { loadConfig, type ServerConfig } from '../config.ts';
import { startServer } from '../server.ts';
import { JWKS_PATH } from '../health/health.routes.ts';
import { KEY_FILE, PREVIOUS_KEY_FILE } from './keys.ts';

// Each test's temporary directory is removed whole (the data directory is a folder inside it, so
// removing only that left the parent behind); `run` has closed every server on it by then.
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function temporaryDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'praxis-keys-'));
  dirs.push(dir);
  return dir;
}

const newKey = async () =>
  exportPKCS8((await generateKeyPair('ES256', { extractable: true })).privateKey);

/** One server run on a data directory that outlives it, as across a restart. */
async function run<T>(
  dataDir: string,
  keys: Pick<ServerConfig, 'signingKeyPem' | 'previousSigningKeysPem'>,
  body: (call: (path: string, init?: RequestInit) => Promise<Response>) => Promise<T>,
): Promise<T> {
  const config = { ...loadConfig({}), port: 0, host: '127.0.0.1', dataDir, ...keys };
  const server = await startServer(config);
  try {
    return await body((path, init) => fetch(`${server.url}${path}`, init));
  } finally {
    await server.close();
  }
}

const account = { id: '1', email: 'rotation@clinic.test', password: 'correct horse battery' };

async function signIn(call: (path: string, init?: RequestInit) => Promise<Response>) {
  const reply = await call(`${API_BASE_PATH}/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  return loginResponse.parse(await reply.json()).access_token;
}

const meStatus = async (
  call: (path: string, init?: RequestInit) => Promise<Response>,
  token: string,
) =>
  (await call(`${API_BASE_PATH}/account/me`, { headers: { authorization: `Bearer ${token}` } }))
    .status;

async function kids(call: (path: string) => Promise<Response>): Promise<string[]> {
  const jwks = (await (await call(JWKS_PATH)).json()) as { keys: Record<string, unknown>[] };
  for (const key of jwks.keys) {
    expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(key).not.toHaveProperty('d');
  }
  return jwks.keys.map((key) => String(key.kid));
}

describe('signing key rotation (decision H14)', () => {
  it('keeps tokens of a retired key valid while it is listed, and refuses them once it is dropped', async () => {
    const dataDir = join(temporaryDir(), 'pglite');
    const [first, second] = [await newKey(), await newKey()];

    const old = await run(dataDir, { signingKeyPem: first }, async (call) => {
      await call(`${API_BASE_PATH}/account/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...account, firstName: 'Ro', lastName: 'Tation' }),
      });
      const token = await signIn(call);
      expect(await kids(call)).toEqual([decodeProtectedHeader(token).kid]);
      return token;
    });

    await run(dataDir, { signingKeyPem: second, previousSigningKeysPem: first }, async (call) => {
      expect(await meStatus(call, old)).toBe(200);
      const fresh = await signIn(call);
      const listed = await kids(call);
      expect(listed).toEqual([decodeProtectedHeader(fresh).kid, decodeProtectedHeader(old).kid]);
    });

    await run(dataDir, { signingKeyPem: second }, async (call) => {
      expect(await meStatus(call, old)).toBe(401);
    });
  });

  it('rotates the embedded key by renaming its file: a new key signs, the old one still verifies', async () => {
    const dataDir = join(temporaryDir(), 'pglite');
    const old = await run(dataDir, {}, async (call) => {
      await call(`${API_BASE_PATH}/account/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...account, firstName: 'Em', lastName: 'Bedded' }),
      });
      return signIn(call);
    });
    renameSync(join(dataDir, KEY_FILE), join(dataDir, PREVIOUS_KEY_FILE));
    await run(dataDir, {}, async (call) => {
      expect(await meStatus(call, old)).toBe(200);
      const fresh = await signIn(call);
      expect(decodeProtectedHeader(fresh).kid).not.toBe(decodeProtectedHeader(old).kid);
      expect(await kids(call)).toHaveLength(2);
    });
  });
});
