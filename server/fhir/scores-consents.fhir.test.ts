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
      reported_by: 'clinician',
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

/** A search's resources, failing the test unless it answered a valid searchset. */
async function found(path: string, token = clinic.founder.access_token) {
  const reply = await getFhir(server, path, token);
  expect({ path, status: reply.status }).toEqual({ path, status: 200 });
  expect(fhirErrors(reply.body)).toEqual([]);
  return reply.body;
}
const idsIn = (bundle: FhirJson) => entriesOf(bundle).map((resource) => resource.id ?? '');
/** How many lines the record-access trail holds for the patient with this action. */
const trailCount = async (action: string) =>
  (await accessActions(server, patient.id)).filter((a) => a === action).length;

describe('Observation read and searched on its own', () => {
  it('searches a patient’s scores by patient or subject, code, category and date, with paging', async () => {
    const all = await found(`Observation?patient=${patient.id}`);
    expect(all.total).toBe(2);
    const [phq9, gad7] = entriesOf(all);
    expect(idsIn(await found(`Observation?subject=Patient/${patient.id}`))).toEqual(idsIn(all));
    for (const code of ['http://loinc.org|44261-6', '44261-6', 'http://loinc.org|44261-6,x']) {
      const bundle = await found(
        `Observation?patient=${patient.id}&code=${encodeURIComponent(code)}`,
      );
      expect({ code, ids: idsIn(bundle) }).toEqual({ code, ids: [phq9?.id] });
    }
    // The LOINC code carries its system, so a search for it without one finds nothing.
    expect((await found(`Observation?patient=${patient.id}&code=%7C44261-6`)).total).toBe(0);
    const loinc = await found(`Observation?patient=${patient.id}&code=http://loinc.org%7C`);
    expect(loinc.total).toBe(2);
    expect((await found(`Observation?patient=${patient.id}&category=survey`)).total).toBe(2);
    expect((await found(`Observation?patient=${patient.id}&category=laboratory`)).total).toBe(0);
    const day = String(gad7?.effectiveDateTime).slice(0, 10);
    expect((await found(`Observation?patient=${patient.id}&date=${day}`)).total).toBe(2);
    expect((await found(`Observation?patient=${patient.id}&date=ne${day}`)).total).toBe(0);
    expect((await found(`Observation?patient=${patient.id}&date=lt${day}`)).total).toBe(0);
    expect((await found(`Observation?patient=${patient.id}&date=ge${day.slice(0, 7)}`)).total).toBe(
      2,
    );
    const first = await found(`Observation?patient=${patient.id}&_count=1&_total=none`);
    expect(first.total).toBeUndefined();
    expect(idsIn(first)).toEqual([phq9?.id]);
    const next = first.link?.find((link) => link.relation === 'next')?.url ?? '';
    const second = await server.request<FhirJson>(
      'GET',
      new URL(next).pathname + new URL(next).search,
      {
        token: clinic.founder.access_token,
      },
    );
    expect(idsIn(second.body)).toEqual([gad7?.id]);
    // _elements keeps what was asked for and what R4 makes mandatory (status, code).
    const subset = await getFhir(
      server,
      `Observation?patient=${patient.id}&_elements=valueInteger`,
      clinic.founder.access_token,
    );
    expect(Object.keys(entriesOf(subset.body)[0] ?? {}).sort()).toEqual([
      'code',
      'id',
      'meta',
      'resourceType',
      'status',
      'valueInteger',
    ]);
  });

  it('reads each score at its fullUrl, audited as read-observations', async () => {
    const bundle = await found(`Observation?patient=${patient.id}`);
    for (const entry of bundle.entry ?? []) {
      const before = await trailCount('read-observations');
      const url = new URL(entry.fullUrl);
      const reply = await server.request<FhirJson>('GET', url.pathname, {
        token: clinic.founder.access_token,
      });
      expect(reply.status).toBe(200);
      expect(fhirErrors(reply.body)).toEqual([]);
      expect(reply.body).toEqual(entry.resource);
      expect(await trailCount('read-observations')).toBe(before + 1);
    }
  });

  it('finds none and reads none for the front desk, an owner off the care team and another clinic', async () => {
    const [score] = entriesOf(await found(`Observation?patient=${patient.id}`));
    for (const token of [
      clinic.staff.access_token,
      clinic.ownerOnly.access_token,
      other.founder.access_token,
    ]) {
      expect((await found(`Observation?patient=${patient.id}`, token)).total).toBe(0);
      const read = await getFhir(server, `Observation/${score?.id}`, token);
      expect(read.status).toBe(404);
      expect(read.body.resourceType).toBe('OperationOutcome');
    }
  });

  it('refuses a search without a patient, and a code naming nothing, with a 400', async () => {
    const bare = await getFhir(server, 'Observation?code=44261-6', clinic.founder.access_token);
    expect(bare.status).toBe(400);
    expect(bare.body.resourceType).toBe('OperationOutcome');
    const empty = await getFhir(
      server,
      `Observation?patient=${patient.id}&code=%7C`,
      clinic.founder.access_token,
    );
    expect(empty.status).toBe(400);
  });
});

describe('Consent read and searched on its own', () => {
  it('searches a patient’s consents by status and date, for every member', async () => {
    for (const token of [clinic.founder.access_token, clinic.staff.access_token]) {
      const all = await found(`Consent?patient=Patient/${patient.id}`, token);
      expect(all.total).toBe(3);
      const active = await found(`Consent?patient=${patient.id}&status=active`, token);
      expect(entriesOf(active).map((c) => c.status)).toEqual(['active', 'active']);
      const state = 'http://hl7.org/fhir/consent-state-codes%7Cinactive';
      expect((await found(`Consent?patient=${patient.id}&status=${state}`, token)).total).toBe(1);
      const day = String(entriesOf(all)[0]?.dateTime).slice(0, 10);
      expect((await found(`Consent?patient=${patient.id}&date=${day}`, token)).total).toBe(3);
      expect((await found(`Consent?patient=${patient.id}&date=ne${day}`, token)).total).toBe(0);
      expect((await found(`Consent?patient=${patient.id}&date=gt${day}`, token)).total).toBe(0);
    }
  });

  it('reads each consent at its fullUrl, audited as read-consents, never another clinic’s', async () => {
    const bundle = await found(`Consent?patient=${patient.id}`, clinic.staff.access_token);
    for (const entry of bundle.entry ?? []) {
      const before = await trailCount('read-consents');
      const reply = await server.request<FhirJson>('GET', new URL(entry.fullUrl).pathname, {
        token: clinic.staff.access_token,
      });
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual(entry.resource);
      expect(await trailCount('read-consents')).toBe(before + 1);
      const theirs = await getFhir(
        server,
        `Consent/${entry.resource.id}`,
        other.founder.access_token,
      );
      expect(theirs.status).toBe(404);
    }
    const search = await found(`Consent?patient=${patient.id}`, other.founder.access_token);
    expect(search.total).toBe(0);
  });

  it('refuses a member who holds no role with a 403 OperationOutcome, for both types', async () => {
    const roleless = await server.addMember(clinic.founder.user.tenantId, []);
    const [consent] = entriesOf(await found(`Consent?patient=${patient.id}`));
    for (const path of [`Consent/${consent?.id}`, `Observation?patient=${patient.id}`]) {
      const reply = await getFhir(server, path, roleless.login.access_token);
      expect({ path, status: reply.status }).toEqual({ path, status: 403 });
      expect(reply.body.resourceType).toBe('OperationOutcome');
    }
  });
});
