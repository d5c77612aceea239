import { describe, expect, it } from 'vitest';
import type { Encounter } from '../../../common/contracts/encounters.contract';
import {
  positionIn,
  restOf,
  SERIES_IDLE,
  seriesActionReducer as step,
  type SeriesActionEvent,
  type SeriesActionState,
} from './series-actions';

const run = (events: SeriesActionEvent[], from: SeriesActionState = SERIES_IDLE) =>
  events.reduce(step, from);

const session = (id: string, startsAt: string, status: Encounter['status'] = 'planned') =>
  ({ id, startsAt, endsAt: startsAt, status }) as Encounter;

describe('the series actions on the session page', () => {
  it('moves this and all following only after a dry run was shown and confirmed', () => {
    const moved = [session('b', '2026-12-08T14:00:00Z')];
    let state = run([
      { type: 'open-move', move: { startTime: '09:00', weekday: 2 } },
      { type: 'edit', move: { startTime: '16:00' } },
      { type: 'preview' },
    ]);
    expect(state).toEqual({ phase: 'previewing', move: { startTime: '16:00', weekday: 2 } });
    state = run([{ type: 'previewed', sessions: moved, outside: ['2026-12-08'] }], state);
    expect(state).toMatchObject({ phase: 'preview', sessions: moved, outside: ['2026-12-08'] });
    state = run([{ type: 'confirm-move' }], state);
    expect(state).toEqual({
      phase: 'moving',
      move: { startTime: '16:00', weekday: 2 },
      outside: ['2026-12-08'],
    });
    expect(run([{ type: 'done', count: 1 }], state)).toEqual({
      phase: 'idle',
      done: { kind: 'moved', count: 1 },
    });
  });

  it('refuses a time that is not HH:MM before asking the server', () => {
    const state = run([
      { type: 'open-move', move: { startTime: '9h', weekday: 1 } },
      { type: 'preview' },
    ]);
    expect(state).toEqual({
      phase: 'editing',
      move: { startTime: '9h', weekday: 1 },
      invalid: true,
    });
  });

  it('shows the dry run’s conflicts, cannot confirm them, and goes back to editing on a change', () => {
    const conflicts = [
      { date: '2026-12-15', with: 'patient' as const, startsAt: 'x', endsAt: 'y' },
    ];
    let state = run([
      { type: 'open-move', move: { startTime: '16:00', weekday: 2 } },
      { type: 'preview' },
      { type: 'conflicts', conflicts },
      { type: 'confirm-move' },
    ]);
    expect(state).toMatchObject({ phase: 'conflicts', conflicts });
    state = run([{ type: 'edit', move: { weekday: 3 } }], state);
    expect(state).toEqual({
      phase: 'editing',
      move: { startTime: '16:00', weekday: 3 },
      invalid: false,
    });
  });

  it('cancels the rest only with a reason, and names a refusal', () => {
    let state = run([{ type: 'open-cancel' }, { type: 'confirm-cancel' }]);
    expect(state).toEqual({ phase: 'asking-cancel', reason: '', invalid: true });
    state = run(
      [{ type: 'reason', reason: '  Treatment ended ' }, { type: 'confirm-cancel' }],
      state,
    );
    expect(state).toEqual({ phase: 'cancelling', reason: 'Treatment ended' });
    expect(run([{ type: 'close' }], state)).toBe(state);
    expect(run([{ type: 'failed', detail: 'Your role does not allow booking.' }], state)).toEqual({
      phase: 'failed',
      action: 'cancel',
      detail: 'Your role does not allow booking.',
    });
  });

  it('numbers only the sessions held or to be held: a cancelled one has no place and leaves the rest renumbered', () => {
    const series = [
      session('a', '2026-11-23T22:30:00Z', 'no-show'),
      session('b', '2026-11-30T22:30:00Z', 'cancelled'),
      session('c', '2026-12-07T22:30:00Z'),
      session('d', '2026-12-14T22:30:00Z', 'cancelled'),
    ];
    expect(positionIn(series, 'a')).toEqual({ position: 1, total: 2 });
    expect(positionIn(series, 'c')).toEqual({ position: 2, total: 2 });
    expect(positionIn(series, 'b')).toEqual({ position: null, total: 2 });
  });

  it('counts this session’s place in its series and lists the planned rest from its clinic date on', () => {
    const series = [
      session('a', '2026-11-23T22:30:00Z', 'finished'),
      session('b', '2026-11-30T22:30:00Z'),
      session('c', '2026-12-07T22:30:00Z', 'cancelled'),
      session('d', '2026-12-14T22:30:00Z'),
    ];
    expect(positionIn(series, 'b')).toEqual({ position: 2, total: 3 });
    expect(positionIn(series, 'z')).toBeNull();
    // 22:30 UTC is the next day in Bucharest: from 1 December on, b and d are planned.
    expect(restOf(series, '2026-12-01', 'Europe/Bucharest').map((s) => s.id)).toEqual(['b', 'd']);
    expect(restOf(series, '2026-12-01', 'UTC').map((s) => s.id)).toEqual(['d']);
  });
});
