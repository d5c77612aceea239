import { clinicianShade, type Availability, type SlotShade } from './availability-shading';

/**
 * The day view's availability (issue 32), from the same answer and the same rules as the week's
 * shading (`clinicianShade`): each bounded clinician's day in words, and each session's shade
 * by its own clinician's time. Pure view logic: no React, no clock.
 */
export type ClinicianDay =
  | { kind: 'holiday'; name: string }
  | { kind: 'date-off' }
  | { kind: 'hours'; spans: readonly { startsAt: string; endsAt: string }[] }
  | { kind: 'no-hours' };

export interface ClinicianDayLine {
  clinicianId: string;
  name: string;
  day: ClinicianDay;
}

/**
 * Each clinician's day on the clinic date `date`, in the answer's order; clinicians who are not
 * bounded (neither they nor the clinic set hours, so no time is outside) are left out.
 */
export function clinicianDaysOf(availability: Availability, date: string): ClinicianDayLine[] {
  const holiday = availability.holidays.find((h) => h.date === date);
  return availability.clinicians
    .filter((c) => c.bounded)
    .map((c) => {
      const day: ClinicianDay = holiday
        ? { kind: 'holiday', name: holiday.name }
        : c.datesOff.includes(date)
          ? { kind: 'date-off' }
          : c.spans.length > 0
            ? { kind: 'hours', spans: c.spans }
            : { kind: 'no-hours' };
      return { clinicianId: c.clinicianId, name: c.name, day };
    });
}

/**
 * A session's shade on the clinic date `date`: its clinician's shade of its own time, as the week
 * shades an hour (a clinic holiday shades it whole). Null: inside their hours, or their time is
 * not bounded, or the answer does not name them.
 */
export function sessionShade(
  availability: Availability,
  session: { clinicianId: string; startsAt: string; endsAt: string },
  date: string,
): SlotShade | null {
  const clinician = availability.clinicians.find((c) => c.clinicianId === session.clinicianId);
  if (!clinician?.bounded) return null;
  const holiday = availability.holidays.find((h) => h.date === date);
  if (holiday) return { kind: 'holiday', name: holiday.name };
  const from = Date.parse(session.startsAt);
  const to = Date.parse(session.endsAt);
  if (!(to > from)) return null;
  return clinicianShade(clinician, date, from, to);
}
