import type { SnapshotFrom } from 'xstate';
import type { idleMachine } from './idle.machine';

type IdleSnapshot = SnapshotFrom<typeof idleMachine>;

/** Watcher 2's modal is open. */
export const selectIsWarning = (snapshot: IdleSnapshot): boolean => snapshot.hasTag('warning');

export const selectIsRecording = (snapshot: IdleSnapshot): boolean => snapshot.hasTag('recording');

/** Time left before watcher 2 logs out, from the stored deadline (never a fresh two minutes). */
export const selectRemainingMs = (snapshot: IdleSnapshot): number =>
  Math.max(0, snapshot.context.deadlines.logout - snapshot.context.clock.now);

/** Why the session ended, once it has. */
export const selectEndReason = (snapshot: IdleSnapshot) =>
  snapshot.status === 'done' ? (snapshot.output?.reason ?? null) : null;

/** The remaining time only while the modal is open, so nothing re-renders on ticks before it. */
export const selectWarningRemainingMs = (snapshot: IdleSnapshot): number | null =>
  selectIsWarning(snapshot) ? selectRemainingMs(snapshot) : null;
