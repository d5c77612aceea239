import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { fromPromise } from 'xstate';
import type { Encounter } from '../../../common/contracts/encounters.contract';
import { sessionsApi } from '../../api/encounters/sessions.api';
import { seriesApi } from '../../api/series/series.api';
import {
  sessionBookingMachine,
  type BookingValues,
} from '../../machines/encounters/session-booking.machine';
import { BookSessionForm } from '../../ui/encounters/book-session-form';
import { checkBooking } from '../../ui/encounters/booking-check';
import { usePractitioners } from './session-queries';

export interface BookingPanelProps {
  patientId: string;
  timeZone: string;
  values: BookingValues;
  /** The planned session being moved; absent to book a new one. */
  encounterId?: string;
  onBooked: (session: Encounter) => void;
  onNavigate?: (href: string) => void;
}

/** The booking form wired to its machine, the clinic's clinicians and the sessions API. */
export function BookingPanel(props: BookingPanelProps) {
  const { patientId, timeZone, values, encounterId } = props;
  const onBooked = useRef(props.onBooked);
  onBooked.current = props.onBooked;
  const practitioners = usePractitioners(true);
  const booking = useActorRef(
    sessionBookingMachine.provide({
      actors: {
        checkBooking: fromPromise(async ({ input }) => checkBooking(input)),
        saveBooking: fromPromise(({ input }) => {
          if (input.kind === 'book') return sessionsApi.book(input.input);
          if (input.kind === 'reschedule') return sessionsApi.reschedule(input.id, input.update);
          return Promise.reject(new Error('A series is booked through bookSeries'));
        }),
        previewSeries: fromPromise(({ input }) => seriesApi.preview(input)),
        bookSeries: fromPromise(({ input }) => seriesApi.book(input)),
      },
      actions: {
        announceBooked: ({ context }) => {
          if (context.booked) onBooked.current(context.booked);
        },
      },
    }),
    { input: { patientId, timeZone, values, encounterId: encounterId ?? null } },
  );
  const view = useSelector(
    booking,
    (s) => ({
      values: s.context.values,
      errors: s.context.errors,
      pending: s.hasTag('busy'),
      failure: s.context.failure,
      conflict: s.context.conflict,
      preview: s.context.preview,
      seriesBookable: s.can({ type: 'book' }),
      leftOut: s.context.leftOut,
      mayLeaveOut: s.matches('previewed'),
      outsideDates: s.context.outsideDates,
    }),
    shallowEqual,
  );
  const { mayLeaveOut, ...shown } = view;
  return (
    <BookSessionForm
      {...shown}
      clinicians={practitioners.data ?? []}
      timeZone={timeZone}
      reschedule={encounterId !== undefined}
      onChange={(field, value) => booking.send({ type: 'field.changed', field, value })}
      onSubmit={() => booking.send({ type: 'submit' })}
      onRetry={() => booking.send({ type: 'retry' })}
      onBookSeries={() => booking.send({ type: 'book' })}
      onLeaveOut={
        mayLeaveOut
          ? (date, leftOut) => booking.send({ type: 'occurrence.toggled', date, leftOut })
          : undefined
      }
      onConfirmOutside={() => booking.send({ type: 'confirm' })}
      onBack={() => booking.send({ type: 'back' })}
      onNavigate={props.onNavigate}
    />
  );
}
