import { assign, fromPromise, setup } from 'xstate';
import type { Patient, PatientInput } from '../../../common/contracts/patients.contract';
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

export interface PatientRegistrationContext {
  failure: RegisterFailure | null;
  registered: Patient | null;
}

/** Registering one patient at a time: a second submit while saving is not sent. */
export const patientRegistrationMachine = setup({
  types: {
    context: {} as PatientRegistrationContext,
    events: {} as { type: 'register'; input: PatientInput },
  },
  actors: {
    registerPatient: fromPromise<Patient, PatientInput>(() =>
      Promise.reject(new Error('registerPatient is not provided')),
    ),
  },
  actions: {
    /** Provided: the list shows the new patient. */
    announceRegistered: () => {},
  },
}).createMachine({
  id: 'patientRegistration',
  context: { failure: null, registered: null },
  initial: 'idle',
  states: {
    idle: { on: { register: 'saving' } },
    saving: {
      tags: ['busy'],
      entry: assign({ failure: null, registered: null }),
      invoke: {
        src: 'registerPatient',
        input: ({ event }) => (event as { input: PatientInput }).input,
        onDone: {
          target: 'idle',
          actions: [assign({ registered: ({ event }) => event.output }), 'announceRegistered'],
        },
        onError: {
          target: 'idle',
          actions: assign({ failure: ({ event }) => registerFailureOf(event.error) }),
        },
      },
    },
  },
});
