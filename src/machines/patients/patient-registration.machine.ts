import { assign, fromPromise, setup } from 'xstate';
import {
  duplicateConflict,
  type DuplicateMatch,
  type Patient,
  type PatientInput,
  type PatientRegistration,
} from '../../../common/contracts/patients.contract';
import { statusOf } from '../session/auth.rules';

/** Why a registration failed, in terms the form explains. */
export type RegisterFailure =
  { kind: 'forbidden' } | { kind: 'invalid'; detail: string } | { kind: 'failed' };

/** A refused registration: the role (403), the server's reason for bad details (400), or neither. */
export function registerFailureOf(error: unknown): RegisterFailure {
  if (statusOf(error) === 403) return { kind: 'forbidden' };
  if (statusOf(error) === 400) {
    const body = (error as { body?: { message?: unknown } | null }).body;
    return { kind: 'invalid', detail: typeof body?.message === 'string' ? body.message : '' };
  }
  return { kind: 'failed' };
}

/** The likely matches of a 409, or null when the error is something else. */
export function duplicatesOf(error: unknown): DuplicateMatch[] | null {
  if (statusOf(error) !== 409) return null;
  const parsed = duplicateConflict.safeParse((error as { body?: unknown }).body);
  return parsed.success && parsed.data.matches.length > 0 ? parsed.data.matches : null;
}

export interface PatientRegistrationContext {
  /** What was last sent: kept so a confirmation registers the same details. */
  input: PatientInput | null;
  /** The clinic's likely matches of `input` (the server's 409). */
  matches: DuplicateMatch[];
  failure: RegisterFailure | null;
  registered: Patient | null;
}

type RegistrationEvent =
  | { type: 'register'; input: PatientInput }
  /** The registrar has seen the matches and asks to register a new record anyway… */
  | { type: 'duplicates.registerAnyway' }
  /** …and confirms it (or goes back to the matches). */
  | { type: 'duplicates.confirm' }
  | { type: 'duplicates.back' };

/**
 * Registering one patient at a time: a second submit while saving is not sent. Likely matches
 * are shown before anything is saved; registering anyway needs a second, explicit yes.
 */
export const patientRegistrationMachine = setup({
  types: {
    context: {} as PatientRegistrationContext,
    events: {} as RegistrationEvent,
  },
  actors: {
    registerPatient: fromPromise<Patient, PatientRegistration>(() =>
      Promise.reject(new Error('registerPatient is not provided')),
    ),
  },
  actions: {
    /** Provided: the view opens the new chart. */
    announceRegistered: () => {},
    keepInput: assign({
      input: ({ event }) => (event as { input: PatientInput }).input,
      matches: [],
    }),
  },
  guards: {
    foundMatches: ({ event }) => duplicatesOf((event as { error?: unknown }).error) !== null,
  },
}).createMachine({
  id: 'patientRegistration',
  context: { input: null, matches: [], failure: null, registered: null },
  initial: 'idle',
  states: {
    idle: { on: { register: { target: 'saving', actions: 'keepInput' } } },
    saving: {
      tags: ['busy'],
      entry: assign({ failure: null, registered: null }),
      invoke: {
        src: 'registerPatient',
        input: ({ context }) => context.input!,
        onDone: {
          target: 'registered',
          actions: assign({ registered: ({ event }) => event.output }),
        },
        onError: [
          {
            guard: 'foundMatches',
            target: 'matchesFound',
            actions: assign({ matches: ({ event }) => duplicatesOf(event.error) ?? [] }),
          },
          {
            target: 'idle',
            actions: assign({ failure: ({ event }) => registerFailureOf(event.error) }),
          },
        ],
      },
    },
    matchesFound: {
      // Details changed after seeing the matches are checked again.
      on: {
        'duplicates.registerAnyway': 'confirming',
        register: { target: 'saving', actions: 'keepInput' },
      },
    },
    confirming: {
      on: {
        'duplicates.confirm': 'savingAnyway',
        'duplicates.back': 'matchesFound',
      },
    },
    savingAnyway: {
      tags: ['busy'],
      entry: assign({ failure: null }),
      invoke: {
        src: 'registerPatient',
        input: ({ context }) => ({ ...context.input!, confirmNotDuplicate: true as const }),
        onDone: {
          target: 'registered',
          actions: assign({ registered: ({ event }) => event.output }),
        },
        onError: {
          target: 'confirming',
          actions: assign({ failure: ({ event }) => registerFailureOf(event.error) }),
        },
      },
    },
    registered: {
      entry: 'announceRegistered',
      on: { register: { target: 'saving', actions: 'keepInput' } },
    },
  },
});
