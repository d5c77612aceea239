import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useReducer } from 'react';
import type { CalendarSession } from '../../../common/contracts/calendar.contract';
import { calendarApi } from '../../api/calendar/calendar.api';
import { sessionsApi } from '../../api/encounters/sessions.api';
import { statusOf } from '../../machines/session/auth.rules';
import { clinicianQueryOf } from '../../machines/calendar/calendar-scope';
import { daysOf, type CalendarPlace } from '../../machines/calendar/calendar-place';
import { conflictOf } from '../../machines/encounters/session-booking.types';
import { MOVE_IDLE, moveReducer, type MoveProblem } from '../../machines/calendar/move-session';
import { CalendarView } from '../../ui/calendar/calendar-view';
import type { Slot } from '../../ui/calendar/calendar-grid';
import { sessionHref } from '../../ui/encounters/session-paths';
import { useSessionSaved } from './session-queries';

/** The calendar's reads, under the sessions' key so a saved session refreshes them too. */
const CALENDAR_KEY = ['sessions', 'calendar'] as const;

export interface DashboardCalendarProps {
  view: 'week' | 'agenda';
  place: CalendarPlace;
  /** The window `windowOf` gives for the place. */
  window: { from: string; days: number };
  /** Whose calendar: a clinician's id or the whole clinic (`WHOLE_CLINIC`). */
  choice: string;
  today: string;
  timeZone: string;
  /** Whether the viewer may reschedule (the booking right); the server decides each one. */
  mayBook: boolean;
  onNavigate: (href: string) => void;
  /** "Book a session" on an empty slot, for the clinician shown; absent for the whole clinic. */
  onBook?: (slot: Slot) => void;
}

/**
 * The week or the agenda of the practitioner dashboard: the calendar's answer for the window and
 * whose calendar is chosen, and moving a session by choosing a slot through the reschedule API
 * (the server's no-double-booking rule; a 409 names the session in the way).
 */
export function DashboardCalendar(props: DashboardCalendarProps) {
  const { window, choice } = props;
  const query = { from: window.from, days: window.days, ...clinicianQueryOf(choice) };
  const answer = useQuery({
    queryKey: [...CALENDAR_KEY, query.from, query.days, query.clinicianId ?? ''],
    queryFn: () => calendarApi.range(query),
  });
  const client = useQueryClient();
  const saved = useSessionSaved();
  const [move, send] = useReducer(moveReducer, MOVE_IDLE);

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

  const state = answer.data
    ? ({ kind: 'ready', answer: answer.data } as const)
    : answer.isError
      ? ({ kind: 'error' } as const)
      : ({ kind: 'loading' } as const);
  const timeZone = answer.data?.timeZone ?? props.timeZone;
  return (
    <CalendarView
      view={props.view}
      state={state}
      days={daysOf(window)}
      today={props.today}
      showClinicians={query.clinicianId === undefined}
      onRetry={() => void answer.refetch()}
      onOpen={(session: CalendarSession) => props.onNavigate(sessionHref(session.id))}
      mayMove={() => props.mayBook}
      onBook={props.onBook}
      move={move}
      onMove={(session) => send({ type: 'start', session })}
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
