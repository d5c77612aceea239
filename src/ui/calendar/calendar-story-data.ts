import type { AvailabilityRangeResponse } from '../../../common/contracts/availability.contract';
import { spansOf } from '../../../common/time/availability-intervals';
import { parseIsoDate } from '../../../common/time/zoned-time';
import type {
  CalendarResponse,
  CalendarSession,
} from '../../../common/contracts/calendar.contract';

/** The stories' week: Monday 30 November to Sunday 6 December 2026, in Bucharest (UTC+2). */
export const STORY_WEEK = [
  '2026-11-30',
  '2026-12-01',
  '2026-12-02',
  '2026-12-03',
  '2026-12-04',
  '2026-12-05',
  '2026-12-06',
];
export const STORY_TZ = 'Europe/Bucharest';

const CLINICIANS = [
  { id: 'c-1', name: 'Amira Haddad' },
  { id: 'c-2', name: 'Grace Okafor' },
  { id: 'c-3', name: 'Ioana Popescu' },
];
const PATIENTS = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Mary Somerville', 'Emmy Noether'];
const STATUSES = ['planned', 'arrived', 'finished', 'no-show', 'cancelled'] as const;
const MODALITIES = ['in-person', 'video', 'phone'] as const;

/** A session at `hour` (clinic clock) on the week's `day`-th day, 50 minutes long. */
export function storySession(
  n: number,
  day: number,
  hour: number,
  extra: Partial<CalendarSession> = {},
): CalendarSession {
  const startsAt = new Date(Date.UTC(2026, 10, 30 + day, hour - 2, 0)).toISOString();
  return {
    id: `s-${n}`,
    clinician: CLINICIANS[n % CLINICIANS.length]!,
    patient: { id: `p-${n % PATIENTS.length}`, name: PATIENTS[n % PATIENTS.length]! },
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 50 * 60_000).toISOString(),
    status: 'planned',
    modality: MODALITIES[n % MODALITIES.length]!,
    type: 'individual',
    ...extra,
  };
}

export const answerOf = (sessions: CalendarSession[]): CalendarResponse => ({
  timeZone: STORY_TZ,
  from: '2026-11-29T22:00:00.000Z',
  to: '2026-12-06T22:00:00.000Z',
  firstDay: '2026-11-30',
  days: 7,
  sessions,
  truncated: false,
});

/** One clinician's ordinary week: a few sessions a day, in several statuses. */
export const oneClinicianWeek = [0, 1, 2, 3, 4].flatMap((day) =>
  [9, 11, 14].map((hour, i) =>
    storySession(day * 3 + i, day, hour, {
      clinician: CLINICIANS[0]!,
      status: STATUSES[(day + i) % STATUSES.length]!,
    }),
  ),
);

/** A full clinic week: 200 sessions over seven days, 08:00 to 18:00. */
export const fullClinicWeek = Array.from({ length: 200 }, (_, n) =>
  storySession(n, n % 7, 8 + (Math.floor(n / 7) % 11)),
).sort((a, b) => a.startsAt.localeCompare(b.startsAt));

/** A clinician's week beside a colleague's busy blocks (no patient). */
export const withBusyBlocks = [
  storySession(1, 0, 9, { clinician: CLINICIANS[0]! }),
  storySession(2, 0, 10, { clinician: CLINICIANS[1]!, patient: null }),
  storySession(3, 2, 15, { clinician: CLINICIANS[1]!, patient: null, modality: 'video' }),
];

/** Availability for the story week: `spansOf` lays the weekly hours on Bucharest's calendar. */
function storyAvailabilityOf(
  clinicians: { id: string; name: string; hours: [number, number]; datesOff?: string[] }[],
  holidays: { date: string; name: string }[] = [],
): AvailabilityRangeResponse {
  const range = { from: parseIsoDate(STORY_WEEK[0]!)!, to: parseIsoDate(STORY_WEEK[6]!)! };
  return {
    timeZone: STORY_TZ,
    holidays,
    clinicians: clinicians.map((c) => {
      const closed = new Set([...(c.datesOff ?? []), ...holidays.map((h) => h.date)]);
      const week = [1, 2, 3, 4, 5].map((weekday) => ({
        weekday,
        startMinute: c.hours[0],
        endMinute: c.hours[1],
      }));
      return {
        clinicianId: c.id,
        name: c.name,
        bounded: true,
        spans: spansOf(week, range, closed, STORY_TZ),
        datesOff: c.datesOff ?? [],
      };
    }),
  };
}

/** Amira works 09:00–17:30 Monday to Friday, with Thursday off and Friday a clinic holiday. */
export const oneClinicianAvailability = storyAvailabilityOf(
  [{ ...CLINICIANS[0]!, hours: [9 * 60, 17 * 60 + 30], datesOff: ['2026-12-03'] }],
  [{ date: '2026-12-04', name: 'Romania’s national day' }],
);

/** The whole clinic: an early and a late clinician; shaded only where neither works. */
export const wholeClinicAvailability = storyAvailabilityOf([
  { ...CLINICIANS[0]!, hours: [8 * 60, 13 * 60] },
  { ...CLINICIANS[1]!, hours: [12 * 60, 16 * 60 + 30] },
]);
