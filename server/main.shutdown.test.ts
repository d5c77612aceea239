import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loginResponse } from '../common/contracts/account.contract.ts';
import { dropSchema, POSTGRES_TEST_URL, scratchSchema, uniqueEmail } from './test/harness.ts';
import { originOf, spawnMain, type MainProcess } from './test/main-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'praxis-shutdown-'));
const schema = scratchSchema();
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await dropSchema(POSTGRES_TEST_URL, schema);
});

interface Process extends MainProcess {
  api: string;
}

/** Starts `server/main.ts` on this file's database and waits for its banner's URL (stderr). */
async function startMain(): Promise<Process> {
  const main = spawnMain({
    PRAXIS_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: POSTGRES_TEST_URL ?? '',
    DATABASE_SCHEMA: POSTGRES_TEST_URL ? schema : '',
  });
  // The banner with the address is on stderr (stdout carries JSON log lines, none at warn).
  return { ...main, api: `${await originOf(main, 'stderr')}/backend/api` };
}

const post = (api: string, path: string, body: unknown) =>
  fetch(`${api}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const password = 'durable secret';
/** The status of a registration, 0 when the connection was refused. */
const register = (api: string, email: string) =>
  post(api, '/account/register', { id: '1', email, password, firstName: 'D', lastName: 'W' }).then(
    (response) => response.status,
    () => 0,
  );

describe('graceful shutdown and restart', () => {
  it('SIGTERM finishes in-flight writes, and after a restart every acknowledged one is there and old tokens still work', async () => {
    const first = await startMain();
    const keeper = uniqueEmail('keeper');
    await register(first.api, keeper);
    const signIn = await post(first.api, '/account/login', { email: keeper, password });
    const token = loginResponse.parse(await signIn.json()).access_token;

    const emails = Array.from({ length: 8 }, () => uniqueEmail('inflight'));
    const writes = emails.map((email) => register(first.api, email));
    // Signal as soon as one write is acknowledged, while the others are still in flight.
    await Promise.race(writes);
    first.child.kill('SIGTERM');
    const statuses = await Promise.all(writes);
    expect(await first.exited).toBe(0);
    const acknowledged = emails.filter((_, i) => statuses[i] === 201);
    expect(acknowledged.length).toBeGreaterThan(0);

    const second = await startMain();
    try {
      for (const email of acknowledged) {
        expect(await register(second.api, email)).toBe(409);
      }
      const me = await fetch(`${second.api}/account/me`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.status).toBe(200);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  }, 180_000);
});
