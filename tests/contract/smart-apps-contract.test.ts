import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SMART_API_PATHS,
  SMART_MESSAGES,
  smartAppCreatedResponse,
  smartAppListResponse,
} from '../../common/contracts/smart.contract.ts';
import { expectRefusal, signInAs } from './clinical-fixtures.ts';
import { CONTRACT_TARGETS, callTarget, type Target } from './contract-targets.ts';

const REGISTRATION = {
  name: 'Outcome tracker',
  redirectUris: ['https://apps.example/callback'],
  confidential: true,
  scopes: ['launch/patient', 'patient/*.rs'],
};

/**
 * Not compared here, on purpose (a documented mock simplification): a launch itself — authorize,
 * consent, token, FHIR reads with the app's token — is the server's alone (no app reaches a
 * browser's mock); the server's is tested in server/smart/*.test.ts and e2e-server/smart.spec.ts.
 */
describe.each(CONTRACT_TARGETS)('the SMART apps contract, answered by $name', ({ start }) => {
  let target: Target;
  let token: string;
  let deskToken: string;
  beforeAll(async () => {
    target = await start();
    token = await signInAs(target);
    deskToken = await signInAs(target, 'frontdesk@praxis.clinic');
  });
  afterAll(() => target.stop());

  const apps = (as = token) => callTarget(target, 'GET', SMART_API_PATHS.apps, undefined, as);
  const register = (body: unknown, as = token) =>
    callTarget(target, 'POST', SMART_API_PATHS.apps, body, as);
  const revoke = (clientId: string, as = token) =>
    callTarget(target, 'DELETE', `/smart-apps/${clientId}`, undefined, as);

  it('registers an app, shows a confidential secret once, lists it without the secret, revokes it', async () => {
    const made = await register(REGISTRATION);
    expect(made.status).toBe(201);
    const { app, clientSecret } = smartAppCreatedResponse.parse(made.body);
    expect(app).toMatchObject({ ...REGISTRATION });
    expect(clientSecret).toEqual(expect.any(String));
    const listed = smartAppListResponse.parse((await apps()).body);
    expect(listed.apps.map((a) => a.clientId)).toContain(app.clientId);
    expect(JSON.stringify(listed)).not.toContain(clientSecret!);
    expect((await revoke(app.clientId)).status).toBe(204);
    const after = smartAppListResponse.parse((await apps()).body);
    expect(after.apps.map((a) => a.clientId)).not.toContain(app.clientId);
    expectRefusal(await revoke(app.clientId), 404, SMART_MESSAGES.unknownApp);
  });

  it('a public app has no secret', async () => {
    const made = smartAppCreatedResponse.parse(
      (await register({ ...REGISTRATION, confidential: false })).body,
    );
    expect(made.clientSecret).toBeNull();
  });

  it('refuses the front desk with the reason, and a registration with a bad redirect URI or a write scope', async () => {
    expectRefusal(await apps(deskToken), 403, SMART_MESSAGES.notOwner);
    expectRefusal(await register(REGISTRATION, deskToken), 403, SMART_MESSAGES.notOwner);
    expect(
      (await register({ ...REGISTRATION, redirectUris: ['http://apps.example/cb'] })).status,
    ).toBe(400);
    expect((await register({ ...REGISTRATION, scopes: ['user/*.cruds'] })).status).toBe(400);
  });

  it('a consent request that does not open is refused with the reason', async () => {
    const reply = await callTarget(
      target,
      'GET',
      `${SMART_API_PATHS.consent}?request=not-a-sealed-request`,
      undefined,
      token,
    );
    expectRefusal(reply, 400, SMART_MESSAGES.expiredRequest);
  });

  it('answers 401 without a session', async () => {
    expect((await apps('')).status).toBe(401);
  });
});
