import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessTrailResponse, Patient } from '../../common/contracts/patients.contract.ts';
import { memberPath } from '../../common/contracts/clinic.contract.ts';
import { getFhir, openClinic, registerPatient, type Clinic } from '../fhir/fhir.test-kit.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { OFFLINE_REFRESH_TTL_MS } from './smart-refresh-tokens.repository.ts';
import { SMART_ENDPOINTS } from './smart-endpoints.ts';
import { exchange, launchedTokens, refreshForm, registerSmartApp } from './smart.test-kit.ts';
import { csvCell } from '../../common/export/csv.ts';

const logLines: string[] = [];
let server: TestServer;
let clinic: Clinic;
let other: Clinic;
let publicId: string;
let patient: Patient;

const OFFLINE = 'launch/patient patient/*.rs offline_access';

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  server = await startTestServer({}, { logger: { level: 'info', stream } });
  // Deployed as PRAXIS_PUBLIC_URL says (as fhir.test-kit's startFhirServer).
  server.server.ctx.config = { ...server.server.ctx.config, publicUrl: server.url };
  clinic = await openClinic(server);
  other = await openClinic(server);
  publicId = (await registerSmartApp(server, clinic.founder.access_token)).app.clientId;
  patient = await registerPatient(server, clinic.founder.access_token, {
    givenName: 'Ada',
    familyName: 'Quill',
    birthDate: '1980-04-02',
  });
});
afterAll(() => server.close());

const launch = (scope = OFFLINE, clientId = publicId, token = clinic.founder.access_token) =>
  launchedTokens(server, token, clientId, { scope, patientId: patient.id });

const refresh = (clientId: string, refreshToken: string, scope?: string) =>
  exchange(server, refreshForm(clientId, refreshToken, scope));

const readPatient = async (token: string) =>
  (await getFhir(server, `Patient/${patient.id}`, token)).status;

const storedRefreshTokens = async () =>
  (
    await server.server.ctx.db
      .selectFrom('smart_refresh_tokens')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('SMART refresh tokens', () => {
  it('discovery lists the refresh grant, offline and online access', async () => {
    const reply = await server.request<Record<string, string[]>>(
      'GET',
      SMART_ENDPOINTS.configuration,
    );
    expect(reply.body.grant_types_supported).toContain('refresh_token');
    expect(reply.body.capabilities).toEqual(
      expect.arrayContaining(['permission-offline', 'permission-online']),
    );
    expect(reply.body.scopes_supported).toEqual(
      expect.arrayContaining(['offline_access', 'online_access']),
    );
  });

  it('a launch without offline or online access gets no refresh token', async () => {
    const tokens = await launch('launch/patient patient/*.rs');
    expect(tokens.refreshToken).toBeUndefined();
  });

  it('offline_access gives a refresh token; a refresh answers a new access token and the next refresh token', async () => {
    const first = await launch();
    expect(first.body.scope).toBe(OFFLINE);
    expect(first.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const reply = await refresh(publicId, first.refreshToken!);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.body).toMatchObject({ token_type: 'Bearer', scope: OFFLINE, patient: patient.id });
    expect(reply.body.refresh_token).not.toBe(first.refreshToken);
    expect(await readPatient(String(reply.body.access_token))).toBe(200);
    const next = await refresh(publicId, String(reply.body.refresh_token));
    expect(next.status).toBe(200);
  });

  it('only hashes of refresh tokens are stored', async () => {
    const { refreshToken } = await launch();
    const found = await server.server.ctx.db
      .selectFrom('smart_refresh_tokens')
      .select('token_hash')
      .where('token_hash', '=', refreshToken!)
      .executeTakeFirst();
    expect(found).toBeUndefined();
  });

  it('a refresh token used twice is invalid_grant and ends the grant: every token of it stops', async () => {
    const first = await launch();
    const second = await refresh(publicId, first.refreshToken!);
    const latestAccess = String(second.body.access_token);
    const latestRefresh = String(second.body.refresh_token);
    const reused = await refresh(publicId, first.refreshToken!);
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({
      error: 'invalid_grant',
      error_description: 'The refresh token was already used.',
    });
    expect(await readPatient(latestAccess)).toBe(401);
    expect((await refresh(publicId, latestRefresh)).body.error).toBe('invalid_grant');
  });

  it('two refreshes racing with one token: one gets the next token, the other ends the grant', async () => {
    const first = await launch();
    const stored = Number(await storedRefreshTokens());
    const replies = await Promise.all([
      refresh(publicId, first.refreshToken!),
      refresh(publicId, first.refreshToken!),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400]);
    // The spent token and exactly one successor: the loser issued nothing.
    expect(Number(await storedRefreshTokens())).toBe(stored + 1);
    const winner = replies.find((reply) => reply.status === 200)!;
    expect(await readPatient(String(winner.body.access_token))).toBe(401);
  });

  it('a refresh may narrow the scopes: the new token reads only what they reach', async () => {
    const { refreshToken } = await launch();
    const reply = await refresh(publicId, refreshToken!, 'patient/Observation.rs');
    expect(reply.status).toBe(200);
    expect(reply.body.scope).toBe('patient/Observation.rs');
    expect(await readPatient(String(reply.body.access_token))).toBe(403);
  });

  it('a scope wider than the grant is invalid_scope, and the refresh token stays usable', async () => {
    const { refreshToken } = await launch();
    const before = await storedRefreshTokens();
    for (const wider of ['user/*.rs', 'patient/*.cruds', 'openid', ' ']) {
      const reply = await refresh(publicId, refreshToken!, wider);
      expect(reply.status).toBe(400);
      expect(reply.body.error).toBe('invalid_scope');
    }
    expect(await storedRefreshTokens()).toBe(before);
    expect((await refresh(publicId, refreshToken!)).status).toBe(200);
  });

  it("another app, of this clinic or another, cannot use the app's refresh token; the app still can", async () => {
    const { refreshToken } = await launch();
    const ours = (await registerSmartApp(server, clinic.founder.access_token)).app.clientId;
    const theirs = (await registerSmartApp(server, other.founder.access_token)).app.clientId;
    for (const clientId of [ours, theirs]) {
      const reply = await refresh(clientId, refreshToken!);
      expect(reply.status).toBe(400);
      expect(reply.body.error).toBe('invalid_grant');
    }
    expect((await refresh(publicId, refreshToken!)).status).toBe(200);
  });

  it('a confidential app authenticates to refresh: without its secret, 401 invalid_client', async () => {
    const created = await registerSmartApp(server, clinic.founder.access_token, {
      confidential: true,
    });
    const basic = { clientId: created.app.clientId, secret: created.clientSecret! };
    const { refreshToken } = await launchedTokens(
      server,
      clinic.founder.access_token,
      basic.clientId,
      { scope: OFFLINE, patientId: patient.id, basic },
    );
    const bare = await refresh(basic.clientId, refreshToken!);
    expect(bare.status).toBe(401);
    expect(bare.body.error).toBe('invalid_client');
    const wrong = await exchange(server, refreshForm(basic.clientId, refreshToken!), {
      ...basic,
      secret: `${basic.secret}x`,
    });
    expect(wrong.status).toBe(401);
    const right = await exchange(server, refreshForm(basic.clientId, refreshToken!), basic);
    expect(right.status).toBe(200);
  });

  it('a revoked app can no longer refresh', async () => {
    const clientId = (await registerSmartApp(server, clinic.founder.access_token)).app.clientId;
    const { refreshToken } = await launch(OFFLINE, clientId);
    const revoked = await server.request('DELETE', `/smart-apps/${clientId}`, {
      token: clinic.founder.access_token,
    });
    expect(revoked.status).toBe(204);
    const reply = await refresh(clientId, refreshToken!);
    expect(reply.status).toBe(401);
    expect(reply.body.error).toBe('invalid_client');
  });

  it('a member who is deactivated ends the refresh of the launches they approved', async () => {
    const { refreshToken } = await launch(OFFLINE, publicId, clinic.colleague.login.access_token);
    const deactivated = await server.request('PATCH', memberPath(clinic.colleague.id), {
      token: clinic.founder.access_token,
      body: { active: false },
    });
    expect(deactivated.status).toBe(200);
    const reply = await refresh(publicId, refreshToken!);
    expect(reply.body).toMatchObject({
      error: 'invalid_grant',
      error_description: 'The member who approved the launch has no access.',
    });
  });

  it('online_access refreshes while the Praxis session it was approved in lives, not after its sign-out', async () => {
    const member = (await server.addMember(clinic.founder.user.tenantId, ['clinician'])).login;
    const online = 'launch/patient patient/*.rs online_access';
    const { refreshToken, body } = await launch(online, publicId, member.access_token);
    expect(body.scope).toBe(online);
    const live = await refresh(publicId, refreshToken!);
    expect(live.status).toBe(200);
    const signedOut = await server.request('POST', '/account/logout', {
      token: member.access_token,
    });
    expect(signedOut.status).toBe(204);
    const ended = await refresh(publicId, String(live.body.refresh_token));
    expect(ended.body).toMatchObject({
      error: 'invalid_grant',
      error_description: 'The Praxis session the launch was approved in has ended.',
    });
  });

  it('bad input is a 400 in OAuth’s words and stores nothing', async () => {
    const before = await storedRefreshTokens();
    const missing = await exchange(server, { grant_type: 'refresh_token', client_id: publicId });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('invalid_request');
    const unknown = await refresh(publicId, 'not-a-token');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('invalid_grant');
    expect(await storedRefreshTokens()).toBe(before);
  });

  it('never writes a refresh or access token to a log line', async () => {
    const first = await launch();
    const second = await refresh(publicId, first.refreshToken!);
    const log = logLines.join('\n');
    expect(log).toContain(SMART_ENDPOINTS.token);
    for (const secret of [
      first.refreshToken!,
      first.accessToken,
      String(second.body.refresh_token),
      String(second.body.access_token),
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it("the patient's access trail names the app a refreshed token read through, and its CSV too", async () => {
    const appName = 'Trail reader';
    const clientId = (
      await registerSmartApp(server, clinic.founder.access_token, { name: appName })
    ).app.clientId;
    const first = await launch(OFFLINE, clientId);
    const refreshed = await refresh(clientId, first.refreshToken!);
    expect(await readPatient(String(refreshed.body.access_token))).toBe(200);
    expect(await readPatient(clinic.founder.access_token)).toBe(200);
    const trail = await server.request<AccessTrailResponse>(
      'GET',
      `/patients/${patient.id}/access?limit=2`,
      { token: clinic.founder.access_token },
    );
    expect(trail.status).toBe(200);
    const [inPraxis, viaApp] = trail.body.entries;
    expect(inPraxis?.smartApp).toBeUndefined();
    expect(viaApp?.smartApp).toEqual({ clientId, name: appName });
    const csv = await server.request('GET', `/patients/${patient.id}/access/export`, {
      token: clinic.founder.access_token,
    });
    // Cells as the CSV writes them: a client id may start with "-", which it guards.
    expect(csv.text).toContain(`${csvCell(appName)},${csvCell(clientId)}`);
  });

  it('an offline refresh token ends at its fixed lifetime from the launch, rotation does not extend it', async () => {
    const first = await launch();
    server.advance(OFFLINE_REFRESH_TTL_MS - 60_000);
    const rotated = await refresh(publicId, first.refreshToken!);
    expect(rotated.status).toBe(200);
    server.advance(120_000);
    const expired = await refresh(publicId, String(rotated.body.refresh_token));
    expect(expired.body).toMatchObject({
      error: 'invalid_grant',
      error_description: 'The refresh token has expired.',
    });
  });

  it('online_access ends when the Praxis session it was approved in goes idle', async () => {
    // A member signed in now (the tests above moved the clock on).
    const member = (await server.addMember(clinic.founder.user.tenantId, ['clinician'])).login;
    const online = 'launch/patient patient/*.rs online_access';
    const { refreshToken } = await launch(online, publicId, member.access_token);
    server.advance(server.server.ctx.config.idleLimitMs + 1000);
    const reply = await refresh(publicId, refreshToken!);
    expect(reply.body).toMatchObject({
      error: 'invalid_grant',
      error_description: 'The Praxis session the launch was approved in has ended.',
    });
  });
});
