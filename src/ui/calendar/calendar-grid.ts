import type { CalendarSession } from '../../../common/contracts/calendar.contract';
import { formatIsoDate, wallClockAt } from '../../../common/time/zoned-time';
import { CALENDAR_GRID } from '../../config/constants';

/**
 * The week grid's layout (issue 32): one row per hour, one column per day, each session in the
 * cell of its start on the clinic's clock. Pure, so a screen reader's grid and the keyboard's
 * moves are tested without a browser.
 */

/** One cell: a day (`YYYY-MM-DD`) and an hour of the clinic's clock. */
export interface Slot {
  date: string;
  hour: number;
}

export const slotKey = (slot: Slot) => `${slot.date}|${slot.hour}`;

/** Where a session starts on the clinic's clock. */
export function slotOf(session: Pick<CalendarSession, 'startsAt'>, timeZone: string): Slot {
  const clock = wallClockAt(Date.parse(session.startsAt), timeZone);
  return { date: formatIsoDate(clock), hour: clock.hour };
}

/** The week's rows and the sessions in each of its cells. */
export interface WeekLayout {
  /** The hours the grid shows: the usual day, widened to hold every session. */
  hours: number[];
  /** Sessions by the cell they start in (`slotKey`), each cell's in time order. */
  cells: Map<string, CalendarSession[]>;
}

/**
 * The hours and the cells of `sessions` (in time order) on the clinic's clock, from one reading
 * of each start's wall clock: 200 sessions take 200 of them, which are not free (issue 32).
 */
export function weekLayout(sessions: readonly CalendarSession[], timeZone: string): WeekLayout {
  let first: number = CALENDAR_GRID.firstHour;
  let last: number = CALENDAR_GRID.lastHour;
  const cells = new Map<string, CalendarSession[]>();
  for (const session of sessions) {
    const slot = slotOf(session, timeZone);
    first = Math.min(first, slot.hour);
    last = Math.max(last, slot.hour);
    const key = slotKey(slot);
    const cell = cells.get(key);
    if (cell) cell.push(session);
    else cells.set(key, [session]);
  }
  const hours = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return { hours, cells };
}

/** Keys that move between cells, as an ARIA grid takes them. */
export type GridKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

/**
 * The cell a key moves to from `slot` (clamped to the grid); left and right swap in a
 * right-to-left page, where the first day is on the right.
 */
export function movedSlot(
  slot: Slot,
  key: GridKey,
  grid: { days: readonly string[]; hours: readonly number[]; rtl: boolean },
): Slot {
  const day = grid.days.indexOf(slot.date);
  const hour = grid.hours.indexOf(slot.hour);
  const clamp = (i: number, length: number) => Math.max(0, Math.min(length - 1, i));
  const along = (delta: number) => ({
    date: grid.days[clamp(day + delta, grid.days.length)] ?? slot.date,
    hour: slot.hour,
  });
  const forward = grid.rtl ? -1 : 1;
  switch (key) {
    case 'ArrowUp':
      return { date: slot.date, hour: grid.hours[clamp(hour - 1, grid.hours.length)]! };
    case 'ArrowDown':
      return { date: slot.date, hour: grid.hours[clamp(hour + 1, grid.hours.length)]! };
    case 'ArrowRight':
      return along(forward);
    case 'ArrowLeft':
      return along(-forward);
    case 'Home':
      return { date: grid.days[0]!, hour: slot.hour };
    case 'End':
      return { date: grid.days[grid.days.length - 1]!, hour: slot.hour };
  }
}
