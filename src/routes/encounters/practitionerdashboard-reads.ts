import { mayDo } from '../../../common/contracts/clinic.contract';
import { calendarRangePath } from '../../api/calendar/calendar-range-path';
import {
  calendarRequestOf,
  placeFromSearch,
  type CalendarPlace,
} from '../../machines/calendar/calendar-place';
import { chosenCalendar, clinicianQueryOf } from '../../machines/calendar/calendar-scope';
import type { DayScope } from '../../ui/encounters/day-scope-switch';
import type { EarlyRead, FirstReadsViewer } from '../first-reads';

/** Whose day is shown: a clinician's own unless they chose the clinic's; null: no day at all. */
export function scopeOf(isClinician: boolean, seesClinic: boolean, chosen: DayScope | null) {
  if (isClinician) return seesClinic ? (chosen ?? 'mine') : 'mine';
  return seesClinic ? 'clinic' : null;
}

/**
 * The calendar a tab's first load of the dashboard reads: the week's or the agenda's, asked as
 * the page will ask it (the place in the address, today in UTC as the page's first render takes
 * it before the clinic's profile is in, whose calendar as the viewer's rights choose; a phone
 * shows the week as its agenda from the same read). None for the day view (it waits for the
 * clinic's time zone) or a member with no calendar.
 */
export function firstCalendarRead(
  search: string,
  viewer: FirstReadsViewer,
): { place: CalendarPlace; choice: string } | null {
  const isClinician = viewer.roles.includes('clinician');
  const seesClinic = mayDo(viewer.roles, 'seeClinicSchedule');
  if (scopeOf(isClinician, seesClinic, null) === null) return null;
  // Today in UTC without Intl: the entry's first formatter would cost it some 100 ms at 4× CPU.
  const { place } = placeFromSearch(search, new Date().toISOString().slice(0, 10));
  if (place.view === 'day') return null;
  const choice = chosenCalendar(place.clinicianId, {
    userId: viewer.userId,
    isClinician,
    seesClinic,
  });
  return choice === null ? null : { place, choice };
}

/**
 * The addresses the entry asks for on a tab's first load of the dashboard, before React and the
 * page load (first-reads.ts): the calendar's read, as the page's own read will ask it.
 */
export function firstRequests(search: string, viewer: FirstReadsViewer): readonly EarlyRead[] {
  const read = firstCalendarRead(search, viewer);
  if (!read) return [];
  return [
    { path: calendarRangePath(calendarRequestOf(read.place, clinicianQueryOf(read.choice))) },
  ];
}
