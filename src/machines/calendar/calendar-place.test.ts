import { describe, expect, it } from 'vitest';
import {
  daysOf,
  placeFromSearch,
  searchOf,
  shownView,
  stepped,
  windowOf,
  calendarRequestOf,
  type CalendarPlace,
} from './calendar-place';

const TODAY = '2026-11-29';
const week = (date: string): CalendarPlace => ({ view: 'week', date, clinicianId: null });

describe('the calendar’s place in the URL', () => {
  it('reads the view, the date and the clinician from the query string', () => {
    expect(placeFromSearch('?view=day&date=2026-11-30&clinician=c-1', TODAY)).toEqual({
      place: { view: 'day', date: '2026-11-30', clinicianId: 'c-1' },
      notice: null,
    });
  });

  it('shows today’s day view when the URL names nothing, as the dashboard did before the calendar', () => {
    expect(placeFromSearch('', TODAY)).toEqual({
      place: { view: 'day', date: TODAY, clinicianId: null },
      notice: null,
    });
  });

  it.each(['2026-02-30', 'monday', '2026-1-5', ''])(
    'shows today with a bad-date notice for the date %j',
    (date) => {
      const { place, notice } = placeFromSearch(`?view=day&date=${date}`, TODAY);
      expect(place).toEqual({ view: 'day', date: TODAY, clinicianId: null });
      expect(notice).toBe('bad-date');
    },
  );

  it('falls back to the day for an unknown view, and keeps the week a URL names', () => {
    expect(placeFromSearch('?view=month&date=2026-11-30', TODAY).place.view).toBe('day');
    expect(placeFromSearch('?view=week&date=2026-11-30', TODAY).place).toEqual(week('2026-11-30'));
  });

  it('writes a place back to a query string that reads the same', () => {
    const place = { view: 'agenda', date: '2026-12-01', clinicianId: 'c 2' } as const;
    const search = searchOf(place);
    expect(search).toBe('?view=agenda&date=2026-12-01&clinician=c+2');
    expect(placeFromSearch(search, TODAY).place).toEqual(place);
  });
});

describe('moving through the calendar', () => {
  it('steps a day view by one day, across a month end', () => {
    const day = { view: 'day', date: '2026-11-30', clinicianId: null } as const;
    expect(stepped(day, 1).date).toBe('2026-12-01');
    expect(stepped(day, -1).date).toBe('2026-11-29');
  });

  it('steps a week by seven days and an agenda by fourteen, across a year end', () => {
    expect(stepped(week('2026-12-28'), 1).date).toBe('2027-01-04');
    expect(stepped({ ...week('2026-12-28'), view: 'agenda' }, -1).date).toBe('2026-12-14');
  });
});

describe('the days a view shows', () => {
  it('shows Monday to Sunday for a Sunday when the week starts on Monday', () => {
    expect(windowOf(week('2026-11-29'), 1)).toEqual({ from: '2026-11-23', days: 7 });
  });

  it('starts the week on Sunday when the clinic says so', () => {
    expect(windowOf(week('2026-11-29'), 7)).toEqual({ from: '2026-11-29', days: 7 });
    expect(windowOf(week('2026-12-05'), 7)).toEqual({ from: '2026-11-29', days: 7 });
  });

  it('shows one day for the day view and fourteen from the date for the agenda', () => {
    expect(windowOf({ ...week('2026-11-29'), view: 'day' }, 1)).toEqual({
      from: '2026-11-29',
      days: 1,
    });
    expect(windowOf({ ...week('2026-11-29'), view: 'agenda' }, 1)).toEqual({
      from: '2026-11-29',
      days: 14,
    });
  });

  it('asks for a week by its date, leaving its first day to the clinic’s settings on the server', () => {
    expect(calendarRequestOf(week('2026-11-29'), { clinicianId: 'c-1' })).toEqual({
      weekOf: '2026-11-29',
      clinicianId: 'c-1',
    });
    expect(calendarRequestOf(week('2026-11-29'), {})).toEqual({ weekOf: '2026-11-29' });
  });

  it('asks for an agenda and a day by their first day and length', () => {
    expect(calendarRequestOf({ ...week('2026-11-29'), view: 'agenda' }, {})).toEqual({
      from: '2026-11-29',
      days: 14,
    });
    expect(
      calendarRequestOf({ ...week('2026-11-29'), view: 'day' }, { clinicianId: 'c-2' }),
    ).toEqual({ from: '2026-11-29', days: 1, clinicianId: 'c-2' });
  });

  it('lists each day of a window, across a month end', () => {
    expect(daysOf({ from: '2026-11-29', days: 3 })).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
    ]);
  });

  it('turns the week into the agenda on a narrow screen, and leaves the day view', () => {
    expect(shownView('week', true)).toBe('agenda');
    expect(shownView('day', true)).toBe('day');
    expect(shownView('week', false)).toBe('week');
  });
});
