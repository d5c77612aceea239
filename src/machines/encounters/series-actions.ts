import type { Encounter } from '../../../common/contracts/encounters.contract';
import { TRANSITION_REASON_LIMITS } from '../../../common/contracts/encounters.contract';
import type { SeriesFrequency } from '../../../common/contracts/series.contract';
import { calendarDayAt, formatIsoDate } from '../../../common/time/zoned-time';

/**
 * The session page's series actions (issue 32): "Move this and all following" (a new time and
 * weekday → a dry run whose sessions and conflicts are shown before anything is stored → confirm)
 * and "Cancel the rest of the series" (the planned sessions from this one on are listed → a reason
 * → confirm; the past stays). Pure: a reducer the page drives and the series API's answers feed.
 */

/** A conflict the dry run named: the date, whose other session, when. */
export interface SeriesConflict {
  date: string;
  with: 'clinician' | 'patient';
  startsAt: string;
  endsAt: string;
}

/** The move being asked: `HH:MM` and 1 (Monday) … 7 (Sunday). */
export interface SeriesMove {
  startTime: string;
  weekday: number;
}

export type SeriesActionState =
  | { phase: 'idle'; done: { kind: 'moved' | 'cancelled'; count: number } | null }
  | { phase: 'editing'; move: SeriesMove; invalid: boolean }
  | { phase: 'previewing'; move: SeriesMove }
  | { phase: 'preview'; move: SeriesMove; sessions: Encounter[]; outside: string[] }
  | { phase: 'conflicts'; move: SeriesMove; conflicts: SeriesConflict[] }
  | { phase: 'moving'; move: SeriesMove; outside: string[] }
  | { phase: 'asking-cancel'; reason: string; invalid: boolean }
  | { phase: 'cancelling'; reason: string }
  | { phase: 'failed'; action: 'move' | 'cancel'; detail: string | null };

export type SeriesActionEvent =
  | { type: 'open-move'; move: SeriesMove }
  | { type: 'edit'; move: Partial<SeriesMove> }
  | { type: 'preview' }
  | { type: 'previewed'; sessions: Encounter[]; outside: string[] }
  | { type: 'conflicts'; conflicts: SeriesConflict[] }
  | { type: 'confirm-move' }
  | { type: 'open-cancel' }
  | { type: 'reason'; reason: string }
  | { type: 'confirm-cancel' }
  | { type: 'done'; count: number }
  | { type: 'failed'; detail: string | null }
  | { type: 'close' };

export const SERIES_IDLE: SeriesActionState = { phase: 'idle', done: null };

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

export function seriesActionReducer(
  state: SeriesActionState,
  event: SeriesActionEvent,
): SeriesActionState {
  switch (event.type) {
    case 'open-move':
      return { phase: 'editing', move: event.move, invalid: false };
    case 'edit':
      if (state.phase !== 'editing' && state.phase !== 'preview' && state.phase !== 'conflicts') {
        return state;
      }
      return { phase: 'editing', move: { ...state.move, ...event.move }, invalid: false };
    case 'preview':
      if (state.phase !== 'editing') return state;
      return TIME.test(state.move.startTime)
        ? { phase: 'previewing', move: state.move }
        : { ...state, invalid: true };
    case 'previewed':
      if (state.phase !== 'previewing') return state;
      return {
        phase: 'preview',
        move: state.move,
        sessions: event.sessions,
        outside: event.outside,
      };
    case 'conflicts':
      if (state.phase !== 'previewing' && state.phase !== 'moving') return state;
      return { phase: 'conflicts', move: state.move, conflicts: event.conflicts };
    case 'confirm-move':
      if (state.phase !== 'preview') return state;
      return { phase: 'moving', move: state.move, outside: state.outside };
    case 'open-cancel':
      return { phase: 'asking-cancel', reason: '', invalid: false };
    case 'reason':
      if (state.phase !== 'asking-cancel') return state;
      return { ...state, reason: event.reason, invalid: false };
    case 'confirm-cancel': {
      if (state.phase !== 'asking-cancel') return state;
      const reason = state.reason.trim();
      const fits =
        reason.length >= TRANSITION_REASON_LIMITS.min &&
        reason.length <= TRANSITION_REASON_LIMITS.max;
      return fits ? { phase: 'cancelling', reason } : { ...state, invalid: true };
    }
    case 'done':
      if (state.phase === 'moving')
        return { phase: 'idle', done: { kind: 'moved', count: event.count } };
      if (state.phase === 'cancelling') {
        return { phase: 'idle', done: { kind: 'cancelled', count: event.count } };
      }
      return state;
    case 'failed':
      if (state.phase === 'previewing' || state.phase === 'moving') {
        return { phase: 'failed', action: 'move', detail: event.detail };
      }
      if (state.phase === 'cancelling')
        return { phase: 'failed', action: 'cancel', detail: event.detail };
      return state;
    case 'close':
      return state.phase === 'previewing' ||
        state.phase === 'moving' ||
        state.phase === 'cancelling'
        ? state
        : SERIES_IDLE;
  }
}

/** Where a session stands in its series: "3 of 6"; `position` null for a cancelled one. */
export interface SeriesPosition {
  position: number | null;
  total: number;
}

/**
 * Where this session stands in its series ("3 of 6"), counting only the series' sessions that are
 * held or to be held: a date left out at booking never was a session, and a cancelled one no longer
 * is, so cancelling one occurrence (or the rest) renumbers what remains and the total says how many
 * sessions the patient has. A missed session still counts (it was held for them). A cancelled
 * session has no position; the total is given beside it. Null when the session is not in the series.
 */
export function positionIn(
  series: readonly Pick<Encounter, 'id' | 'status'>[],
  sessionId: string,
): SeriesPosition | null {
  if (!series.some((s) => s.id === sessionId)) return null;
  const held = series.filter((s) => s.status !== 'cancelled');
  const index = held.findIndex((s) => s.id === sessionId);
  return { position: index < 0 ? null : index + 1, total: held.length };
}

/** The clinic date a session falls on: the series actions' `fromDate`. */
export const clinicDateOf = (session: Pick<Encounter, 'startsAt'>, timeZone: string) =>
  formatIsoDate(calendarDayAt(new Date(session.startsAt), timeZone));

/** What cancelling the rest cancels: the planned sessions on or after `fromDate` (the past stays). */
export function restOf(
  series: readonly Encounter[],
  fromDate: string,
  timeZone: string,
): Encounter[] {
  return series.filter((s) => s.status === 'planned' && clinicDateOf(s, timeZone) >= fromDate);
}

/** The series' frequency, for the summary's words. */
export type { SeriesFrequency };
