import { describe, expect, it } from 'vitest';
import type { CalendarSession } from '../../../common/contracts/calendar.contract';
import { MOVE_IDLE, moveReducer, slotStart, type MoveState } from './move-session';

const TZ = 'Europe/Bucharest';
const session: CalendarSession = {
  id: 's-1',
  clinician: { id: 'c-1', name: 'Grace Okafor' },
  patient: { id: 'p-1', name: 'Ada Lovelace' },
  // 09:00–09:50 in Bucharest (UTC+2 in winter).
  startsAt: '2026-11-30T07:00:00.000Z',
  endsAt: '2026-11-30T07:50:00.000Z',
  status: 'planned',
  modality: 'in-person',
  type: 'individual',
};
const choose = { type: 'choose', date: '2026-12-02', hour: 14, timeZone: TZ } as const;
const run = (...events: Parameters<typeof moveReducer>[1][]) =>
  events.reduce<MoveState>(moveReducer, MOVE_IDLE);

describe('moving a session by choosing a slot', () => {
  it('goes from the session to a chosen slot that keeps the session’s length, then saves on confirming', () => {
    expect(run({ type: 'start', session })).toEqual({ phase: 'choosing', session, problem: null });
    expect(run({ type: 'start', session }, choose)).toEqual({
      phase: 'confirming',
      session,
      startsAt: '2026-12-02T12:00:00.000Z',
      endsAt: '2026-12-02T12:50:00.000Z',
    });
    const saving = run({ type: 'start', session }, choose, { type: 'confirm' });
    expect(saving.phase).toBe('saving');
    expect(moveReducer(saving, { type: 'saved', startsAt: '2026-12-02T12:00:00.000Z' })).toEqual({
      phase: 'idle',
      moved: { session, startsAt: '2026-12-02T12:00:00.000Z' },
    });
  });

  it('keeps choosing with the conflict named when the server refuses the new time', () => {
    const conflict = {
      patientName: 'Grace Hopper',
      startsAt: '2026-12-02T12:00:00.000Z',
      endsAt: '2026-12-02T12:50:00.000Z',
    };
    const state = run(
      { type: 'start', session },
      choose,
      { type: 'confirm' },
      {
        type: 'refused',
        problem: { kind: 'conflict', conflict },
      },
    );
    expect(state).toEqual({ phase: 'choosing', session, problem: { kind: 'conflict', conflict } });
  });

  it('cancels while choosing or confirming, but not while the move is being saved', () => {
    expect(run({ type: 'start', session }, { type: 'cancel' })).toEqual(MOVE_IDLE);
    expect(run({ type: 'start', session }, choose, { type: 'cancel' })).toEqual(MOVE_IDLE);
    expect(
      run({ type: 'start', session }, choose, { type: 'confirm' }, { type: 'cancel' }).phase,
    ).toBe('saving');
  });

  it('moves neither a busy block nor a session that is no longer planned', () => {
    expect(run({ type: 'start', session: { ...session, patient: null } })).toEqual(MOVE_IDLE);
    expect(run({ type: 'start', session: { ...session, status: 'arrived' } })).toEqual(MOVE_IDLE);
  });

  it('ignores a slot whose hour a spring daylight saving change skips', () => {
    // 2027-03-28 03:00 does not exist in Bucharest (02:59 → 04:00).
    expect(slotStart('2027-03-28', 3, TZ)).toBeNull();
    const state = run({ type: 'start', session }, { ...choose, date: '2027-03-28', hour: 3 });
    expect(state.phase).toBe('choosing');
  });
});
