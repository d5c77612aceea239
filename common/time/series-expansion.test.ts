import { describe, expect, it } from 'vitest';
import {
  expandSeries,
  MAX_SERIES_OCCURRENCES,
  type PlannedOccurrence,
  type SeriesRule,
} from './series-expansion';
import { parseIsoDate } from './zoned-time';

const LONDON = 'Europe/London';
const NEW_YORK = 'America/New_York';
const day = (text: string) => parseIsoDate(text)!;

const weekly = (first: string, extra: Partial<SeriesRule> = {}): SeriesRule => ({
  firstDate: day(first),
  time: { hour: 9, minute: 0 },
  minutes: 50,
  everyWeeks: 1,
  count: 4,
  ...extra,
});

function occurrencesOf(rule: SeriesRule, zone: string): PlannedOccurrence[] {
  const expansion = expandSeries(rule, zone);
  if ('problem' in expansion) throw new Error(`refused: ${expansion.problem.code}`);
  return expansion.occurrences;
}

describe('a weekly series keeps the clinic’s wall-clock time across daylight saving changes', () => {
  it('stays at 09:00 in London across the spring change (UTC 09:00, then 08:00)', () => {
    const starts = occurrencesOf(weekly('2026-03-22', { count: 3 }), LONDON).map((o) => o.startsAt);
    expect(starts).toEqual([
      '2026-03-22T09:00:00.000Z',
      '2026-03-29T08:00:00.000Z',
      '2026-04-05T08:00:00.000Z',
    ]);
  });

  it('stays at 09:00 in London across the autumn change (UTC 08:00, then 09:00)', () => {
    const starts = occurrencesOf(weekly('2026-10-18', { count: 2 }), LONDON).map((o) => o.startsAt);
    expect(starts).toEqual(['2026-10-18T08:00:00.000Z', '2026-10-25T09:00:00.000Z']);
  });

  it('stays at 09:00 in New York across both changes', () => {
    const spring = occurrencesOf(weekly('2026-03-01', { count: 2 }), NEW_YORK);
    const autumn = occurrencesOf(weekly('2026-10-25', { count: 2 }), NEW_YORK);
    expect(spring.map((o) => o.startsAt)).toEqual([
      '2026-03-01T14:00:00.000Z',
      '2026-03-08T13:00:00.000Z',
    ]);
    expect(autumn.map((o) => o.startsAt)).toEqual([
      '2026-10-25T13:00:00.000Z',
      '2026-11-01T14:00:00.000Z',
    ]);
  });

  it('keeps each session’s true length, on the change day too', () => {
    const [, onChangeDay] = occurrencesOf(
      weekly('2026-03-01', { count: 2, time: { hour: 1, minute: 30 }, minutes: 60 }),
      NEW_YORK,
    );
    expect(Date.parse(onChangeDay!.endsAt) - Date.parse(onChangeDay!.startsAt)).toBe(3_600_000);
  });

  it('places an autumn time shown twice at the first of the two', () => {
    const [, repeated] = occurrencesOf(
      weekly('2026-10-18', { count: 2, time: { hour: 1, minute: 30 } }),
      LONDON,
    );
    expect(repeated!.startsAt).toBe('2026-10-25T00:30:00.000Z');
  });
});

describe('a time that a spring-forward change skips', () => {
  it('refuses the series, naming the date in London (01:30 on 29 March does not exist)', () => {
    const rule = weekly('2026-03-22', { time: { hour: 1, minute: 30 } });
    expect(expandSeries(rule, LONDON)).toEqual({
      problem: { code: 'time-in-gap', date: '2026-03-29' },
    });
  });

  it('refuses the series, naming the date in New York (02:30 on 8 March does not exist)', () => {
    const rule = weekly('2026-03-01', { time: { hour: 2, minute: 30 } });
    expect(expandSeries(rule, NEW_YORK)).toEqual({
      problem: { code: 'time-in-gap', date: '2026-03-08' },
    });
  });

  it('accepts that time when the gap date is skipped as a holiday', () => {
    const expansion = expandSeries(
      weekly('2026-03-01', { time: { hour: 2, minute: 30 } }),
      NEW_YORK,
      {
        holidays: new Set(['2026-03-08']),
        datesOff: new Set(),
      },
    );
    expect('occurrences' in expansion && expansion.occurrences.length).toBe(3);
  });
});

describe('dates across month ends', () => {
  it('walks weekly from 29 January through February into March', () => {
    const dates = occurrencesOf(weekly('2026-01-29', { count: 6 }), LONDON).map((o) => o.date);
    expect(dates).toEqual([
      '2026-01-29',
      '2026-02-05',
      '2026-02-12',
      '2026-02-19',
      '2026-02-26',
      '2026-03-05',
    ]);
  });

  it('reaches 29 February in a leap year and the turn of the year fortnightly', () => {
    const leap = occurrencesOf(weekly('2028-02-15', { count: 3, everyWeeks: 2 }), LONDON);
    const newYear = occurrencesOf(weekly('2026-12-24', { count: 2, everyWeeks: 2 }), LONDON);
    expect(leap.map((o) => o.date)).toEqual(['2028-02-15', '2028-02-29', '2028-03-14']);
    expect(newYear.map((o) => o.date)).toEqual(['2026-12-24', '2027-01-07']);
  });
});

describe('a count or an end date', () => {
  it('makes exactly `count` dates', () => {
    expect(occurrencesOf(weekly('2026-06-01', { count: 5 }), LONDON)).toHaveLength(5);
  });

  it('makes every date up to and including the end date', () => {
    const rule = weekly('2026-06-01', { count: undefined, until: day('2026-06-29') });
    const dates = occurrencesOf(rule, LONDON).map((o) => o.date);
    expect(dates).toEqual(['2026-06-01', '2026-06-08', '2026-06-15', '2026-06-22', '2026-06-29']);
  });

  it('stops fortnightly before an end date that falls between two dates', () => {
    const rule = weekly('2026-06-01', {
      count: undefined,
      until: day('2026-06-28'),
      everyWeeks: 2,
    });
    expect(occurrencesOf(rule, LONDON).map((o) => o.date)).toEqual(['2026-06-01', '2026-06-15']);
  });

  it('refuses both a count and an end date, or neither', () => {
    const both = weekly('2026-06-01', { until: day('2026-06-29') });
    const neither = weekly('2026-06-01', { count: undefined });
    expect(expandSeries(both, LONDON)).toEqual({ problem: { code: 'count-or-end' } });
    expect(expandSeries(neither, LONDON)).toEqual({ problem: { code: 'count-or-end' } });
  });

  it('refuses an end date before the first date', () => {
    const rule = weekly('2026-06-01', { count: undefined, until: day('2026-05-31') });
    expect(expandSeries(rule, LONDON)).toEqual({ problem: { code: 'end-before-start' } });
  });
});

describe('the bounds of a series', () => {
  it(`accepts ${MAX_SERIES_OCCURRENCES} weekly dates and refuses one more, or 500`, () => {
    expect(occurrencesOf(weekly('2026-01-05', { count: 52 }), LONDON)).toHaveLength(52);
    expect(expandSeries(weekly('2026-01-05', { count: 53 }), LONDON)).toEqual({
      problem: { code: 'too-many' },
    });
    expect(expandSeries(weekly('2026-01-05', { count: 500 }), LONDON)).toEqual({
      problem: { code: 'too-many' },
    });
  });

  it('refuses a series whose dates run past one year', () => {
    const fortnightly = weekly('2026-01-05', { count: 30, everyWeeks: 2 });
    const farEnd = weekly('2026-01-05', { count: undefined, until: day('2027-01-06') });
    expect(expandSeries(fortnightly, LONDON)).toEqual({ problem: { code: 'too-long' } });
    expect(expandSeries(farEnd, LONDON)).toEqual({ problem: { code: 'too-long' } });
  });
});

describe('skipped dates', () => {
  it('skips clinic holidays and the clinician’s dates off, and says which and why', () => {
    const expansion = expandSeries(weekly('2026-12-14', { count: 4 }), LONDON, {
      holidays: new Set(['2026-12-28']),
      datesOff: new Set(['2026-12-21', '2026-12-28']),
    });
    expect(expansion).toEqual({
      occurrences: [
        {
          date: '2026-12-14',
          startsAt: '2026-12-14T09:00:00.000Z',
          endsAt: '2026-12-14T09:50:00.000Z',
        },
        {
          date: '2027-01-04',
          startsAt: '2027-01-04T09:00:00.000Z',
          endsAt: '2027-01-04T09:50:00.000Z',
        },
      ],
      skipped: [
        { date: '2026-12-21', reason: 'date-off' },
        { date: '2026-12-28', reason: 'clinic-holiday' },
      ],
    });
  });
});

describe('dates left out when booking', () => {
  const none = { holidays: new Set<string>(), datesOff: new Set<string>() };

  it('leaves a date of the rule out: no occurrence on it, named as left out, the count unchanged', () => {
    const expansion = expandSeries(weekly('2026-12-07', { count: 4 }), LONDON, none, [
      '2026-12-21',
    ]);
    if ('problem' in expansion) throw new Error(expansion.problem.code);
    expect(expansion.occurrences.map((o) => o.date)).toEqual([
      '2026-12-07',
      '2026-12-14',
      '2026-12-28',
    ]);
    expect(expansion.skipped).toEqual([{ date: '2026-12-21', reason: 'left-out' }]);
  });

  it('names a left-out date that is also a holiday as the holiday, once', () => {
    const expansion = expandSeries(
      weekly('2026-12-14', { count: 3 }),
      LONDON,
      { holidays: new Set(['2026-12-28']), datesOff: new Set() },
      ['2026-12-28'],
    );
    if ('problem' in expansion) throw new Error(expansion.problem.code);
    expect(expansion.skipped).toEqual([{ date: '2026-12-28', reason: 'clinic-holiday' }]);
  });

  it('refuses a left-out date that is not a date of the rule (a Tuesday of a Monday series, or past the end)', () => {
    const rule = weekly('2026-12-07', { count: 2 });
    expect(expandSeries(rule, LONDON, none, ['2026-12-08'])).toEqual({
      problem: { code: 'left-out-not-in-series', date: '2026-12-08' },
    });
    expect(expandSeries(rule, LONDON, none, ['2026-12-21'])).toEqual({
      problem: { code: 'left-out-not-in-series', date: '2026-12-21' },
    });
  });

  it('refuses the same date left out twice', () => {
    const rule = weekly('2026-12-07', { count: 3 });
    expect(expandSeries(rule, LONDON, none, ['2026-12-14', '2026-12-14'])).toEqual({
      problem: { code: 'left-out-twice', date: '2026-12-14' },
    });
  });

  it('refuses leaving out every date that would be booked', () => {
    const rule = weekly('2026-12-14', { count: 2 });
    const closed = { holidays: new Set(['2026-12-14']), datesOff: new Set<string>() };
    expect(expandSeries(rule, LONDON, closed, ['2026-12-21'])).toEqual({
      problem: { code: 'left-out-all' },
    });
    expect(expandSeries(rule, LONDON, none, ['2026-12-14', '2026-12-21'])).toEqual({
      problem: { code: 'left-out-all' },
    });
  });

  it('accepts a time a spring change skips when that date is left out', () => {
    const rule = { ...weekly('2026-03-22', { count: 2 }), time: { hour: 1, minute: 30 } };
    const expansion = expandSeries(rule, LONDON, none, ['2026-03-29']);
    expect('problem' in expansion).toBe(false);
  });
});
