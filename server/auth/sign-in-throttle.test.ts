import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { ServerConfig } from '../config.ts';
import { resetTokenOf, startTestServer, TEST_DATABASE } from '../test/harness.ts';
import type { TestServer } from '../test/harness.ts';
import { delayAfter } from './attempt-throttle.ts';

const LIMITS: ServerConfig['signInThrottle'] = {
  perAccount: 6,
  perAccountAndAddress: 3,
  perAddress: 20,
  baseDelayS: 1,
  maxDelayS: 8,
  lockAfter: 12,
  addressWindowMs: 15 * 60_000,
};

let t: TestServer;
beforeAll(async () => {
  // One proxy hop is trusted, so each test can speak from its own client address.
  t = await startTestServer({ signInThrottle: LIMITS, trustProxy: 1 });
});
afterAll(() => t.close());

const from = (address: string) => ({ 'x-forwarded-for': address });
const signIn = (email: string, password: string, address = '198.51.100.1') =>
  t.request('POST', '/account/login', { body: { email, password }, headers: from(address) });

describe('the progressive wait', () => {
  it('is free for the allowed failures, then doubles with each failure up to the ceiling', () => {
    const policy = { scope: 'x', freeFailures: 3, baseDelayS: 1, maxDelayS: 8 };
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 40].map((n) => delayAfter(policy, n))).toEqual([
      0, 0, 0, 0, 1, 2, 4, 8, 8, 8,
    ]);
  });
});

describe('sign-in limits count failures only', () => {
  it('never limits successful sign-ins, however many (a clinic at shift change)', async () => {
    const { email, password } = await t.signUp();
    for (let i = 0; i < 25; i++)
      expect((await signIn(email, password, '203.0.113.9')).status).toBe(200);
  });

  it('slows an account+address pair after its free failures with a 429 the client can translate', async () => {
    const { email } = await t.signUp();
    for (let i = 0; i < 3; i++)
      expect((await signIn(email, 'wrong guess', '192.0.2.10')).status).toBe(401);
    expect((await signIn(email, 'wrong guess', '192.0.2.10')).status).toBe(401);
    const limited = await signIn(email, 'wrong guess', '192.0.2.10');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      message:
        'Too many failed attempts for this account from this address. Try again in 1 seconds.',
      code: 'too-many-attempts',
      retryAfterSeconds: 1,
    });
    expect(limited.headers.get('retry-after')).toBe('1');
  });

  it('holds even the right password during the wait, then lets it in and forgets the failures', async () => {
    const { email, password } = await t.signUp();
    for (let i = 0; i < 4; i++) await signIn(email, 'wrong guess', '192.0.2.11');
    expect((await signIn(email, password, '192.0.2.11')).status).toBe(429);
    t.advance(1_000);
    expect((await signIn(email, password, '192.0.2.11')).status).toBe(200);
    // The success cleared the account and the pair: three more failures are free again.
    for (let i = 0; i < 3; i++)
      expect((await signIn(email, 'wrong guess', '192.0.2.11')).status).toBe(401);
  });

  it('does not hold the practitioner back at another address while one address guesses', async () => {
    const { email, password } = await t.signUp();
    for (let i = 0; i < 5; i++) await signIn(email, 'wrong guess', '192.0.2.12');
    expect((await signIn(email, 'wrong guess', '192.0.2.12')).status).toBe(429);
    expect((await signIn(email, password, '192.0.2.99')).status).toBe(200);
  });

  it('slows the account itself when many addresses guess at it', async () => {
    const { email, password } = await t.signUp();
    for (let i = 0; i < 7; i++) await signIn(email, 'wrong guess', `192.0.3.${i}`);
    const limited = await signIn(email, password, '192.0.3.200');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ message: expect.stringContaining('for this account.') });
  });

  it('slows an address guessing at many accounts, and forgets it after the window', async () => {
    const address = '192.0.4.1';
    for (let i = 0; i < 21; i++)
      await signIn(`nobody-${i}-${randomUUID()}@example.test`, 'x', address);
    const limited = await signIn(`someone-${randomUUID()}@example.test`, 'x', address);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ message: expect.stringContaining('from this address') });
    t.advance(LIMITS.addressWindowMs + 1_000);
    // Forgotten, not merely waited out: two failures in a row are free again.
    expect((await signIn(`someone-${randomUUID()}@example.test`, 'x', address)).status).toBe(401);
    expect((await signIn(`someone-${randomUUID()}@example.test`, 'x', address)).status).toBe(401);
  });

  it('locks the account after the consecutive-failure ceiling until a password reset', async () => {
    const { email, password } = await t.signUp();
    for (let i = 0; i < LIMITS.lockAfter; i++) {
      t.advance(LIMITS.maxDelayS * 1_000);
      await signIn(email, 'wrong guess', `192.0.5.${i}`);
    }
    t.advance(LIMITS.maxDelayS * 1_000);
    const locked = await signIn(email, password, '192.0.5.250');
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({
      message:
        'This account is locked after too many failed sign-ins. Reset the password to unlock it.',
      code: 'account-locked',
    });
    expect(locked.headers.get('retry-after')).toBeNull();

    await t.request('POST', '/account/reset-password/request', { body: { email } });
    const link = t.mails.findLast((m) => m.email === email)?.link ?? '';
    const newPassword = 'a brand new passphrase';
    const reset = await t.request('POST', '/account/reset-password/confirm', {
      body: { token: resetTokenOf(link), newPassword },
    });
    expect(reset.status).toBe(204);
    expect((await signIn(email, newPassword, '192.0.5.250')).status).toBe(200);
  });
});

describe('the counters live in the database', () => {
  it('still slows a guessing pair after the server restarts', async () => {
    const dataDir =
      TEST_DATABASE === 'pglite' ? mkdtempSync(join(tmpdir(), 'praxis-throttle-')) : undefined;
    const started: TestServer[] = [];
    // Both servers closed first (PGlite before its directory goes), then the directory removed.
    onTestFinished(async () => {
      try {
        for (const server of started) await server.close();
      } finally {
        if (dataDir) await rm(dataDir, { recursive: true, force: true });
      }
    });
    const database = dataDir
      ? { dataDir }
      : { databaseSchema: `praxis_test_${randomUUID().replace(/-/g, '').slice(0, 12)}` };
    // A first wait far longer than any restart, so a slow machine cannot outlast it.
    const signInThrottle = { ...LIMITS, baseDelayS: 600, maxDelayS: 600 };
    const overrides = { signInThrottle, trustProxy: 1, ...database } as const;
    const first = await startTestServer(overrides);
    started.push(first);
    const { email } = await first.signUp();
    const attempt = (server: TestServer) =>
      server.request('POST', '/account/login', {
        body: { email, password: 'wrong guess' },
        headers: from('192.0.6.1'),
      });
    for (let i = 0; i < 4; i++) await attempt(first);
    await first.close({ keepDatabase: true });

    const second = await startTestServer(overrides);
    started.push(second);
    expect((await attempt(second)).status).toBe(429);
  });
});
