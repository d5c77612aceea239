import { Client } from 'fhir-kit-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import type { TestServer } from '../test/harness.ts';
import { FHIR_BASE_PATH } from './fhir-search-params.ts';
import {
  fhirErrors,
  insertDiagnosis,
  insertEncounter,
  registerPatient,
  startTwoClinics,
  type Clinic,
  type FhirJson,
} from './fhir.test-kit.ts';

/** An EHR integrator's view: a FHIR client library, following only what the server hands out. */
let server: TestServer;
let clinic: Clinic;
let patients: Patient[];
let client: Client;

beforeAll(async () => {
  ({ server, clinic } = await startTwoClinics());
  const founder = clinic.founder;
  patients = [];
  for (const [givenName, familyName] of [
    ['Ada', 'Lovelace'],
    ['Alan', 'Turing'],
    ['Grace', 'Hopper'],
  ] as const) {
    patients.push(
      await registerPatient(server, founder.access_token, {
        givenName,
        familyName,
        birthDate: '1980-01-01',
      }),
    );
  }
  const at = {
    tenantId: founder.user.tenantId,
    patientId: patients[0]?.id ?? '',
    clinicianId: founder.user.id,
  };
  await insertEncounter(server, at);
  await insertDiagnosis(server, at, { code: 'F41.1', text: 'Generalized anxiety disorder' });
  const record = (part: string, body: unknown) =>
    server.request('POST', `/patients/${at.patientId}/${part}`, {
      token: founder.access_token,
      body,
    });
  expect(
    (await record('observations', { instrument: 'phq9', answers: [1, 1, 1, 1, 1, 1, 1, 1, 1] }))
      .status,
  ).toBe(201);
  expect(
    (
      await record('consents', {
        kind: 'treatment',
        status: 'granted',
        effectiveDate: '2026-01-05',
      })
    ).status,
  ).toBe(201);
  client = new Client({
    baseUrl: `${server.url}${FHIR_BASE_PATH}`,
    bearerToken: founder.access_token,
  });
}, 120_000);
afterAll(() => server.close());

describe('a FHIR client library end to end', () => {
  it('reads the CapabilityStatement', async () => {
    const statement = (await client.capabilityStatement()) as FhirJson;
    expect(statement.fhirVersion).toBe('4.0.1');
    expect(fhirErrors(statement)).toEqual([]);
  });

  it('pages through a search by its next links', async () => {
    const seen: string[] = [];
    let page = (await client.search({
      resourceType: 'Patient',
      searchParams: { _count: '1' },
    })) as FhirJson | undefined;
    while (page) {
      expect(fhirErrors(page)).toEqual([]);
      seen.push(...(page.entry ?? []).map((e) => e.resource.id ?? ''));
      page = (await client.nextPage({ bundle: page as never })) as FhirJson | undefined;
    }
    expect(seen.sort()).toEqual(patients.map((p) => p.id).sort());
  });

  it('searches scores and consents by code and status, and reads each one it found', async () => {
    const patient = `Patient/${patients[0]?.id}`;
    const searches: { resourceType: string; searchParams: Record<string, string> }[] = [
      {
        resourceType: 'Observation',
        searchParams: { subject: patient, code: 'http://loinc.org|44261-6' },
      },
      { resourceType: 'Consent', searchParams: { patient, status: 'active' } },
    ];
    for (const search of searches) {
      const bundle = (await client.search(search)) as FhirJson;
      expect(fhirErrors(bundle)).toEqual([]);
      expect({ type: search.resourceType, total: bundle.total }).toEqual({
        type: search.resourceType,
        total: 1,
      });
      for (const entry of bundle.entry ?? []) {
        const { resourceType, id = '' } = entry.resource;
        expect(await client.read({ resourceType, id })).toEqual(entry.resource);
      }
    }
  });

  it('runs $everything and resolves every reference in it by a read', async () => {
    const bundle = (await client.operation({
      name: '$everything',
      resourceType: 'Patient',
      id: patients[0]?.id ?? '',
      method: 'GET',
    })) as FhirJson;
    expect(fhirErrors(bundle)).toEqual([]);
    const references = [
      ...new Set(
        (JSON.stringify(bundle).match(/"reference":"[^"]+"/g) ?? []).map((text) =>
          text.slice('"reference":"'.length, -1),
        ),
      ),
    ];
    expect(references.length).toBeGreaterThan(2);
    for (const reference of references) {
      const [resourceType = '', id = ''] = reference.split('/');
      const resource = (await client.read({ resourceType, id })) as FhirJson;
      expect(`${resource.resourceType}/${resource.id}`).toBe(reference);
    }
  });
});
