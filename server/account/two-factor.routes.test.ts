import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponse } from '../../common/contracts/account.contract.ts';
import { enrolledSignIn } from '../../common/contracts/two-factor.contract.ts';
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

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ signInThrottle: TWO_FACTOR_TEST_THROTTLE });
});
afterAll(() => t.close());

const status = (token: string) => twoFactorStatusOf(t, token);

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
    expect((await recoveryStep(t, oldTry.challenge, old[0]!)).status).toBe(401);
    const newTry = await passwordStep(t, a.email, a.password);
    expect((await recoveryStep(t, newTry.challenge, fresh.body.recoveryCodes[0]!)).status).toBe(
      200,
    );
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
    expect((await codeStep(t, challenge.challenge, '123456')).status).toBe(410);
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
