import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clinic as ClinicProfile } from '../../common/contracts/clinic.contract.ts';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import type { TestServer } from '../test/harness.ts';
import { FHIR_BASE_PATH } from './fhir-search-params.ts';
import {
  fhirErrors,
  getFhir,
  registerPatient,
  startTwoClinics,
  type Clinic,
  type FhirJson,
} from './fhir.test-kit.ts';

let server: TestServer;
let clinic: Clinic;
let other: Clinic;
let ada: Patient;
let theirs: Patient;
let tenantId: string;

beforeAll(async () => {
  ({ server, clinic, other } = await startTwoClinics());
  tenantId = clinic.founder.user.tenantId;
  ada = await registerPatient(server, clinic.founder.access_token, {
    familyName: 'Lovelace',
    givenName: 'Ada',
    birthDate: '1985-12-10',
  });
  theirs = await registerPatient(server, other.founder.access_token, {
    familyName: 'Secret',
    givenName: 'Sam',
    birthDate: '1990-01-01',
  });
});
afterAll(() => server.close());

const patchClinic = (token: string, body: unknown) =>
  server.request<{ clinic: ClinicProfile; message?: string }>('PATCH', '/clinic', { token, body });

type Meta = { versionId: string; lastUpdated: string };

/** The server's clock runs (real time plus what a test adds): a write's time lies in a window. */
function expectWithin(iso: string, from: Date, to: Date) {
  expect(Date.parse(iso)).toBeGreaterThanOrEqual(from.getTime());
  expect(Date.parse(iso)).toBeLessThanOrEqual(to.getTime());
}
const metaOf = (resource: FhirJson) => resource.meta as Meta;
const systemOf = (patient: FhirJson) =>
  (patient.identifier as { system: string; value: string }[])[0]!.system;

/** Reads a resource as the clinic's founder, with request headers. */
const read = (path: string, headers: Record<string, string> = {}, token?: string) =>
  server.request<FhirJson>('GET', `${FHIR_BASE_PATH}/${path}`, {
    token: token ?? clinic.founder.access_token,
    headers,
  });

describe('the MRN system a clinic sets', () => {
  it('names MRNs with an https address of the clinic on the public URL until the clinic sets one', async () => {
    const reply = await getFhir(server, `Patient/${ada.id}`, clinic.staff.access_token);
    expect(systemOf(reply.body)).toBe(`${server.url}/fhir/clinics/${tenantId}/mrn`);
    expect(fhirErrors(reply.body)).toEqual([]);
    const profile = await server.request<{ clinic: ClinicProfile }>('GET', '/clinic', {
      token: clinic.staff.access_token,
    });
    expect(profile.body.clinic.mrnSystem).toBeNull();
  });

  it('puts the URL an owner sets on every Patient (a new version, updated now) and finds MRNs by it; another clinic keeps its own', async () => {
    const before = (await read(`Patient/${ada.id}`)).body;
    server.advance(60_000);
    const from = server.now();
    const set = await patchClinic(clinic.ownerOnly.access_token, {
      mrnSystem: 'https://records.harbour.example/mrn',
    });
    const to = server.now();
    expect(set.status).toBe(200);
    expect(set.body.clinic.mrnSystem).toBe('https://records.harbour.example/mrn');

    const after = (await read(`Patient/${ada.id}`)).body;
    expect(systemOf(after)).toBe('https://records.harbour.example/mrn');
    expect(fhirErrors(after)).toEqual([]);
    expect(metaOf(after).versionId).not.toBe(metaOf(before).versionId);
    expectWithin(metaOf(after).lastUpdated, from, to);
    expect(Date.parse(metaOf(after).lastUpdated)).toBeGreaterThan(
      Date.parse(metaOf(before).lastUpdated),
    );

    const bySystem = await read(
      `Patient?identifier=${encodeURIComponent(`https://records.harbour.example/mrn|${ada.mrn}`)}`,
    );
    expect(bySystem.body.total).toBe(1);
    const byDefault = await read(
      `Patient?identifier=${encodeURIComponent(`${server.url}/fhir/clinics/${tenantId}/mrn|${ada.mrn}`)}`,
    );
    expect(byDefault.body.total).toBe(0);

    const stranger = (await read(`Patient/${theirs.id}`, {}, other.founder.access_token)).body;
    expect(systemOf(stranger)).toBe(
      `${server.url}/fhir/clinics/${other.founder.user.tenantId}/mrn`,
    );
  });

  it('refuses a member who is no owner with 403 and stores nothing', async () => {
    for (const member of [clinic.staff, clinic.colleague.login]) {
      const reply = await patchClinic(member.access_token, {
        mrnSystem: 'https://elsewhere.example/mrn',
      });
      expect(reply.status).toBe(403);
    }
    expect(systemOf((await read(`Patient/${ada.id}`)).body)).toBe(
      'https://records.harbour.example/mrn',
    );
  });

  it('refuses what is no absolute https URL with 400 naming the rule, and stores nothing', async () => {
    const before = (await read(`Patient/${ada.id}`)).body;
    server.advance(60_000);
    for (const mrnSystem of [
      'http://records.harbour.example/mrn',
      'urn:oid:1.2.3.4',
      'records.harbour.example/mrn',
      'HTTPS://records.harbour.example/mrn',
      'https://records.harbour.example/mrn|1',
      'https://records.harbour.example/my mrn',
      'https://records.harbour.example/mrn#x',
      'https://someone:secret@records.harbour.example/mrn',
      `https://records.harbour.example/${'m'.repeat(250)}`,
      '',
      42,
    ]) {
      const reply = await patchClinic(clinic.founder.access_token, { mrnSystem });
      expect(reply.status, String(mrnSystem)).toBe(400);
      if (typeof mrnSystem === 'string' && mrnSystem !== '') {
        expect(reply.body.message).toMatch(/absolute https URL/);
      }
    }
    const after = (await read(`Patient/${ada.id}`)).body;
    expect(after.meta).toEqual(before.meta);
  });

  it('goes back to the default when the owner clears it', async () => {
    const cleared = await patchClinic(clinic.founder.access_token, { mrnSystem: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.clinic.mrnSystem).toBeNull();
    expect(systemOf((await read(`Patient/${ada.id}`)).body)).toBe(
      `${server.url}/fhir/clinics/${tenantId}/mrn`,
    );
  });
});

describe('when the clinic and its members last changed', () => {
  it('moves the Organization’s lastUpdated and version when its name changes, not when only a setting does', async () => {
    const before = (await read(`Organization/${tenantId}`)).body;
    server.advance(60_000);
    await patchClinic(clinic.founder.access_token, { settings: { defaultSessionMinutes: 45 } });
    const unchanged = (await read(`Organization/${tenantId}`)).body;
    expect(unchanged.meta).toEqual(before.meta);

    server.advance(60_000);
    const from = server.now();
    const renamed = await patchClinic(clinic.founder.access_token, { name: 'Harbour Therapy' });
    const to = server.now();
    expect(renamed.status).toBe(200);
    const reply = await read(`Organization/${tenantId}`);
    expect(reply.body.name).toBe('Harbour Therapy');
    expect(metaOf(reply.body).versionId).not.toBe(metaOf(before).versionId);
    expectWithin(metaOf(reply.body).lastUpdated, from, to);
    expect(reply.headers.get('last-modified')).toBe(
      new Date(metaOf(reply.body).lastUpdated).toUTCString(),
    );
    expect(fhirErrors(reply.body)).toEqual([]);
  });

  it('moves a Practitioner’s lastUpdated and version when their credentials or own name change, not when only their roles do', async () => {
    const id = clinic.colleague.id;
    const before = (await read(`Practitioner/${id}`)).body;
    server.advance(60_000);
    const roles = await server.request('PATCH', `/clinic/members/${id}`, {
      token: clinic.founder.access_token,
      body: { roles: ['clinician', 'staff'] },
    });
    expect(roles.status).toBe(200);
    expect((await read(`Practitioner/${id}`)).body.meta).toEqual(before.meta);

    server.advance(60_000);
    const credentialedFrom = server.now();
    const credentials = await server.request('PATCH', `/clinic/members/${id}`, {
      token: clinic.founder.access_token,
      body: { credentials: 'LMFT' },
    });
    const credentialedTo = server.now();
    expect(credentials.status).toBe(200);
    const credentialed = (await read(`Practitioner/${id}`)).body;
    expect(credentialed.qualification).toEqual([{ code: { text: 'LMFT' } }]);
    expect(metaOf(credentialed).versionId).not.toBe(metaOf(before).versionId);
    expectWithin(metaOf(credentialed).lastUpdated, credentialedFrom, credentialedTo);

    server.advance(60_000);
    const namedFrom = server.now();
    const renamed = await server.request('PUT', '/account/profile', {
      token: clinic.colleague.login.access_token,
      body: { firstName: 'Grace', lastName: 'Hopper' },
    });
    const namedTo = server.now();
    expect(renamed.status).toBe(200);
    const named = (await read(`Practitioner/${id}`)).body;
    expect(named.name).toMatchObject([{ family: 'Hopper', given: ['Grace'] }]);
    expect(metaOf(named).versionId).not.toBe(metaOf(credentialed).versionId);
    expectWithin(metaOf(named).lastUpdated, namedFrom, namedTo);
  });
});

describe('conditional reads', () => {
  it('answers If-Modified-Since with 304 when nothing changed after that time, else the resource', async () => {
    const first = await read(`Organization/${tenantId}`);
    const lastModified = first.headers.get('last-modified')!;
    const unchanged = await read(`Organization/${tenantId}`, { 'if-modified-since': lastModified });
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');
    expect(unchanged.headers.get('etag')).toBe(first.headers.get('etag'));

    const earlier = new Date(Date.parse(lastModified) - 1_000).toUTCString();
    expect((await read(`Organization/${tenantId}`, { 'if-modified-since': earlier })).status).toBe(
      200,
    );
    const garbled = await read(`Organization/${tenantId}`, { 'if-modified-since': 'yesterday' });
    expect(garbled.status).toBe(200);

    server.advance(2_000);
    await patchClinic(clinic.founder.access_token, { phone: '+1 555 0100' });
    const changed = await read(`Organization/${tenantId}`, { 'if-modified-since': lastModified });
    expect(changed.status).toBe(200);
    expect(changed.body.telecom).toEqual([{ system: 'phone', value: '+1 555 0100', use: 'work' }]);
  });

  it('lets If-None-Match decide when both conditions are sent', async () => {
    const first = await read(`Patient/${ada.id}`);
    const etag = first.headers.get('etag')!;
    const future = new Date(Date.now() + 86_400_000).toUTCString();
    const past = new Date(0).toUTCString();
    const otherVersion = await read(`Patient/${ada.id}`, {
      'if-none-match': 'W/"0000000000000000"',
      'if-modified-since': future,
    });
    expect(otherVersion.status).toBe(200);
    const sameVersion = await read(`Patient/${ada.id}`, {
      'if-none-match': etag,
      'if-modified-since': past,
    });
    expect(sameVersion.status).toBe(304);
  });

  it('promises both conditions in the CapabilityStatement', async () => {
    const reply = await getFhir(server, 'metadata');
    const rest = (reply.body.rest as { resource: { conditionalRead: string }[] }[])[0]!;
    expect(new Set(rest.resource.map((r) => r.conditionalRead))).toEqual(new Set(['full-support']));
  });
});
