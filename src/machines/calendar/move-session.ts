import type { CalendarSession } from '../../../common/contracts/calendar.contract';
import { parseIsoDate, zonedInstant } from '../../../common/time/zoned-time';

/**
 * Moving a session by choosing a slot of the week (issue 32): "Move" on a session, then a slot
 * (arrows and Enter, or a click), then a confirmation, then the reschedule; a refusal keeps the
 * choosing open with the reason (a 409 names the session the new time meets). Pure: a reducer the
 * page drives and the reschedule's answer feeds.
 */

/** The session a 409 names: the new time meets it. */
export interface MoveConflict {
  patientName: string | null;
  startsAt: string;
  endsAt: string;
}

export type MoveProblem =
  { kind: 'conflict'; conflict: MoveConflict } | { kind: 'failed'; detail: string | null };

export type MoveState =
  | { phase: 'idle'; moved: { session: CalendarSession; startsAt: string } | null }
  | { phase: 'choosing'; session: CalendarSession; problem: MoveProblem | null }
  | { phase: 'confirming' | 'saving'; session: CalendarSession; startsAt: string; endsAt: string };

export type MoveEvent =
  | { type: 'start'; session: CalendarSession }
  | { type: 'choose'; date: string; hour: number; timeZone: string }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'saved'; startsAt: string }
  | { type: 'refused'; problem: MoveProblem };

export const MOVE_IDLE: MoveState = { phase: 'idle', moved: null };

/** The instant a slot (a clinic date and a whole hour) begins; null for an hour a DST change skips. */
export function slotStart(date: string, hour: number, timeZone: string): string | null {
  const day = parseIsoDate(date);
  const instant = day && zonedInstant(day, { hour, minute: 0 }, timeZone);
  return instant === null || instant === undefined ? null : new Date(instant).toISOString();
}

/** A session may be moved when it is still planned and the viewer sees its patient. */
export const isMovable = (session: CalendarSession) =>
  session.status === 'planned' && session.patient !== null;

export function moveReducer(state: MoveState, event: MoveEvent): MoveState {
  switch (event.type) {
    case 'start':
      return isMovable(event.session)
        ? { phase: 'choosing', session: event.session, problem: null }
        : state;
    case 'cancel':
      return state.phase === 'saving' ? state : MOVE_IDLE;
    case 'choose': {
      if (state.phase !== 'choosing') return state;
      const startsAt = slotStart(event.date, event.hour, event.timeZone);
      if (startsAt === null) return state;
      // The session keeps its length in minutes (CLINICAL.md decision 8).
      const length = Date.parse(state.session.endsAt) - Date.parse(state.session.startsAt);
      const endsAt = new Date(Date.parse(startsAt) + length).toISOString();
      return { phase: 'confirming', session: state.session, startsAt, endsAt };
    }
    case 'confirm':
      return state.phase === 'confirming' ? { ...state, phase: 'saving' } : state;
    case 'saved':
      return state.phase === 'saving'
        ? { phase: 'idle', moved: { session: state.session, startsAt: event.startsAt } }
        : state;
    case 'refused':
      return state.phase === 'saving'
        ? { phase: 'choosing', session: state.session, problem: event.problem }
        : state;
  }
}
