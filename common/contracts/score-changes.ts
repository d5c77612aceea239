import type { ScoreChange } from './encounters.contract';

export type ScoreDirection = 'improved' | 'worsened' | 'unchanged';

/** On both instruments a lower total is fewer symptoms: a lower latest score is an improvement. */
export function directionOf(
  change: Pick<ScoreChange, 'previousTotal' | 'latestTotal'>,
): ScoreDirection {
  if (change.latestTotal < change.previousTotal) return 'improved';
  if (change.latestTotal > change.previousTotal) return 'worsened';
  return 'unchanged';
}

/** 0: worse; 1: better across a severity band; 2: better within its band. */
function urgencyOf(change: ScoreChange): number {
  if (directionOf(change) === 'worsened') return 0;
  return change.previousBand !== change.latestBand ? 1 : 2;
}

const newestFirst = (a: ScoreChange, b: ScoreChange) =>
  Date.parse(b.effectiveAt) - Date.parse(a.effectiveAt);

/**
 * The day's "Latest PHQ-9 / GAD-7 changes" as a clinician reads them (issue 30): a patient getting
 * worse first, then one who crossed a severity band, then the other improvements, each group most
 * recent first; an unchanged total is no change and is left out. At most `limit` rows.
 */
export function rankScoreChanges<T extends ScoreChange>(
  changes: readonly T[],
  limit = Number.POSITIVE_INFINITY,
): T[] {
  return changes
    .filter((change) => directionOf(change) !== 'unchanged')
    .sort((a, b) => urgencyOf(a) - urgencyOf(b) || newestFirst(a, b))
    .slice(0, limit);
}
