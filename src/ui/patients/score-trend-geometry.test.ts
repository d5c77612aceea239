import { describe, expect, it } from 'vitest';
import type { Observation } from '../../../common/contracts/intake.contract';
import { bandOf } from '../../../common/scoring/instruments';
import { CHART, chartGeometry, DATE_LABEL_GAP, labelledIndices } from './score-trend-geometry';

const score = (id: string, total: number, effectiveAt: string): Observation => ({
  id,
  instrument: 'phq9',
  answers: [],
  total,
  band: bandOf('phq9', total),
  effectiveAt,
  intakeId: null,
  reportedBy: 'clinician',
});
const scores = [
  score('b', 12, '2026-11-03T08:00:00Z'),
  score('a', 20, '2026-10-06T08:00:00Z'),
  score('c', 4, '2026-11-24T08:00:00Z'),
];

describe('the trend chart’s layout', () => {
  it('places points in time order, higher totals higher up', () => {
    const { points } = chartGeometry('phq9', scores, false);
    expect(points.map((p) => p.observation.id)).toEqual(['a', 'b', 'c']);
    expect(points[0]!.x).toBeLessThan(points[1]!.x);
    expect(points[1]!.x).toBeLessThan(points[2]!.x);
    expect(points[0]!.y).toBeLessThan(points[2]!.y);
  });

  it('mirrors time in right-to-left, so the oldest point is at the reading start', () => {
    const ltr = chartGeometry('phq9', scores, false);
    const rtl = chartGeometry('phq9', scores, true);
    expect(rtl.points[0]!.x).toBeGreaterThan(rtl.points[2]!.x);
    expect(rtl.points[0]!.x).toBeCloseTo(CHART.width - ltr.points[0]!.x);
    expect(rtl.axisX).toBeGreaterThan(rtl.bandLabelX);
  });

  it('draws one band per severity range, stacked without gaps from 0 to the maximum', () => {
    const { bands } = chartGeometry('gad7', [], false);
    expect(bands.map((b) => b.band)).toEqual(['minimal', 'mild', 'moderate', 'severe']);
    for (let i = 1; i < bands.length; i += 1) {
      expect(bands[i]!.y + bands[i]!.height).toBeCloseTo(bands[i - 1]!.y);
    }
    expect(bands[bands.length - 1]!.y).toBeCloseTo(CHART.top);
    expect(bands[0]!.y + bands[0]!.height).toBeCloseTo(CHART.height - CHART.bottom);
  });

  it('centres a single point', () => {
    const { points } = chartGeometry('phq9', [scores[0]!], false);
    expect(points[0]!.x).toBeCloseTo((CHART.axis + CHART.width - CHART.bandLabels) / 2);
  });

  it('dates the points whose labels do not touch, always the latest', () => {
    expect(labelledIndices([])).toEqual([]);
    expect(labelledIndices([0, 100, 200])).toEqual([0, 1, 2]);
    // Two points a week apart at the end: the latest keeps its date.
    expect(labelledIndices([0, 100, 200, 210])).toEqual([0, 1, 3]);
    const long = labelledIndices(Array.from({ length: 52 }, (_, i) => i * 9));
    expect(long[long.length - 1]).toBe(51);
    for (let i = 1; i < long.length; i += 1) {
      expect((long[i]! - long[i - 1]!) * 9).toBeGreaterThanOrEqual(DATE_LABEL_GAP);
    }
  });
});
