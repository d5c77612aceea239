import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { loginResponse, secondFactorNeeded } from '../../common/contracts/account.contract.ts';
import { HTTP_MESSAGES } from '../../common/contracts/http-messages.ts';
import { PORTAL_PATHS, portalMe } from '../../common/contracts/portal.contract.ts';
import {
  PORTAL_SMART_MESSAGES,
  PORTAL_SMART_PATHS,
  portalSmartGrantList,
  portalSmartRevokePath,
} from '../../common/contracts/portal-smart.contract.ts';
import {
  enrolmentStart,
  PORTAL_TWO_FACTOR_PATHS,
  recoveryCodes,
  TWO_FACTOR_PATHS,
  twoFactorStatus,
} from '../../common/contracts/two-factor.contract.ts';
import { SMART_MESSAGES } from '../../common/contracts/smart.contract.ts';
import { DEMO_ACCOUNT, DEMO_PORTAL_PATIENT } from '../../src/mocks/session/demo-account.ts';
import { CONTRACT_TARGETS, callTarget, type Target } from './contract-targets.ts';

/** The code an authenticator app shows for this secret at `at` (ms). */
const codeAt = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

describe.each(CONTRACT_TARGETS)(
  'the portal patient’s two-factor settings and apps contract (issue 36), answered by $name',
  ({ start }) => {
    let target: Target;
    let member: string;
    /** Codes of a step are accepted once: the cases take theirs from this start, step by step. */
    let t0: number;
    beforeAll(async () => {
      target = await start();
      t0 = Date.now();
      member = await signIn(DEMO_ACCOUNT);
    });
    afterAll(() => target.stop());

    const call = (method: string, path: string, body?: unknown, token?: string) =>
      callTarget(target, method, path, body, token);
    const login = (who: { email: string; password: string }) =>
      call('POST', '/account/login', { email: who.email, password: who.password });
    async function signIn(who: { email: string; password: string }) {
      return loginResponse.parse((await login(who)).body).access_token;
    }

    it('enrols the patient (secret, wrong code 400, right code ten recovery codes), asks a code at the next sign-in that opens a patient’s session, and switches off by password', async () => {
      const patient = await signIn(DEMO_PORTAL_PATIENT);
      const status = async (token: string) =>
        twoFactorStatus.parse(
          (await call('GET', PORTAL_TWO_FACTOR_PATHS.status, undefined, token)).body,
        );
      expect(await status(patient)).toEqual({
        enabled: false,
        recoveryCodesLeft: 0,
        required: false,
      });

      const started = await call('POST', PORTAL_TWO_FACTOR_PATHS.enrolment, undefined, patient);
      expect(started.status).toBe(200);
      const { secret, uri } = enrolmentStart.parse(started.body);
      expect(uri).toContain(`secret=${secret}`);
      const confirm = (code: string) =>
        call('POST', PORTAL_TWO_FACTOR_PATHS.enrolmentConfirm, { code }, patient);
      expect((await confirm(codeAt(secret, t0 - 3_600_000))).status).toBe(400);
      const confirmed = await confirm(codeAt(secret, t0));
      expect(confirmed.status).toBe(200);
      expect(recoveryCodes.parse(confirmed.body).recoveryCodes).toHaveLength(10);
      expect(await status(patient)).toEqual({
        enabled: true,
        recoveryCodesLeft: 10,
        required: false,
      });

      const passwordStep = await login(DEMO_PORTAL_PATIENT);
      expect(passwordStep.status).toBe(200);
      const challenge = secondFactorNeeded.parse(passwordStep.body).secondFactor;
      expect(challenge.mode).toBe('code');
      const second = await call('POST', TWO_FACTOR_PATHS.signInCode, {
        challenge: challenge.challenge,
        code: codeAt(secret, t0 + 30_000),
      });
      expect(second.status).toBe(200);
      const session = loginResponse.parse(second.body).access_token;
      const me = await call('GET', PORTAL_PATHS.me, undefined, session);
      expect(me.status).toBe(200);
      expect(portalMe.parse(me.body).patient.id).toBe(DEMO_PORTAL_PATIENT.patientId);

      const disable = (body: object) =>
        call('POST', PORTAL_TWO_FACTOR_PATHS.disable, body, session);
      expect((await disable({ password: 'not the password' })).status).toBe(400);
      expect((await disable({ password: DEMO_PORTAL_PATIENT.password })).status).toBe(204);
      expect((await disable({ password: DEMO_PORTAL_PATIENT.password })).status).toBe(409);
      expect(loginResponse.safeParse((await login(DEMO_PORTAL_PATIENT)).body).success).toBe(true);
    });

    it('answers new recovery codes for a current code and refuses a code of a step already used (400)', async () => {
      const patient = await signIn(DEMO_PORTAL_PATIENT);
      const started = await call('POST', PORTAL_TWO_FACTOR_PATHS.enrolment, undefined, patient);
      const { secret } = enrolmentStart.parse(started.body);
      const confirmed = await call(
        'POST',
        PORTAL_TWO_FACTOR_PATHS.enrolmentConfirm,
        { code: codeAt(secret, t0) },
        patient,
      );
      expect(confirmed.status).toBe(200);
      const regenerate = (code: string) =>
        call('POST', PORTAL_TWO_FACTOR_PATHS.recoveryCodes, { code }, patient);
      expect((await regenerate(codeAt(secret, t0))).status).toBe(400);
      const fresh = await regenerate(codeAt(secret, t0 + 30_000));
      expect(fresh.status).toBe(200);
      expect(recoveryCodes.parse(fresh.body).recoveryCodes).toHaveLength(10);
      const off = await call(
        'POST',
        PORTAL_TWO_FACTOR_PATHS.disable,
        { code: codeAt(secret, t0 + 30_000) },
        patient,
      );
      expect(off.status).toBe(400);
      expect(
        (
          await call(
            'POST',
            PORTAL_TWO_FACTOR_PATHS.disable,
            { password: DEMO_PORTAL_PATIENT.password },
            patient,
          )
        ).status,
      ).toBe(204);
    });

    it('never sends a patient to enrol at sign-in, though their clinic requires two-factor of its members', async () => {
      const setRule = (twoFactorRequired: boolean) =>
        call('PATCH', '/clinic', { settings: { twoFactorRequired } }, member);
      expect((await setRule(true)).status).toBe(200);
      try {
        const reply = await login(DEMO_PORTAL_PATIENT);
        expect(reply.status).toBe(200);
        const session = loginResponse.parse(reply.body).access_token;
        const status = await call('GET', PORTAL_TWO_FACTOR_PATHS.status, undefined, session);
        expect(twoFactorStatus.parse(status.body)).toMatchObject({ required: false });
      } finally {
        await setRule(false);
      }
    });

    it('refuses a member’s token on the patient’s two-factor and apps routes (403) and no token (401)', async () => {
      for (const [method, path] of [
        ['GET', PORTAL_TWO_FACTOR_PATHS.status],
        ['POST', PORTAL_TWO_FACTOR_PATHS.enrolment],
        ['GET', PORTAL_SMART_PATHS.grants],
        ['POST', portalSmartRevokePath('any-grant')],
      ] as const) {
        const byMember = await call(method, path, undefined, member);
        expect({ path, ...byMember }).toEqual({
          path,
          status: 403,
          body: { message: HTTP_MESSAGES.patientsOnly },
        });
        expect({ path, status: (await call(method, path)).status }).toEqual({ path, status: 401 });
      }
    });

    it('answers a launch’s consent request that does not open 400, on reading and on answering', async () => {
      const patient = await signIn(DEMO_PORTAL_PATIENT);
      const expired = { status: 400, body: { message: SMART_MESSAGES.expiredRequest } };
      const read = await call(
        'GET',
        `${PORTAL_SMART_PATHS.consent}?request=not-a-sealed-request`,
        undefined,
        patient,
      );
      expect(read).toEqual(expired);
      const answered = await call(
        'POST',
        PORTAL_SMART_PATHS.consent,
        { request: 'not-a-sealed-request', decision: 'approve' },
        patient,
      );
      expect(answered).toEqual(expired);
      const byMember = await call(
        'GET',
        `${PORTAL_SMART_PATHS.consent}?request=x`,
        undefined,
        member,
      );
      expect(byMember.status).toBe(403);
    });

    it('lists the patient’s apps in the contract’s shape, none from the seed', async () => {
      const patient = await signIn(DEMO_PORTAL_PATIENT);
      const listed = await call('GET', PORTAL_SMART_PATHS.grants, undefined, patient);
      expect(listed.status).toBe(200);
      expect(portalSmartGrantList.parse(listed.body)).toEqual({ grants: [] });
    });

    it('answers revoking a grant that is not the patient’s 404, and a malformed id 400', async () => {
      const patient = await signIn(DEMO_PORTAL_PATIENT);
      const unknown = await call(
        'POST',
        portalSmartRevokePath(crypto.randomUUID()),
        undefined,
        patient,
      );
      expect(unknown).toEqual({
        status: 404,
        body: { message: PORTAL_SMART_MESSAGES.unknownGrant },
      });
      const tooLong = await call('POST', portalSmartRevokePath('x'.repeat(65)), undefined, patient);
      expect(tooLong.status).toBe(400);
    });
  },
);
