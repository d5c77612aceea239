import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { saveFormMachine, type SaveFailure } from '../../machines/clinic/save-form.machine';

export interface SaveForm<I> {
  pending: boolean;
  failure: SaveFailure | null;
  /** The last save went through (until the next submit or reset). */
  saved: boolean;
  run: (input: I) => void;
  /** Forgets the last failure or success (a dialog closed). */
  reset: () => void;
}

/**
 * One form's save, run by the save-form statechart: a submit while saving is not sent, a failure
 * says why. `call` is read once, when the form mounts; `onSaved` always the latest.
 */
export function useSaveForm<I, O>(
  call: (input: I) => Promise<O>,
  onSaved?: (output: O, input: I) => void,
): SaveForm<I> {
  const actor = useActorRef(
    saveFormMachine.provide({
      actors: {
        save: fromPromise(async ({ input }) => ({ input, output: await call(input as I) })),
      },
    }),
  );
  const latest = useRef(onSaved);
  useEffect(() => {
    latest.current = onSaved;
  });
  useEffect(() => {
    const subscription = actor.on('saved', ({ output }) => {
      const { input, output: answer } = output as { input: I; output: O };
      latest.current?.(answer, input);
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  const view = useSelector(
    actor,
    (s) => ({
      pending: s.hasTag('busy'),
      failure: s.context.failure,
      saved: s.matches('saved'),
    }),
    shallowEqual,
  );
  return {
    ...view,
    run: (input: I) => actor.send({ type: 'submit', input }),
    reset: () => actor.send({ type: 'reset' }),
  };
}
