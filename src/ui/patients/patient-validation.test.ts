import { patientDetailsOf } from '../../../common/contracts/patients.contract';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_PATIENT,
  isPastOrTodayDate,
  toPatientInput,
  validatePatient,
} from './patient-validation';

const TODAY = '2026-11-24';

describe('validating a patient registration', () => {
  it('asks for both names and the birth date', () => {
    expect(validatePatient(EMPTY_PATIENT, TODAY)).toEqual({
      givenName: 'patients.validation.givenNameRequired',
      familyName: 'patients.validation.familyNameRequired',
      birthDate: 'patients.validation.birthDateRequired',
    });
  });

  it.each([
    ['2026-02-30', false],
    ['1970-13-45', false],
    ['2026-11-25', false],
    ['1899-12-31', false],
    ['10/12/1985', false],
    ['2026-11-24', true],
    ['2024-02-29', true],
  ])('accepts %s as a birth date: %s', (value, ok) => {
    expect(isPastOrTodayDate(value, TODAY)).toBe(ok);
  });

  it('refuses a malformed e-mail and an over-long name, and accepts a whole registration', () => {
    const values = { ...EMPTY_PATIENT, givenName: 'Ada', familyName: 'L', birthDate: '1985-12-10' };
    expect(validatePatient({ ...values, email: 'not-an-address' }, TODAY)).toEqual({
      email: 'patients.validation.emailInvalid',
    });
    expect(validatePatient({ ...values, familyName: 'x'.repeat(101) }, TODAY)).toEqual({
      familyName: 'patients.validation.tooLong',
    });
    expect(validatePatient(values, TODAY)).toEqual({});
  });

  it('sends blanks as absent and trims what was typed', () => {
    expect(
      toPatientInput({
        ...EMPTY_PATIENT,
        givenName: ' Ada ',
        familyName: 'L',
        birthDate: '1985-12-10',
        city: ' Cluj ',
        preferredContactMethod: 'sms',
      }),
    ).toEqual({
      ...patientDetailsOf({}),
      givenName: 'Ada',
      familyName: 'L',
      birthDate: '1985-12-10',
      city: 'Cluj',
      preferredContactMethod: 'sms',
    });
  });

  it('checks each optional detail by the contract: an over-long postal code is refused', () => {
    const errors = validatePatient(
      {
        ...EMPTY_PATIENT,
        givenName: 'Ada',
        familyName: 'L',
        birthDate: '1985-12-10',
        postalCode: '1'.repeat(21),
      },
      '2026-11-24',
    );
    expect(errors).toEqual({ postalCode: 'patients.validation.detailInvalid' });
  });
});
