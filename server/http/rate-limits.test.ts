import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, uniqueEmail } from '../test/harness.ts';
import type { TestServer } from '../test/harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    loginRateLimit: { perAccount: 3, perAddress: 5, windowMs: 60_000 },
  });
});
afterAll(() => t.close());

const attempt = (email: string) =>
  t.request('POST', '/account/login', { body: { email, password: 'guessing again' } });

describe('sign-in rate limits', () => {
  it('an account gets 429 with a clear message after too many attempts', async () => {
    const email = uniqueEmail('target');
    for (let i = 0; i < 3; i++) expect((await attempt(email)).status).toBe(401);
    const limited = await attempt(email);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      message: expect.stringMatching(/^Too many sign-in attempts for this account\. Try again in /),
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('one address gets 429 after too many attempts across different accounts', async () => {
    // The previous test used four of this address's five attempts.
    expect((await attempt(uniqueEmail('other'))).status).toBe(401);
    const limited = await attempt(uniqueEmail('another'));
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      message: expect.stringMatching(/^Too many sign-in attempts from this address\./),
    });
  });
});
