import { CALENDAR_MAX_DAYS } from '../../../common/constants/calendar.constants';
import type { CalendarRequest } from '../../../common/contracts/calendar.contract';
import { startOfWeek } from '../../../common/time/calendar-window';
import { addDays, formatIsoDate, parseIsoDate } from '../../../common/time/zoned-time';

/**
 * Where the calendar is (issue 32): its view, its date and whose sessions, read from and written
 * to the URL's query string so a view is linkable and survives a reload. Pure: the caller passes
 * the clinic's today.
 */

export const CALENDAR_VIEWS = ['day', 'week', 'agenda'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** The days one agenda lists, from its date on. */
export const AGENDA_DAYS = CALENDAR_MAX_DAYS;
const DAYS_PER_WEEK = 7;

export interface CalendarPlace {
  view: CalendarView;
  /** `YYYY-MM-DD`, a day of the clinic's calendar. */
  date: string;
  /** One clinician's sessions, or null: the viewer's default (their own, or the whole clinic). */
  clinicianId: string | null;
}

/** What was wrong with the URL, shown as a plain notice beside today's view. */
export type PlaceNotice = 'bad-date' | null;

const QUERY = { view: 'view', date: 'date', clinician: 'clinician' } as const;

const isView = (text: string | null): text is CalendarView =>
  CALENDAR_VIEWS.includes(text as CalendarView);

/**
 * The place a query string names; a date that is not a calendar day falls back to `today` with a
 * notice. Without a view (or with an unknown one) it is the day: the dashboard's link opens today,
 * as it did before the calendar.
 */
export function placeFromSearch(
  search: string,
  today: string,
): { place: CalendarPlace; notice: PlaceNotice } {
  const params = new URLSearchParams(search);
  const view = params.get(QUERY.view);
  const date = params.get(QUERY.date);
  const valid = date !== null && parseIsoDate(date) !== null;
  return {
    place: {
      view: isView(view) ? view : 'day',
      date: valid ? date : today,
      clinicianId: params.get(QUERY.clinician) || null,
    },
    notice: date !== null && !valid ? 'bad-date' : null,
  };
}

/** The query string (with its `?`) that names `place`. */
export function searchOf(place: CalendarPlace): string {
  const params = new URLSearchParams({ [QUERY.view]: place.view, [QUERY.date]: place.date });
  if (place.clinicianId) params.set(QUERY.clinician, place.clinicianId);
  return `?${params.toString()}`;
}

const dayAfter = (date: string, delta: number) =>
  formatIsoDate(addDays(parseIsoDate(date)!, delta));

/** The place one step earlier (-1) or later (1): a day, a week or an agenda's fortnight. */
export function stepped(place: CalendarPlace, direction: -1 | 1): CalendarPlace {
  const size = { day: 1, week: DAYS_PER_WEEK, agenda: AGENDA_DAYS }[place.view];
  return { ...place, date: dayAfter(place.date, direction * size) };
}

/** The days a place shows: its first day and how many (the week from the clinic's first day). */
export function windowOf(
  place: CalendarPlace,
  firstDayOfWeek: number,
): { from: string; days: number } {
  if (place.view === 'day') return { from: place.date, days: 1 };
  if (place.view === 'agenda') return { from: place.date, days: AGENDA_DAYS };
  return {
    from: formatIsoDate(startOfWeek(parseIsoDate(place.date)!, firstDayOfWeek)),
    days: DAYS_PER_WEEK,
  };
}

/**
 * What the calendar asks the server for a place, without the clinic's settings: a week by one of
 * its days (`weekOf`: the server frames it by the clinic's first day of the week), so the week's
 * sessions are asked at once and not after the clinic's profile has answered (issue 32); a day or
 * an agenda by its first day.
 */
export function calendarRequestOf(
  place: CalendarPlace,
  clinician: { clinicianId?: string },
): CalendarRequest {
  if (place.view === 'week') return { weekOf: place.date, ...clinician };
  return { ...windowOf(place, 1), ...clinician };
}

/** Every day of the window, in order, as `YYYY-MM-DD`. */
export function daysOf(window: { from: string; days: number }): string[] {
  return Array.from({ length: window.days }, (_, i) => dayAfter(window.from, i));
}

/** The view actually shown: on a narrow screen the week becomes the agenda. */
export const shownView = (view: CalendarView, narrow: boolean): CalendarView =>
  narrow && view === 'week' ? 'agenda' : view;
