import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  patientPath,
  patientSubPath,
  type CareTeamResponse,
  type Patient,
} from '../../common/contracts/patients.contract.ts';
import { PRIMARY_STAYS } from './care-team.routes.ts';
import {
  ada,
  callAs,
  registerPatient,
  startClinicKit,
  trailOf,
  type ClinicKit,
} from './patient-records.test-kit.ts';

let kit: ClinicKit;

beforeAll(async () => {
  kit = await startClinicKit();
});
afterAll(() => kit.server.close());

/** A patient of the founder's (their primary clinician), on a path of its own. */
async function founderPatient(familyName: string) {
  const patient = await registerPatient(kit, kit.founder, { ...ada, familyName });
  return { patient, path: patientSubPath(patient.id, 'care-team') };
}

const teamOf = async (patient: Patient) =>
  (await callAs<{ patient: Patient }>(kit, kit.staff, 'GET', patientPath(patient.id))).body.patient
    .careTeam;

describe('setting the care team', () => {
  it('lets the front desk add a clinician and answers the team with names, the primary first', async () => {
    const { patient, path } = await founderPatient('Team');
    const reply = await callAs<CareTeamResponse>(kit, kit.staff, 'PUT', path, {
      memberIds: [kit.colleague.id, kit.founder.user.id, kit.colleague.id],
    });
    expect(reply.status).toBe(200);
    expect(reply.body.careTeam).toEqual([
      { id: kit.founder.user.id, name: 'Ada Lovelace', primary: true },
      { id: kit.colleague.id, name: 'Member clinician', primary: false },
    ]);
    expect([...(await teamOf(patient))].sort()).toEqual(
      [kit.founder.user.id, kit.colleague.id].sort(),
    );
    expect(await trailOf(kit, patient.id)).toEqual([
      [kit.founder.user.id, 'create'],
      [kit.staff.user.id, 'update'],
      [kit.staff.user.id, 'read'],
    ]);
  });

  it('lets a clinician on the care team change it, removing a member', async () => {
    const { patient, path } = await founderPatient('Shrink');
    await callAs(kit, kit.staff, 'PUT', path, {
      memberIds: [kit.founder.user.id, kit.colleague.id],
    });
    const reply = await callAs<CareTeamResponse>(kit, kit.colleague.login, 'PUT', path, {
      memberIds: [kit.founder.user.id],
    });
    expect(reply.status).toBe(200);
    expect(await teamOf(patient)).toEqual([kit.founder.user.id]);
  });

  it('refuses an owner-only member and a clinician outside the care team (403), changing nothing', async () => {
    const { patient, path } = await founderPatient('Refused');
    for (const who of [kit.ownerOnly, kit.colleague.login]) {
      const reply = await callAs(kit, who, 'PUT', path, {
        memberIds: [kit.founder.user.id, kit.colleague.id],
      });
      expect(reply.status).toBe(403);
    }
    expect(await teamOf(patient)).toEqual([kit.founder.user.id]);
  });

  it('answers 404 to another clinic’s member', async () => {
    const { path } = await founderPatient('Foreign');
    const reply = await callAs(kit, kit.stranger, 'PUT', path, {
      memberIds: [kit.stranger.user.id],
    });
    expect(reply.status).toBe(404);
  });
});

describe('a care team that is not valid', () => {
  it('refuses anyone who is not an active clinician of this clinic, naming them, and stores nothing', async () => {
    const { patient, path } = await founderPatient('Strangers');
    const leaver = await kit.server.addMember(kit.founder.user.tenantId, ['clinician']);
    await kit.server.server.ctx.db
      .updateTable('users')
      .set({ active: false })
      .where('id', '=', leaver.id)
      .execute();
    const outsiders = [kit.stranger.user.id, kit.staff.user.id, kit.ownerOnly.user.id, leaver.id];
    for (const outsider of [...outsiders, 'no-such-member']) {
      const reply = await callAs(kit, kit.staff, 'PUT', path, {
        memberIds: [kit.founder.user.id, outsider],
      });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(
        `Invalid request body: memberIds: Not an active clinician of this clinic: ${outsider}`,
      );
    }
    expect(await teamOf(patient)).toEqual([kit.founder.user.id]);
  });

  it('keeps the primary clinician on the team', async () => {
    const { patient, path } = await founderPatient('Primary');
    const reply = await callAs(kit, kit.staff, 'PUT', path, { memberIds: [kit.colleague.id] });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(PRIMARY_STAYS);
    expect(await teamOf(patient)).toEqual([kit.founder.user.id]);
  });

  it.each([
    ['an unknown field', { memberIds: ['x'], primary: 'x' }, 'primary'],
    ['an empty team', { memberIds: [] }, 'memberIds'],
    [
      'more than twenty members',
      { memberIds: Array.from({ length: 21 }, (_, i) => `m${i}`) },
      'memberIds',
    ],
    ['an id that is not text', { memberIds: [42] }, 'memberIds.0'],
  ])('refuses %s with a 400 that names the field', async (_, body, says) => {
    const { patient, path } = await founderPatient('Shape');
    const reply = await callAs(kit, kit.staff, 'PUT', path, body);
    expect(reply.status).toBe(400);
    expect(String(reply.body.message)).toContain(says);
    expect(await teamOf(patient)).toEqual([kit.founder.user.id]);
  });
});
