import { describe, expect, it } from 'vitest';
import {
  toConsentInput,
  toDiagnosisInput,
  validateConsent,
  validateDiagnosis,
} from './chart-validation';

const today = '2026-11-24';

describe('the diagnosis form', () => {
  it('asks for a code and a description', () => {
    expect(validateDiagnosis({ code: '', text: ' ', onsetDate: '' }, today)).toEqual({
      code: 'patientChart.diagnoses.validation.codeRequired',
      text: 'patientChart.diagnoses.validation.textRequired',
    });
  });

  it('accepts ICD-10-CM codes in either case and refuses other shapes', () => {
    const valid = (code: string) =>
      validateDiagnosis({ code, text: 'x', onsetDate: '' }, today).code === undefined;
    expect(valid('F32.1')).toBe(true);
    expect(valid('f41.1')).toBe(true);
    expect(valid('F43')).toBe(true);
    expect(valid('U07.1')).toBe(false);
    expect(valid('F3')).toBe(false);
    expect(valid('depression')).toBe(false);
  });

  it('refuses an onset in the future or on a day that does not exist', () => {
    const onset = (onsetDate: string) =>
      validateDiagnosis({ code: 'F32.1', text: 'x', onsetDate }, today).onsetDate;
    expect(onset('2026-11-25')).toBe('patientChart.diagnoses.validation.dateInvalid');
    expect(onset('2026-02-30')).toBe('patientChart.diagnoses.validation.dateInvalid');
    expect(onset('1970-13-45')).toBe('patientChart.diagnoses.validation.dateInvalid');
    expect(onset('2026-11-24')).toBeUndefined();
  });

  it('sends the code upper-cased and a blank onset as none', () => {
    expect(toDiagnosisInput({ code: ' f32.1 ', text: ' Depression ', onsetDate: '' })).toEqual({
      code: 'F32.1',
      text: 'Depression',
      onsetDate: null,
    });
  });
});

describe('the consent form', () => {
  it('needs a real effective date that is not in the future', () => {
    expect(validateConsent({ effectiveDate: '', note: '' }, today).effectiveDate).toBeDefined();
    expect(validateConsent({ effectiveDate: '2026-12-01', note: '' }, today).effectiveDate).toBe(
      'patientChart.consents.validation.dateInvalid',
    );
    expect(validateConsent({ effectiveDate: today, note: '' }, today)).toEqual({});
  });

  it('sends a blank note as none', () => {
    expect(toConsentInput('telehealth', 'granted', { effectiveDate: today, note: '  ' })).toEqual({
      kind: 'telehealth',
      status: 'granted',
      effectiveDate: today,
      note: null,
    });
  });
});
