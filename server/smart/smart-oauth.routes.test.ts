import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import { SMART_CONSENT_PAGE, SMART_MESSAGES } from '../../common/contracts/smart.contract.ts';
import { getFhir, registerPatient, startTwoClinics, type Clinic } from '../fhir/fhir.test-kit.ts';
import type { TestServer } from '../test/harness.ts';
import { SMART_ENDPOINTS } from './smart-endpoints.ts';
import { CODE_TTL_MS } from './smart-consent.routes.ts';
import {
  REDIRECT,
  approvedCode,
  authorize,
  codeForm,
  exchange,
  launchParams,
  registerSmartApp,
  sealedRequestOf,
} from './smart.test-kit.ts';

let server: TestServer;
let clinic: Clinic;
let other: Clinic;
let publicId: string;
let patient: Patient;
let theirPatient: Patient;

beforeAll(async () => {
  ({ server, clinic, other } = await startTwoClinics());
  publicId = (await registerSmartApp(server, clinic.founder.access_token)).app.clientId;
  patient = await registerPatient(server, clinic.founder.access_token, {
    givenName: 'Ada',
    familyName: 'Quill',
    birthDate: '1980-04-02',
  });
  theirPatient = await registerPatient(server, other.founder.access_token, {
    givenName: 'Bo',
    familyName: 'Other',
    birthDate: '1975-01-01',
  });
});
afterAll(() => server.close());

const errorOf = (location: string | null) => {
  const url = new URL(location ?? '');
  return {
    target: `${url.origin}${url.pathname}`,
    error: url.searchParams.get('error'),
    state: url.searchParams.get('state'),
  };
};

describe('the SMART discovery document', () => {
  it('is public under the FHIR base: endpoints, S256 only, the capabilities and scopes', async () => {
    const reply = await server.request<Record<string, unknown>>(
      'GET',
      SMART_ENDPOINTS.configuration,
    );
    expect(reply.status).toBe(200);
    const base = server.server.ctx.config.publicUrl;
    expect(reply.body).toMatchObject({
      authorization_endpoint: `${base}${SMART_ENDPOINTS.authorize}`,
      token_endpoint: `${base}${SMART_ENDPOINTS.token}`,
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_basic'],
    });
    expect(reply.body.capabilities).toEqual(
      expect.arrayContaining([
        'launch-standalone',
        'client-public',
        'client-confidential-symmetric',
        'context-standalone-patient',
        'permission-v1',
        'permission-v2',
      ]),
    );
    expect(reply.body.scopes_supported).toEqual(
      expect.arrayContaining(['patient/*.rs', 'user/*.read']),
    );
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('its links come from the configured public URL, never the Host header', async () => {
    const reply = await server.request<Record<string, string>>(
      'GET',
      SMART_ENDPOINTS.configuration,
      {
        headers: { host: 'evil.example' },
      },
    );
    expect(reply.body.token_endpoint).not.toContain('evil.example');
  });
});

describe('the authorization endpoint', () => {
  it('hands a valid request, sealed, to the consent page', async () => {
    const { params } = launchParams(server, publicId);
    const reply = await authorize(server, params);
    expect(reply.status).toBe(302);
    expect(reply.location?.startsWith(`${SMART_CONSENT_PAGE}?request=`)).toBe(true);
    // Sealed: the browser sees neither the challenge nor the redirect in it.
    expect(reply.location).not.toContain(params.code_challenge);
  });

  it('an unknown client is answered on its own page, never redirected', async () => {
    const { params } = launchParams(server, 'no-such-client');
    const reply = await authorize(server, params);
    expect(reply.status).toBe(400);
    expect(reply.location).toBeNull();
    expect(reply.text).toContain('Unknown app');
  });

  it('a redirect URI the app did not register is answered on the page, never redirected', async () => {
    const { params } = launchParams(server, publicId);
    const reply = await authorize(server, {
      ...params,
      redirect_uri: 'http://127.0.0.1:9999/other',
    });
    expect(reply.status).toBe(400);
    expect(reply.location).toBeNull();
    expect(reply.text).toContain('Unknown return address');
  });

  it.each([
    ['a scope the app may not have', { scope: 'user/*.write' }, 'invalid_scope'],
    ['no PKCE', { code_challenge: undefined, code_challenge_method: undefined }, 'invalid_request'],
    ['the plain PKCE method', { code_challenge_method: 'plain' }, 'invalid_request'],
    ['another response type', { response_type: 'token' }, 'unsupported_response_type'],
    ['another audience', { aud: 'https://fhir.example/R4' }, 'invalid_request'],
  ])(
    '%s is redirected back to the app with the error and the state',
    async (_label, change, error) => {
      const { params } = launchParams(server, publicId);
      const reply = await authorize(server, { ...params, ...change });
      expect(reply.status).toBe(302);
      expect(errorOf(reply.location)).toEqual({ target: REDIRECT, error, state: 'state-123' });
    },
  );
});

describe('the consent step', () => {
  const pending = async (scope?: string) => {
    const { params } = launchParams(server, publicId, scope);
    return sealedRequestOf((await authorize(server, params)).location);
  };

  it('shows the signed-in member the app, the scopes it will get and that a patient is chosen', async () => {
    const reply = await server.request('GET', `/smart-consent?request=${await pending()}`, {
      token: clinic.staff.access_token,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      app: { name: 'Outcome tracker', clientId: publicId },
      scopes: ['launch/patient', 'patient/*.rs'],
      needsPatient: true,
    });
  });

  it('needs a signed-in member (401), of the clinic the app is registered with (403)', async () => {
    const request = await pending();
    expect((await server.request('GET', `/smart-consent?request=${request}`)).status).toBe(401);
    const foreign = await server.request('POST', '/smart-consent', {
      token: other.founder.access_token,
      body: { request, decision: 'approve', patientId: theirPatient.id },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ message: SMART_MESSAGES.otherClinic });
  });

  it('a denial sends the browser back with access_denied and the state, and no code', async () => {
    const reply = await server.request<{ redirectTo: string }>('POST', '/smart-consent', {
      token: clinic.founder.access_token,
      body: { request: await pending(), decision: 'deny' },
    });
    expect(errorOf(reply.body.redirectTo)).toEqual({
      target: REDIRECT,
      error: 'access_denied',
      state: 'state-123',
    });
    expect(new URL(reply.body.redirectTo).searchParams.has('code')).toBe(false);
  });

  it("an approval needs the patient, one of the clinic's own; another clinic's is not found", async () => {
    const request = await pending();
    const without = await server.request('POST', '/smart-consent', {
      token: clinic.founder.access_token,
      body: { request, decision: 'approve' },
    });
    expect(without.status).toBe(400);
    const foreign = await server.request('POST', '/smart-consent', {
      token: clinic.founder.access_token,
      body: { request, decision: 'approve', patientId: theirPatient.id },
    });
    expect(foreign.status).toBe(404);
    const grants = await server.server.ctx.db.selectFrom('smart_grants').selectAll().execute();
    expect(grants.filter((g) => g.patient_id === theirPatient.id)).toHaveLength(0);
  });

  it('a tampered or expired request is refused', async () => {
    const request = await pending();
    // Its signature's last two characters changed (to 'BB' where they were 'AA').
    const tampered = `${request.slice(0, -2)}${request.endsWith('AA') ? 'BB' : 'AA'}`;
    const reply = await server.request('GET', `/smart-consent?request=${tampered}`, {
      token: clinic.founder.access_token,
    });
    expect(reply.status).toBe(400);
    server.advance(11 * 60_000);
    const late = await server.request('GET', `/smart-consent?request=${request}`, {
      token: clinic.founder.access_token,
    });
    expect(late.status).toBe(400);
    expect(late.body).toEqual({ message: SMART_MESSAGES.expiredRequest });
  });
});

describe('the token endpoint', () => {
  it('exchanges a public app’s code with its PKCE verifier for a token naming the patient', async () => {
    const { code, verifier } = await approvedCode(server, clinic.founder.access_token, publicId, {
      patientId: patient.id,
    });
    const reply = await exchange(server, codeForm(publicId, code, verifier));
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      token_type: 'Bearer',
      scope: 'launch/patient patient/*.rs',
      patient: patient.id,
      expires_in: server.server.ctx.config.accessTokenTtlS,
    });
    expect(reply.headers.get('cache-control')).toBe('no-store');
    const read = await getFhir(server, `Patient/${patient.id}`, String(reply.body.access_token));
    expect(read.status).toBe(200);
  });

  it('a wrong PKCE verifier is invalid_grant, and the code is spent', async () => {
    const { code, verifier } = await approvedCode(server, clinic.founder.access_token, publicId, {
      patientId: patient.id,
    });
    const wrong = await exchange(server, codeForm(publicId, code, `${verifier.slice(0, -1)}x`));
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('invalid_grant');
    const retry = await exchange(server, codeForm(publicId, code, verifier));
    expect(retry.body.error).toBe('invalid_grant');
  });

  it('a reused code is invalid_grant and the token it gave stops working', async () => {
    const { code, verifier } = await approvedCode(server, clinic.founder.access_token, publicId, {
      patientId: patient.id,
    });
    const first = await exchange(server, codeForm(publicId, code, verifier));
    const token = String(first.body.access_token);
    expect((await getFhir(server, `Patient/${patient.id}`, token)).status).toBe(200);
    const again = await exchange(server, codeForm(publicId, code, verifier));
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('invalid_grant');
    expect((await getFhir(server, `Patient/${patient.id}`, token)).status).toBe(401);
  });

  it('a redirect URI other than the authorization request’s is invalid_grant', async () => {
    const { code, verifier } = await approvedCode(server, clinic.founder.access_token, publicId, {
      patientId: patient.id,
    });
    const reply = await exchange(server, {
      ...codeForm(publicId, code, verifier),
      redirect_uri: 'http://127.0.0.1:9999/elsewhere',
    });
    expect(reply.body.error).toBe('invalid_grant');
  });

  it('a code older than its lifetime is invalid_grant', async () => {
    const { code, verifier } = await approvedCode(server, clinic.founder.access_token, publicId, {
      patientId: patient.id,
    });
    server.advance(CODE_TTL_MS + 1000);
    const reply = await exchange(server, codeForm(publicId, code, verifier));
    expect(reply.body).toMatchObject({
      error: 'invalid_grant',
      error_description: 'The code has expired.',
    });
  });

  it('a code issued to another app is invalid_grant for this one', async () => {
    const another = (await registerSmartApp(server, clinic.founder.access_token)).app.clientId;
    const { code, verifier } = await approvedCode(server, clinic.founder.access_token, publicId, {
      patientId: patient.id,
    });
    const reply = await exchange(server, codeForm(another, code, verifier));
    expect(reply.body.error).toBe('invalid_grant');
  });

  it('a confidential app authenticates with client_secret_basic; without it or with a wrong one, 401 invalid_client', async () => {
    const created = await registerSmartApp(server, clinic.founder.access_token, {
      confidential: true,
    });
    const clientId = created.app.clientId;
    const secret = created.clientSecret!;
    const launch = () =>
      approvedCode(server, clinic.founder.access_token, clientId, { patientId: patient.id });
    const first = await launch();
    const bare = await exchange(server, codeForm(clientId, first.code, first.verifier));
    expect(bare.status).toBe(401);
    expect(bare.body.error).toBe('invalid_client');
    expect(bare.headers.get('www-authenticate')).toContain('Basic');
    const second = await launch();
    const wrong = await exchange(server, codeForm(clientId, second.code, second.verifier), {
      clientId,
      secret: `${secret}x`,
    });
    expect(wrong.body.error).toBe('invalid_client');
    const third = await launch();
    const right = await exchange(server, codeForm(clientId, third.code, third.verifier), {
      clientId,
      secret,
    });
    expect(right.status).toBe(200);
    expect(right.body.patient).toBe(patient.id);
  });

  it('scopes are downgraded to reading: writes and openid are left out of the grant', async () => {
    const { code, verifier } = await approvedCode(server, clinic.founder.access_token, publicId, {
      scope: 'launch/patient patient/*.cruds user/*.write openid fhirUser',
      patientId: patient.id,
    });
    const reply = await exchange(server, codeForm(publicId, code, verifier));
    expect(reply.body.scope).toBe('launch/patient patient/*.rs');
    expect(reply.body.refresh_token).toBeUndefined();
  });

  it('v1 scopes are granted in their own syntax', async () => {
    const { code, verifier } = await approvedCode(server, clinic.founder.access_token, publicId, {
      scope: 'user/*.read',
    });
    const reply = await exchange(server, codeForm(publicId, code, verifier));
    expect(reply.body.scope).toBe('user/*.read');
    expect(reply.body.patient).toBeUndefined();
  });

  it('an unknown code, another grant type or an unknown client is refused', async () => {
    const unknown = await exchange(server, codeForm(publicId, 'nope', 'x'.repeat(43)));
    expect(unknown.body.error).toBe('invalid_grant');
    const grantType = await exchange(server, {
      ...codeForm(publicId, 'nope', 'x'),
      grant_type: 'password',
    });
    expect(grantType.body.error).toBe('unsupported_grant_type');
    const client = await exchange(server, codeForm('ghost', 'nope', 'x'));
    expect(client.status).toBe(401);
  });
});
