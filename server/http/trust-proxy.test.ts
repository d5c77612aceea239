import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, TRUST_PROXY_TRUE_REFUSED } from '../config.ts';
import { startTestServer } from '../test/harness.ts';
import type { TestServer } from '../test/harness.ts';

const LIMITS = {
  perAccount: 50,
  perAccountAndAddress: 2,
  perAddress: 50,
  baseDelayS: 1,
  maxDelayS: 60,
  lockAfter: 100,
  addressWindowMs: 60_000,
};

describe('PRAXIS_TRUST_PROXY', () => {
  it('refuses "true" at start-up with a sentence that says what to set instead', () => {
    expect(() => loadConfig({ PRAXIS_TRUST_PROXY: 'true' })).toThrow(TRUST_PROXY_TRUE_REFUSED);
    expect(TRUST_PROXY_TRUE_REFUSED).toMatch(/PRAXIS_TRUST_PROXY=1/);
  });

  it('reads a hop count or a list of proxy addresses and CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ PRAXIS_TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ PRAXIS_TRUST_PROXY: '10.0.0.5, 10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
    ]);
  });
});

describe.each([
  ['no proxy is trusted', false as const],
  ['only another proxy address is trusted', ['10.9.9.9']],
])('when %s', (_label, trustProxy) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ signInThrottle: LIMITS, trustProxy });
  });
  afterAll(() => t.close());

  it('a rotated X-Forwarded-For does not change the address the limits count', async () => {
    const { email } = await t.signUp();
    const attempt = (i: number) =>
      t.request('POST', '/account/login', {
        body: { email, password: 'wrong guess' },
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
    expect((await attempt(1)).status).toBe(401);
    expect((await attempt(2)).status).toBe(401);
    expect((await attempt(3)).status).toBe(401);
    expect((await attempt(4)).status).toBe(429);
  });
});
