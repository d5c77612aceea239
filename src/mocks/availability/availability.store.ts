import {
  toMinutes,
  type ClinicHours,
  type ClinicianAvailability,
} from '../../../common/contracts/availability.contract';
import {
  bookableWeek,
  spansOf,
  withinSpans,
  type TimeSpan,
} from '../../../common/time/availability-intervals';
import { calendarDayAt, formatIsoDate, parseIsoDate } from '../../../common/time/zoned-time';

/**
 * The availability of the browser mock, per clinic in memory: each clinician's week and dates
 * off, the clinic's opening hours and holidays. The bookable time is worked out by the same pure
 * module as the server's (`common/time/availability-intervals.ts`).
 */
interface ClinicAvailability {
  clinicians: Map<string, ClinicianAvailability>;
  clinic: ClinicHours;
}

const clinics = new Map<string, ClinicAvailability>();

function stateOf(tenantId: string): ClinicAvailability {
  let state = clinics.get(tenantId);
  if (!state) {
    state = { clinicians: new Map(), clinic: { openingHours: [], holidays: [] } };
    clinics.set(tenantId, state);
  }
  return state;
}

/** Forgets every mock availability (tests start from none: nothing set bounds nothing). */
export const resetMockAvailability = () => clinics.clear();

export const clinicianWeekOf = (tenantId: string, clinicianId: string): ClinicianAvailability =>
  stateOf(tenantId).clinicians.get(clinicianId) ?? { hours: [], datesOff: [] };

export const setClinicianWeek = (tenantId: string, id: string, week: ClinicianAvailability) => {
  stateOf(tenantId).clinicians.set(id, week);
};

export const clinicHoursOf = (tenantId: string): ClinicHours => stateOf(tenantId).clinic;

export const setClinicHours = (tenantId: string, hours: ClinicHours) => {
  stateOf(tenantId).clinic = hours;
};

export interface ClinicianView {
  bounded: boolean;
  spans: TimeSpan[];
  datesOff: string[];
}

/** One clinician's bookable spans from `from` to `to` (the clinic's dates), as the server's view. */
export function clinicianView(
  tenantId: string,
  clinicianId: string,
  range: { from: string; to: string },
  timeZone: string,
): ClinicianView {
  const { clinic } = stateOf(tenantId);
  const within = (date: string) => range.from <= date && date <= range.to;
  const datesOff = clinicianWeekOf(tenantId, clinicianId).datesOff.filter(within).sort();
  const week = bookableWeek(
    toMinutes(clinicianWeekOf(tenantId, clinicianId).hours),
    toMinutes(clinic.openingHours),
  );
  const closed = new Set([...clinic.holidays.map((h) => h.date), ...datesOff]);
  const days = { from: parseIsoDate(range.from)!, to: parseIsoDate(range.to)! };
  return {
    bounded: week !== null,
    spans: week === null ? [] : spansOf(week, days, closed, timeZone),
    datesOff,
  };
}

/** The occurrences' dates outside the clinician's bookable time (none when nothing is set). */
export function datesOutside(
  tenantId: string,
  clinicianId: string,
  occurrences: readonly { date: string; startsAt: string; endsAt: string }[],
  timeZone: string,
): string[] {
  if (occurrences.length === 0) return [];
  const dates = occurrences.map((o) => o.date).sort();
  const view = clinicianView(
    tenantId,
    clinicianId,
    { from: dates[0]!, to: dates.at(-1)! },
    timeZone,
  );
  const holidays = clinicHoursOf(tenantId).holidays.map((h) => h.date);
  const closed = new Set([...holidays, ...view.datesOff]);
  return occurrences
    .filter(
      (o) => closed.has(o.date) || (view.bounded && !withinSpans(o.startsAt, o.endsAt, view.spans)),
    )
    .map((o) => o.date);
}

/** One session's clinic date when it lies outside the clinician's bookable time, else null. */
export function sessionOutside(
  tenantId: string,
  clinicianId: string,
  span: { startsAt: string; endsAt: string },
  timeZone: string,
): string | null {
  const date = formatIsoDate(calendarDayAt(new Date(span.startsAt), timeZone));
  return datesOutside(tenantId, clinicianId, [{ ...span, date }], timeZone)[0] ?? null;
}
