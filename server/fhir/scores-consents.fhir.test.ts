import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import type { TestServer } from '../test/harness.ts';
import { startTestServer } from '../test/harness.ts';
import { toObservation, type ScoreRow } from './observation.map.ts';
import {
  accessActions,
  entriesOf,
  fhirErrors,
  getFhir,
  openClinic,
  registerPatient,
  type Clinic,
  type FhirJson,
} from './fhir.test-kit.ts';

let server: TestServer;
let clinic: Clinic;
let other: Clinic;
let patient: Patient;

beforeAll(async () => {
  server = await startTestServer();
  clinic = await openClinic(server);
  other = await openClinic(server);
  // The founder (owner + clinician) registers the patient and so is on the care team.
  patient = await registerPatient(server, clinic.founder.access_token, {
    familyName: 'Nightingale',
    givenName: 'Florence',
    birthDate: '1980-05-12',
  });
  const token = clinic.founder.access_token;
  const rescore = (body: unknown) =>
    server.request('POST', `/patients/${patient.id}/observations`, { token, body });
  expect((await rescore({ instrument: 'phq9', answers: [1, 2, 1, 2, 1, 2, 1, 0, 1] })).status).toBe(
    201,
  );
  expect((await rescore({ instrument: 'gad7', answers: [3, 3, 2, 3, 2, 2, 1] })).status).toBe(201);
  const consent = (body: unknown) =>
    server.request('POST', `/patients/${patient.id}/consents`, { token, body });
  const grant = { kind: 'recording-ai', status: 'granted', effectiveDate: '2026-01-05' };
  expect((await consent(grant)).status).toBe(201);
  const withdraw = { kind: 'recording-ai', status: 'withdrawn', effectiveDate: '2026-02-01' };
  expect((await consent({ ...withdraw, note: 'Prefers <no> recordings' })).status).toBe(201);
  const treatment = { kind: 'treatment', status: 'granted', effectiveDate: '2026-01-05' };
  expect((await consent(treatment)).status).toBe(201);
});
afterAll(() => server.close());

const everything = (token: string) => getFhir(server, `Patient/${patient.id}/$everything`, token);
const byCode = (bundle: FhirJson, code: string) =>
  entriesOf(bundle, 'Observation').find(
    (r) => (r.code as { coding: { code: string }[] }).coding[0]?.code === code,
  );

describe('PHQ-9 and GAD-7 scores as FHIR Observations', () => {
  it('are in $everything for the care team: valid R4, LOINC totals, survey, the band and every item answer', async () => {
    const reply = await everything(clinic.founder.access_token);
    expect(reply.status).toBe(200);
    expect(fhirErrors(reply.body)).toEqual([]);
    const phq9 = byCode(reply.body, '44261-6');
    expect(phq9).toMatchObject({
      status: 'final',
      category: [{ coding: [{ code: 'survey' }] }],
      subject: { reference: `Patient/${patient.id}` },
      performer: [{ reference: `Practitioner/${clinic.founder.user.id}` }],
      valueInteger: 11,
      interpretation: [
        {
          coding: [
            { system: 'https://praxis.clinic/fhir/CodeSystem/score-severity', code: 'moderate' },
          ],
        },
      ],
    });
    const components = phq9?.component as {
      code: { coding: { code: string }[] };
      valueCodeableConcept: { coding: { code: string }[] };
    }[];
    expect(components).toHaveLength(9);
    expect(components[0]?.code.coding[0]?.code).toBe('44250-9');
    expect(components[8]?.code.coding[0]?.code).toBe('44260-8');
    // Item 2 answered 2, "More than half the days" (LOINC LA6570-1).
    expect(components[1]?.valueCodeableConcept.coding[0]?.code).toBe('LA6570-1');
    expect((phq9?.text as { div: string }).div).toContain('PHQ-9 total 11 of 27');
    const gad7 = byCode(reply.body, '70274-6');
    expect(gad7).toMatchObject({
      valueInteger: 16,
      interpretation: [{ coding: [{ code: 'severe' }] }],
    });
    expect(gad7?.component).toHaveLength(7);
    expect(await accessActions(server, patient.id)).toContain('read-observations');
  });

  it('are left out for the front desk and an owner who is not a clinician on the care team', async () => {
    for (const token of [clinic.staff.access_token, clinic.ownerOnly.access_token]) {
      const reply = await everything(token);
      expect(reply.status).toBe(200);
      expect(entriesOf(reply.body, 'Observation')).toEqual([]);
    }
  });

  it('say entered-in-error when the intake they were scored from was marked so', () => {
    const row: ScoreRow = {
      id: 'score-1',
      patient_id: 'patient-1',
      instrument: 'gad7',
      answers: [0, 0, 1, 0, 0, 0, 0],
      total: 1,
      band: 'minimal',
      effective_at: new Date('2026-01-05T10:00:00Z'),
      intake_id: 'intake-1',
      intake_status: 'entered-in-error',
      encounter_id: 'session-1',
      recorded_by: 'clinician-1',
      recorded_at: new Date('2026-01-05T10:00:00Z'),
    };
    const observation = toObservation(row);
    expect(fhirErrors(observation)).toEqual([]);
    expect(observation).toMatchObject({
      status: 'entered-in-error',
      encounter: { reference: 'Encounter/session-1' },
    });
    expect(toObservation({ ...row, intake_status: 'signed' }).status).toBe('final');
  });
});

describe('consents as FHIR Consent', () => {
  it('are each grant and withdrawal, valid R4, the one in force active and the replaced one ended', async () => {
    const reply = await everything(clinic.founder.access_token);
    expect(fhirErrors(reply.body)).toEqual([]);
    const consents = entriesOf(reply.body, 'Consent');
    expect(consents).toHaveLength(3);
    const [granted, withdrawn, treatment] = consents;
    expect(granted).toMatchObject({
      status: 'inactive',
      scope: { coding: [{ code: 'patient-privacy' }] },
      category: [{ coding: [{ code: '59284-0' }, { code: 'recording-ai' }] }],
      patient: { reference: `Patient/${patient.id}` },
      performer: [{ reference: `Patient/${patient.id}` }],
      policyRule: { coding: [{ code: 'OPTIN' }] },
      provision: { type: 'permit', period: { start: '2026-01-05', end: '2026-02-01' } },
    });
    expect(withdrawn).toMatchObject({
      status: 'active',
      policyRule: { coding: [{ code: 'OPTOUT' }] },
      provision: { type: 'deny', period: { start: '2026-02-01' } },
    });
    expect((withdrawn?.text as { div: string }).div).toContain('Prefers &#60;no&#62; recordings');
    expect(treatment).toMatchObject({
      status: 'active',
      scope: { coding: [{ code: 'treatment' }] },
    });
    expect(typeof treatment?.dateTime).toBe('string');
    expect(await accessActions(server, patient.id)).toContain('read-consents');
  });

  it('reach the front desk too (a consent is administrative, as in the JSON API)', async () => {
    const reply = await everything(clinic.staff.access_token);
    expect(entriesOf(reply.body, 'Consent')).toHaveLength(3);
  });

  it("are never another clinic's to read", async () => {
    const reply = await everything(other.founder.access_token);
    expect(reply.status).toBe(404);
    expect(reply.body.resourceType).toBe('OperationOutcome');
  });
});
