import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponse } from '../../common/contracts/account.contract.ts';
import { HTTP_MESSAGES } from '../../common/contracts/http-messages.ts';
import {
  PORTAL_VISIT_PATHS,
  portalSessionsResponse,
} from '../../common/contracts/portal-visits.contract.ts';
import {
  QUESTIONNAIRE_PATHS,
  portalQuestionnairesResponse,
} from '../../common/contracts/questionnaires.contract.ts';
import { DEMO_ACCOUNT, DEMO_PORTAL_PATIENT } from '../../src/mocks/session/demo-account.ts';
import { CONTRACT_TARGETS, callTarget, type Target } from './contract-targets.ts';

describe.each(CONTRACT_TARGETS)(
  'the portal’s visits and questionnaires contract (issue 36), answered by $name',
  ({ start }) => {
    let target: Target;
    let patient: string;
    let member: string;
    beforeAll(async () => {
      target = await start();
      const signIn = async (who: { email: string; password: string }) =>
        loginResponse.parse(
          (
            await callTarget(target, 'POST', '/account/login', {
              email: who.email,
              password: who.password,
            })
          ).body,
        ).access_token;
      patient = await signIn(DEMO_PORTAL_PATIENT);
      member = await signIn(DEMO_ACCOUNT);
    });
    afterAll(() => target.stop());

    const call = (method: string, path: string, body?: unknown, token?: string) =>
      callTarget(target, method, path, body, token);

    it('answers the signed-in patient’s sessions and due questionnaires in the contract’s shape', async () => {
      const sessions = await call('GET', PORTAL_VISIT_PATHS.sessions, undefined, patient);
      expect(sessions.status).toBe(200);
      expect(portalSessionsResponse.safeParse(sessions.body).success).toBe(true);
      const due = await call('GET', QUESTIONNAIRE_PATHS.portal, undefined, patient);
      expect(due.status).toBe(200);
      expect(portalQuestionnairesResponse.safeParse(due.body).success).toBe(true);
    });

    it('refuses a member’s token on the portal’s routes (403) and no token (401)', async () => {
      for (const path of [PORTAL_VISIT_PATHS.sessions, QUESTIONNAIRE_PATHS.portal]) {
        const byMember = await call('GET', path, undefined, member);
        expect(byMember).toEqual({ status: 403, body: { message: HTTP_MESSAGES.patientsOnly } });
        expect((await call('GET', path)).status).toBe(401);
      }
    });

    it('refuses a patient’s token on a member’s route with 403, as the server’s member scope, never 401', async () => {
      for (const [method, path] of [
        ['GET', '/notifications'],
        ['GET', '/clinic'],
        ['GET', '/account/me'],
      ] as const) {
        const reply = await call(method, path, undefined, patient);
        expect({ path, ...reply }).toEqual({
          path,
          status: 403,
          body: { message: HTTP_MESSAGES.membersOnly },
        });
      }
    });

    it('answers another patient’s or an unknown session 404 and a malformed answer 400', async () => {
      const unknown = await call(
        'GET',
        '/portal/sessions/not-a-session-of-hers',
        undefined,
        patient,
      );
      expect(unknown.status).toBe(404);
      const bad = await call(
        'POST',
        QUESTIONNAIRE_PATHS.portal,
        { questionnaire: 'phq9', answers: [4, 0, 0, 0, 0, 0, 0, 0, 0] },
        patient,
      );
      expect(bad.status).toBe(400);
    });
  },
);
