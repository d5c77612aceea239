import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERSON_NAME_MAX_LENGTH,
} from '../../../common/constants/account.constants';
import type { MessageKey, MessageParams } from '../../i18n/i18n';

/** A failed rule is the translation key of its message; no rule failed is `undefined`. */
export type FieldError = MessageKey | undefined;
export type FieldErrors<F extends string> = Partial<Record<F, MessageKey>>;

/** The account contract's limits, from the constants it reads, so form and server cannot disagree. */
export { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };
export const NAME_MAX_LENGTH = PERSON_NAME_MAX_LENGTH;

/** The parameters every validation message may use. */
export const VALIDATION_PARAMS: MessageParams = {
  min: PASSWORD_MIN_LENGTH,
  max: PASSWORD_MAX_LENGTH,
  maxName: NAME_MAX_LENGTH,
};

/** zod's e-mail pattern, which the contract's `email` applies after trimming and lower-casing. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const hasNul = (value: string) => value.includes('\u0000');

/**
 * The contract's `email` and `password` rules by hand, so the sign-in page does not load zod; a
 * test holds them to the contract's own schemas.
 */
const isEmail = (value: string) => {
  const email = value.trim().toLowerCase();
  return !hasNul(value) && EMAIL_PATTERN.test(email) && email.length <= EMAIL_MAX_LENGTH;
};

const isBlank = (value: string) => value.trim() === '';

export function validateEmail(value: string): FieldError {
  if (isBlank(value)) return 'auth.validation.emailRequired';
  return isEmail(value) ? undefined : 'auth.validation.emailInvalid';
}

/** Sign-in only asks that a password was typed: the rule for new passwords is the server's business. */
export function validateSignInPassword(value: string): FieldError {
  return value === '' ? 'auth.validation.passwordRequired' : undefined;
}

export function validateNewPassword(value: string): FieldError {
  if (value === '') return 'auth.validation.passwordRequired';
  if (value.length > PASSWORD_MAX_LENGTH) return 'auth.validation.passwordTooLong';
  // The contract refuses a NUL character too; the form names it as the length rule, as before.
  const valid = value.length >= PASSWORD_MIN_LENGTH && !hasNul(value);
  return valid ? undefined : 'auth.validation.passwordTooShort';
}

export function validateCurrentPassword(value: string): FieldError {
  return value === '' ? 'auth.validation.currentPasswordRequired' : undefined;
}

export function validateConfirmation(passwordValue: string, confirmation: string): FieldError {
  if (confirmation === '') return 'auth.validation.confirmRequired';
  return confirmation === passwordValue ? undefined : 'auth.validation.confirmMismatch';
}

function validateName(value: string, requiredKey: MessageKey): FieldError {
  if (isBlank(value)) return requiredKey;
  return value.trim().length <= NAME_MAX_LENGTH ? undefined : 'auth.validation.nameTooLong';
}

export const validateFirstName = (value: string) =>
  validateName(value, 'auth.validation.firstNameRequired');
export const validateLastName = (value: string) =>
  validateName(value, 'auth.validation.lastNameRequired');

/** Drops the fields that passed, so `Object.keys(errors).length === 0` means valid. */
function only<F extends string>(errors: Record<F, FieldError>): FieldErrors<F> {
  return Object.fromEntries(
    Object.entries(errors).filter(([, key]) => key !== undefined),
  ) as FieldErrors<F>;
}

export interface SignInValues {
  email: string;
  password: string;
}
export const validateSignIn = (v: SignInValues) =>
  only({ email: validateEmail(v.email), password: validateSignInPassword(v.password) });

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}
export const validateSignUp = (v: SignUpValues) =>
  only({
    firstName: validateFirstName(v.firstName),
    lastName: validateLastName(v.lastName),
    email: validateEmail(v.email),
    password: validateNewPassword(v.password),
    confirmPassword: validateConfirmation(v.password, v.confirmPassword),
  });

export interface ResetRequestValues {
  email: string;
}
export const validateResetRequest = (v: ResetRequestValues) =>
  only({ email: validateEmail(v.email) });

export interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}
export const validateNewPasswordPair = (v: NewPasswordValues) =>
  only({
    newPassword: validateNewPassword(v.newPassword),
    confirmPassword: validateConfirmation(v.newPassword, v.confirmPassword),
  });

export interface ChangePasswordValues extends NewPasswordValues {
  currentPassword: string;
}
export const validateChangePassword = (v: ChangePasswordValues) =>
  only({
    currentPassword: validateCurrentPassword(v.currentPassword),
    newPassword:
      v.newPassword !== '' && v.newPassword === v.currentPassword
        ? 'auth.validation.newPasswordSameAsCurrent'
        : validateNewPassword(v.newPassword),
    confirmPassword: validateConfirmation(v.newPassword, v.confirmPassword),
  });

export interface ProfileValues {
  firstName: string;
  lastName: string;
}
export const validateProfile = (v: ProfileValues) =>
  only({ firstName: validateFirstName(v.firstName), lastName: validateLastName(v.lastName) });
