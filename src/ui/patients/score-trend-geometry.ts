import type { Observation } from '../../../common/contracts/intake.contract';
import { INSTRUMENTS, type InstrumentId } from '../../../common/scoring/instruments';

/**
 * Where each part of one instrument's trend chart goes, in the SVG's own units. Pure, so the
 * layout is tested without a browser. Right-to-left mirrors the x axis: time runs from the
 * reading start (the right) to its end, the y axis and band names swap sides.
 */
export const CHART = { width: 660, height: 240, top: 16, bottom: 40, axis: 36, bandLabels: 170 };

/** The least room between two dates under the axis (a short date is about 50 units wide). */
export const DATE_LABEL_GAP = 72;
/** Above this many points only the dated ones carry their total (the table has them all). */
export const MAX_TOTAL_LABELS = 12;

export interface ChartGeometry {
  /** The plot's x of a time-ordered point's index (mirrored in right-to-left). */
  points: { observation: Observation; x: number; y: number }[];
  bands: { band: string; y: number; height: number; labelY: number }[];
  ticks: { value: number; y: number }[];
  /** Indices of the points whose dates (and, in a long history, totals) are written. */
  labelled: number[];
  /** Every point's total is written beside it (a short history). */
  allTotals: boolean;
  /** x of the y axis, of the band names, and the plot's horizontal span. */
  axisX: number;
  bandLabelX: number;
  plot: { start: number; end: number };
  rtl: boolean;
}

export function chartGeometry(
  instrument: InstrumentId,
  observations: readonly Observation[],
  rtl: boolean,
): ChartGeometry {
  const { maxTotal, bands } = INSTRUMENTS[instrument];
  const { width, height, top, bottom, axis, bandLabels } = CHART;
  const plotTop = top;
  const plotBottom = height - bottom;
  const y = (total: number) => plotBottom - (total / maxTotal) * (plotBottom - plotTop);
  // In reading order: the y axis first, then the plot, then the band names.
  const startX = axis;
  const endX = width - bandLabels;
  const mirror = (x: number) => (rtl ? width - x : x);

  const sorted = [...observations].sort(
    (a, b) => Date.parse(a.effectiveAt) - Date.parse(b.effectiveAt),
  );
  const times = sorted.map((o) => Date.parse(o.effectiveAt));
  const first = times[0] ?? 0;
  const span = (times[times.length - 1] ?? 0) - first;
  const inset = 20;
  const xOf = (time: number) =>
    span === 0
      ? (startX + endX) / 2
      : startX + inset + ((time - first) / span) * (endX - startX - 2 * inset);

  const points = sorted.map((observation, index) => ({
    observation,
    x: mirror(xOf(times[index]!)),
    y: y(observation.total),
  }));

  return {
    points,
    bands: bands.map(({ band, min, max }) => {
      const low = y(Math.max(0, min - 0.5));
      const high = y(Math.min(maxTotal, max + 0.5));
      return { band, y: high, height: low - high, labelY: (low + high) / 2 };
    }),
    ticks: [...bands.map(({ min }) => min), maxTotal].map((value) => ({ value, y: y(value) })),
    labelled: labelledIndices(points.map((point) => point.x)),
    allTotals: points.length <= MAX_TOTAL_LABELS,
    axisX: mirror(startX),
    bandLabelX: mirror(endX + 6),
    plot: {
      start: Math.min(mirror(startX), mirror(endX)),
      end: Math.max(mirror(startX), mirror(endX)),
    },
    rtl,
  };
}

/**
 * The points whose dates fit under the axis without touching: always the latest, then walking
 * back in time, each one at least `DATE_LABEL_GAP` from the last one kept.
 */
export function labelledIndices(xs: readonly number[]): number[] {
  const kept: number[] = [];
  for (let index = xs.length - 1; index >= 0; index -= 1) {
    const previous = kept[kept.length - 1];
    if (previous === undefined || Math.abs(xs[index]! - xs[previous]!) >= DATE_LABEL_GAP) {
      kept.push(index);
    }
  }
  return kept.reverse();
}
