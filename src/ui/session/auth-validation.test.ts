import { describe, expect, it } from 'vitest';
import { email, password } from '../../../common/contracts/account.contract';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  validateChangePassword,
  validateConfirmation,
  validateEmail,
  validateFirstName,
  validateLastName,
  validateNewPassword,
  validateProfile,
  validateSignIn,
  validateSignInPassword,
  validateSignUp,
} from './auth-validation';

describe('auth validation rules', () => {
  it('takes the password limits from the account contract (8 to 200 characters)', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 200]);
  });

  it.each([
    ['', 'auth.validation.emailRequired'],
    ['   ', 'auth.validation.emailRequired'],
    ['ana', 'auth.validation.emailInvalid'],
    ['ana@', 'auth.validation.emailInvalid'],
    ['ana@clinic', 'auth.validation.emailInvalid'],
    ['ana@clinic.example', undefined],
    ['  Ana@Clinic.Example ', undefined],
  ])('judges the e-mail %j as %s', (value, expected) => {
    expect(validateEmail(value)).toBe(expected);
  });

  it.each([
    'ana@clinic.example',
    '  ANA@Clinic.Example\t',
    'ana.pop+tag@sub.clinic.ro',
    'ana@clinic',
    'ana@@clinic.example',
    'ana clinic@example.ro',
    'ana@clinic..example',
    '.ana@clinic.example',
    'ana@-clinic.example',
    'ana@clinic.example\u0000',
    `${'a'.repeat(64)}@${'b'.repeat(180)}.example`,
    `${'a'.repeat(64)}@${'b'.repeat(190)}.example`,
  ])('accepts the e-mail %j exactly when the account contract does', (value) => {
    expect(validateEmail(value) === undefined).toBe(email.safeParse(value).success);
  });

  it.each(['a'.repeat(7), 'a'.repeat(8), 'a'.repeat(200), 'a'.repeat(201), 'pass\u0000word1'])(
    'accepts the new password %j exactly when the account contract does',
    (value) => {
      expect(validateNewPassword(value) === undefined).toBe(password.safeParse(value).success);
    },
  );

  it('only requires a sign-in password to be typed, whatever its length', () => {
    expect(validateSignInPassword('')).toBe('auth.validation.passwordRequired');
    expect(validateSignInPassword('short')).toBeUndefined();
  });

  it.each([
    ['', 'auth.validation.passwordRequired'],
    ['a'.repeat(7), 'auth.validation.passwordTooShort'],
    ['a'.repeat(8), undefined],
    ['a'.repeat(200), undefined],
    ['a'.repeat(201), 'auth.validation.passwordTooLong'],
  ])('judges a new password of %j as %s', (value, expected) => {
    expect(validateNewPassword(value)).toBe(expected);
  });

  it('requires the confirmation and that it matches the password exactly', () => {
    expect(validateConfirmation('password1', '')).toBe('auth.validation.confirmRequired');
    expect(validateConfirmation('password1', 'Password1')).toBe('auth.validation.confirmMismatch');
    expect(validateConfirmation('password1', 'password1')).toBeUndefined();
  });

  it('requires first and last names with their own messages, at most 100 characters', () => {
    expect(validateFirstName(' ')).toBe('auth.validation.firstNameRequired');
    expect(validateLastName('')).toBe('auth.validation.lastNameRequired');
    expect(validateFirstName('a'.repeat(101))).toBe('auth.validation.nameTooLong');
    expect(validateLastName('Popescu')).toBeUndefined();
  });

  it('lists only the failing fields of a form, so an empty object means valid', () => {
    expect(validateSignIn({ email: 'ana@clinic.example', password: 'x' })).toEqual({});
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      email: 'auth.validation.emailRequired',
      password: 'auth.validation.passwordRequired',
    });
    expect(validateProfile({ firstName: 'Ana', lastName: '' })).toEqual({
      lastName: 'auth.validation.lastNameRequired',
    });
  });

  it('checks every sign-up field', () => {
    expect(
      validateSignUp({
        firstName: '',
        lastName: 'Pop',
        email: 'ana@',
        password: 'short',
        confirmPassword: 'other',
      }),
    ).toEqual({
      firstName: 'auth.validation.firstNameRequired',
      email: 'auth.validation.emailInvalid',
      password: 'auth.validation.passwordTooShort',
      confirmPassword: 'auth.validation.confirmMismatch',
    });
  });

  it('refuses a new password equal to the current one', () => {
    expect(
      validateChangePassword({
        currentPassword: 'same-password',
        newPassword: 'same-password',
        confirmPassword: 'same-password',
      }),
    ).toEqual({ newPassword: 'auth.validation.newPasswordSameAsCurrent' });
  });
});
