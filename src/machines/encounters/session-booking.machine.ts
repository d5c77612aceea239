import { assign, fromPromise, setup } from 'xstate';
import type { Encounter } from '../../../common/contracts/encounters.contract';
import type { SeriesInput } from '../../../common/contracts/series.contract';
import {
  bookingFailureOf,
  confirmedRequest,
  conflictOf,
  isSeriesConflict,
  outsideDatesOf,
  previewBookable,
  previewOutside,
  toggledLeftOut,
  withLeftOut,
  type BookedSeries,
  type BookingCheck,
  type BookingCheckInput,
  type BookingConflict,
  type BookingErrors,
  type BookingFailure,
  type BookingField,
  type BookingRequest,
  type BookingValues,
  type SeriesPreview,
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
  /** The booked session; of a series, its first. */
  booked: Encounter | null;
  /** The series' occurrences, checked and not booked, while it repeats. */
  preview: SeriesPreview | null;
  /** The preview's dates the member leaves out of the series ("Skip this date"). */
  leftOut: string[];
  /** The booked series. */
  bookedSeries: BookedSeries | null;
  /** The dates the server found outside the clinician's availability, to confirm. */
  outsideDates: string[] | null;
  /** The member confirmed booking outside availability: sent with the request. */
  confirmOutside: boolean;
}

export type SessionBookingEvent =
  | { type: 'field.changed'; field: BookingField; value: string }
  | { type: 'submit' }
  | { type: 'retry' }
  | { type: 'reset' }
  /** Book the previewed series (its time outside availability, if any, confirmed by this). */
  | { type: 'book' }
  /** Leave one date of the previewed series out (or keep it after all). */
  | { type: 'occurrence.toggled'; date: string; leftOut: boolean }
  /** Book outside the clinician's availability after all. */
  | { type: 'confirm' }
  /** Not outside availability: back to the form. */
  | { type: 'back' };

const cleared = {
  failure: null,
  conflict: null,
  outsideDates: null,
  confirmOutside: false,
} as const;

/**
 * Booking (or rescheduling) one session: editing → validating → submitting → booked, failed
 * (retry sends the same request again) or conflict (409 naming the clinician's session in the
 * way; any edit goes back to editing). A second submit while busy is not sent.
 *
 * A repeating session is previewed first (previewing → previewed: each occurrence, its conflicts
 * and the skipped dates; nothing stored), and booked from the preview only when no occurrence
 * conflicts (`book`): the whole series or nothing. A conflict is resolved by leaving its date out
 * (`occurrence.toggled`: the preview recounts, the dates left out are sent as `exceptDates`), or by
 * changing the time, the first date, the clinician or the number of sessions, which goes back to
 * editing (and forgets the dates left out: new values make new dates); submitting previews again.
 *
 * A time outside the clinician's availability (the server's 409 `outside-availability`) is a
 * question, not a failure: `confirm` sends the same request with the confirmation, `back` edits.
 * Booking a previewed series whose occurrences are marked outside is itself the confirmation.
 */
/** The series input of a series request (the machine previews and books only those). */
function seriesInputOf(request: BookingRequest | null): SeriesInput {
  if (request?.kind !== 'series') throw new Error('Not a series request');
  return request.input;
}

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
    /** Provided: POST /series/preview (nothing stored). */
    previewSeries: fromPromise<SeriesPreview, SeriesInput>(() =>
      Promise.reject(new Error('previewSeries is not provided')),
    ),
    /** Provided: POST /series (every occurrence or none). */
    bookSeries: fromPromise<BookedSeries, SeriesInput>(() =>
      Promise.reject(new Error('bookSeries is not provided')),
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
      const values = { ...context.values, [event.field]: event.value };
      return { values, errors, preview: null, leftOut: [] };
    }),
  },
  guards: {
    checkPassed: (_, check: BookingCheck) => check.ok,
    isSeriesCheck: (_, check: BookingCheck) => check.ok && check.request.kind === 'series',
    /** The save's error is a 409 naming the session in the way. */
    isConflict: ({ event }) => 'error' in event && conflictOf(event.error) !== null,
    /** The save's error is a 409 asking to confirm a time outside availability. */
    isOutside: ({ event }) => 'error' in event && outsideDatesOf(event.error) !== null,
    /** A series' occurrence met another session since the preview. */
    isSeriesConflict: ({ event }) => 'error' in event && isSeriesConflict(event.error),
    /** A single session's request to send again (a series is previewed again instead). */
    hasSingleRequest: ({ context }) =>
      context.request !== null && context.request.kind !== 'series',
    isSeriesRequest: ({ context }) => context.request?.kind === 'series',
    previewBookable: ({ context }) =>
      context.preview !== null && previewBookable(context.preview, context.leftOut),
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
    preview: null,
    leftOut: [],
    bookedSeries: null,
    outsideDates: null,
    confirmOutside: false,
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
      entry: assign(cleared),
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
            guard: { type: 'isSeriesCheck', params: ({ event }) => event.output },
            target: 'previewing',
            actions: assign({
              errors: {},
              request: ({ event }) => (event.output.ok ? event.output.request : null),
            }),
          },
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
    previewing: {
      tags: ['busy'],
      invoke: {
        src: 'previewSeries',
        input: ({ context }) => seriesInputOf(context.request),
        onDone: {
          target: 'previewed',
          // Previewed again (a date taken since): the dates left out that are still in it stay out.
          actions: assign(({ context, event }) => ({
            preview: event.output,
            leftOut: context.leftOut.filter((d) =>
              event.output.occurrences.some((o) => o.date === d),
            ),
          })),
        },
        onError: {
          target: 'failed',
          actions: assign({ preview: null, failure: ({ event }) => bookingFailureOf(event.error) }),
        },
      },
    },
    previewed: {
      on: {
        book: {
          guard: 'previewBookable',
          target: 'bookingSeries',
          actions: assign({
            confirmOutside: ({ context }) => previewOutside(context.preview!, context.leftOut),
          }),
        },
        'occurrence.toggled': {
          actions: assign({
            leftOut: ({ context, event }) =>
              toggledLeftOut(context.preview!, context.leftOut, event.date, event.leftOut),
          }),
        },
        submit: 'validating',
        'field.changed': { target: 'editing', actions: 'changeField' },
      },
    },
    bookingSeries: {
      tags: ['busy'],
      entry: assign({ failure: null, outsideDates: null }),
      invoke: {
        src: 'bookSeries',
        input: ({ context }) =>
          withLeftOut(
            seriesInputOf(confirmedRequest(context.request!, context.confirmOutside)),
            context.leftOut,
          ),
        onDone: {
          target: 'booked',
          actions: [
            assign({
              bookedSeries: ({ event }) => event.output,
              booked: ({ event }) => event.output.encounters[0] ?? null,
            }),
            'announceBooked',
          ],
        },
        onError: [
          // Another session took one of the dates since the preview: preview again to name it.
          { guard: 'isSeriesConflict', target: 'previewing' },
          {
            guard: 'isOutside',
            target: 'outsideAvailability',
            actions: assign({ outsideDates: ({ event }) => outsideDatesOf(event.error) }),
          },
          {
            target: 'failed',
            actions: assign({ failure: ({ event }) => bookingFailureOf(event.error) }),
          },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      entry: assign({ failure: null, conflict: null, outsideDates: null }),
      invoke: {
        src: 'saveBooking',
        input: ({ context }) => confirmedRequest(context.request!, context.confirmOutside),
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
            guard: 'isOutside',
            target: 'outsideAvailability',
            actions: assign({ outsideDates: ({ event }) => outsideDatesOf(event.error) }),
          },
          {
            target: 'failed',
            actions: assign({ failure: ({ event }) => bookingFailureOf(event.error) }),
          },
        ],
      },
    },
    outsideAvailability: {
      on: {
        confirm: [
          {
            guard: 'isSeriesRequest',
            target: 'bookingSeries',
            actions: assign({ confirmOutside: true }),
          },
          { target: 'submitting', actions: assign({ confirmOutside: true }) },
        ],
        back: { target: 'editing', actions: assign({ outsideDates: null }) },
        submit: 'validating',
        'field.changed': {
          target: 'editing',
          actions: ['changeField', assign({ outsideDates: null })],
        },
      },
    },
    failed: {
      on: {
        retry: [{ guard: 'hasSingleRequest', target: 'submitting' }, { target: 'validating' }],
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
            preview: null,
            leftOut: [],
            bookedSeries: null,
            confirmOutside: false,
          })),
        },
      },
    },
  },
});
