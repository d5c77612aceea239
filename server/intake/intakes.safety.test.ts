import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientSubPath } from '../../common/contracts/patients.contract.ts';
import {
  callAs,
  filledContent,
  freshPatient,
  saveIntake,
  signIntake,
  startClinicKit,
  startIntake,
  storedFor,
  type ClinicKit,
} from './intake.test-kit.ts';

let kit: ClinicKit;
beforeAll(async () => {
  kit = await startClinicKit();
});
afterAll(() => kit.server.close());

describe('PHQ-9 item 9 above 0', () => {
  it('flags the patient on save and refuses signing until the alert is acknowledged with a risk level and rationale', async () => {
    const patient = await freshPatient(kit, 'Safety');
    const draft = await startIntake(kit, kit.founder, patient.id);
    expect((await storedFor(kit, patient.id)).flags).toEqual([]);
    const risky = filledContent({ phq9: [1, 1, 1, 1, 1, 1, 1, 1, 1] });
    const saved = (await saveIntake(kit, kit.founder, draft, risky)).body.intake;
    expect((await storedFor(kit, patient.id)).flags).toEqual(['suicide-risk']);

    const refused = await signIntake(kit, kit.founder, saved);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('PHQ-9 item 9');

    const halfDone = {
      ...risky,
      safetyAcknowledged: true,
      risk: { ...risky.risk, level: 'moderate' as const, rationale: '  ' },
    };
    const acknowledged = (await saveIntake(kit, kit.founder, saved, halfDone)).body.intake;
    expect((await signIntake(kit, kit.founder, acknowledged)).status).toBe(422);
    const { observations } = await storedFor(kit, patient.id);
    expect(observations).toEqual([]);

    const complete = {
      ...halfDone,
      risk: { ...halfDone.risk, rationale: 'Passive ideation, no plan, strong supports.' },
    };
    const ready = (await saveIntake(kit, kit.founder, acknowledged, complete)).body.intake;
    const signed = await signIntake(kit, kit.founder, ready);
    expect(signed.status).toBe(200);
    expect(signed.body.intake.status).toBe('signed');
    expect((await storedFor(kit, patient.id)).flags).toEqual(['suicide-risk']);
  });

  it('adds the flag once, beside the flags the chart already has, when a draft is started with it', async () => {
    const patient = await freshPatient(kit, 'Flags');
    await callAs(kit, kit.founder, 'PUT', patientSubPath(patient.id, 'flags'), {
      flags: ['allergy'],
    });
    const draft = await startIntake(
      kit,
      kit.founder,
      patient.id,
      filledContent({ phq9: [0, 0, 0, 0, 0, 0, 0, 0, 2] }),
    );
    await saveIntake(kit, kit.founder, draft, filledContent({ phq9: [0, 0, 0, 0, 0, 0, 0, 0, 3] }));
    expect((await storedFor(kit, patient.id)).flags).toEqual(['suicide-risk', 'allergy']);
  });
});
