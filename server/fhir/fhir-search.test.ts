import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import type { TestServer } from '../test/harness.ts';
import {
  entriesOf,
  fhirErrors,
  getFhir,
  insertEncounter,
  issueCodeOf,
  registerPatient,
  startTwoClinics,
  type Clinic,
} from './fhir.test-kit.ts';

let server: TestServer;
let clinic: Clinic;
let other: Clinic;
let tenantId: string;
let wojcik: Patient;
let byron: Patient;
let sessions: string[];

beforeAll(async () => {
  ({ server, clinic, other } = await startTwoClinics());
  tenantId = clinic.founder.user.tenantId;
  const staff = clinic.staff.access_token;
  wojcik = await registerPatient(server, staff, {
    familyName: 'Wojciechowski',
    givenName: 'Katarzyna',
    birthDate: '1979-04-01',
  });
  byron = await registerPatient(server, staff, {
    familyName: 'Byron',
    givenName: 'George',
    birthDate: '1988-01-22',
  });
  // The same name in another clinic must never be found.
  await registerPatient(server, other.founder.access_token, {
    familyName: 'Wojciechowski',
    givenName: 'Katarzyna',
    birthDate: '1979-04-01',
  });
  const at = { tenantId, clinicianId: clinic.colleague.id };
  sessions = [
    await insertEncounter(server, { ...at, patientId: wojcik.id }, { status: 'finished' }),
    await insertEncounter(
      server,
      { ...at, patientId: wojcik.id },
      { startsAt: new Date('2026-03-09T09:00:00Z'), modality: 'video' },
    ),
  ];
  await insertEncounter(server, { ...at, patientId: byron.id });
});
afterAll(() => server.close());

describe('searching patients', () => {
  it('finds a misspelt name with the Praxis fuzzy parameter, in a valid searchset Bundle', async () => {
    const reply = await getFhir(
      server,
      'Patient?_praxis-fuzzy=wojciekowski',
      clinic.staff.access_token,
    );
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
    expect(fhirErrors(reply.body)).toEqual([]);
    expect(reply.body).toMatchObject({ resourceType: 'Bundle', type: 'searchset', total: 1 });
    const [entry] = reply.body.entry ?? [];
    expect(entry?.resource.id).toBe(wojcik.id);
    expect(entry?.search.mode).toBe('match');
    expect(entry?.fullUrl).toBe(`${server.url}/backend/fhir/R4/Patient/${wojcik.id}`);
  });

  it('lets a clinician search the whole clinic’s demographics, not only their caseload', async () => {
    const reply = await getFhir(server, 'Patient?name=byron', clinic.colleague.login.access_token);
    expect(entriesOf(reply.body).map((p) => p.id)).toEqual([byron.id]);
  });

  it('finds a patient by MRN, with or without this clinic’s identifier system', async () => {
    const system = encodeURIComponent(`${server.url}/fhir/clinics/${tenantId}/mrn`);
    for (const identifier of [byron.mrn, `${system}|${byron.mrn}`]) {
      const reply = await getFhir(
        server,
        `Patient?identifier=${identifier}`,
        clinic.staff.access_token,
      );
      expect(entriesOf(reply.body).map((p) => p.id)).toEqual([byron.id]);
    }
    const foreign = await getFhir(
      server,
      `Patient?identifier=urn:other|${byron.mrn}`,
      clinic.staff.access_token,
    );
    expect(foreign.body).toMatchObject({ total: 0, entry: [] });
    expect(fhirErrors(foreign.body)).toEqual([]);
  });

  it('pages with _count and links the next page', async () => {
    const first = await getFhir(server, 'Patient?_count=1', clinic.staff.access_token);
    expect(first.body.total).toBe(2);
    expect(entriesOf(first.body)).toHaveLength(1);
    const next = first.body.link?.find((l) => l.relation === 'next');
    expect(next?.url).toContain('_offset=1');
    const second = await getFhir(server, 'Patient?_count=1&_offset=1', clinic.staff.access_token);
    expect(second.body.link?.some((l) => l.relation === 'next')).toBe(false);
    const ids = [...entriesOf(first.body), ...entriesOf(second.body)].map((p) => p.id);
    expect(ids.sort()).toEqual([wojcik.id, byron.id].sort());
  });
});

describe('searching encounters', () => {
  it("lists one patient's sessions only, by id or by Patient reference", async () => {
    for (const patient of [wojcik.id, `Patient/${wojcik.id}`]) {
      const reply = await getFhir(
        server,
        `Encounter?patient=${encodeURIComponent(patient)}`,
        clinic.staff.access_token,
      );
      expect(reply.status).toBe(200);
      expect(fhirErrors(reply.body)).toEqual([]);
      expect(reply.body.total).toBe(2);
      expect(entriesOf(reply.body).map((e) => e.id)).toEqual(sessions);
    }
  });

  it("finds no sessions of another clinic's patient", async () => {
    const theirs = await registerPatient(server, other.founder.access_token, {
      familyName: 'Other',
      givenName: 'Olive',
      birthDate: '1960-06-06',
    });
    await insertEncounter(server, {
      tenantId: other.founder.user.tenantId,
      patientId: theirs.id,
      clinicianId: other.founder.user.id,
    });
    const reply = await getFhir(
      server,
      `Encounter?patient=${theirs.id}`,
      clinic.founder.access_token,
    );
    expect(reply.body).toMatchObject({ total: 0, entry: [] });
  });
});

describe('refusing searches it cannot do', () => {
  it('answers an unsupported search parameter or modifier with a 400 OperationOutcome', async () => {
    for (const path of [
      'Patient?address=Somewhere',
      'Patient?name:missing=true',
      'Encounter?location=Room',
      `Patient/${byron.id}/$everything?type=Encounter`,
    ]) {
      const reply = await getFhir(server, path, clinic.staff.access_token);
      expect(reply.status, path).toBe(400);
      expect(reply.body.resourceType).toBe('OperationOutcome');
      expect(issueCodeOf(reply)).toBe('not-supported');
      expect(fhirErrors(reply.body)).toEqual([]);
    }
  });

  it('answers a malformed value with a 400 invalid OperationOutcome', async () => {
    for (const path of [
      'Patient?_count=many',
      'Encounter?patient=Group/1',
      'Patient?name=a&name=b',
      `Patient?name=${'x'.repeat(201)}`,
    ]) {
      const reply = await getFhir(server, path, clinic.staff.access_token);
      expect(reply.status, path).toBe(400);
      expect(issueCodeOf(reply)).toBe('invalid');
    }
  });

  it('answers a search without a session with a 401 OperationOutcome', async () => {
    const reply = await getFhir(server, 'Patient?name=byron');
    expect(reply.status).toBe(401);
    expect(issueCodeOf(reply)).toBe('login');
  });
});
