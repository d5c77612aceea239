import { describe, expect, it } from 'vitest';
import { emptyIntakeContent } from '../../../common/contracts/intake.contract';
import { acceptPatientPart } from './accept-patient-part';
import { emptyIntakePart } from './intake-part-steps';

const LABEL = 'From the patient (portal, 30 Nov 2026):';
const part = {
  ...emptyIntakePart(),
  presentingProblem: 'Panic on the way to work.',
  history: { ...emptyIntakePart().history, medical: 'Asthma.' },
};

describe('accepting the patient’s part into the intake draft', () => {
  it('fills the clinician’s empty fields with the patient’s words under the label', () => {
    const accepted = acceptPatientPart(emptyIntakeContent(), part, LABEL);
    expect(accepted.referral.presentingProblem).toBe(`${LABEL}\nPanic on the way to work.`);
    expect(accepted.history.medical).toBe(`${LABEL}\nAsthma.`);
    expect(accepted.history.family).toBe('');
  });

  it('adds them after what the clinician wrote, leaving the rest of the intake alone', () => {
    const mine = emptyIntakeContent();
    mine.referral = { reason: 'GP referral', presentingProblem: 'Low mood since spring.' };
    const accepted = acceptPatientPart(mine, part, LABEL);
    expect(accepted.referral).toEqual({
      reason: 'GP referral',
      presentingProblem: `Low mood since spring.\n\n${LABEL}\nPanic on the way to work.`,
    });
    expect(accepted.mse).toEqual(mine.mse);
  });

  it('does not add the same words twice when accepted again', () => {
    const once = acceptPatientPart(emptyIntakeContent(), part, LABEL);
    expect(acceptPatientPart(once, part, LABEL)).toEqual(once);
  });
});
