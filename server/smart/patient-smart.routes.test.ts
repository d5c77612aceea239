import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import {
  PORTAL_SMART_PATHS,
  portalSmartRevokePath,
  type PortalSmartConsent,
  type PortalSmartGrant,
} from '../../common/contracts/portal-smart.contract.ts';
import { patientSubPath } from '../../common/contracts/patients.contract.ts';
import { FHIR_BASE_PATH } from '../fhir/fhir-search.ts';
import { callAs } from '../patients/patient-records.test-kit.ts';
import {
  callAsPatient,
  revokeInDatabase,
  startPortalKit,
  type PortalKit,
  type PortalPatient,
} from '../portal/portal.test-kit.ts';
import type { TestServer } from '../test/harness.ts';
import {
  authorize,
  codeForm,
  exchange,
  launchParams,
  refreshForm,
  registerSmartApp,
  sealedRequestOf,
} from './smart.test-kit.ts';

let kit: PortalKit;
let server: TestServer;
let clientId: string;
let foreignClientId: string;

const consent = { kind: 'treatment', status: 'granted', effectiveDate: '2026-01-05' };

beforeAll(async () => {
  kit = await startPortalKit();
  server = kit.server;
  clientId = (await registerSmartApp(server, kit.founder.access_token, { name: 'My diary' })).app
    .clientId;
  foreignClientId = (await registerSmartApp(server, kit.stranger.access_token)).app.clientId;
  for (const who of [kit.alice, kit.bob]) {
    await callAs(kit, kit.staff, 'POST', patientSubPath(who.patient.id, 'consents'), consent);
  }
});
afterAll(() => server.close());

/** The authorize endpoint's sealed request for a launch (not yet answered). */
async function launch(scope: string, app = clientId) {
  const { params, verifier } = launchParams(server, app, scope);
  const authorized = await authorize(server, params);
  return { request: sealedRequestOf(authorized.location), verifier };
}

const decide = (who: PortalPatient, request: string, decision: 'approve' | 'deny') =>
  callAsPatient<{ redirectTo: string }>(server, who, 'POST', PORTAL_SMART_PATHS.consent, {
    request,
    decision,
  });

/** A patient's launch approved and exchanged: the token endpoint's answer. */
async function patientTokens(who: PortalPatient, scope = 'launch/patient patient/*.read') {
  const { request, verifier } = await launch(scope);
  const decided = await decide(who, request, 'approve');
  if (decided.status !== 200) throw new Error(`consent failed: ${decided.text}`);
  const code = new URL(decided.body.redirectTo).searchParams.get('code') ?? '';
  const reply = await exchange(server, codeForm(clientId, code, verifier));
  if (reply.status !== 200) throw new Error(`exchange failed: ${reply.text}`);
  return reply.body;
}

const fhir = (token: string, path: string) =>
  server.request<Record<string, unknown>>('GET', `${FHIR_BASE_PATH}/${path}`, { token });

const entriesOf = (body: Record<string, unknown>) =>
  ((body.entry as { resource: { resourceType: string; id: string } }[] | undefined) ?? []).map(
    (entry) => `${entry.resource.resourceType}/${entry.resource.id}`,
  );

const grantRows = async () =>
  (await server.server.ctx.db.selectFrom('smart_grants').select('id').execute()).length;

describe("a patient's consent to an app of their own", () => {
  it('shows the app and the patient scopes it would get', async () => {
    const { request } = await launch('launch/patient patient/*.read offline_access');
    const reply = await callAsPatient<PortalSmartConsent>(
      server,
      kit.alice,
      'GET',
      `${PORTAL_SMART_PATHS.consent}?request=${encodeURIComponent(request)}`,
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      app: { name: 'My diary', clientId },
      scopes: ['launch/patient', 'patient/*.read', 'offline_access'],
      refused: [],
    });
  });

  it('refuses a user/ or write scope with invalid_scope, and makes no grant', async () => {
    const before = await grantRows();
    for (const scope of [
      'launch/patient patient/*.read user/*.read',
      'patient/*.read patient/Observation.cruds',
    ]) {
      const { request } = await launch(scope);
      const shown = await callAsPatient<PortalSmartConsent>(
        server,
        kit.alice,
        'GET',
        `${PORTAL_SMART_PATHS.consent}?request=${encodeURIComponent(request)}`,
      );
      expect(shown.body.refused.length).toBeGreaterThan(0);
      const decided = await decide(kit.alice, request, 'approve');
      const url = new URL(decided.body.redirectTo);
      expect(url.searchParams.get('error')).toBe('invalid_scope');
      expect(url.searchParams.get('code')).toBeNull();
    }
    expect(await grantRows()).toBe(before);
  });

  it('answers access_denied when the patient denies', async () => {
    const { request } = await launch('launch/patient patient/*.read');
    const decided = await decide(kit.alice, request, 'deny');
    expect(new URL(decided.body.redirectTo).searchParams.get('error')).toBe('access_denied');
  });

  it("is refused (403) to a patient of another clinic and to a member's token", async () => {
    const { request } = await launch('launch/patient patient/*.read');
    expect((await decide(kit.foreign, request, 'approve')).status).toBe(403);
    const member = await callAs(kit, kit.founder, 'POST', PORTAL_SMART_PATHS.consent, {
      request,
      decision: 'approve',
    });
    expect(member.status).toBe(403);
  });
});

describe("a patient's app token", () => {
  it('names the patient and fhirUser Patient/<id>, and reads their own Patient', async () => {
    const tokens = await patientTokens(kit.alice);
    expect(tokens.patient).toBe(kit.alice.patient.id);
    expect(tokens.fhirUser).toBe(`Patient/${kit.alice.patient.id}`);
    expect(tokens.scope).toBe('launch/patient patient/*.read');
    const own = await fhir(String(tokens.access_token), `Patient/${kit.alice.patient.id}`);
    expect(own.status).toBe(200);
    expect(own.body.id).toBe(kit.alice.patient.id);
  });

  it('finds another patient of the clinic, or of another clinic, nowhere: 404 and absent', async () => {
    const token = String((await patientTokens(kit.alice)).access_token);
    for (const other of [kit.bob, kit.foreign]) {
      expect((await fhir(token, `Patient/${other.patient.id}`)).status).toBe(404);
      const bySearch = await fhir(token, `Patient?_id=${other.patient.id}`);
      expect(bySearch.status).toBe(200);
      expect(entriesOf(bySearch.body)).toEqual([]);
      const consents = await fhir(token, `Consent?patient=${other.patient.id}`);
      expect(entriesOf(consents.body)).toEqual([]);
    }
    const bobsConsent = entriesOf(
      (await fhir(kit.founder.access_token, `Consent?patient=${kit.bob.patient.id}`)).body,
    )[0]!;
    expect((await fhir(token, bobsConsent)).status).toBe(404);
  });

  it('searches only the patient’s own compartment, with or without patient=', async () => {
    const token = String((await patientTokens(kit.alice)).access_token);
    const implied = entriesOf((await fhir(token, 'Consent')).body);
    const named = entriesOf((await fhir(token, `Consent?patient=${kit.alice.patient.id}`)).body);
    expect(implied).toHaveLength(1);
    expect(named).toEqual(implied);
    expect((await fhir(token, implied[0]!)).status).toBe(200);
    expect(entriesOf((await fhir(token, 'Patient')).body)).toEqual([
      `Patient/${kit.alice.patient.id}`,
    ]);
    expect(entriesOf((await fhir(token, 'Encounter')).body)).toEqual([]);
  });

  it('reads no notes or diagnoses (403) and never as a member', async () => {
    const token = String((await patientTokens(kit.alice)).access_token);
    const id = kit.alice.patient.id;
    expect((await fhir(token, `Composition?patient=${id}`)).status).toBe(403);
    expect((await fhir(token, `Condition?patient=${id}`)).status).toBe(403);
    expect((await fhir(token, `Patient/${id}/$everything`)).status).toBe(403);
    const json = await server.request('GET', patientSubPath(id, 'consents'), { token });
    expect(json.status).toBe(401);
  });

  it("puts each read on the chart's trail as the patient's, naming the app", async () => {
    const token = String((await patientTokens(kit.alice)).access_token);
    await fhir(token, `Patient/${kit.alice.patient.id}`);
    const trail = await callAs<{ entries: Record<string, unknown>[] }>(
      kit,
      kit.founder,
      'GET',
      patientSubPath(kit.alice.patient.id, 'access'),
    );
    expect(trail.body.entries[0]).toMatchObject({
      action: 'portal-read',
      byPatient: true,
      user: { id: kit.alice.accountId },
      smartApp: { clientId, name: 'My diary' },
    });
  });
});

describe("a patient's app grants", () => {
  let carol: PortalPatient;
  beforeAll(async () => {
    const { addPortalPatient } = await import('../portal/portal.test-kit.ts');
    carol = await addPortalPatient(kit, kit.founder, {
      familyName: 'Nwosu',
      givenName: 'Carol',
      birthDate: '1991-02-03',
    });
  });

  it('lists the live ones to their patient only, and revoking one stops its token at once', async () => {
    const tokens = await patientTokens(carol, 'launch/patient patient/*.read offline_access');
    const list = await callAsPatient<{ grants: PortalSmartGrant[] }>(
      server,
      carol,
      'GET',
      PORTAL_SMART_PATHS.grants,
    );
    expect(list.body.grants.map((grant) => grant.app.name)).toEqual(['My diary']);
    const [grant] = list.body.grants;
    const others = await callAsPatient<{ grants: PortalSmartGrant[] }>(
      server,
      kit.bob,
      'GET',
      PORTAL_SMART_PATHS.grants,
    );
    expect(others.body.grants.map((g) => g.id)).not.toContain(grant!.id);
    const revokePath = portalSmartRevokePath(grant!.id);
    expect((await callAsPatient(server, kit.bob, 'POST', revokePath)).status).toBe(404);
    expect((await callAs(kit, kit.founder, 'POST', revokePath)).status).toBe(403);
    expect((await callAsPatient(server, carol, 'POST', revokePath)).status).toBe(204);
    const token = String(tokens.access_token);
    expect((await fhir(token, `Patient/${carol.patient.id}`)).status).toBe(401);
    const refreshed = await exchange(server, refreshForm(clientId, String(tokens.refresh_token)));
    expect(refreshed.body.error).toBe('invalid_grant');
    expect((await callAsPatient(server, carol, 'POST', revokePath)).status).toBe(404);
  });

  it("stop at once when the patient's portal access is revoked, refresh included", async () => {
    const dana = await (
      await import('../portal/portal.test-kit.ts')
    ).addPortalPatient(kit, kit.founder, {
      familyName: 'Petrescu',
      givenName: 'Dana',
      birthDate: '1983-05-06',
    });
    const tokens = await patientTokens(dana, 'launch/patient patient/*.read offline_access');
    expect((await fhir(String(tokens.access_token), `Patient/${dana.patient.id}`)).status).toBe(
      200,
    );
    await revokeInDatabase(server, dana);
    expect((await fhir(String(tokens.access_token), `Patient/${dana.patient.id}`)).status).toBe(
      401,
    );
    const refreshed = await exchange(server, refreshForm(clientId, String(tokens.refresh_token)));
    expect(refreshed.body.error).toBe('invalid_grant');
  });
});

describe("a member's launch", () => {
  it('still asks for a patient/ scope as before and is not a patient’s grant', async () => {
    const { request, verifier } = await launch('launch/patient patient/*.read');
    const member: LoginResponse = kit.founder;
    const decided = await server.request<{ redirectTo: string }>('POST', '/smart-consent', {
      token: member.access_token,
      body: { request, decision: 'approve', patientId: kit.bob.patient.id },
    });
    const code = new URL(decided.body.redirectTo).searchParams.get('code') ?? '';
    const reply = await exchange(server, codeForm(clientId, code, verifier));
    expect(reply.body.patient).toBe(kit.bob.patient.id);
    expect(reply.body.fhirUser).toBeUndefined();
    const grants = await callAsPatient<{ grants: PortalSmartGrant[] }>(
      server,
      kit.bob,
      'GET',
      PORTAL_SMART_PATHS.grants,
    );
    expect(grants.body.grants).toEqual([]);
  });

  it('of another clinic cannot consent in this patient’s portal', async () => {
    const { request } = await launch('launch/patient patient/*.read', foreignClientId);
    expect((await decide(kit.alice, request, 'approve')).status).toBe(403);
  });
});
