import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponse } from '../../common/contracts/account.contract.ts';
import { startTestServer } from '../test/harness.ts';
import type { TestServer } from '../test/harness.ts';
import {
  TWO_FACTOR_TEST_THROTTLE,
  codeAt,
  codeStep,
  enrol,
  nextCode,
  passwordStep,
  recoveryStep,
  twoFactorStatusOf,
} from './two-factor.test-kit.ts';

// The second step of sign-in (two-factor-sign-in.routes.ts): the challenge a right password opens,
// the code or a recovery code that answers it, and the limits on wrong codes.
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ signInThrottle: TWO_FACTOR_TEST_THROTTLE });
});
afterAll(() => t.close());

const status = (token: string) => twoFactorStatusOf(t, token);

describe('signing in with two-factor on', () => {
  it('answers a right password with a challenge and no token, then a session for the code', async () => {
    const a = await t.signUp();
    const { secret } = await enrol(t, a.login.access_token);
    const login = await t.request('POST', '/account/login', {
      body: { email: a.email, password: a.password },
    });
    expect(login.status).toBe(200);
    expect(login.body).not.toHaveProperty('access_token');
    const challenge = await passwordStep(t, a.email, a.password);
    expect(challenge).toMatchObject({ mode: 'code', expiresIn: 300 });
    const reply = await codeStep(t, challenge.challenge, nextCode(t, secret));
    expect(reply.status).toBe(200);
    const session = loginResponse.parse(reply.body);
    expect((await t.request('GET', '/account/me', { token: session.access_token })).status).toBe(
      200,
    );
  });

  it('refuses a code already used, within its window', async () => {
    const a = await t.signUp();
    const { secret } = await enrol(t, a.login.access_token);
    const code = nextCode(t, secret);
    const first = await passwordStep(t, a.email, a.password);
    expect((await codeStep(t, first.challenge, code)).status).toBe(200);
    const second = await passwordStep(t, a.email, a.password);
    expect((await codeStep(t, second.challenge, code)).status).toBe(401);
  });

  it('uses a challenge once, and not after it expired (410: the client starts over)', async () => {
    const a = await t.signUp();
    const { secret } = await enrol(t, a.login.access_token);
    const challenge = await passwordStep(t, a.email, a.password);
    expect((await codeStep(t, challenge.challenge, nextCode(t, secret))).status).toBe(200);
    const reused = await codeStep(t, challenge.challenge, nextCode(t, secret));
    expect(reused.status).toBe(410);
    expect(reused.body).toEqual({ message: 'This sign-in has expired. Sign in again.' });
    const late = await passwordStep(t, a.email, a.password);
    t.advance(301_000);
    expect((await codeStep(t, late.challenge, codeAt(secret, t.now()))).status).toBe(410);
  });

  it('binds the challenge to its account: another account’s code does not answer it', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    await enrol(t, a.login.access_token);
    const bSecret = (await enrol(t, b.login.access_token)).secret;
    const challenge = await passwordStep(t, a.email, a.password);
    expect((await codeStep(t, challenge.challenge, nextCode(t, bSecret))).status).toBe(401);
  });

  it('accepts each recovery code once', async () => {
    const a = await t.signUp();
    const { recoveryCodes } = await enrol(t, a.login.access_token);
    const code = recoveryCodes[3]!;
    const first = await passwordStep(t, a.email, a.password);
    const ok = await recoveryStep(t, first.challenge, code.toUpperCase().replace('-', ' '));
    expect(ok.status).toBe(200);
    const session = loginResponse.parse(ok.body);
    expect((await status(session.access_token)).recoveryCodesLeft).toBe(9);
    const second = await passwordStep(t, a.email, a.password);
    expect((await recoveryStep(t, second.challenge, code)).status).toBe(401);
  });

  it('limits wrong codes like wrong passwords, and a right password does not reset the count', async () => {
    const a = await t.signUp();
    const { secret } = await enrol(t, a.login.access_token);
    const wrong = codeAt(secret, new Date(t.now().getTime() - 3_600_000));
    // Three free failures for the account from this address (as for passwords), then a wait.
    for (let i = 0; i < 4; i++) {
      const challenge = await passwordStep(t, a.email, a.password);
      expect((await codeStep(t, challenge.challenge, wrong)).status).toBe(401);
    }
    const limited = await t.request('POST', '/account/login', {
      body: { email: a.email, password: a.password },
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'too-many-attempts', retryAfterSeconds: 10 });
  });

  it('refuses bad input with a 400 and leaves the challenge usable', async () => {
    const a = await t.signUp();
    const { secret } = await enrol(t, a.login.access_token);
    const challenge = await passwordStep(t, a.email, a.password);
    for (const body of [
      { challenge: challenge.challenge, code: '12345' },
      { challenge: challenge.challenge, code: '123456', recoveryCode: 'abcde-fghjk' },
      { challenge: challenge.challenge, recoveryCode: 'not a code!' },
      { challenge: 'x'.repeat(500), code: '123456' },
      { code: '123456' },
    ]) {
      expect((await t.request('POST', '/account/login/second-factor', { body })).status).toBe(400);
    }
    expect((await codeStep(t, challenge.challenge, nextCode(t, secret))).status).toBe(200);
  });
});
