import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import type { TestServer } from '../test/harness.ts';
import {
  accessActions,
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
let ada: Patient;
let theirs: Patient;
let tenantId: string;

beforeAll(async () => {
  ({ server, clinic, other } = await startTwoClinics());
  tenantId = clinic.founder.user.tenantId;
  await server.server.ctx.db
    .updateTable('tenants')
    .set({ phone: '+1 555 0100', address: '1 Main St, Springfield' })
    .where('id', '=', tenantId)
    .execute();
  await server.server.ctx.db
    .updateTable('users')
    .set({ credentials: 'LCSW, PsyD', licence_number: 'LIC-42' })
    .where('id', '=', clinic.founder.user.id)
    .execute();
  ada = await registerPatient(server, clinic.founder.access_token, {
    familyName: 'Lovelace',
    givenName: 'Augusta',
    preferredName: 'Ada',
    birthDate: '1985-12-10',
    sexAtBirth: 'intersex',
    phone: '+1 555 0199',
    email: 'ada@example.test',
    emergencyContact: 'Mary Somerville, +1 555 0111',
  });
  theirs = await registerPatient(server, other.founder.access_token, {
    familyName: 'Secret',
    givenName: 'Sam',
    birthDate: '1990-01-01',
  });
});
afterAll(() => server.close());

describe('reading FHIR resources', () => {
  it('answers the clinic as a valid Organization in FHIR JSON, never cached', async () => {
    const reply = await getFhir(server, `Organization/${tenantId}`, clinic.staff.access_token);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(fhirErrors(reply.body)).toEqual([]);
    expect(reply.body).toMatchObject({
      resourceType: 'Organization',
      id: tenantId,
      telecom: [{ system: 'phone', value: '+1 555 0100', use: 'work' }],
      address: [{ text: '1 Main St, Springfield' }],
    });
    expect(reply.body).not.toHaveProperty('extension');
  });

  it('answers a member as a valid Practitioner with credentials and licence number', async () => {
    const id = clinic.founder.user.id;
    const reply = await getFhir(server, `Practitioner/${id}`, clinic.ownerOnly.access_token);
    expect(reply.status).toBe(200);
    expect(fhirErrors(reply.body)).toEqual([]);
    expect(reply.body).toMatchObject({
      resourceType: 'Practitioner',
      active: true,
      name: [{ use: 'official', family: 'Lovelace', given: ['Ada'] }],
      telecom: [{ system: 'email', value: clinic.founder.user.email }],
      qualification: [{ code: { text: 'LCSW' } }, { code: { text: 'PsyD' } }],
      identifier: [
        {
          type: { coding: [{ code: 'LN' }] },
          system: 'https://praxis.clinic/fhir/sid/licence-number',
          value: 'LIC-42',
        },
      ],
    });
  });

  it('maps a patient to a valid Patient: MRN, legal and preferred names, gender, contacts', async () => {
    const reply = await getFhir(server, `Patient/${ada.id}`, clinic.staff.access_token);
    expect(reply.status).toBe(200);
    expect(fhirErrors(reply.body)).toEqual([]);
    expect(reply.body).toMatchObject({
      resourceType: 'Patient',
      id: ada.id,
      identifier: [{ system: `${server.url}/fhir/clinics/${tenantId}/mrn`, value: ada.mrn }],
      name: [
        { use: 'official', family: 'Lovelace', given: ['Augusta'] },
        { use: 'usual', family: 'Lovelace', given: ['Ada'] },
      ],
      gender: 'other',
      birthDate: '1985-12-10',
      active: true,
      telecom: [
        { system: 'phone', value: '+1 555 0199' },
        { system: 'email', value: 'ada@example.test' },
      ],
      contact: [{ name: { text: 'Mary Somerville, +1 555 0111' } }],
      generalPractitioner: [{ reference: `Practitioner/${clinic.founder.user.id}` }],
      managingOrganization: { reference: `Organization/${tenantId}` },
    });
  });

  it('shows a discharged patient as no longer active', async () => {
    const patient = await registerPatient(server, clinic.staff.access_token, {
      familyName: 'Gone',
      givenName: 'Gail',
      birthDate: '1970-05-05',
    });
    await server.request('PATCH', `/patients/${patient.id}`, {
      token: clinic.staff.access_token,
      body: { status: 'discharged' },
    });
    const reply = await getFhir(server, `Patient/${patient.id}`, clinic.staff.access_token);
    expect(reply.body).toMatchObject({ active: false });
    expect(reply.body).not.toHaveProperty('gender');
    expect(fhirErrors(reply.body)).toEqual([]);
  });

  it('maps sessions to valid Encounters: a no-show is cancelled with its reason in an extension (never reasonCode), phone is virtual', async () => {
    const at = { tenantId, patientId: ada.id, clinicianId: clinic.colleague.id };
    const missed = await insertEncounter(server, at, {
      modality: 'phone',
      status: 'no-show',
      statusReason: 'did not answer',
    });
    const reply = await getFhir(server, `Encounter/${missed}`, clinic.staff.access_token);
    expect(reply.status).toBe(200);
    expect(fhirErrors(reply.body)).toEqual([]);
    expect(reply.body).toMatchObject({
      resourceType: 'Encounter',
      status: 'cancelled',
      class: { code: 'VR' },
      extension: [
        {
          url: 'https://praxis.clinic/fhir/StructureDefinition/session-status-reason',
          valueCodeableConcept: {
            coding: [{ code: 'no-show', display: 'No-show' }],
            text: 'did not answer',
          },
        },
      ],
      subject: { reference: `Patient/${ada.id}` },
      participant: [{ individual: { reference: `Practitioner/${clinic.colleague.id}` } }],
      period: { start: '2026-03-02T09:00:00.000Z', end: '2026-03-02T09:50:00.000Z' },
    });
    expect(reply.body.reasonCode).toBeUndefined();
    for (const [modality, code] of [
      ['in-person', 'AMB'],
      ['video', 'VR'],
    ] as const) {
      const id = await insertEncounter(server, at, { modality, status: 'finished' });
      const session = await getFhir(server, `Encounter/${id}`, clinic.staff.access_token);
      expect(session.body).toMatchObject({ status: 'finished', class: { code } });
      expect(fhirErrors(session.body)).toEqual([]);
    }
  });

  it('writes each read of a Patient or Encounter into the record-access trail', async () => {
    const patient = await registerPatient(server, clinic.staff.access_token, {
      familyName: 'Trail',
      givenName: 'Tess',
      birthDate: '1980-02-02',
    });
    const session = await insertEncounter(server, {
      tenantId,
      patientId: patient.id,
      clinicianId: clinic.founder.user.id,
    });
    await getFhir(server, `Patient/${patient.id}`, clinic.staff.access_token);
    await getFhir(server, `Encounter/${session}`, clinic.staff.access_token);
    expect(await accessActions(server, patient.id)).toEqual(['create', 'read', 'read']);
  });
});

describe('refusing FHIR reads', () => {
  it("answers another clinic's resources with a 404 OperationOutcome, as for none", async () => {
    const theirSession = await insertEncounter(server, {
      tenantId: other.founder.user.tenantId,
      patientId: theirs.id,
      clinicianId: other.founder.user.id,
    });
    for (const path of [
      `Patient/${theirs.id}`,
      `Patient/${theirs.id}/$everything`,
      `Encounter/${theirSession}`,
      `Practitioner/${other.founder.user.id}`,
      `Organization/${other.founder.user.tenantId}`,
      'Patient/no-such-id',
    ]) {
      const reply = await getFhir(server, path, clinic.founder.access_token);
      expect(reply.status, path).toBe(404);
      expect(reply.body.resourceType).toBe('OperationOutcome');
      expect(issueCodeOf(reply)).toBe('not-found');
      expect(fhirErrors(reply.body)).toEqual([]);
      expect(reply.text).not.toContain('Secret');
    }
  });

  it('answers a request without a session with a 401 OperationOutcome and a Bearer challenge', async () => {
    const reply = await getFhir(server, `Patient/${ada.id}`);
    expect(reply.status).toBe(401);
    expect(reply.headers.get('www-authenticate')).toBe('Bearer realm="praxis"');
    expect(reply.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
    expect(issueCodeOf(reply)).toBe('login');
    expect(reply.body.issue?.[0]?.diagnostics).toBe(
      'Sign in again: your session has ended or the token is not valid.',
    );
    expect(fhirErrors(reply.body)).toEqual([]);
    const refused = await getFhir(server, `Patient/${ada.id}`, 'not-a-token');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toBe(
      'Bearer realm="praxis", error="invalid_token"',
    );
  });

  it('refuses a member who holds no role with a 403 OperationOutcome', async () => {
    const roleless = await server.addMember(tenantId, []);
    const reply = await getFhir(server, `Patient/${ada.id}`, roleless.login.access_token);
    expect(reply.status).toBe(403);
    expect(issueCodeOf(reply)).toBe('forbidden');
    expect(fhirErrors(reply.body)).toEqual([]);
  });

  it('answers a resource type it does not serve with a 404 OperationOutcome', async () => {
    const reply = await getFhir(server, 'MedicationRequest/1', clinic.founder.access_token);
    expect(reply.status).toBe(404);
    expect(issueCodeOf(reply)).toBe('not-found');
    expect(reply.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
  });
});

describe('the validator the tests rely on', () => {
  it('refuses what R4 refuses: a status outside the value set, an unknown field, a bad date', () => {
    expect(fhirErrors({ resourceType: 'Patient', gender: 'intersex' })).not.toEqual([]);
    expect(fhirErrors({ resourceType: 'Patient', nickname: 'Ada' })).not.toEqual([]);
    expect(fhirErrors({ resourceType: 'Patient', birthDate: '10/12/1985' })).not.toEqual([]);
    const encounter = {
      resourceType: 'Encounter',
      status: 'no-show',
      class: { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'AMB' },
    };
    expect(fhirErrors(encounter)).not.toEqual([]);
  });
});
