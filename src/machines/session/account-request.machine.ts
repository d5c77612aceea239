import { assign, emit, fromPromise, setup } from 'xstate';
import { authErrorCode, retryAfterOf, type AuthErrorCode, type StatusMeanings } from './auth.rules';

export interface AccountRequestContext {
  meanings: StatusMeanings;
  errorCode: AuthErrorCode | null;
  /** With a too-many-attempts error: the wait the server asked for, in seconds. */
  retryAfterS: number | null;
}

export type AccountRequestEvent = { type: 'submit'; input: unknown };
export type AccountRequestEmitted = { type: 'done'; output: unknown };

/**
 * One account call started by a form (change password, reset, profile): idle, pending, failed
 * with a translated code, or done. A submit while pending is ignored, so a call is never sent
 * twice; after a failure or success the form may submit again.
 */
export const accountRequestMachine = setup({
  types: {
    context: {} as AccountRequestContext,
    events: {} as AccountRequestEvent,
    emitted: {} as AccountRequestEmitted,
    input: {} as { meanings?: StatusMeanings },
  },
  actors: {
    /** The account call; provided by the page. */
    call: fromPromise<unknown, unknown>(() => Promise.reject(new Error('call is not provided'))),
  },
}).createMachine({
  id: 'accountRequest',
  initial: 'idle',
  context: ({ input }) => ({ meanings: input.meanings ?? {}, errorCode: null, retryAfterS: null }),
  states: {
    idle: { on: { submit: 'pending' } },
    pending: {
      tags: ['pending'],
      entry: assign({ errorCode: null, retryAfterS: null }),
      invoke: {
        src: 'call',
        input: ({ event }: { event: AccountRequestEvent }) => event.input,
        onDone: {
          target: 'done',
          actions: emit(({ event }) => ({ type: 'done' as const, output: event.output })),
        },
        onError: {
          target: 'failed',
          actions: assign({
            errorCode: ({ context, event }) => authErrorCode(event.error, context.meanings),
            retryAfterS: ({ event }) => retryAfterOf(event.error),
          }),
        },
      },
    },
    failed: { on: { submit: 'pending' } },
    done: { on: { submit: 'pending' } },
  },
});
