import {
  RECOVERY_CODE_PATTERN,
  TOTP_CODE_PATTERN,
} from '../../../common/constants/two-factor.constants';
import type { FieldError } from './auth-validation';

/**
 * The contract's `totpCode` and `recoveryCode` rules by hand (spaces, a dash and case forgiven as
 * the contract forgives them), so the sign-in page does not load zod.
 */
export function validateTotpCode(value: string): FieldError {
  const code = value.replace(/\s+/g, '');
  if (code === '') return 'auth.validation.codeRequired';
  return TOTP_CODE_PATTERN.test(code) ? undefined : 'auth.validation.codeInvalid';
}

export function validateRecoveryCode(value: string): FieldError {
  const code = value.replace(/[\s-]+/g, '').toLowerCase();
  if (code === '') return 'auth.validation.codeRequired';
  return RECOVERY_CODE_PATTERN.test(code) ? undefined : 'auth.validation.recoveryCodeInvalid';
}

/** A code as sent: the digits only. */
export const totpCodeOf = (value: string) => value.replace(/\s+/g, '');
