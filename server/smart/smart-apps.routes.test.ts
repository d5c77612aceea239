import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmartApp } from '../../common/contracts/smart.contract.ts';
import { SMART_MESSAGES } from '../../common/contracts/smart.contract.ts';
import { hashToken } from '../auth/secrets.ts';
import { startTwoClinics, type Clinic } from '../fhir/fhir.test-kit.ts';
import type { TestServer } from '../test/harness.ts';
import { REDIRECT, registerSmartApp } from './smart.test-kit.ts';

let server: TestServer;
let clinic: Clinic;
let other: Clinic;

beforeAll(async () => {
  ({ server, clinic, other } = await startTwoClinics());
});
afterAll(() => server.close());

const list = (token: string) =>
  server.request<{ apps: SmartApp[] }>('GET', '/smart-apps', { token });

const storedApps = () => server.server.ctx.db.selectFrom('smart_apps').selectAll().execute();

describe('registering SMART apps', () => {
  it('an owner registers a public app: a random client id, no secret, listed for the clinic only', async () => {
    const created = await registerSmartApp(server, clinic.founder.access_token, {
      name: 'Mood diary',
    });
    expect(created.clientSecret).toBeNull();
    expect(created.app).toMatchObject({
      name: 'Mood diary',
      redirectUris: [REDIRECT],
      confidential: false,
      scopes: ['launch/patient', 'patient/*.rs', 'user/*.rs'],
    });
    expect(created.app.clientId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const mine = await list(clinic.ownerOnly.access_token);
    expect(mine.body.apps.map((a) => a.clientId)).toContain(created.app.clientId);
    const theirs = await list(other.founder.access_token);
    expect(theirs.body.apps.map((a) => a.clientId)).not.toContain(created.app.clientId);
  });

  it("a confidential app's secret is shown once and kept only as its hash", async () => {
    const created = await registerSmartApp(server, clinic.founder.access_token, {
      confidential: true,
    });
    expect(created.clientSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = (await storedApps()).find((a) => a.client_id === created.app.clientId);
    expect(row?.secret_hash).toBe(hashToken(created.clientSecret!));
    const listed = await list(clinic.founder.access_token);
    expect(listed.text).not.toContain(created.clientSecret!);
  });

  it('a clinician, the front desk and a member of no role may neither list nor register apps', async () => {
    const before = (await storedApps()).length;
    for (const token of [clinic.colleague.login.access_token, clinic.staff.access_token]) {
      expect((await list(token)).status).toBe(403);
      const reply = await server.request('POST', '/smart-apps', {
        token,
        body: { name: 'X', redirectUris: [REDIRECT], confidential: false, scopes: ['user/*.rs'] },
      });
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual({ message: SMART_MESSAGES.notOwner });
    }
    expect(await storedApps()).toHaveLength(before);
  });

  it.each([
    ['a plain-http redirect to another host', { redirectUris: ['http://apps.example/cb'] }],
    ['a redirect with a fragment', { redirectUris: ['https://apps.example/cb#x'] }],
    ['a write scope', { scopes: ['patient/*.cruds'] }],
    ["v1's write scope", { scopes: ['user/*.write'] }],
    ['no redirect URI', { redirectUris: [] }],
    ['an empty name', { name: '  ' }],
  ])('%s is refused with 400 and nothing is stored', async (_label, change) => {
    const before = (await storedApps()).length;
    const reply = await server.request('POST', '/smart-apps', {
      token: clinic.founder.access_token,
      body: {
        name: 'App',
        redirectUris: ['https://apps.example/cb'],
        confidential: false,
        scopes: ['patient/*.rs'],
        ...change,
      },
    });
    expect(reply.status).toBe(400);
    expect(await storedApps()).toHaveLength(before);
  });

  it('https and the loopback addresses are accepted as redirect URIs', async () => {
    const created = await registerSmartApp(server, clinic.founder.access_token, {
      redirectUris: [
        'https://apps.example/cb?x=1',
        'http://localhost:8080/cb',
        'http://127.0.0.1/cb',
      ],
      scopes: ['user/Patient.read', 'patient/Observation.rs'],
    });
    expect(created.app.redirectUris).toHaveLength(3);
  });
});

describe('revoking SMART apps', () => {
  it('an owner revokes an app: it leaves the list; revoking it again is a 404', async () => {
    const { app } = await registerSmartApp(server, clinic.founder.access_token);
    const path = `/smart-apps/${app.clientId}`;
    expect(
      (await server.request('DELETE', path, { token: clinic.founder.access_token })).status,
    ).toBe(204);
    const listed = await list(clinic.founder.access_token);
    expect(listed.body.apps.map((a) => a.clientId)).not.toContain(app.clientId);
    expect(
      (await server.request('DELETE', path, { token: clinic.founder.access_token })).status,
    ).toBe(404);
  });

  it("another clinic's owner cannot revoke the app (404), and a clinician cannot (403)", async () => {
    const { app } = await registerSmartApp(server, clinic.founder.access_token);
    const path = `/smart-apps/${app.clientId}`;
    expect(
      (await server.request('DELETE', path, { token: other.founder.access_token })).status,
    ).toBe(404);
    expect(
      (await server.request('DELETE', path, { token: clinic.colleague.login.access_token })).status,
    ).toBe(403);
    const listed = await list(clinic.founder.access_token);
    expect(listed.body.apps.map((a) => a.clientId)).toContain(app.clientId);
  });
});
