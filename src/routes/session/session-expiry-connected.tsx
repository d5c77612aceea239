import { useSelector } from '@xstate/react';
import { selectWarningRemainingMs } from '../../machines/session/idle.selectors';
import { SessionExpiryModal } from '../../ui/session/session-expiry-modal';
import type { IdleActorRef } from './idle-connected';

export interface ConnectedSessionExpiryModalProps {
  /** The running idle actor (the auth actor's `idle` child), if the session is signed in. */
  idleRef: IdleActorRef | undefined;
  now?: () => number;
}

/** The 'Session About to Expire' modal, driven by the idle actor; activity never renders it. */
export function ConnectedSessionExpiryModal({
  idleRef,
  now = Date.now,
}: ConnectedSessionExpiryModalProps) {
  const remainingMs = useSelector(idleRef, (snapshot) =>
    snapshot ? selectWarningRemainingMs(snapshot) : null,
  );
  return (
    <SessionExpiryModal
      open={remainingMs !== null}
      remainingMs={remainingMs ?? 0}
      onStay={() => idleRef?.send({ type: 'idle.stay', now: now() })}
      onLogoutNow={() => idleRef?.send({ type: 'idle.logoutNow' })}
    />
  );
}
