import { describe, expect, it } from 'vitest';
import {
  checkClinicHours,
  checkClinicianAvailability,
  checkIntervals,
  type IntervalRow,
} from './availability-form';

const row = (key: string, weekday: number, start: string, end: string): IntervalRow => ({
  key,
  weekday,
  start,
  end,
});

describe('checking the typed availability', () => {
  it('gives the contract’s intervals in weekday and time order, a one-digit hour padded', () => {
    expect(
      checkIntervals([
        row('b', 2, '13:00', '17:00'),
        row('a', 1, '9:00', '12:30'),
        row('c', 2, '08:00', '12:00'),
      ]),
    ).toEqual({
      intervals: [
        { weekday: 1, start: '09:00', end: '12:30' },
        { weekday: 2, start: '08:00', end: '12:00' },
        { weekday: 2, start: '13:00', end: '17:00' },
      ],
    });
  });

  it('accepts 24:00 as the end of a day and refuses it as a start', () => {
    expect(checkIntervals([row('a', 5, '18:00', '24:00')])).toEqual({
      intervals: [{ weekday: 5, start: '18:00', end: '24:00' }],
    });
    expect(checkIntervals([row('a', 5, '24:00', '24:00')])).toEqual({
      errors: new Map([['a', 'format']]),
    });
  });

  it('names a time that is not HH:MM and an end at or before its start', () => {
    const checked = checkIntervals([
      row('bad', 1, '9h', '12:00'),
      row('late', 2, '25:00', '26:00'),
      row('back', 3, '17:00', '09:00'),
      row('zero', 4, '10:00', '10:00'),
    ]);
    expect(checked).toEqual({
      errors: new Map([
        ['bad', 'format'],
        ['late', 'format'],
        ['back', 'endBeforeStart'],
        ['zero', 'endBeforeStart'],
      ]),
    });
  });

  it('names the later of two intervals of one weekday that share time, not touching ones', () => {
    expect(
      checkIntervals([
        row('afternoon', 1, '11:00', '15:00'),
        row('morning', 1, '08:00', '12:00'),
        row('evening', 1, '15:00', '18:00'),
        row('tuesday', 2, '11:00', '15:00'),
      ]),
    ).toEqual({ errors: new Map([['afternoon', 'overlap']]) });
  });

  it('sends a clinician’s dates off in order and refuses one given twice or not a date', () => {
    const hours = [row('h', 1, '09:00', '17:00')];
    expect(
      checkClinicianAvailability({
        hours,
        dates: [
          { key: 'x', date: '2026-12-24' },
          { key: 'y', date: '2026-12-21' },
        ],
      }),
    ).toEqual({
      body: {
        hours: [{ weekday: 1, start: '09:00', end: '17:00' }],
        datesOff: ['2026-12-21', '2026-12-24'],
      },
    });
    expect(
      checkClinicianAvailability({
        hours,
        dates: [
          { key: 'x', date: '2026-12-24' },
          { key: 'y', date: '2026-12-24' },
          { key: 'z', date: '2026-02-30' },
        ],
      }),
    ).toEqual({
      errors: new Map([
        ['y', 'repeated'],
        ['z', 'date'],
      ]),
    });
  });

  it('needs a name for each clinic holiday and sends it trimmed', () => {
    expect(
      checkClinicHours({ hours: [], dates: [{ key: 'x', date: '2026-12-25', name: '  ' }] }),
    ).toEqual({ errors: new Map([['x', 'name']]) });
    expect(
      checkClinicHours({
        hours: [],
        dates: [{ key: 'x', date: '2026-12-25', name: ' Christmas ' }],
      }),
    ).toEqual({
      body: { openingHours: [], holidays: [{ date: '2026-12-25', name: 'Christmas' }] },
    });
  });
});
