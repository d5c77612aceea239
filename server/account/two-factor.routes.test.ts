import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponse } from '../../common/contracts/account.contract.ts';
import { enrolledSignIn, twoFactorStatus } from '../../common/contracts/two-factor.contract.ts';
import { startTestServer } from '../test/harness.ts';
import type { TestServer } from '../test/harness.ts';
import { codeAt, enrol, nextCode, passwordStep } from './two-factor.test-kit.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    signInThrottle: {
      perAccount: 6,
      perAccountAndAddress: 3,
      perAddress: 50,
      baseDelayS: 10,
      maxDelayS: 60,
      lockAfter: 100,
      addressWindowMs: 15 * 60_000,
    },
  });
});
afterAll(() => t.close());

const status = async (token: string) =>
  twoFactorStatus.parse((await t.request('GET', '/account/two-factor', { token })).body);
const codeStep = (challenge: string, code: string) =>
  t.request('POST', '/account/login/second-factor', { body: { challenge, code } });
const recoveryStep = (challenge: string, recoveryCode: string) =>
  t.request('POST', '/account/login/second-factor', { body: { challenge, recoveryCode } });

describe('enrolment', () => {
  it('shows a secret and its otpauth URI, and switches on only with a right code', async () => {
    const a = await t.signUp();
    const token = a.login.access_token;
    const start = await t.request<{ secret: string; uri: string }>(
      'POST',
      '/account/two-factor/enrolment',
      { token },
    );
    expect(start.status).toBe(200);
    expect(start.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(start.body.uri).toContain('otpauth://totp/Praxis:');
    expect(start.body.uri).toContain(`secret=${start.body.secret}`);
    const wrong = await t.request('POST', '/account/two-factor/enrolment/confirm', {
      token,
      body: { code: codeAt(start.body.secret, new Date(t.now().getTime() - 600_000)) },
    });
    expect(wrong.status).toBe(400);
    expect((await status(token)).enabled).toBe(false);
    const right = await t.request<{ recoveryCodes: string[] }>(
      'POST',
      '/account/two-factor/enrolment/confirm',
      { token, body: { code: codeAt(start.body.secret, t.now()) } },
    );
    expect(right.status).toBe(200);
    expect(right.body.recoveryCodes).toHaveLength(10);
    expect(new Set(right.body.recoveryCodes).size).toBe(10);
    expect(right.body.recoveryCodes[0]).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    expect(await status(token)).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false });
    const again = await t.request('POST', '/account/two-factor/enrolment', { token });
    expect(again.status).toBe(409);
  });

  it('refuses malformed codes with a 400 and stores nothing', async () => {
    const a = await t.signUp();
    const token = a.login.access_token;
    await t.request('POST', '/account/two-factor/enrolment', { token });
    for (const body of [{ code: 'abcdef' }, { code: '1234567' }, { code: 123456 }, {}]) {
      const reply = await t.request('POST', '/account/two-factor/enrolment/confirm', {
        token,
        body,
      });
      expect(reply.status).toBe(400);
    }
    expect((await status(token)).enabled).toBe(false);
  });

  it('is the caller’s own: enrolling one account leaves another clinic’s account without it', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    await enrol(t, a.login.access_token);
    expect((await status(b.login.access_token)).enabled).toBe(false);
    const login = await t.request('POST', '/account/login', {
      body: { email: b.email, password: b.password },
    });
    expect(loginResponse.safeParse(login.body).success).toBe(true);
  });
});

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
    const reply = await codeStep(challenge.challenge, nextCode(t, secret));
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
    expect((await codeStep(first.challenge, code)).status).toBe(200);
    const second = await passwordStep(t, a.email, a.password);
    expect((await codeStep(second.challenge, code)).status).toBe(401);
  });

  it('uses a challenge once, and not after it expired (410: the client starts over)', async () => {
    const a = await t.signUp();
    const { secret } = await enrol(t, a.login.access_token);
    const challenge = await passwordStep(t, a.email, a.password);
    expect((await codeStep(challenge.challenge, nextCode(t, secret))).status).toBe(200);
    const reused = await codeStep(challenge.challenge, nextCode(t, secret));
    expect(reused.status).toBe(410);
    expect(reused.body).toEqual({ message: 'This sign-in has expired. Sign in again.' });
    const late = await passwordStep(t, a.email, a.password);
    t.advance(301_000);
    expect((await codeStep(late.challenge, codeAt(secret, t.now()))).status).toBe(410);
  });

  it('binds the challenge to its account: another account’s code does not answer it', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    await enrol(t, a.login.access_token);
    const bSecret = (await enrol(t, b.login.access_token)).secret;
    const challenge = await passwordStep(t, a.email, a.password);
    expect((await codeStep(challenge.challenge, nextCode(t, bSecret))).status).toBe(401);
  });

  it('accepts each recovery code once', async () => {
    const a = await t.signUp();
    const { recoveryCodes } = await enrol(t, a.login.access_token);
    const code = recoveryCodes[3]!;
    const first = await passwordStep(t, a.email, a.password);
    const ok = await recoveryStep(first.challenge, code.toUpperCase().replace('-', ' '));
    expect(ok.status).toBe(200);
    const session = loginResponse.parse(ok.body);
    expect((await status(session.access_token)).recoveryCodesLeft).toBe(9);
    const second = await passwordStep(t, a.email, a.password);
    expect((await recoveryStep(second.challenge, code)).status).toBe(401);
  });

  it('limits wrong codes like wrong passwords, and a right password does not reset the count', async () => {
    const a = await t.signUp();
    const { secret } = await enrol(t, a.login.access_token);
    const wrong = codeAt(secret, new Date(t.now().getTime() - 3_600_000));
    // Three free failures for the account from this address (as for passwords), then a wait.
    for (let i = 0; i < 4; i++) {
      const challenge = await passwordStep(t, a.email, a.password);
      expect((await codeStep(challenge.challenge, wrong)).status).toBe(401);
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
    expect((await codeStep(challenge.challenge, nextCode(t, secret))).status).toBe(200);
  });
});

describe('new recovery codes', () => {
  it('replace the old ones for a current code; a wrong code or no two-factor changes nothing', async () => {
    const a = await t.signUp();
    const token = a.login.access_token;
    const regenerate = (code: string) =>
      t.request<{ recoveryCodes: string[] }>('POST', '/account/two-factor/recovery-codes', {
        token,
        body: { code },
      });
    expect((await regenerate('123456')).status).toBe(409);
    const { secret, recoveryCodes: old } = await enrol(t, token);
    const wrong = await regenerate(codeAt(secret, new Date(t.now().getTime() - 3_600_000)));
    expect(wrong.status).toBe(400);
    expect((await regenerate('12345')).status).toBe(400);
    const fresh = await regenerate(nextCode(t, secret));
    expect(fresh.status).toBe(200);
    expect(fresh.body.recoveryCodes).toHaveLength(10);
    expect(fresh.body.recoveryCodes).not.toContain(old[0]);
    const oldTry = await passwordStep(t, a.email, a.password);
    expect((await recoveryStep(oldTry.challenge, old[0]!)).status).toBe(401);
    const newTry = await passwordStep(t, a.email, a.password);
    expect((await recoveryStep(newTry.challenge, fresh.body.recoveryCodes[0]!)).status).toBe(200);
  });
});

describe('switching two-factor off', () => {
  it('needs the password or a current code; then the password alone signs in again', async () => {
    const a = await t.signUp();
    const token = a.login.access_token;
    const { secret } = await enrol(t, token);
    const wrong = await t.request('POST', '/account/two-factor/disable', {
      token,
      body: { password: 'not the password' },
    });
    expect(wrong.status).toBe(400);
    expect((await status(token)).enabled).toBe(true);
    const byCode = await t.request('POST', '/account/two-factor/disable', {
      token,
      body: { code: nextCode(t, secret) },
    });
    expect(byCode.status).toBe(204);
    expect(await status(token)).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false });
    const login = await t.request('POST', '/account/login', {
      body: { email: a.email, password: a.password },
    });
    expect(loginResponse.safeParse(login.body).success).toBe(true);
    await enrol(t, token);
    const byPassword = await t.request('POST', '/account/two-factor/disable', {
      token,
      body: { password: a.password },
    });
    expect(byPassword.status).toBe(204);
  });
});

describe('the clinic’s rule: two-factor for every member', () => {
  it('only an owner sets it; a member without it enrols at the next sign-in, before any session', async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const member = await t.addMember(owner.login.tenant_id, ['clinician']);
    const memberEmail = member.login.user.email;
    const byClinician = await t.request('PATCH', '/clinic', {
      token: member.login.access_token,
      body: { settings: { twoFactorRequired: true } },
    });
    expect(byClinician.status).toBe(403);
    const bad = await t.request('PATCH', '/clinic', {
      token: owner.login.access_token,
      body: { settings: { twoFactorRequired: 'yes' } },
    });
    expect(bad.status).toBe(400);
    const byOwner = await t.request('PATCH', '/clinic', {
      token: owner.login.access_token,
      body: { settings: { twoFactorRequired: true } },
    });
    expect(byOwner.status).toBe(200);
    expect((await status(member.login.access_token)).required).toBe(true);
    // Another clinic is not bound by it.
    const otherLogin = await t.request('POST', '/account/login', {
      body: { email: other.email, password: other.password },
    });
    expect(loginResponse.safeParse(otherLogin.body).success).toBe(true);

    const challenge = await passwordStep(t, memberEmail, 'member password 1');
    expect(challenge.mode).toBe('enrol');
    // An enrolment's challenge is no code's: it opens nothing at the code step.
    expect((await codeStep(challenge.challenge, '123456')).status).toBe(410);
    const start = await t.request<{ secret: string }>('POST', '/account/login/enrolment', {
      body: { challenge: challenge.challenge },
    });
    expect(start.status).toBe(200);
    const done = await t.request('POST', '/account/login/enrolment/confirm', {
      body: { challenge: challenge.challenge, code: codeAt(start.body.secret, t.now()) },
    });
    expect(done.status).toBe(200);
    const signedIn = enrolledSignIn.parse(done.body);
    expect(signedIn.recoveryCodes).toHaveLength(10);
    expect((await status(signedIn.access_token)).enabled).toBe(true);
    // From now on, the member's sign-in asks for a code.
    expect((await passwordStep(t, memberEmail, 'member password 1')).mode).toBe('code');
  });
});

describe('the log', () => {
  it('never holds a secret, a code, a recovery code or a challenge', async () => {
    const lines: string[] = [];
    const logged = await startTestServer(
      {},
      { logger: { level: 'info', stream: { write: (chunk: string) => lines.push(chunk) } } },
    );
    try {
      const a = await logged.signUp();
      const { secret, recoveryCodes } = await enrol(logged, a.login.access_token);
      const challenge = await passwordStep(logged, a.email, a.password);
      const code = nextCode(logged, secret);
      await logged.request('POST', '/account/login/second-factor', {
        body: { challenge: challenge.challenge, code },
      });
      const log = lines.join('');
      expect(log).toContain('/account/login/second-factor');
      for (const value of [secret, code, challenge.challenge, ...recoveryCodes]) {
        expect(log).not.toContain(value);
      }
    } finally {
      await logged.close();
    }
  });
});
