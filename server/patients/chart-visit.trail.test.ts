import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observationsPath, patientIntakesPath } from '../../common/contracts/intake.contract.ts';
import { patientNotesPath } from '../../common/contracts/notes.contract.ts';
import {
  patientPath,
  patientSubPath,
  type Patient,
} from '../../common/contracts/patients.contract.ts';
import {
  callAs,
  registerPatient,
  startClinicKit,
  trailOf,
  type ClinicKit,
} from './patient-records.test-kit.ts';

let kit: ClinicKit;
let patient: Patient;

beforeAll(async () => {
  kit = await startClinicKit();
  patient = await registerPatient(kit, kit.founder);
});
afterAll(() => kit.server.close());

/** Every read the chart page makes when it opens (`src/routes/patients`), as one member. */
async function openTheChart(who: ClinicKit['founder']) {
  const reads = [
    patientPath(patient.id),
    patientSubPath(patient.id, 'consents'),
    patientSubPath(patient.id, 'diagnoses'),
    `/encounters?patientId=${patient.id}`,
    patientNotesPath(patient.id),
    patientIntakesPath(patient.id),
    observationsPath(patient.id),
  ];
  const statuses = [];
  for (const path of reads) statuses.push((await callAs(kit, who, 'GET', path)).status);
  return statuses;
}

describe('a visit to the chart in the access trail', () => {
  it('writes one "opened the chart" line, and no intake or score read when there is none', async () => {
    const before = (await trailOf(kit, patient.id)).length;
    expect(await openTheChart(kit.founder)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect((await trailOf(kit, patient.id)).slice(before)).toEqual([
      [kit.founder.user.id, 'read'],
      [kit.founder.user.id, 'read-consents'],
      [kit.founder.user.id, 'read-diagnoses'],
    ]);
  });

  it('writes one line for the front desk, whose clinical reads are refused (404), and none for them', async () => {
    const before = (await trailOf(kit, patient.id)).length;
    expect(await openTheChart(kit.staff)).toEqual([200, 200, 404, 200, 200, 404, 404]);
    expect((await trailOf(kit, patient.id)).slice(before)).toEqual([
      [kit.staff.user.id, 'read'],
      [kit.staff.user.id, 'read-consents'],
    ]);
  });

  it('writes nothing for another clinic, to whom the patient does not exist', async () => {
    const before = await trailOf(kit, patient.id);
    const statuses = await openTheChart(kit.stranger);
    expect(statuses.every((status) => status === 404)).toBe(true);
    expect(await trailOf(kit, patient.id)).toEqual(before);
  });
});
