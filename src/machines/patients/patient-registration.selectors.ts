import type { SnapshotFrom } from 'xstate';
import type { patientRegistrationMachine } from './patient-registration.machine';

type Snapshot = SnapshotFrom<typeof patientRegistrationMachine>;

/** The registration's step as the form shows it. */
export type RegistrationStep = 'form' | 'matches' | 'confirming';

export const registrationStepOf = (s: Snapshot): RegistrationStep =>
  s.matches('confirming') || s.matches('savingAnyway')
    ? 'confirming'
    : s.matches('matchesFound')
      ? 'matches'
      : 'form';
export const registrationPending = (s: Snapshot) => s.hasTag('busy');
export const registrationFailure = (s: Snapshot) => s.context.failure;
export const registrationMatches = (s: Snapshot) => s.context.matches;
