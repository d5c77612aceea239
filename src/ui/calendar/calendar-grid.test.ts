import { describe, expect, it } from 'vitest';
import type { CalendarSession } from '../../../common/contracts/calendar.contract';
import { movedSlot, slotOf, weekLayout } from './calendar-grid';

const session = (id: string, startsAt: string): CalendarSession => ({
  id,
  clinician: { id: 'c-1', name: 'Ada Lovelace' },
  patient: { id: 'p-1', name: 'Grace Hopper' },
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 50 * 60_000).toISOString(),
  status: 'planned',
  modality: 'in-person',
  type: 'individual',
});

const GRID = {
  days: ['2026-11-30', '2026-12-01', '2026-12-02'],
  hours: [8, 9, 10],
  rtl: false,
};

describe('the week grid', () => {
  it('places a session in the cell of its start on the clinic’s clock', () => {
    // 22:30 UTC on Sunday is 00:30 on Monday in Bucharest (UTC+2 in winter).
    expect(slotOf(session('s', '2026-11-29T22:30:00Z'), 'Europe/Bucharest')).toEqual({
      date: '2026-11-30',
      hour: 0,
    });
  });

  it('groups the sessions starting in one cell, in time order', () => {
    const { cells } = weekLayout(
      [session('a', '2026-11-30T09:00:00Z'), session('b', '2026-11-30T09:30:00Z')],
      'UTC',
    );
    expect(cells.get('2026-11-30|9')?.map((s) => s.id)).toEqual(['a', 'b']);
  });

  it('shows 07:00 to 19:00, widened to hold an early or late session', () => {
    expect(weekLayout([], 'UTC').hours).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    const wide = weekLayout(
      [session('a', '2026-11-30T06:00:00Z'), session('b', '2026-11-30T21:00:00Z')],
      'UTC',
    ).hours;
    expect(wide[0]).toBe(6);
    expect(wide.at(-1)).toBe(21);
  });
});

describe('moving between cells with the keyboard', () => {
  const from = { date: '2026-12-01', hour: 9 };

  it('moves up and down an hour, and stops at the grid’s edge', () => {
    expect(movedSlot(from, 'ArrowUp', GRID)).toEqual({ date: '2026-12-01', hour: 8 });
    expect(movedSlot(from, 'ArrowDown', GRID)).toEqual({ date: '2026-12-01', hour: 10 });
    expect(movedSlot({ date: '2026-12-01', hour: 10 }, 'ArrowDown', GRID).hour).toBe(10);
  });

  it('moves right to the next day and left to the one before', () => {
    expect(movedSlot(from, 'ArrowRight', GRID).date).toBe('2026-12-02');
    expect(movedSlot(from, 'ArrowLeft', GRID).date).toBe('2026-11-30');
    expect(movedSlot({ date: '2026-12-02', hour: 9 }, 'ArrowRight', GRID).date).toBe('2026-12-02');
  });

  it('moves left to the next day in a right-to-left page', () => {
    expect(movedSlot(from, 'ArrowLeft', { ...GRID, rtl: true }).date).toBe('2026-12-02');
  });

  it('jumps to the first and last day with Home and End, keeping the hour', () => {
    expect(movedSlot(from, 'Home', GRID)).toEqual({ date: '2026-11-30', hour: 9 });
    expect(movedSlot(from, 'End', GRID)).toEqual({ date: '2026-12-02', hour: 9 });
  });
});
