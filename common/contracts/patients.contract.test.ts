import { describe, expect, it } from 'vitest';
import { consentInput, diagnosisInput, patientInput } from './patients.contract';

const ada = { familyName: 'Lovelace', givenName: 'Ada', birthDate: '1985-12-10' };
const grant = { kind: 'treatment', status: 'granted', effectiveDate: '2026-01-05' };
const depression = { code: 'F32.1', text: 'Depression', onsetDate: '2026-01-05' };

describe('calendar dates in the patients contract (browser and server alike)', () => {
  it.each([
    ['a birth date', () => patientInput.safeParse({ ...ada, birthDate: '1970-13-45' })],
    ['a consent date', () => consentInput.safeParse({ ...grant, effectiveDate: '2026-13-45' })],
    ['an onset date', () => diagnosisInput.safeParse({ ...depression, onsetDate: '2026-00-00' })],
  ])('reports %s that is not on the calendar as an issue instead of throwing', (_, parse) => {
    const result = parse();
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(
      'No such date in the calendar',
    );
  });

  it('accepts a leap day and refuses the 29th of February in other years', () => {
    expect(patientInput.safeParse({ ...ada, birthDate: '2024-02-29' }).success).toBe(true);
    expect(patientInput.safeParse({ ...ada, birthDate: '2023-02-29' }).success).toBe(false);
  });
});
