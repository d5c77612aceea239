import { describe, expect, it } from 'vitest';
import { emptyIntakeContent } from '../../../common/contracts/intake.contract';
import { signBlockers } from './sign-readiness';

const blank = emptyIntakeContent();

describe('signBlockers', () => {
  it('holds an intake with nothing in it, whitespace included', () => {
    expect(signBlockers(blank)).toEqual(['empty']);
    expect(signBlockers({ ...blank, history: { ...blank.history, family: '  ' } })).toEqual([
      'empty',
    ]);
  });

  it('lets an intake with one section filled and the others empty be signed', () => {
    expect(signBlockers({ ...blank, goals: ['Sleep better'] })).toEqual([]);
  });

  it('holds PHQ-9 item 9 above 0 until the alert is acknowledged with a level and rationale', () => {
    const risky = { ...blank, phq9: [0, 0, 0, 0, 0, 0, 0, 0, 1] as typeof blank.phq9 };
    expect(signBlockers(risky)).toEqual(['acknowledge', 'level', 'rationale']);
    const assessed = {
      ...risky,
      safetyAcknowledged: true,
      risk: { ...blank.risk, level: 'low' as const, rationale: 'No plan, strong supports.' },
    };
    expect(signBlockers(assessed)).toEqual([]);
  });
});
