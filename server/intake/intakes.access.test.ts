import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  intakePath,
  intakeSubPath,
  observationsPath,
  patientIntakesPath,
  type Intake,
} from '../../common/contracts/intake.contract.ts';
import { patientSubPath, type Patient } from '../../common/contracts/patients.contract.ts';
import { trailOf } from '../patients/patient-records.test-kit.ts';
import {
  MILD_PHQ9,
  callAs,
  filledContent,
  freshPatient,
  saveIntake,
  signIntake,
  startClinicKit,
  startIntake,
  storedFor,
  withVersion,
  type ClinicKit,
} from './intake.test-kit.ts';

let kit: ClinicKit;
let patient: Patient;
let draft: Intake;
let signed: Intake;

beforeAll(async () => {
  kit = await startClinicKit();
  patient = await freshPatient(kit, 'Access');
  // The colleague joins the care team: a clinician of the patient who is not the author.
  await callAs(kit, kit.founder, 'PUT', patientSubPath(patient.id, 'care-team'), {
    memberIds: [kit.founder.user.id, kit.colleague.id],
  });
  draft = await startIntake(kit, kit.founder, patient.id);
  const toSign = await startIntake(kit, kit.founder, patient.id);
  signed = (await signIntake(kit, kit.founder, toSign)).body.intake;
});
afterAll(() => kit.server.close());

/** Every intake endpoint, for one intake, as `who` (writes carry a current If-Match). */
const everyEndpoint = (intake: Intake) =>
  [
    ['GET', patientIntakesPath(patient.id), undefined],
    ['POST', patientIntakesPath(patient.id), { encounterId: null, content: filledContent() }],
    ['GET', intakePath(intake.id), undefined],
    ['PUT', intakePath(intake.id), { content: filledContent({ goals: ['Smuggled'] }) }],
    ['POST', intakeSubPath(intake.id, 'sign'), undefined],
    ['POST', intakeSubPath(intake.id, 'entered-in-error'), { reason: 'Not mine' }],
    ['GET', intakeSubPath(intake.id, 'versions'), undefined],
    ['GET', observationsPath(patient.id), undefined],
    ['POST', observationsPath(patient.id), { instrument: 'phq9', answers: MILD_PHQ9 }],
  ] as const;

describe('who may reach an intake', () => {
  it('answers 404 on every endpoint to staff, an owner-only member, an off-team clinician and another clinic, storing and auditing nothing', async () => {
    const offTeam = await kit.server.addMember(kit.founder.user.tenantId, ['clinician']);
    const before = await storedFor(kit, patient.id);
    const trail = await trailOf(kit, patient.id);
    for (const who of [kit.staff, kit.ownerOnly, offTeam.login, kit.stranger]) {
      for (const intake of [draft, signed]) {
        for (const [method, path, body] of everyEndpoint(intake)) {
          const reply = await withVersion(kit, who, method, path, intake.version, body);
          expect([method, path, reply.status]).toEqual([method, path, 404]);
        }
      }
    }
    expect(await storedFor(kit, patient.id)).toEqual(before);
    expect(await trailOf(kit, patient.id)).toEqual(trail);
  });

  it('hides a draft from another clinician on the care team (404) but lists that it exists', async () => {
    const who = kit.colleague.login;
    for (const [method, path] of [
      ['GET', intakePath(draft.id)],
      ['GET', intakeSubPath(draft.id, 'versions')],
      ['PUT', intakePath(draft.id)],
      ['POST', intakeSubPath(draft.id, 'sign')],
    ] as const) {
      const body = method === 'PUT' ? { content: filledContent() } : undefined;
      expect((await withVersion(kit, who, method, path, draft.version, body)).status).toBe(404);
    }
    const list = await callAs<{ intakes: { id: string }[] }>(
      kit,
      who,
      'GET',
      patientIntakesPath(patient.id),
    );
    expect(list.body.intakes.map((i) => i.id)).toContain(draft.id);
  });

  it('lets another clinician on the care team read a signed intake but not change or withdraw it (403)', async () => {
    const who = kit.colleague.login;
    const read = await callAs<{ intake: Intake }>(kit, who, 'GET', intakePath(signed.id));
    expect(read.status).toBe(200);
    expect(read.body.intake).toEqual(signed);
    const put = await saveIntake(kit, who, signed, filledContent());
    const withdraw = await callAs(kit, who, 'POST', intakeSubPath(signed.id, 'entered-in-error'), {
      reason: 'Not mine',
    });
    expect([put.status, withdraw.status]).toEqual([403, 403]);
  });

  it('writes a record-access line for each read of an intake and its versions, none for the list or no scores', async () => {
    const fresh = await freshPatient(kit, 'Trail');
    const intake = await startIntake(kit, kit.founder, fresh.id);
    const me = kit.founder.user.id;
    await callAs(kit, kit.founder, 'GET', intakePath(intake.id));
    await callAs(kit, kit.founder, 'GET', intakeSubPath(intake.id, 'versions'));
    await callAs(kit, kit.founder, 'GET', patientIntakesPath(fresh.id));
    await callAs(kit, kit.founder, 'GET', observationsPath(fresh.id));
    expect(await trailOf(kit, fresh.id)).toEqual([
      [me, 'create'],
      [me, 'update'],
      [me, 'read-intake'],
      [me, 'read-intake'],
    ]);
  });
});

describe('the version a write edits', () => {
  it('refuses a save without If-Match (428), storing nothing', async () => {
    const before = await storedFor(kit, patient.id);
    const reply = await withVersion(kit, kit.founder, 'PUT', intakePath(draft.id), null, {
      content: filledContent(),
    });
    expect(reply.status).toBe(428);
    expect(reply.body.message).toContain('If-Match');
    const sign = await withVersion(kit, kit.founder, 'POST', intakeSubPath(draft.id, 'sign'), null);
    expect(sign.status).toBe(428);
    expect(await storedFor(kit, patient.id)).toEqual(before);
  });

  it('refuses a stale save or signature (412) with the current intake, storing nothing', async () => {
    const saved = (await saveIntake(kit, kit.founder, draft, filledContent({ goals: ['Newer'] })))
      .body.intake;
    const before = await storedFor(kit, patient.id);
    const stale = await saveIntake(kit, kit.founder, draft, filledContent({ goals: ['Older'] }));
    expect(stale.status).toBe(412);
    expect(stale.body.message).toBeTruthy();
    expect(stale.body.current).toEqual(saved);
    expect(stale.headers.get('etag')).toBe('"v2"');
    const staleSign = await signIntake(kit, kit.founder, draft);
    expect(staleSign.status).toBe(412);
    expect(staleSign.body.current?.status).toBe('draft');
    expect(await storedFor(kit, patient.id)).toEqual(before);
  });
});
