import { describe, expect, it } from 'vitest';
import type { ScoreChange } from './encounters.contract';
import { directionOf, rankScoreChanges } from './score-changes';

const change = (
  patientId: string,
  previous: [number, ScoreChange['previousBand']],
  latest: [number, ScoreChange['latestBand']],
  effectiveAt: string,
): ScoreChange => ({
  patientId,
  patientName: patientId,
  instrument: 'phq9',
  previousTotal: previous[0],
  previousBand: previous[1],
  latestTotal: latest[0],
  latestBand: latest[1],
  effectiveAt,
});

const worseOld = change('worse-old', [10, 'moderate'], [12, 'moderate'], '2026-10-01T09:00:00Z');
const worseNew = change(
  'worse-new',
  [4, 'minimal'],
  [16, 'moderately-severe'],
  '2026-11-20T09:00:00Z',
);
const crossed = change('crossed', [11, 'moderate'], [7, 'mild'], '2026-11-25T09:00:00Z');
const within = change('within', [8, 'mild'], [6, 'mild'], '2026-11-28T09:00:00Z');
const same = change('same', [0, 'minimal'], [0, 'minimal'], '2026-11-29T09:00:00Z');

const order = (changes: ScoreChange[], limit?: number) =>
  rankScoreChanges(changes, limit).map((each) => each.patientId);

describe('the latest PHQ-9 / GAD-7 changes a clinician reads first', () => {
  it('puts every worsening before any improvement, however recent the improvement', () => {
    expect(order([within, crossed, worseOld])).toEqual(['worse-old', 'crossed', 'within']);
  });

  it('puts an improvement across a severity band before one within its band', () => {
    expect(order([within, crossed])).toEqual(['crossed', 'within']);
  });

  it('orders changes of the same kind most recent first', () => {
    expect(order([worseOld, worseNew])).toEqual(['worse-new', 'worse-old']);
  });

  it('leaves out a score that did not change, such as 0 → 0', () => {
    expect(order([same, within])).toEqual(['within']);
    expect(order([same])).toEqual([]);
  });

  it('keeps at most the limit, chosen after ranking so a worsening is never cut for a newer row', () => {
    expect(order([same, within, crossed, worseOld, worseNew], 2)).toEqual([
      'worse-new',
      'worse-old',
    ]);
  });

  it('leaves the list it was given as it was', () => {
    const given = [within, worseOld];
    rankScoreChanges(given);
    expect(given).toEqual([within, worseOld]);
  });
});

describe('the direction of a change', () => {
  it('calls a lower total an improvement, a higher one a worsening, an equal one unchanged', () => {
    expect(directionOf({ previousTotal: 9, latestTotal: 4 })).toBe('improved');
    expect(directionOf({ previousTotal: 4, latestTotal: 9 })).toBe('worsened');
    expect(directionOf({ previousTotal: 4, latestTotal: 4 })).toBe('unchanged');
  });
});
