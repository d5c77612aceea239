import { describe, expect, it } from 'vitest';
import { accessTrailFilter } from '../../../common/contracts/patients.contract';
import { NO_TRAIL_FILTER, trailFilterOf } from './access-trail-filter-values';

const ZONE = 'Europe/Bucharest';

describe("the access trail's filter as an owner sets it", () => {
  it('is no filter at all when nothing is chosen', () => {
    expect(trailFilterOf(NO_TRAIL_FILTER, ZONE)).toEqual({ filter: {} });
  });

  it("turns the clinic's days into whole days of instants, the last day included", () => {
    const checked = trailFilterOf(
      {
        ...NO_TRAIL_FILTER,
        userId: 'u-1',
        action: 'read-note',
        fromDay: '2026-03-28',
        toDay: '2026-03-29',
      },
      ZONE,
    );
    // Bucharest moves to summer time on 29 March 2026: the span is 47 hours.
    expect(checked).toEqual({
      filter: {
        userId: 'u-1',
        action: 'read-note',
        from: '2026-03-27T22:00:00.000Z',
        to: '2026-03-29T21:00:00.000Z',
      },
    });
    if ('filter' in checked) expect(accessTrailFilter.safeParse(checked.filter).success).toBe(true);
  });

  it('leaves out an action it does not know rather than sending it', () => {
    expect(trailFilterOf({ ...NO_TRAIL_FILTER, action: 'peek' }, ZONE)).toEqual({ filter: {} });
  });

  it('refuses a date that is not in the calendar, and an end before the start', () => {
    expect(trailFilterOf({ ...NO_TRAIL_FILTER, fromDay: '2026-02-30' }, ZONE)).toEqual({
      error: 'badDate',
    });
    expect(
      trailFilterOf({ ...NO_TRAIL_FILTER, fromDay: '2026-03-10', toDay: '2026-03-09' }, ZONE),
    ).toEqual({ error: 'toBeforeFrom' });
  });
});
