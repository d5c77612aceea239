import {
  bookableWeek,
  spansOf,
  textOfMinute,
  type WeeklyInterval,
} from '../../common/time/availability-intervals.ts';
import { calendarDayAt, formatIsoDate, parseIsoDate } from '../../common/time/zoned-time.ts';
import { outsideAvailabilityRefusal } from '../../common/contracts/series.contract.ts';
import type {
  AvailabilityRangeResponse,
  WeeklyIntervalText,
} from '../../common/contracts/availability.contract.ts';
import { readClinic } from '../clinic/clinic-profile.repository.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import {
  activeClinicians,
  datesOffOf,
  readClinicHours,
  weeksOf,
} from './availability.repository.ts';

/** Minutes back to the contract's `HH:MM` text. */
export const toText = (week: readonly WeeklyInterval[]): WeeklyIntervalText[] =>
  week.map((w) => ({
    weekday: w.weekday,
    start: textOfMinute(w.startMinute),
    end: textOfMinute(w.endMinute),
  }));

/** The calendar's shading from `from` to `to` (checked dates) for every clinician, or one. */
export async function availabilityRange(
  clinic: TenantDb,
  range: { from: string; to: string },
  clinicianId?: string,
): Promise<AvailabilityRangeResponse> {
  const { timeZone } = await readClinic(clinic);
  const clinicians = await activeClinicians(clinic, clinicianId);
  const ids = clinicians.map((c) => c.id);
  const [hours, weeks, datesOff] = await Promise.all([
    readClinicHours(clinic, range),
    weeksOf(clinic, ids),
    datesOffOf(clinic, ids, range),
  ]);
  const days = { from: parseIsoDate(range.from)!, to: parseIsoDate(range.to)! };
  return {
    timeZone,
    holidays: hours.holidays,
    clinicians: clinicians.map((c) => {
      const off = datesOff.get(c.id) ?? [];
      const week = bookableWeek(weeks.get(c.id) ?? [], hours.opening);
      const closed = new Set([...hours.holidays.map((h) => h.date), ...off]);
      return {
        clinicianId: c.id,
        name: c.name,
        bounded: week !== null,
        spans: week === null ? [] : spansOf(week, days, closed, timeZone),
        datesOff: off,
      };
    }),
  };
}

/**
 * The occurrences (by date) that lie outside the clinician's bookable time: their hours within
 * the opening hours, on a day that is neither a holiday nor a date off. None when nothing is set.
 */
export async function datesOutsideAvailability(
  clinic: TenantDb,
  clinicianId: string,
  occurrences: readonly { date: string; startsAt: string; endsAt: string }[],
): Promise<Set<string>> {
  if (occurrences.length === 0) return new Set();
  const dates = occurrences.map((o) => o.date).sort();
  const view = await availabilityRange(clinic, { from: dates[0]!, to: dates.at(-1)! }, clinicianId);
  const one = view.clinicians[0];
  if (!one) return new Set();
  const closed = new Set([...view.holidays.map((h) => h.date), ...one.datesOff]);
  const outside = occurrences.filter(
    (o) =>
      closed.has(o.date) ||
      (one.bounded &&
        !one.spans.some(
          (s) =>
            Date.parse(s.startsAt) <= Date.parse(o.startsAt) &&
            Date.parse(o.endsAt) <= Date.parse(s.endsAt),
        )),
  );
  return new Set(outside.map((o) => o.date));
}

/**
 * One session's date on the clinic's calendar when it lies outside the clinician's bookable time
 * (a single booking or a move), else null: the same rule as a series' occurrences.
 */
export async function sessionOutsideAvailability(
  clinic: TenantDb,
  clinicianId: string,
  span: { startsAt: Date; endsAt: Date },
): Promise<string | null> {
  const { timeZone } = await readClinic(clinic);
  const date = formatIsoDate(calendarDayAt(span.startsAt, timeZone));
  const occurrence = {
    date,
    startsAt: span.startsAt.toISOString(),
    endsAt: span.endsAt.toISOString(),
  };
  const outside = await datesOutsideAvailability(clinic, clinicianId, [occurrence]);
  return outside.has(date) ? date : null;
}

export { outsideAvailabilityRefusal as outsideAvailabilityReply };
