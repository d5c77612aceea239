import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  accountRequestMachine,
  type AccountRequestContext,
} from '../../machines/session/account-request.machine';
import type { AuthErrorCode } from '../../machines/session/auth.rules';

/** A 400 means different things per form: the page names it. */
export type BadRequestCode = Extract<
  AuthErrorCode,
  'invalid-current-password' | 'invalid-token' | 'invalid-code'
>;

export interface AccountRequest<I> {
  pending: boolean;
  errorCode: AuthErrorCode | null;
  /** With a too-many-attempts error: the wait the server asked for, in seconds. */
  retryAfterS: number | null;
  done: boolean;
  run: (input: I) => void;
}

type View = Pick<AccountRequestContext, 'errorCode' | 'retryAfterS'> & {
  pending: boolean;
  done: boolean;
};

const sameView = (a: View, b: View) =>
  a.pending === b.pending &&
  a.done === b.done &&
  a.errorCode === b.errorCode &&
  a.retryAfterS === b.retryAfterS;

/**
 * One account call started from a submit handler, run by the account-request statechart: pending,
 * failed (with a code; a 401 also ends the session through the HTTP client) or done.
 * `call` and `onDone` are read once, when the form mounts: pass stable functions.
 */
export function useAccountRequest<I, O>(
  call: (input: I) => Promise<O>,
  options: { badRequest?: BadRequestCode; onDone?: (output: O) => void } = {},
): AccountRequest<I> {
  const { badRequest, onDone } = options;
  const actor = useActorRef(
    accountRequestMachine.provide({
      actors: { call: fromPromise(({ input }) => call(input as I)) },
    }),
    { input: { meanings: badRequest ? { badRequest } : {} } },
  );
  useEffect(() => {
    if (!onDone) return;
    const subscription = actor.on('done', ({ output }) => onDone(output as O));
    return () => subscription.unsubscribe();
  }, [actor, onDone]);
  const view = useSelector(
    actor,
    (s): View => ({
      pending: s.hasTag('pending'),
      done: s.matches('done'),
      errorCode: s.context.errorCode,
      retryAfterS: s.context.retryAfterS,
    }),
    sameView,
  );
  return { ...view, run: (input: I) => actor.send({ type: 'submit', input }) };
}
