import type { AvailabilityRangeResponse } from '../../../common/contracts/availability.contract';
import { parseIsoDate, zonedInstant } from '../../../common/time/zoned-time';
import { slotKey } from './calendar-grid';

/**
 * The week grid's shading by availability (issue 32): which hour cells lie outside the shown
 * clinicians' bookable time (their hours within the opening hours), on their dates off or on a
 * clinic holiday. Pure view logic, like the grid's layout: the clinic's clock decides where an hour
 * begins, so a DST change moves the shading with the clock, not with UTC.
 */
export type SlotShade =
  | { kind: 'holiday'; name: string }
  | { kind: 'date-off' }
  | { kind: 'outside' }
  | { kind: 'partly' };

export type Availability = AvailabilityRangeResponse;

const HOUR_MS = 3_600_000;

/** How much of [from, to) the spans cover, in milliseconds. */
function coveredMs(
  from: number,
  to: number,
  spans: readonly { startsAt: string; endsAt: string }[],
) {
  let covered = 0;
  for (const span of spans) {
    const start = Math.max(from, Date.parse(span.startsAt));
    const end = Math.min(to, Date.parse(span.endsAt));
    if (end > start) covered += end - start;
  }
  return covered;
}

/**
 * One clinician's shade of the time [from, to) (epoch ms) on the clinic date `date`: an hour cell
 * of the week, a session of the day (null: bookable throughout, or the clinician is not bounded).
 */
export function clinicianShade(
  clinician: Availability['clinicians'][number],
  date: string,
  from: number,
  to: number,
): SlotShade | null {
  if (!clinician.bounded) return null;
  if (clinician.datesOff.includes(date)) return { kind: 'date-off' };
  const covered = coveredMs(from, to, clinician.spans);
  if (covered >= to - from) return null;
  return covered === 0 ? { kind: 'outside' } : { kind: 'partly' };
}

/**
 * The shade of every cell of the grid (`slotKey`), cells without one left out. One clinician: their
 * own. Several (the whole clinic): a cell is shaded only where nobody shown may be booked — outside
 * when some may be booked in part of it, partly. A clinic holiday shades its whole day; an hour a
 * spring change skips is not shaded (no time exists there to book). Nothing is shaded when no
 * clinician is bounded (neither they nor the clinic set hours).
 */
export function shadingOf(
  availability: Availability,
  grid: { days: readonly string[]; hours: readonly number[] },
): Map<string, SlotShade> {
  const shades = new Map<string, SlotShade>();
  const holidays = new Map(availability.holidays.map((h) => [h.date, h.name]));
  const { clinicians, timeZone } = availability;
  if (clinicians.length === 0) return shades;
  for (const date of grid.days) {
    const day = parseIsoDate(date);
    if (!day) continue;
    for (const hour of grid.hours) {
      const slot = { date, hour };
      const holiday = holidays.get(date);
      if (holiday !== undefined && clinicians.some((c) => c.bounded)) {
        shades.set(slotKey(slot), { kind: 'holiday', name: holiday });
        continue;
      }
      const from = zonedInstant(day, { hour, minute: 0 }, timeZone);
      if (from === null) continue;
      const each = clinicians.map((c) => clinicianShade(c, date, from, from + HOUR_MS));
      if (each.some((shade) => shade === null)) continue;
      shades.set(slotKey(slot), combined(each as SlotShade[]));
    }
  }
  return shades;
}

/** Several clinicians' shades of one cell, none bookable in full: the mildest of them. */
function combined(shades: readonly SlotShade[]): SlotShade {
  if (shades.some((s) => s.kind === 'partly')) return { kind: 'partly' };
  if (shades.every((s) => s.kind === 'date-off')) return { kind: 'date-off' };
  return { kind: 'outside' };
}
