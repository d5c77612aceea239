import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { loginResponse, secondFactorNeeded } from '../../common/contracts/account.contract.ts';
import {
  enrolledSignIn,
  enrolmentStart,
  recoveryCodes,
  twoFactorStatus,
} from '../../common/contracts/two-factor.contract.ts';
import { uniqueEmail } from '../../server/test/harness.ts';
import { CONTRACT_TARGETS, callTarget, type Target } from './contract-targets.ts';

/** The code an authenticator app shows for this secret, `stepsAhead` periods from the start. */
const codeAt = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

describe.each(CONTRACT_TARGETS)(
  'the two-factor contract (issue 36), answered by $name',
  ({ start }) => {
    let target: Target;
    /** Codes of a step are accepted once: each case takes its codes from this start, step by step. */
    let t0: number;
    beforeAll(async () => {
      target = await start();
      t0 = Date.now();
    });
    afterAll(() => target.stop());

    const call = (method: string, path: string, body?: unknown, token?: string) =>
      callTarget(target, method, path, body, token);
    const wrongCode = (secret: string) => codeAt(secret, t0 - 3_600_000);

    /** A new member, signed in (on the server, the owner of a clinic of their own). */
    async function member() {
      const email = uniqueEmail('two-factor');
      const password = 'long enough secret';
      const id = `tf-${crypto.randomUUID()}`;
      const made = await call('POST', '/account/register', {
        id,
        email,
        password,
        firstName: 'Grace',
        lastName: 'Hopper',
      });
      expect(made.status).toBe(201);
      const login = loginResponse.parse(
        (await call('POST', '/account/login', { email, password })).body,
      );
      return { email, password, token: login.access_token };
    }

    async function enrolled() {
      const m = await member();
      const start = enrolmentStart.parse(
        (await call('POST', '/account/two-factor/enrolment', undefined, m.token)).body,
      );
      const confirmed = await call(
        'POST',
        '/account/two-factor/enrolment/confirm',
        { code: codeAt(start.secret, t0) },
        m.token,
      );
      return { ...m, ...start, ...recoveryCodes.parse(confirmed.body) };
    }

    const passwordStep = async (m: { email: string; password: string }) => {
      const reply = await call('POST', '/account/login', { email: m.email, password: m.password });
      expect(reply.status).toBe(200);
      return secondFactorNeeded.parse(reply.body).secondFactor;
    };

    it('enrols: a secret and its otpauth URI, a wrong code refused (400), a right one answering ten recovery codes', async () => {
      const m = await member();
      const off = twoFactorStatus.parse(
        (await call('GET', '/account/two-factor', undefined, m.token)).body,
      );
      expect(off).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false });
      const start = enrolmentStart.parse(
        (await call('POST', '/account/two-factor/enrolment', undefined, m.token)).body,
      );
      expect(start.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(start.uri).toMatch(/^otpauth:\/\/totp\/Praxis:/);
      expect(start.uri).toContain(`secret=${start.secret}`);
      const wrong = await call(
        'POST',
        '/account/two-factor/enrolment/confirm',
        { code: wrongCode(start.secret) },
        m.token,
      );
      expect(wrong.status).toBe(400);
      const right = await call(
        'POST',
        '/account/two-factor/enrolment/confirm',
        { code: codeAt(start.secret, t0) },
        m.token,
      );
      expect(right.status).toBe(200);
      const codes = recoveryCodes.parse(right.body).recoveryCodes;
      expect(codes).toHaveLength(10);
      expect(codes[0]).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
      const on = twoFactorStatus.parse(
        (await call('GET', '/account/two-factor', undefined, m.token)).body,
      );
      expect(on).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false });
      expect((await call('POST', '/account/two-factor/enrolment', undefined, m.token)).status).toBe(
        409,
      );
    });

    it('signs in in two steps: the password answers a challenge, not a session; the code opens it once', async () => {
      const m = await enrolled();
      const challenge = await passwordStep(m);
      expect(challenge).toMatchObject({ mode: 'code', expiresIn: 300 });
      const step = (body: object) => call('POST', '/account/login/second-factor', body);
      expect(
        (await step({ challenge: challenge.challenge, code: wrongCode(m.secret) })).status,
      ).toBe(401);
      expect((await step({ challenge: challenge.challenge, code: '12345' })).status).toBe(400);
      const right = await step({
        challenge: challenge.challenge,
        code: codeAt(m.secret, t0 + 30_000),
      });
      expect(right.status).toBe(200);
      expect(loginResponse.parse(right.body).user.email).toBe(m.email);
      const again = await step({
        challenge: challenge.challenge,
        code: codeAt(m.secret, t0 + 30_000),
      });
      expect(again.status).toBe(410);
      expect((await step({ challenge: 'no-such-challenge', code: '123456' })).status).toBe(410);
    });

    it('refuses a code of a step already used', async () => {
      const m = await enrolled();
      const challenge = await passwordStep(m);
      const used = codeAt(m.secret, t0);
      const reply = await call('POST', '/account/login/second-factor', {
        challenge: challenge.challenge,
        code: used,
      });
      expect(reply.status).toBe(401);
    });

    it('accepts each recovery code once, however it is typed', async () => {
      const m = await enrolled();
      const code = m.recoveryCodes[2]!;
      const first = await passwordStep(m);
      const ok = await call('POST', '/account/login/second-factor', {
        challenge: first.challenge,
        recoveryCode: code.toUpperCase().replace('-', ' '),
      });
      expect(ok.status).toBe(200);
      const session = loginResponse.parse(ok.body);
      const status = twoFactorStatus.parse(
        (await call('GET', '/account/two-factor', undefined, session.access_token)).body,
      );
      expect(status.recoveryCodesLeft).toBe(9);
      const second = await passwordStep(m);
      const reused = await call('POST', '/account/login/second-factor', {
        challenge: second.challenge,
        recoveryCode: code,
      });
      expect(reused.status).toBe(401);
    });

    it('answers new recovery codes for a current code; the old ones stop working', async () => {
      const m = await enrolled();
      const wrong = await call(
        'POST',
        '/account/two-factor/recovery-codes',
        { code: wrongCode(m.secret) },
        m.token,
      );
      expect(wrong.status).toBe(400);
      const fresh = await call(
        'POST',
        '/account/two-factor/recovery-codes',
        { code: codeAt(m.secret, t0 + 30_000) },
        m.token,
      );
      expect(fresh.status).toBe(200);
      expect(recoveryCodes.parse(fresh.body).recoveryCodes).toHaveLength(10);
      const challenge = await passwordStep(m);
      const old = await call('POST', '/account/login/second-factor', {
        challenge: challenge.challenge,
        recoveryCode: m.recoveryCodes[0],
      });
      expect(old.status).toBe(401);
    });

    it('switches off only with the password (or a code); then the password alone signs in', async () => {
      const m = await enrolled();
      const disable = (body: object) => call('POST', '/account/two-factor/disable', body, m.token);
      expect((await disable({ password: 'not the password' })).status).toBe(400);
      expect((await disable({})).status).toBe(400);
      expect((await disable({ password: m.password })).status).toBe(204);
      expect((await disable({ password: m.password })).status).toBe(409);
      const login = await call('POST', '/account/login', { email: m.email, password: m.password });
      expect(loginResponse.safeParse(login.body).success).toBe(true);
    });

    it('sends a member without it to enrol at sign-in once the owner requires it, before any session', async () => {
      const m = await member();
      const required = await call(
        'PATCH',
        '/clinic',
        { settings: { twoFactorRequired: true } },
        m.token,
      );
      expect(required.status).toBe(200);
      const challenge = await passwordStep(m);
      expect(challenge.mode).toBe('enrol');
      expect(
        (
          await call('POST', '/account/login/second-factor', {
            challenge: challenge.challenge,
            code: '123456',
          })
        ).status,
      ).toBe(410);
      const start = enrolmentStart.parse(
        (await call('POST', '/account/login/enrolment', { challenge: challenge.challenge })).body,
      );
      const wrong = await call('POST', '/account/login/enrolment/confirm', {
        challenge: challenge.challenge,
        code: wrongCode(start.secret),
      });
      expect(wrong.status).toBe(401);
      const done = await call('POST', '/account/login/enrolment/confirm', {
        challenge: challenge.challenge,
        code: codeAt(start.secret, t0),
      });
      expect(done.status).toBe(200);
      const signedIn = enrolledSignIn.parse(done.body);
      expect(signedIn.recoveryCodes).toHaveLength(10);
      const status = twoFactorStatus.parse(
        (await call('GET', '/account/two-factor', undefined, signedIn.access_token)).body,
      );
      expect(status).toEqual({ enabled: true, recoveryCodesLeft: 10, required: true });
      // The mock's accounts share its demo clinic: the rule goes back off for the other suites.
      await call(
        'PATCH',
        '/clinic',
        { settings: { twoFactorRequired: false } },
        signedIn.access_token,
      );
    });
  },
);
