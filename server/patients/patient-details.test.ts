import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import { patientExportPath } from '../../common/contracts/patient-export.contract.ts';
import { patientPath, type Patient } from '../../common/contracts/patients.contract.ts';
import { fhirErrors, getFhir, type FhirJson } from '../fhir/fhir.test-kit.ts';
import { startClinicKit, type ClinicKit } from './patient-records.test-kit.ts';

let kit: ClinicKit;
let patient: Patient;

/** Everything a clinic records at registration beyond the name and birth date (issue 32). */
const details = {
  sexAtBirth: 'female',
  administrativeGender: 'female',
  genderIdentity: 'Woman',
  phone: '+40 700 555 201',
  email: 'maria.ionescu@example.com',
  preferredContactMethod: 'sms',
  addressLine: 'Strada Lipscani 12',
  city: 'București',
  region: 'Sector 3',
  postalCode: '030031',
  country: 'RO',
  emergencyContact: 'Ion Ionescu',
  emergencyContactRelationship: 'Brother',
  emergencyContactPhone: '+40 700 555 202',
  referralSource: 'Dr. Popa, family doctor',
};
const maria = { givenName: 'Maria', familyName: 'Ionescu', birthDate: '1991-04-23', ...details };

const patch = (who: LoginResponse, id: string, body: Record<string, unknown>) =>
  kit.server.request<{ patient: Patient }>('PATCH', patientPath(id), {
    token: who.access_token,
    body,
  });
const read = async (id: string) =>
  (
    await kit.server.request<{ patient: Patient }>('GET', patientPath(id), {
      token: kit.founder.access_token,
    })
  ).body.patient;

beforeAll(async () => {
  kit = await startClinicKit();
  const reply = await kit.server.request<{ patient: Patient }>('POST', '/patients', {
    token: kit.founder.access_token,
    body: maria,
  });
  expect(reply.status).toBe(201);
  patient = reply.body.patient;
});
afterAll(() => kit.server.close());

describe('what registration records beyond the name and birth date', () => {
  it('keeps the address, emergency contact, sex and gender, referral source and preferred contact method', async () => {
    expect(patient).toMatchObject(details);
    expect(await read(patient.id)).toMatchObject(details);
  });

  it('lets the front desk edit them, and clear one with null', async () => {
    const reply = await patch(kit.staff, patient.id, {
      city: 'Cluj-Napoca',
      preferredContactMethod: 'email',
      referralSource: null,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.patient).toMatchObject({
      city: 'Cluj-Napoca',
      preferredContactMethod: 'email',
      referralSource: null,
      addressLine: details.addressLine,
    });
  });

  it.each([
    ['an unknown contact method', { preferredContactMethod: 'pigeon' }],
    ['an unknown administrative gender', { administrativeGender: 'x' }],
    ['a postal code longer than 20 characters', { postalCode: '1'.repeat(21) }],
    ['a control character in the address', { addressLine: 'Strada\u0000Lipscani' }],
  ])('refuses %s with 400 and stores nothing', async (_, bad) => {
    const before = await read(patient.id);
    const reply = await patch(kit.staff, patient.id, bad);
    expect(reply.status).toBe(400);
    expect((reply.body as unknown as { message: string }).message).toBeTruthy();
    expect(await read(patient.id)).toEqual(before);
  });

  it('refuses an edit by an owner without a demographics role (403), by a clinician outside the caseload (403) and by another clinic (404)', async () => {
    const tries = [kit.ownerOnly, kit.colleague.login, kit.stranger];
    const statuses = [];
    for (const who of tries) statuses.push((await patch(who, patient.id, { city: 'Iași' })).status);
    expect(statuses).toEqual([403, 403, 404]);
    expect((await read(patient.id)).city).not.toBe('Iași');
  });
});

describe('the details in the FHIR Patient and the patient export', () => {
  const extension = (resource: FhirJson, url: string) =>
    (resource.extension as { url: string }[] | undefined)?.find((e) => e.url === url);

  it('shows them in valid R4 shapes: home address, emergency contact with relationship, ranked telecom, US Core extensions', async () => {
    await patch(kit.staff, patient.id, { preferredContactMethod: 'sms', city: 'București' });
    const reply = await getFhir(kit.server, `Patient/${patient.id}`, kit.staff.access_token);
    expect(reply.status).toBe(200);
    const resource = reply.body;
    expect(fhirErrors(resource)).toEqual([]);
    expect(resource.gender).toBe('female');
    expect(resource.address).toEqual([
      {
        use: 'home',
        line: ['Strada Lipscani 12'],
        city: 'București',
        state: 'Sector 3',
        postalCode: '030031',
        country: 'RO',
      },
    ]);
    expect(resource.contact).toEqual([
      {
        relationship: [
          {
            coding: [
              {
                system: 'http://terminology.hl7.org/CodeSystem/v2-0131',
                code: 'C',
                display: 'Emergency Contact',
              },
            ],
          },
          { text: 'Brother' },
        ],
        name: { text: 'Ion Ionescu' },
        telecom: [{ system: 'phone', value: '+40 700 555 202' }],
      },
    ]);
    expect(resource.telecom).toEqual([
      { system: 'phone', value: '+40 700 555 201' },
      { system: 'sms', value: '+40 700 555 201', rank: 1 },
      { system: 'email', value: 'maria.ionescu@example.com' },
    ]);
    expect(
      extension(resource, 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-birthsex'),
    ).toMatchObject({ valueCode: 'F' });
    expect(
      extension(resource, 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-genderIdentity'),
    ).toMatchObject({ valueCodeableConcept: { text: 'Woman' } });
  });

  it('puts the same Patient in the patient’s export', async () => {
    const response = await fetch(`${kit.server.url}/backend/api${patientExportPath(patient.id)}`, {
      headers: { authorization: `Bearer ${kit.founder.access_token}` },
    });
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const bundle = JSON.parse(new TextDecoder().decode(files['everything.json'])) as FhirJson;
    const exported = bundle.entry?.find((e) => e.resource.resourceType === 'Patient')?.resource;
    expect(exported?.address).toEqual([expect.objectContaining({ city: 'București' })]);
    expect(exported?.contact).toEqual([expect.objectContaining({ name: { text: 'Ion Ionescu' } })]);
  });
});
