import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import type { TestServer } from '../test/harness.ts';
import { startTestServer } from '../test/harness.ts';
import {
  accessActions,
  entriesOf,
  fhirErrors,
  getFhir,
  insertDiagnosis,
  insertEncounter,
  openClinic,
  registerPatient,
  type Clinic,
} from './fhir.test-kit.ts';

let server: TestServer;
let clinic: Clinic;
let patient: Patient;
let session: string;
let diagnosis: string;

const typesOf = (bundle: Parameters<typeof entriesOf>[0]) =>
  [...new Set(entriesOf(bundle).map((r) => r.resourceType))].sort();

beforeAll(async () => {
  server = await startTestServer();
  clinic = await openClinic(server);
  const tenantId = clinic.founder.user.tenantId;
  // The founder (owner + clinician) registers the patient and so is the primary clinician.
  patient = await registerPatient(server, clinic.founder.access_token, {
    familyName: 'Darwin',
    givenName: 'Charles',
    birthDate: '1959-02-12',
  });
  const at = { tenantId, patientId: patient.id, clinicianId: clinic.founder.user.id };
  session = await insertEncounter(server, at, { status: 'finished' });
  diagnosis = await insertDiagnosis(server, at, {
    code: 'F33.1',
    text: 'Major depressive disorder, recurrent, moderate',
    onsetDate: '2025-11-01',
  });
});
afterAll(() => server.close());

const everything = (token: string) => getFhir(server, `Patient/${patient.id}/$everything`, token);

describe("a patient's $everything", () => {
  it('gives a care-team clinician the patient, sessions, diagnoses, clinic and clinicians', async () => {
    const reply = await everything(clinic.founder.access_token);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
    expect(fhirErrors(reply.body)).toEqual([]);
    expect(reply.body).toMatchObject({ resourceType: 'Bundle', type: 'searchset', total: 3 });
    expect(typesOf(reply.body)).toEqual([
      'Condition',
      'Encounter',
      'Organization',
      'Patient',
      'Practitioner',
    ]);
    expect(entriesOf(reply.body, 'Encounter').map((e) => e.id)).toEqual([session]);
    const [condition] = entriesOf(reply.body, 'Condition');
    expect(condition).toMatchObject({
      id: diagnosis,
      code: { coding: [{ system: 'http://hl7.org/fhir/sid/icd-10-cm', code: 'F33.1' }] },
      clinicalStatus: {
        coding: [
          { system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'active' },
        ],
      },
      subject: { reference: `Patient/${patient.id}` },
      onsetDateTime: '2025-11-01',
    });
  });

  it('gives the front desk the demographics and sessions but no Condition', async () => {
    const reply = await everything(clinic.staff.access_token);
    expect(reply.status).toBe(200);
    expect(fhirErrors(reply.body)).toEqual([]);
    expect(typesOf(reply.body)).toEqual(['Encounter', 'Organization', 'Patient', 'Practitioner']);
    expect(reply.text).not.toContain('F33.1');
  });

  it('gives a clinician who is not on the care team no Condition', async () => {
    const reply = await everything(clinic.colleague.login.access_token);
    expect(reply.status).toBe(200);
    expect(fhirErrors(reply.body)).toEqual([]);
    expect(entriesOf(reply.body, 'Condition')).toEqual([]);
    expect(entriesOf(reply.body, 'Patient').map((p) => p.id)).toEqual([patient.id]);
  });

  it('gives a member who is owner only no Condition', async () => {
    const reply = await everything(clinic.ownerOnly.access_token);
    expect(reply.status).toBe(200);
    expect(entriesOf(reply.body, 'Condition')).toEqual([]);
  });

  it("answers 404 for another clinic's patient", async () => {
    const other = await openClinic(server);
    const reply = await everything(other.founder.access_token);
    expect(reply.status).toBe(404);
    expect(reply.body.resourceType).toBe('OperationOutcome');
  });

  it('writes each $everything into the record-access trail, diagnoses read as such', async () => {
    const before = await accessActions(server, patient.id);
    await everything(clinic.staff.access_token);
    await everything(clinic.founder.access_token);
    expect(await accessActions(server, patient.id)).toEqual([
      ...before,
      'read',
      'read',
      'read-diagnoses',
    ]);
  });
});
