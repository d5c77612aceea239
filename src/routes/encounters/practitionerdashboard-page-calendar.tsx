import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useReducer, useState } from 'react';
import type { CalendarSession } from '../../../common/contracts/calendar.contract';
import { availabilityApi } from '../../api/availability/availability.api';
import { calendarApi } from '../../api/calendar/calendar.api';
import { sessionsApi } from '../../api/encounters/sessions.api';
import { statusOf } from '../../machines/session/auth.rules';
import { clinicianQueryOf, WHOLE_CLINIC } from '../../machines/calendar/calendar-scope';
import {
  calendarRequestOf,
  daysOf,
  type CalendarPlace,
} from '../../machines/calendar/calendar-place';
import { conflictOf } from '../../machines/encounters/session-booking.types';
import { MOVE_IDLE, moveReducer, type MoveProblem } from '../../machines/calendar/move-session';
import { CalendarView } from '../../ui/calendar/calendar-view';
import type { Slot } from '../../ui/calendar/calendar-grid';
import { BookSlotPanel } from '../../ui/calendar/book-slot-panel';
import { slotName } from '../../ui/calendar/week-grid';
import { bookSessionHref, sessionHref } from '../../ui/encounters/session-paths';
import { clinicDateOf } from '../../ui/encounters/session-time';
import { useI18n } from '../../ui/i18n/i18n-context';
import { useSessionSaved } from './session-queries';

/** The calendar's reads, under the sessions' key so a saved session refreshes them too. */
const CALENDAR_KEY = ['sessions', 'calendar'] as const;
/** The shown clinicians' availability for the week (the settings' saves invalidate `availability`). */
const AVAILABILITY_KEY = ['availability', 'range'] as const;

export interface DashboardCalendarProps {
  view: 'week' | 'agenda';
  place: CalendarPlace;
  /**
   * The window `windowOf` gives for the place once the clinic's settings are in; null before
   * (the calendar's answer names its days too, and is not kept waiting for them).
   */
  window: { from: string; days: number } | null;
  /** Whose calendar: a clinician's id or the whole clinic (`WHOLE_CLINIC`). */
  choice: string;
  /** Now, whose clinic date (in the answer's or the clinic's time zone) is marked as today. */
  now: Date;
  /** The clinic's time zone once its profile is in; null before. */
  timeZone: string | null;
  /** Whether the viewer may reschedule (the booking right); the server decides each one. */
  mayBook: boolean;
  /** The chosen clinician's name (null for the whole clinic): the booking names them. */
  clinicianName: string | null;
  onNavigate: (href: string) => void;
}

/**
 * The calendar's read of a place for whose calendar is chosen (a clinician's id or the whole
 * clinic): the page's own, and the one its first load starts before React renders (`firstReads`).
 */
export function calendarRead(place: CalendarPlace, choice: string) {
  const query = calendarRequestOf(place, clinicianQueryOf(choice));
  return {
    queryKey: [
      ...CALENDAR_KEY,
      query.weekOf ? 'week' : 'days',
      query.weekOf ?? query.from ?? '',
      query.days ?? '',
      query.clinicianId ?? '',
    ],
    queryFn: () => calendarApi.range(query),
  };
}

/**
 * The week or the agenda of the practitioner dashboard: the calendar's answer for the window and
 * whose calendar is chosen, and moving a session by choosing a slot through the reschedule API
 * (the server's no-double-booking rule; a 409 names the session in the way).
 */
export function DashboardCalendar(props: DashboardCalendarProps) {
  const { choice } = props;
  const query = calendarRequestOf(props.place, clinicianQueryOf(choice));
  const answer = useQuery(calendarRead(props.place, choice));
  const window = answer.data
    ? { from: answer.data.firstDay, days: answer.data.days }
    : props.window;
  const days = window ? daysOf(window) : null;
  // The week's shading: a failed read shades nothing (the sessions still show).
  const availabilityQuery = {
    from: days?.[0] ?? '',
    to: days?.[days.length - 1] ?? '',
    ...clinicianQueryOf(choice),
  };
  const availability = useQuery({
    queryKey: [...AVAILABILITY_KEY, availabilityQuery.from, availabilityQuery.to, choice],
    queryFn: () => availabilityApi.range(availabilityQuery),
    enabled: props.view === 'week' && days !== null,
  });
  const client = useQueryClient();
  const saved = useSessionSaved();
  const [move, send] = useReducer(moveReducer, MOVE_IDLE);
  const [booking, setBooking] = useState<Slot | null>(null);
  const [patientQuery, setPatientQuery] = useState<string | null>(null);
  const found = useQuery({
    queryKey: [...CALENDAR_KEY, 'patients', patientQuery ?? ''],
    queryFn: () => calendarApi.patientsToBook(patientQuery!),
    enabled: patientQuery !== null,
  });
  const { locale } = useI18n();
  const bookHref = (slot: Slot, patientId: string) =>
    bookSessionHref(patientId, {
      ...(choice === WHOLE_CLINIC ? {} : { clinicianId: choice }),
      date: slot.date,
      time: `${String(slot.hour).padStart(2, '0')}:00`,
    });

  const confirm = async () => {
    if (move.phase !== 'confirming') return;
    send({ type: 'confirm' });
    try {
      const session = await sessionsApi.reschedule(move.session.id, {
        startsAt: move.startsAt,
        endsAt: move.endsAt,
      });
      saved(session);
      await client.invalidateQueries({ queryKey: CALENDAR_KEY });
      send({ type: 'saved', startsAt: session.startsAt });
    } catch (error) {
      send({ type: 'refused', problem: problemOf(error) });
    }
  };

  // Stable, so the week's session items (memoised) are not drawn again by the page's other answers.
  const { onNavigate, mayBook } = props;
  const open = useCallback(
    (session: CalendarSession) => onNavigate(sessionHref(session.id)),
    [onNavigate],
  );
  const mayMove = useCallback(() => mayBook, [mayBook]);
  const startMove = useCallback((session: CalendarSession) => {
    setBooking(null);
    send({ type: 'start', session });
  }, []);

  const state = answer.data
    ? ({ kind: 'ready', answer: answer.data } as const)
    : answer.isError
      ? ({ kind: 'error' } as const)
      : ({ kind: 'loading' } as const);
  const timeZone = answer.data?.timeZone ?? props.timeZone ?? 'UTC';
  const today = clinicDateOf(props.now, timeZone);
  return (
    <CalendarView
      view={props.view}
      state={state}
      days={days}
      availability={availability.data ?? null}
      today={today}
      showClinicians={query.clinicianId === undefined}
      onRetry={() => void answer.refetch()}
      onOpen={open}
      mayMove={mayMove}
      onBook={
        props.mayBook
          ? (slot) => {
              setBooking(slot);
              setPatientQuery(null);
            }
          : undefined
      }
      bookPanel={
        booking && (
          <BookSlotPanel
            key={slotName(booking.date, booking.hour, locale)}
            when={slotName(booking.date, booking.hour, locale)}
            clinician={props.clinicianName}
            results={patientQuery === null ? null : (found.data?.patients ?? null)}
            searching={found.isFetching}
            failed={found.isError}
            onSearch={setPatientQuery}
            hrefOf={(patient) => bookHref(booking, patient.id)}
            onNavigate={props.onNavigate}
            onCancel={() => setBooking(null)}
          />
        )
      }
      move={move}
      onMove={startMove}
      onChoose={(slot) => send({ type: 'choose', ...slot, timeZone })}
      onConfirmMove={() => void confirm()}
      onCancelMove={() => send({ type: 'cancel' })}
    />
  );
}

/** Why a move was refused: the session in the way (409), or the server's reason. */
function problemOf(error: unknown): MoveProblem {
  const conflict = conflictOf(error);
  if (conflict) {
    return {
      kind: 'conflict',
      conflict: {
        patientName: conflict.patient?.name ?? null,
        startsAt: conflict.startsAt,
        endsAt: conflict.endsAt,
      },
    };
  }
  const status = statusOf(error);
  const detail =
    error instanceof Error && status !== undefined && status < 500 ? error.message : null;
  return { kind: 'failed', detail };
}
