import { assign, fromPromise, setup } from 'xstate';
import type { Encounter } from '../../../common/contracts/encounters.contract';
import {
  bookingFailureOf,
  conflictOf,
  type BookingCheck,
  type BookingCheckInput,
  type BookingConflict,
  type BookingErrors,
  type BookingFailure,
  type BookingField,
  type BookingRequest,
  type BookingValues,
} from './session-booking.types';

export * from './session-booking.types';

export interface SessionBookingInput {
  patientId: string;
  timeZone: string;
  /** The form's first values (defaults for a new session, the session's own for a reschedule). */
  values: BookingValues;
  /** The planned session being rescheduled; absent when booking a new one. */
  encounterId?: string | null;
}

export interface SessionBookingContext {
  patientId: string;
  timeZone: string;
  encounterId: string | null;
  initialValues: BookingValues;
  values: BookingValues;
  errors: BookingErrors;
  request: BookingRequest | null;
  failure: BookingFailure | null;
  conflict: BookingConflict | null;
  booked: Encounter | null;
}

export type SessionBookingEvent =
  | { type: 'field.changed'; field: BookingField; value: string }
  | { type: 'submit' }
  | { type: 'retry' }
  | { type: 'reset' };

/**
 * Booking (or rescheduling) one session: editing → validating → submitting → booked, failed
 * (retry sends the same request again) or conflict (409 naming the clinician's session in the
 * way; any edit goes back to editing). A second submit while busy is not sent.
 */
export const sessionBookingMachine = setup({
  types: {
    context: {} as SessionBookingContext,
    events: {} as SessionBookingEvent,
    input: {} as SessionBookingInput,
  },
  actors: {
    /** Provided: the values checked against the contract in the clinic's time zone. */
    checkBooking: fromPromise<BookingCheck, BookingCheckInput>(() =>
      Promise.reject(new Error('checkBooking is not provided')),
    ),
    /** Provided: POST /encounters or PATCH /encounters/:id. */
    saveBooking: fromPromise<Encounter, BookingRequest>(() =>
      Promise.reject(new Error('saveBooking is not provided')),
    ),
  },
  actions: {
    /** Provided: the page shows the booked session. */
    announceBooked: () => {},
    /** A field's new value; its message goes until the next check. */
    changeField: assign(({ context, event }) => {
      if (event.type !== 'field.changed') return {};
      const errors = { ...context.errors };
      delete errors[event.field];
      return { values: { ...context.values, [event.field]: event.value }, errors };
    }),
  },
  guards: {
    checkPassed: (_, check: BookingCheck) => check.ok,
    /** The save's error is a 409 naming the session in the way. */
    isConflict: ({ event }) => 'error' in event && conflictOf(event.error) !== null,
    hasRequest: ({ context }) => context.request !== null,
  },
}).createMachine({
  id: 'sessionBooking',
  context: ({ input }) => ({
    patientId: input.patientId,
    timeZone: input.timeZone,
    encounterId: input.encounterId ?? null,
    initialValues: input.values,
    values: input.values,
    errors: {},
    request: null,
    failure: null,
    conflict: null,
    booked: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.changed': { actions: 'changeField' },
        submit: 'validating',
      },
    },
    validating: {
      tags: ['busy'],
      entry: assign({ failure: null, conflict: null }),
      invoke: {
        src: 'checkBooking',
        input: ({ context }) => ({
          values: context.values,
          patientId: context.patientId,
          timeZone: context.timeZone,
          encounterId: context.encounterId,
        }),
        onDone: [
          {
            guard: { type: 'checkPassed', params: ({ event }) => event.output },
            target: 'submitting',
            actions: assign({
              errors: {},
              request: ({ event }) => (event.output.ok ? event.output.request : null),
            }),
          },
          {
            target: 'editing',
            actions: assign({
              errors: ({ event }) => (event.output.ok ? {} : event.output.errors),
            }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ failure: { kind: 'failed' } }),
        },
      },
    },
    submitting: {
      tags: ['busy'],
      entry: assign({ failure: null, conflict: null }),
      invoke: {
        src: 'saveBooking',
        input: ({ context }) => context.request!,
        onDone: {
          target: 'booked',
          actions: [assign({ booked: ({ event }) => event.output }), 'announceBooked'],
        },
        onError: [
          {
            guard: 'isConflict',
            target: 'conflict',
            actions: assign({ conflict: ({ event }) => conflictOf(event.error) }),
          },
          {
            target: 'failed',
            actions: assign({ failure: ({ event }) => bookingFailureOf(event.error) }),
          },
        ],
      },
    },
    failed: {
      on: {
        retry: [{ guard: 'hasRequest', target: 'submitting' }, { target: 'validating' }],
        submit: 'validating',
        'field.changed': { target: 'editing', actions: 'changeField' },
      },
    },
    conflict: {
      on: {
        submit: 'validating',
        'field.changed': { target: 'editing', actions: 'changeField' },
      },
    },
    booked: {
      on: {
        reset: {
          target: 'editing',
          actions: assign(({ context }) => ({
            values: context.initialValues,
            errors: {},
            request: null,
            booked: null,
          })),
        },
      },
    },
  },
});
