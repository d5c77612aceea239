import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  patientPath,
  patientSubPath,
  type Patient,
} from '../../common/contracts/patients.contract.ts';
import {
  ada,
  callAs,
  registerPatient,
  startKitWithPatient,
  trailOf,
  type ClinicKit,
} from './patient-records.test-kit.ts';

let kit: ClinicKit;
let patient: Patient;
let flags: string;

beforeAll(async () => {
  ({ kit, patient, path: flags } = await startKitWithPatient('flags'));
});
afterAll(() => kit.server.close());

const flagsNow = async () =>
  (await callAs<{ patient: Patient }>(kit, kit.founder, 'GET', patientPath(patient.id))).body
    .patient.flags;

describe('setting a chart’s flags', () => {
  it('lets a clinician on the care team set them, each once, and records the change', async () => {
    const fresh = await registerPatient(kit, kit.founder, { ...ada, familyName: 'Flagged' });
    const reply = await callAs<{ patient: Patient }>(
      kit,
      kit.founder,
      'PUT',
      patientSubPath(fresh.id, 'flags'),
      { flags: ['safeguarding', 'suicide-risk', 'safeguarding'] },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.patient.flags).toEqual(['suicide-risk', 'safeguarding']);
    expect(await trailOf(kit, fresh.id)).toEqual([
      [kit.founder.user.id, 'create'],
      [kit.founder.user.id, 'update'],
    ]);
  });

  it('clears them with an empty list', async () => {
    await callAs(kit, kit.founder, 'PUT', flags, { flags: ['allergy'] });
    const reply = await callAs<{ patient: Patient }>(kit, kit.founder, 'PUT', flags, { flags: [] });
    expect(reply.body.patient.flags).toEqual([]);
    expect(await flagsNow()).toEqual([]);
  });

  it('refuses staff and an owner-only member (403): flags are clinical judgement', async () => {
    await callAs(kit, kit.founder, 'PUT', flags, { flags: ['allergy'] });
    for (const who of [kit.staff, kit.ownerOnly]) {
      const reply = await callAs(kit, who, 'PUT', flags, { flags: ['violence-risk'] });
      expect(reply.status).toBe(403);
    }
    expect(await flagsNow()).toEqual(['allergy']);
  });

  it('answers 404 to a clinician outside the care team and to another clinic’s member', async () => {
    for (const who of [kit.colleague.login, kit.stranger]) {
      const reply = await callAs(kit, who, 'PUT', flags, { flags: ['violence-risk'] });
      expect(reply.status).toBe(404);
    }
    expect(await flagsNow()).toEqual(['allergy']);
  });
});

describe('flags that are not valid', () => {
  it.each([
    ['a flag that is not one of the list', { flags: ['grumpy'] }, 'flags.0'],
    ['an unknown field', { flags: [], reason: 'x' }, 'reason'],
    ['a list that is not a list', { flags: 'suicide-risk' }, 'flags'],
    ['more flags than there are', { flags: Array(6).fill('allergy') }, 'flags'],
  ])('refuses %s with a 400 that names the field, changing nothing', async (_, body, says) => {
    const before = await flagsNow();
    const reply = await callAs(kit, kit.founder, 'PUT', flags, body);
    expect(reply.status).toBe(400);
    expect(String(reply.body.message)).toContain(says);
    expect(await flagsNow()).toEqual(before);
  });
});
