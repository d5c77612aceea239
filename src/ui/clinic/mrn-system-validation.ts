import { isMrnSystem, type ClinicUpdate } from '../../../common/contracts/clinic.contract';

/** Why the typed MRN system cannot be saved; a message key under `clinic.mrnSystem.error`. */
export type MrnSystemError = 'notHttps';

/**
 * The typed MRN system as the contract's update, or why not: by the contract's own rule (an
 * absolute https URL). Empty text returns to Praxis's default (null).
 */
export function checkMrnSystem(text: string): { update: ClinicUpdate } | { error: MrnSystemError } {
  const trimmed = text.trim();
  if (trimmed === '') return { update: { mrnSystem: null } };
  return isMrnSystem(trimmed) ? { update: { mrnSystem: trimmed } } : { error: 'notHttps' };
}
