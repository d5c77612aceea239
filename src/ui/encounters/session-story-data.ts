import type { DayResponse, Encounter } from '../../../common/contracts/encounters.contract';
import { spansOf } from '../../../common/time/availability-intervals';
import { parseIsoDate } from '../../../common/time/zoned-time';
import { newBookingValues } from './booking-check';
import type { DayAvailability } from './day-view-props';

/** Fictional sessions for stories (demo patients, clinic in Bucharest). */
export const STORY_TIME_ZONE = 'Europe/Bucharest';
export const STORY_DAY_START = '2026-11-23T22:00:00.000Z';

export const storySession = (over: Partial<Encounter> = {}): Encounter => ({
  id: 'e-1',
  patient: { id: 'p-1', name: 'Ada Lovelace', mrn: '000001' },
  clinician: { id: 'c-1', name: 'Dana Demo' },
  startsAt: '2026-11-24T07:00:00.000Z',
  endsAt: '2026-11-24T07:50:00.000Z',
  modality: 'in-person',
  type: 'individual',
  location: 'Room 2',
  videoLink: null,
  status: 'planned',
  statusReason: null,
  arrivedAt: null,
  startedAt: null,
  finishedAt: null,
  ...over,
});

export const LONG_NAME = 'Maria-Alexandra Constantinescu-Vasilescu de la Târgu Neamț';

export const storyClinicians = [
  { id: 'c-1', name: 'Dana Demo', credentials: 'LCSW' },
  { id: 'c-2', name: 'Grace Okafor', credentials: 'PsyD' },
];

export const storyBookingValues = newBookingValues({
  clinicianId: 'c-1',
  date: '2026-11-24',
  time: '09:00',
  minutes: 50,
});

export const busyDay: DayResponse = {
  sessions: [
    storySession({
      id: 'e-1',
      status: 'finished',
      startedAt: '2026-11-24T07:01:00Z',
      finishedAt: '2026-11-24T07:50:00Z',
    }),
    storySession({
      id: 'e-2',
      patient: { id: 'p-2', name: 'Grace Hopper', mrn: '000002' },
      startsAt: '2026-11-24T08:00:00.000Z',
      endsAt: '2026-11-24T08:50:00.000Z',
      status: 'in-progress',
    }),
    storySession({
      id: 'e-3',
      patient: { id: 'p-3', name: LONG_NAME, mrn: '000003' },
      startsAt: '2026-11-24T09:00:00.000Z',
      endsAt: '2026-11-24T09:50:00.000Z',
      status: 'arrived',
    }),
    storySession({
      id: 'e-4',
      patient: { id: 'p-4', name: 'Barbara Liskov', mrn: '000004' },
      startsAt: '2026-11-24T12:00:00.000Z',
      endsAt: '2026-11-24T12:50:00.000Z',
    }),
  ],
  notesToWrite: [
    {
      ...storySession({
        id: 'e-0',
        startsAt: '2026-11-20T07:00:00.000Z',
        endsAt: '2026-11-20T07:50:00.000Z',
        status: 'finished',
      }),
      // A DAP draft is started: its link opens the DAP form.
      noteFormat: 'dap',
    },
    { ...storySession({ id: 'e-1', status: 'finished' }), noteFormat: null },
  ],
  flaggedPatients: [
    { id: 'p-3', name: LONG_NAME, mrn: '000003', flags: ['suicide-risk', 'safeguarding'] },
  ],
  scoreChanges: [
    {
      patientId: 'p-2',
      patientName: 'Grace Hopper',
      instrument: 'gad7',
      previousTotal: 6,
      latestTotal: 12,
      previousBand: 'mild',
      latestBand: 'moderate',
      effectiveAt: '2026-11-23T09:00:00.000Z',
    },
    {
      patientId: 'p-3',
      patientName: LONG_NAME,
      instrument: 'phq9',
      previousTotal: 14,
      latestTotal: 9,
      previousBand: 'moderate',
      latestBand: 'mild',
      effectiveAt: '2026-11-20T09:00:00.000Z',
    },
    {
      patientId: 'p-4',
      patientName: 'Barbara Liskov',
      instrument: 'phq9',
      previousTotal: 3,
      latestTotal: 3,
      previousBand: 'minimal',
      latestBand: 'minimal',
      effectiveAt: '2026-11-18T09:00:00.000Z',
    },
  ],
};

/** The clinic's day of the front desk: three clinicians' sessions, in time order. */
export const clinicDaySessions: Encounter[] = [
  storySession({ id: 'e-1', status: 'arrived', arrivedAt: '2026-11-24T06:55:00Z' }),
  storySession({
    id: 'e-2',
    patient: { id: 'p-2', name: 'Grace Hopper', mrn: '000002' },
    clinician: { id: 'c-2', name: 'Grace Okafor' },
    startsAt: '2026-11-24T07:30:00.000Z',
    endsAt: '2026-11-24T08:20:00.000Z',
    status: 'in-progress',
  }),
  storySession({
    id: 'e-3',
    patient: { id: 'p-3', name: LONG_NAME, mrn: '000003' },
    clinician: { id: 'c-3', name: 'Amira Haddad' },
    startsAt: '2026-11-24T09:00:00.000Z',
    endsAt: '2026-11-24T09:50:00.000Z',
  }),
  storySession({
    id: 'e-4',
    patient: { id: 'p-4', name: 'Barbara Liskov', mrn: '000004' },
    clinician: { id: 'c-2', name: 'Grace Okafor' },
    startsAt: '2026-11-24T12:00:00.000Z',
    endsAt: '2026-11-24T12:50:00.000Z',
  }),
];

/** The story day, Tuesday 24 November 2026, in the clinic (Bucharest). */
export const STORY_DATE = '2026-11-24';

/**
 * The day views' availability on the story day, laid on Bucharest's calendar as the server lays
 * it: each clinician's Tuesday hours (minutes of the day), or a date off; a clinic holiday.
 */
export function storyDayAvailability(
  clinicians: { id: string; name: string; hours: [number, number]; off?: boolean }[],
  holiday?: string,
): DayAvailability {
  const day = parseIsoDate(STORY_DATE)!;
  const holidays = holiday ? [{ date: STORY_DATE, name: holiday }] : [];
  return {
    date: STORY_DATE,
    today: STORY_DATE,
    answer: {
      timeZone: STORY_TIME_ZONE,
      holidays,
      clinicians: clinicians.map((c) => {
        const closed = new Set(c.off || holiday ? [STORY_DATE] : []);
        const week = [{ weekday: 2, startMinute: c.hours[0], endMinute: c.hours[1] }];
        return {
          clinicianId: c.id,
          name: c.name,
          bounded: true,
          spans: spansOf(week, { from: day, to: day }, closed, STORY_TIME_ZONE),
          datesOff: c.off ? [STORY_DATE] : [],
        };
      }),
    },
  };
}
