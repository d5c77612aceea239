import { assign, fromPromise, setup } from 'xstate';
import type { Patient, PatientUpdate } from '../../../common/contracts/patients.contract';
import { registerFailureOf, type RegisterFailure } from './patient-registration.machine';

/** Why a save failed: the role (403), the server's reason for bad details (400), or neither. */
export type EditFailure = RegisterFailure;

export interface PatientEditContext {
  /** The record as last read or saved. */
  patient: Patient;
  /** The change waiting for a confirmation or being saved. */
  pending: PatientUpdate | null;
  failure: EditFailure | null;
}

export type PatientEditEvent =
  | { type: 'save'; update: PatientUpdate }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'edit' };

/** Whether the change discharges a patient who was not discharged (that asks first). */
export const isDischarge = (patient: Patient, update: PatientUpdate) =>
  update.status === 'discharged' && patient.status !== 'discharged';

/**
 * Editing one patient's demographics and status: editing → saving → saved | failed. A discharge
 * waits for a confirmation; a second save while saving is not sent; a failure keeps the change
 * so the form keeps what was typed.
 */
export const patientEditMachine = setup({
  types: {
    context: {} as PatientEditContext,
    events: {} as PatientEditEvent,
    input: {} as { patient: Patient },
  },
  actors: {
    updatePatient: fromPromise<Patient, { id: string; update: PatientUpdate }>(() =>
      Promise.reject(new Error('updatePatient is not provided')),
    ),
  },
  actions: {
    /** Provided: the chart reads the record again. */
    announceSaved: () => {},
  },
  guards: {
    discharges: ({ context, event }) =>
      event.type === 'save' && isDischarge(context.patient, event.update),
  },
}).createMachine({
  id: 'patientEdit',
  context: ({ input }) => ({ patient: input.patient, pending: null, failure: null }),
  initial: 'editing',
  on: {
    save: [
      {
        guard: 'discharges',
        target: '.confirmingDischarge',
        actions: assign({ pending: ({ event }) => event.update }),
      },
      { target: '.saving', actions: assign({ pending: ({ event }) => event.update }) },
    ],
  },
  states: {
    editing: {},
    confirmingDischarge: {
      on: { confirm: 'saving', cancel: { target: 'editing', actions: assign({ pending: null }) } },
    },
    saving: {
      tags: ['busy'],
      entry: assign({ failure: null }),
      on: { save: {} },
      invoke: {
        src: 'updatePatient',
        input: ({ context }) => ({ id: context.patient.id, update: context.pending ?? {} }),
        onDone: {
          target: 'saved',
          actions: [
            assign({ patient: ({ event }) => event.output, pending: null }),
            'announceSaved',
          ],
        },
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => registerFailureOf(event.error) }),
        },
      },
    },
    saved: { on: { edit: 'editing' } },
    failed: { on: { edit: 'editing' } },
  },
});
