import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  patientSubPath,
  type Diagnosis,
  type Patient,
} from '../../common/contracts/patients.contract.ts';
import {
  ada,
  callAs,
  dayAfterNow,
  expectUnchanged,
  registerPatient,
  startKitWithPatient,
  trailOf,
  type ClinicKit,
} from './patient-records.test-kit.ts';

let kit: ClinicKit;
let patient: Patient;
let diagnoses: string;

const depression = { code: 'F32.1', text: 'Major depressive disorder, single episode, moderate' };

beforeAll(async () => {
  ({ kit, patient, path: diagnoses } = await startKitWithPatient('diagnoses'));
});
afterAll(() => kit.server.close());

/** What is stored, read as the patient's clinician. */
const stored = async () =>
  (await callAs<{ diagnoses: Diagnosis[] }>(kit, kit.founder, 'GET', diagnoses)).body.diagnoses;

describe('diagnoses on the care team', () => {
  it('lets a clinician on the care team add and read them, and audits each read', async () => {
    const fresh = await registerPatient(kit, kit.founder, { ...ada, familyName: 'Dx' });
    const path = patientSubPath(fresh.id, 'diagnoses');
    const added = await callAs<{ diagnoses: Diagnosis[] }>(kit, kit.founder, 'POST', path, {
      code: ' f41.1 ',
      text: 'Generalized anxiety disorder',
      onsetDate: '2025-09-01',
    });
    expect(added.status).toBe(201);
    expect(added.body.diagnoses).toMatchObject([
      { code: 'F41.1', onsetDate: '2025-09-01', status: 'active' },
    ]);
    const read = await callAs<{ diagnoses: Diagnosis[] }>(kit, kit.founder, 'GET', path);
    expect(read.body.diagnoses).toEqual(added.body.diagnoses);
    expect(await trailOf(kit, fresh.id)).toEqual([
      [kit.founder.user.id, 'create'],
      [kit.founder.user.id, 'update'],
      [kit.founder.user.id, 'read-diagnoses'],
    ]);
  });

  it('lists active diagnoses before resolved ones, the latest first', async () => {
    await callAs(kit, kit.founder, 'POST', diagnoses, { ...depression, status: 'resolved' });
    kit.server.advance(1000);
    await callAs(kit, kit.founder, 'POST', diagnoses, { code: 'F43.10', text: 'PTSD' });
    kit.server.advance(1000);
    await callAs(kit, kit.founder, 'POST', diagnoses, {
      code: 'Z63.0',
      text: 'Relationship distress',
    });
    expect((await stored()).map((d) => [d.code, d.status])).toEqual([
      ['Z63.0', 'active'],
      ['F43.10', 'active'],
      ['F32.1', 'resolved'],
    ]);
  });

  it('refuses the same code twice as active (409)', async () => {
    const reply = await expectUnchanged(stored, () =>
      callAs(kit, kit.founder, 'POST', diagnoses, { code: 'F43.10', text: 'Again' }),
    );
    expect(reply.status).toBe(409);
  });
});

describe('diagnoses off the care team', () => {
  it('hides them from staff, an owner-only member, a clinician outside the care team and another clinic (404)', async () => {
    const before = await stored();
    const trailBefore = await trailOf(kit, patient.id);
    for (const who of [kit.staff, kit.ownerOnly, kit.colleague.login, kit.stranger]) {
      const read = await callAs(kit, who, 'GET', diagnoses);
      const write = await callAs(kit, who, 'POST', diagnoses, depression);
      expect([read.status, write.status]).toEqual([404, 404]);
      expect(read.body).toEqual({ message: 'Not found.' });
    }
    expect(await stored()).toEqual(before);
    // The refused calls left no line; the last one is the check above, the clinician's own read.
    expect(await trailOf(kit, patient.id)).toEqual([
      ...trailBefore,
      [kit.founder.user.id, 'read-diagnoses'],
    ]);
  });

  it('does not open them to an owner who is a clinician, for a patient outside their caseload', async () => {
    const theirs = await registerPatient(kit, kit.staff, {
      ...ada,
      familyName: 'Elsewhere',
      primaryClinicianId: kit.colleague.id,
    });
    const path = patientSubPath(theirs.id, 'diagnoses');
    expect((await callAs(kit, kit.founder, 'GET', path)).status).toBe(404);
    expect((await callAs(kit, kit.colleague.login, 'GET', path)).status).toBe(200);
  });
});

describe('a diagnosis that is not valid', () => {
  it.each([
    ['a code that is not ICD-10-CM', { ...depression, code: 'XYZ' }, 'ICD-10-CM'],
    [
      'a code in the U chapter (not used in ICD-10-CM)',
      { ...depression, code: 'U07.1' },
      'ICD-10-CM',
    ],
    ['an empty text', { ...depression, text: ' ' }, 'text'],
    ['an oversized text', { ...depression, text: 'x'.repeat(301) }, 'text'],
    ['an impossible onset date', { ...depression, onsetDate: '2026-02-30' }, 'No such date'],
    ['an onset in a 13th month', { ...depression, onsetDate: '1990-13-45' }, 'No such date'],
    ['an onset before birth', { ...depression, onsetDate: '1980-01-01' }, 'birth'],
    ['an unknown status', { ...depression, status: 'suspected' }, 'status'],
    ['an unknown field', { ...depression, severity: 'moderate' }, 'severity'],
  ])('refuses %s with a 400 that says what is wrong, storing nothing', async (_, body, says) => {
    const reply = await expectUnchanged(stored, () =>
      callAs(kit, kit.founder, 'POST', diagnoses, body),
    );
    expect(reply.status).toBe(400);
    expect(String(reply.body.message)).toContain(says);
  });

  it('refuses an onset date in the future', async () => {
    const reply = await expectUnchanged(stored, () =>
      callAs(kit, kit.founder, 'POST', diagnoses, {
        ...depression,
        onsetDate: dayAfterNow(kit, 3),
      }),
    );
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('Invalid request body: onsetDate: Must not be in the future');
  });
});
