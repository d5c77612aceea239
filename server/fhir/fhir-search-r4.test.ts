import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import { searchPatients } from '../patients/patient-search.test-kit.ts';
import type { TestServer } from '../test/harness.ts';
import { FHIR_BASE_PATH } from './fhir-search-params.ts';
import {
  entriesOf,
  fhirErrors,
  insertEncounter,
  issueCodeOf,
  registerPatient,
  startTwoClinics,
  type Clinic,
  type FhirJson,
} from './fhir.test-kit.ts';

let server: TestServer;
let clinic: Clinic;
let olivia: Patient;
let jian: Patient;
let wei: Patient;
let helene: Patient;
let sessions: string[];

beforeAll(async () => {
  ({ server, clinic } = await startTwoClinics());
  const staff = clinic.staff.access_token;
  const add = (givenName: string, familyName: string, birthDate: string, gender: string) =>
    registerPatient(server, staff, {
      givenName,
      familyName,
      birthDate,
      administrativeGender: gender,
    });
  olivia = await add('Olivia', 'Clarke', '1990-05-14', 'female');
  jian = await add('Jian', 'Li', '1985-01-02', 'male');
  wei = await add('Wei', 'Li', '1992-11-30', 'female');
  helene = await add('Hélène', 'Dubois', '1979-04-01', 'female');
  const at = { tenantId: clinic.founder.user.tenantId, clinicianId: clinic.colleague.id };
  sessions = [
    await insertEncounter(
      server,
      { ...at, patientId: jian.id },
      { startsAt: new Date('2026-03-02T09:00:00Z') },
    ),
    await insertEncounter(
      server,
      { ...at, patientId: jian.id },
      { startsAt: new Date('2026-04-06T09:00:00Z') },
    ),
    await insertEncounter(
      server,
      { ...at, patientId: jian.id },
      { startsAt: new Date('2026-05-04T09:00:00Z') },
    ),
  ];
}, 120_000);
afterAll(() => server.close());

const search = (query: string, headers: Record<string, string> = {}) =>
  server.request<FhirJson>('GET', `${FHIR_BASE_PATH}/${query}`, {
    token: clinic.staff.access_token,
    headers,
  });
const ids = async (query: string) => {
  const reply = await search(query);
  expect({ query, status: reply.status }).toEqual({ query, status: 200 });
  expect(fhirErrors(reply.body)).toEqual([]);
  return entriesOf(reply.body, query.split('?')[0])
    .map((r) => r.id)
    .sort();
};
const sorted = (...patients: Patient[]) => patients.map((p) => p.id).sort();

describe('string search as R4 defines it', () => {
  it('matches the start of any part of the name, never a near miss or the middle of a word', async () => {
    expect(await ids('Patient?name=Clarc')).toEqual([]);
    expect(await ids('Patient?name=Oliver%20Clarke')).toEqual([]);
    expect(await ids('Patient?name=livia')).toEqual([]);
    expect(await ids('Patient?name=li')).toEqual(sorted(jian, wei));
    expect(await ids('Patient?name=Olivia%20Clarke')).toEqual(sorted(olivia));
    expect(await ids('Patient?name=CLARK')).toEqual(sorted(olivia));
  });

  it('ignores case and accents, except under :exact; :contains matches inside words', async () => {
    expect(await ids('Patient?name=helene')).toEqual(sorted(helene));
    expect(await ids('Patient?name:exact=H%C3%A9l%C3%A8ne')).toEqual(sorted(helene));
    expect(await ids('Patient?name:exact=helene')).toEqual([]);
    expect(await ids('Patient?name:contains=livi')).toEqual(sorted(olivia));
  });

  it('keeps the patient list’s typo-tolerant search as the Praxis parameter _praxis-fuzzy', async () => {
    expect(await ids('Patient?_praxis-fuzzy=Clarc')).toEqual(sorted(olivia));
    expect(await ids('Patient?_praxis-fuzzy=olivai%20clarc')).toEqual(sorted(olivia));
    // A close misspelling of a word of the name, not a name sharing a few letters with it.
    expect(await ids('Patient?_praxis-fuzzy=Liviana')).toEqual([]);
    // The same patients as the list finds, whatever the words.
    for (const q of ['Clarc', 'olivai clarc', 'Liviana', 'helene dubios', 'li', 'clrake']) {
      const listed = await searchPatients(server, clinic.staff.access_token, `q=${q}`);
      expect(listed.status).toBe(200);
      const found = await ids(`Patient?_praxis-fuzzy=${encodeURIComponent(q)}`);
      expect({ q, found }).toEqual({ q, found: listed.body.patients.map((p) => p.id).sort() });
    }
  });

  it('searches family and given names on their own', async () => {
    expect(await ids('Patient?family=li')).toEqual(sorted(jian, wei));
    expect(await ids('Patient?given=li')).toEqual([]);
    expect(await ids('Patient?given=wei&family=li')).toEqual(sorted(wei));
  });
});

describe('the other parameters', () => {
  it('filters by birthdate with prefixes (ne too), gender and _id', async () => {
    expect(await ids('Patient?birthdate=1985')).toEqual(sorted(jian));
    expect(await ids('Patient?birthdate=ge1990-01-01&birthdate=lt1992-11-30')).toEqual(
      sorted(olivia),
    );
    expect(await ids('Patient?birthdate=le1979-04-01')).toEqual(sorted(helene));
    expect(await ids('Patient?birthdate=ne1985')).toEqual(sorted(olivia, wei, helene));
    expect(await ids('Patient?gender=male')).toEqual(sorted(jian));
    expect(await ids(`Patient?_id=${jian.id},${wei.id}`)).toEqual(sorted(jian, wei));
  });

  it('filters by _lastUpdated', async () => {
    expect(await ids('Patient?_lastUpdated=gt2100-01-01')).toEqual([]);
    expect(await ids('Patient?_lastUpdated=gt2000-01-01')).toHaveLength(4);
  });

  it('sorts by _sort, counts with _summary=count, leaves the total out with _total=none', async () => {
    const reply = await search('Patient?_sort=-birthdate');
    expect(entriesOf(reply.body).map((r) => r.id)).toEqual([wei.id, olivia.id, jian.id, helene.id]);
    const count = await search('Patient?family=li&_summary=count');
    expect(count.body.total).toBe(2);
    expect(count.body.entry ?? []).toEqual([]);
    const none = await search('Patient?_total=none');
    expect(none.body.total).toBeUndefined();
  });

  it('keeps only the _elements asked for, marked SUBSETTED', async () => {
    const reply = await search(`Patient?_id=${jian.id}&_elements=birthDate`);
    const [patient] = entriesOf(reply.body);
    expect(Object.keys(patient ?? {}).sort()).toEqual(['birthDate', 'id', 'meta', 'resourceType']);
    expect(JSON.stringify(patient?.meta)).toContain('SUBSETTED');
  });

  it('searches encounters by subject, a date range and a date they are not on (ne)', async () => {
    expect(await ids(`Encounter?subject=Patient/${jian.id}`)).toEqual([...sessions].sort());
    expect(await ids(`Encounter?subject=${jian.id}&date=ge2026-04-01&date=lt2026-05-01`)).toEqual([
      sessions[1],
    ]);
    expect(await ids('Encounter?date=2026-03')).toEqual([sessions[0]]);
    expect(await ids(`Encounter?subject=${jian.id}&date=ne2026-04`)).toEqual(
      [sessions[0], sessions[2]].sort(),
    );
    expect(await ids(`Encounter?subject=${jian.id}&date=ne2026-04-06T09:00:00Z`)).toEqual(
      [sessions[0], sessions[2]].sort(),
    );
  });
});

describe('lenient and strict handling', () => {
  it('refuses an unknown parameter by default and with Prefer: handling=strict', async () => {
    const variants: Record<string, string>[] = [{}, { prefer: 'handling=strict' }];
    for (const headers of variants) {
      const reply = await search('Patient?address=Paris', headers);
      expect(reply.status).toBe(400);
      expect(issueCodeOf(reply)).toBe('not-supported');
    }
  });

  it('ignores it under Prefer: handling=lenient, and says so in the Bundle', async () => {
    const reply = await search('Patient?family=li&address=Paris', { prefer: 'handling=lenient' });
    expect(reply.status).toBe(200);
    expect(fhirErrors(reply.body)).toEqual([]);
    expect(
      entriesOf(reply.body, 'Patient')
        .map((p) => p.id)
        .sort(),
    ).toEqual(sorted(jian, wei));
    const outcome = (reply.body.entry ?? []).find((e) => e.search.mode === 'outcome');
    expect(outcome?.resource.issue?.[0]).toMatchObject({ severity: 'warning' });
    expect(outcome?.resource.issue?.[0]?.diagnostics).toContain('address');
  });
});

describe('$everything', () => {
  const everything = (query: string) => search(`Patient/${jian.id}/$everything${query}`);

  it('pages with _count and a next link', async () => {
    const first = await everything('?_count=2');
    expect(first.body.total).toBe(4);
    expect(
      entriesOf(first.body).filter((r) => ['Patient', 'Encounter'].includes(r.resourceType)),
    ).toHaveLength(2);
    const next = first.body.link?.find((l) => l.relation === 'next')?.url ?? '';
    expect(next).toContain('_offset=2');
    const second = await server.request<FhirJson>('GET', next.slice(server.url.length), {
      token: clinic.staff.access_token,
    });
    expect(entriesOf(second.body, 'Encounter')).toHaveLength(2);
  });

  it('keeps the care dates between start and end, and what changed since _since', async () => {
    const inApril = await everything('?start=2026-04-01&end=2026-04-30');
    expect(entriesOf(inApril.body, 'Encounter').map((e) => e.id)).toEqual([sessions[1]]);
    expect(entriesOf(inApril.body, 'Patient')).toHaveLength(1);
    const since = await everything('?_since=2026-04-01T00:00:00Z');
    expect(entriesOf(since.body, 'Encounter').map((e) => e.id)).toEqual([sessions[1], sessions[2]]);
  });
});
