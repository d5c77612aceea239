import { z } from 'zod';
import { email, password, profileUpdateRequest } from '../../../common/contracts/account.contract';
import type { MessageKey, MessageParams } from '../../i18n/i18n';

/** A failed rule is the translation key of its message; no rule failed is `undefined`. */
export type FieldError = MessageKey | undefined;
export type FieldErrors<F extends string> = Partial<Record<F, MessageKey>>;

/** Limits read from the account contract, so the form and the server cannot disagree. */
export const PASSWORD_MIN_LENGTH = password.minLength ?? 8;
export const PASSWORD_MAX_LENGTH = password.maxLength ?? 200;
export const NAME_MAX_LENGTH = profileUpdateRequest.shape.firstName.maxLength ?? 100;

/** The parameters every validation message may use. */
export const VALIDATION_PARAMS: MessageParams = {
  min: PASSWORD_MIN_LENGTH,
  max: PASSWORD_MAX_LENGTH,
  maxName: NAME_MAX_LENGTH,
};

const isBlank = (value: string) => value.trim() === '';

export function validateEmail(value: string): FieldError {
  if (isBlank(value)) return 'auth.validation.emailRequired';
  return email.safeParse(value).success ? undefined : 'auth.validation.emailInvalid';
}

/** Sign-in only asks that a password was typed: the rule for new passwords is the server's business. */
export function validateSignInPassword(value: string): FieldError {
  return value === '' ? 'auth.validation.passwordRequired' : undefined;
}

export function validateNewPassword(value: string): FieldError {
  if (value === '') return 'auth.validation.passwordRequired';
  const result = password.safeParse(value);
  if (result.success) return undefined;
  const tooBig = result.error.issues.some((issue) => issue.code === 'too_big');
  return tooBig ? 'auth.validation.passwordTooLong' : 'auth.validation.passwordTooShort';
}

export function validateCurrentPassword(value: string): FieldError {
  return value === '' ? 'auth.validation.currentPasswordRequired' : undefined;
}

export function validateConfirmation(passwordValue: string, confirmation: string): FieldError {
  if (confirmation === '') return 'auth.validation.confirmRequired';
  return confirmation === passwordValue ? undefined : 'auth.validation.confirmMismatch';
}

const name = z.string().trim().min(1).max(NAME_MAX_LENGTH);

function validateName(value: string, requiredKey: MessageKey): FieldError {
  if (isBlank(value)) return requiredKey;
  return name.safeParse(value).success ? undefined : 'auth.validation.nameTooLong';
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
