import { assign, emit, fromPromise, setup } from 'xstate';
import { statusOf } from '../session/auth.rules';

/**
 * Why a save failed, in terms a clinic form explains: the role (403), a conflict the server
 * names (409: the last owner, an e-mail already invited), its reason for bad input (400), a
 * record that is gone (404), a limit reached (429: the server's sentence says how long to wait),
 * no answer at all, or anything else.
 */
export type SaveFailure =
  | { kind: 'forbidden' }
  | { kind: 'conflict'; detail: string }
  | { kind: 'invalid'; detail: string }
  | { kind: 'notFound' }
  | { kind: 'tooMany'; detail: string }
  | { kind: 'network' }
  | { kind: 'failed' };

const messageOf = (error: unknown): string => {
  const body = (error as { body?: { message?: unknown } | null }).body;
  return typeof body?.message === 'string' ? body.message : '';
};

export function saveFailureOf(error: unknown): SaveFailure {
  switch (statusOf(error)) {
    case 403:
      return { kind: 'forbidden' };
    case 409:
      return { kind: 'conflict', detail: messageOf(error) };
    case 400:
      return { kind: 'invalid', detail: messageOf(error) };
    case 404:
      return { kind: 'notFound' };
    case 429:
      return { kind: 'tooMany', detail: messageOf(error) };
    case 0:
      return { kind: 'network' };
    default:
      return { kind: 'failed' };
  }
}

export interface SaveFormContext {
  failure: SaveFailure | null;
  /** The server's answer to the last successful save. */
  saved: unknown;
}

export type SaveFormEvent = { type: 'submit'; input: unknown } | { type: 'reset' };
export type SaveFormEmitted = { type: 'saved'; output: unknown };

/**
 * One form's save: idle, saving, failed (with why) or saved. A submit while saving is not sent,
 * so a save never goes twice; after a failure or a save the form may submit again, and `reset`
 * forgets both (a dialog closed, a new record chosen). The call is provided by the page.
 */
export const saveFormMachine = setup({
  types: {
    context: {} as SaveFormContext,
    events: {} as SaveFormEvent,
    emitted: {} as SaveFormEmitted,
  },
  actors: {
    save: fromPromise<unknown, unknown>(() => Promise.reject(new Error('save is not provided'))),
  },
}).createMachine({
  id: 'saveForm',
  initial: 'idle',
  context: { failure: null, saved: null },
  on: { reset: { target: '.idle', actions: assign({ failure: null, saved: null }) } },
  states: {
    idle: { on: { submit: 'saving' } },
    saving: {
      tags: ['busy'],
      entry: assign({ failure: null, saved: null }),
      on: { reset: {} },
      invoke: {
        src: 'save',
        input: ({ event }: { event: SaveFormEvent }) =>
          event.type === 'submit' ? event.input : undefined,
        onDone: {
          target: 'saved',
          actions: [
            assign({ saved: ({ event }) => event.output }),
            emit(({ event }) => ({ type: 'saved' as const, output: event.output })),
          ],
        },
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => saveFailureOf(event.error) }),
        },
      },
    },
    failed: { on: { submit: 'saving' } },
    saved: { on: { submit: 'saving' } },
  },
});
