import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_MESSAGES } from '../../common/contracts/http-messages.ts';
import {
  errorResponse,
  loginResponse,
  meResponse,
  registerResponse,
} from '../../common/contracts/account.contract.ts';
import { DEMO } from '../../server/seed/seed.ts';
import { uniqueEmail } from '../../server/test/harness.ts';
import { CONTRACT_TARGETS, callTarget, type Target } from './contract-targets.ts';

describe.each(CONTRACT_TARGETS)(
  'the account contract (sign-in, the session, registration), answered by $name',
  ({ start }) => {
    let target: Target;
    beforeAll(async () => {
      target = await start();
    });
    afterAll(() => target.stop());

    const call = (method: string, path: string, body?: unknown, token?: string) =>
      callTarget(target, method, path, body, token);
    const demoLogin = () =>
      call('POST', '/account/login', { email: DEMO.email, password: DEMO.password });

    it('login with the demo credentials answers the token set and the user', async () => {
      const reply = await demoLogin();
      expect(reply.status).toBe(200);
      const body = loginResponse.parse(reply.body);
      expect(body.user).toMatchObject({ email: DEMO.email, name: 'Dana Demo' });
      expect(body.tenant_id).toBe(body.user.tenantId);
    });

    it('login with a wrong password answers 401 with the server’s message', async () => {
      const reply = await call('POST', '/account/login', {
        email: DEMO.email,
        password: 'nope-nope',
      });
      expect(reply.status).toBe(401);
      expect(errorResponse.parse(reply.body).message).toBe(HTTP_MESSAGES.badCredentials);
    });

    it('me with the bearer token answers the signed-in user', async () => {
      const login = loginResponse.parse((await demoLogin()).body);
      const reply = await call('GET', '/account/me', undefined, login.serviceToken);
      expect(reply.status).toBe(200);
      expect(meResponse.parse(reply.body).user).toEqual(login.user);
    });

    it('me without a bearer token answers 401 with the server’s message', async () => {
      const reply = await call('GET', '/account/me');
      expect(reply.status).toBe(401);
      expect(errorResponse.parse(reply.body).message).toBe(HTTP_MESSAGES.unauthorized);
    });

    it('the activity heartbeat with a bearer answers 204 with no body, without one 401', async () => {
      const login = loginResponse.parse((await demoLogin()).body);
      expect(await call('POST', '/account/activity', undefined, login.access_token)).toEqual({
        status: 204,
        body: null,
      });
      expect((await call('POST', '/account/activity')).status).toBe(401);
    });

    it('register answers 201 with the new user, then 409 for the same e-mail', async () => {
      const account = {
        id: '5551234',
        email: uniqueEmail('contract'),
        password: 'long enough secret',
        firstName: 'Mary',
        lastName: 'Somerville',
      };
      const first = await call('POST', '/account/register', account);
      expect(first.status).toBe(201);
      expect(registerResponse.parse(first.body).user).toMatchObject({
        email: account.email,
        name: 'Mary Somerville',
      });
      const second = await call('POST', '/account/register', account);
      expect(second.status).toBe(409);
      expect(errorResponse.safeParse(second.body).success).toBe(true);
    });
  },
);
