import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import {
  entriesOf,
  getFhir,
  insertEncounter,
  issueCodeOf,
  registerPatient,
  startTwoClinics,
  type Clinic,
} from '../fhir/fhir.test-kit.ts';
import type { TestServer } from '../test/harness.ts';
import { approvedCode, codeForm, exchange, registerSmartApp } from './smart.test-kit.ts';

let server: TestServer;
let clinic: Clinic;
let other: Clinic;
let appId: string;
let chosen: Patient;
let neighbour: Patient;
let theirs: Patient;
let chosenSession: string;
let neighbourSession: string;

const at = () => ({ tenantId: clinic.founder.user.tenantId, clinicianId: clinic.founder.user.id });

beforeAll(async () => {
  ({ server, clinic, other } = await startTwoClinics());
  appId = (
    await registerSmartApp(server, clinic.founder.access_token, {
      scopes: ['launch/patient', 'patient/*.rs', 'user/*.rs', 'patient/Observation.rs'],
    })
  ).app.clientId;
  const token = clinic.founder.access_token;
  chosen = await registerPatient(server, token, {
    givenName: 'Ada',
    familyName: 'Quill',
    birthDate: '1980-04-02',
  });
  neighbour = await registerPatient(server, token, {
    givenName: 'Cy',
    familyName: 'Nearby',
    birthDate: '1990-06-06',
  });
  theirs = await registerPatient(server, other.founder.access_token, {
    givenName: 'Bo',
    familyName: 'Other',
    birthDate: '1975-01-01',
  });
  chosenSession = await insertEncounter(server, { ...at(), patientId: chosen.id });
  neighbourSession = await insertEncounter(server, { ...at(), patientId: neighbour.id });
});
afterAll(() => server.close());

/** An app token for the founder (owner + clinician) with these scopes. */
async function appToken(scope: string, patientId?: string, member = clinic.founder.access_token) {
  const { code, verifier } = await approvedCode(server, member, appId, { scope, patientId });
  const reply = await exchange(server, codeForm(appId, code, verifier));
  if (reply.status !== 200) throw new Error(`token failed: ${reply.text}`);
  return String(reply.body.access_token);
}

describe('an app holding patient/*.rs for the chosen patient', () => {
  let token: string;
  beforeAll(async () => {
    token = await appToken('launch/patient patient/*.rs', chosen.id);
  });

  it('reads the chosen patient and searches their sessions', async () => {
    expect((await getFhir(server, `Patient/${chosen.id}`, token)).status).toBe(200);
    const sessions = await getFhir(server, `Encounter?patient=${chosen.id}`, token);
    expect(sessions.status).toBe(200);
    expect(entriesOf(sessions.body, 'Encounter').map((e) => e.id)).toEqual([chosenSession]);
    expect((await getFhir(server, `Encounter/${chosenSession}`, token)).status).toBe(200);
    expect((await getFhir(server, `Patient/${chosen.id}/$everything`, token)).status).toBe(200);
  });

  it('another patient of the same clinic is a 403 OperationOutcome, by read, search or session', async () => {
    for (const path of [
      `Patient/${neighbour.id}`,
      `Patient/${neighbour.id}/$everything`,
      `Encounter?patient=${neighbour.id}`,
      'Encounter',
      'Patient?name=Nearby',
      `Encounter/${neighbourSession}`,
    ]) {
      const reply = await getFhir(server, path, token);
      expect({ path, status: reply.status }).toEqual({ path, status: 403 });
      expect(issueCodeOf(reply)).toBe('forbidden');
    }
  });

  it("another clinic's patient and an unknown id get the same 403: nothing says which exists", async () => {
    const theirsReply = await getFhir(server, `Patient/${theirs.id}`, token);
    const unknown = await getFhir(server, 'Patient/no-such-patient', token);
    expect([theirsReply.status, unknown.status]).toEqual([403, 403]);
    expect(theirsReply.text).toBe(unknown.text);
  });

  it('its reads are in the record-access trail naming the app; refused ones are not', async () => {
    const rows = await server.server.ctx.db
      .selectFrom('record_access')
      .select(['patient_id', 'smart_client_id', 'user_id'])
      .where('smart_client_id', '=', appId)
      .execute();
    expect(
      rows.some((r) => r.patient_id === chosen.id && r.user_id === clinic.founder.user.id),
    ).toBe(true);
    expect(rows.some((r) => r.patient_id === neighbour.id)).toBe(false);
  });

  it('the token opens nothing of the JSON API', async () => {
    const reply = await server.request('GET', `/patients/${chosen.id}`, { token });
    expect(reply.status).toBe(401);
  });
});

describe('type-specific and user scopes', () => {
  it('patient/Observation.rs reaches no Patient read (403)', async () => {
    const token = await appToken('launch/patient patient/Observation.rs', chosen.id);
    const reply = await getFhir(server, `Patient/${chosen.id}`, token);
    expect(reply.status).toBe(403);
  });

  it("user/*.rs reads what the member may: any of the clinic's patients, never another clinic's", async () => {
    const token = await appToken('user/*.rs');
    expect((await getFhir(server, `Patient/${neighbour.id}`, token)).status).toBe(200);
    const search = await getFhir(server, 'Patient', token);
    expect(
      entriesOf(search.body, 'Patient')
        .map((p) => p.id)
        .sort(),
    ).toEqual([chosen.id, neighbour.id].sort());
    expect((await getFhir(server, `Patient/${theirs.id}`, token)).status).toBe(404);
  });

  it('a front-desk member’s user/*.rs token sees the sessions the desk sees, no clinical resources', async () => {
    const token = await appToken('user/*.rs', undefined, clinic.staff.access_token);
    const everything = await getFhir(server, `Patient/${chosen.id}/$everything`, token);
    expect(everything.status).toBe(200);
    expect(entriesOf(everything.body, 'Condition')).toHaveLength(0);
  });
});

describe("an app token's life", () => {
  it('revoking the app ends its tokens at once (401)', async () => {
    const created = await registerSmartApp(server, clinic.founder.access_token);
    const id = created.app.clientId;
    const { code, verifier } = await approvedCode(server, clinic.founder.access_token, id, {
      patientId: chosen.id,
    });
    const token = String((await exchange(server, codeForm(id, code, verifier))).body.access_token);
    expect((await getFhir(server, `Patient/${chosen.id}`, token)).status).toBe(200);
    await server.request('DELETE', `/smart-apps/${id}`, { token: clinic.founder.access_token });
    expect((await getFhir(server, `Patient/${chosen.id}`, token)).status).toBe(401);
  });

  it('a member’s own session token reads the FHIR API as before', async () => {
    const reply = await getFhir(server, `Patient/${neighbour.id}`, clinic.founder.access_token);
    expect(reply.status).toBe(200);
  });

  it('browser apps on another origin get CORS on FHIR answers and preflights', async () => {
    const token = await appToken('launch/patient patient/*.rs', chosen.id);
    const read = await getFhir(server, `Patient/${chosen.id}`, token);
    expect(read.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await server.request('OPTIONS', `/backend/fhir/R4/Patient/${chosen.id}`, {
      headers: { origin: 'http://127.0.0.1:9999', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
  });
});
