import type { SnapshotFrom } from 'xstate';
import type { documentDraftMachine } from './document-draft.machine';

type DraftSnapshot = SnapshotFrom<typeof documentDraftMachine>;

/** The draft's state as the page shows it. */
export type DraftStateName =
  | 'editing'
  | 'dirty'
  | 'saving'
  | 'saved'
  | 'offline'
  | 'conflict'
  | 'signing'
  | 'signed'
  | 'failed';

const NAMES: readonly DraftStateName[] = [
  'dirty',
  'saving',
  'saved',
  'offline',
  'conflict',
  'signing',
  'signed',
  'failed',
];

export const selectDraftState = (snapshot: DraftSnapshot): DraftStateName =>
  NAMES.find((name) => snapshot.matches(name)) ?? 'editing';

/** Changes the server has not stored that a flush could still save (the session end asks). */
export const selectHasPending = (snapshot: DraftSnapshot) =>
  snapshot.matches('dirty') || snapshot.matches('saving') || snapshot.matches('offline');

/** Work in flight (a save, a sign, a device copy): a flush waits until none is left. */
export const selectIsBusy = (snapshot: DraftSnapshot) => snapshot.hasTag('busy');

/** Why the last sign attempt did not sign, or null. */
export const selectSignFailure = (snapshot: DraftSnapshot) => snapshot.context.signFailure;
