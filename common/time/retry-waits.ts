/**
 * How long to wait before trying again after failures in a row: the wait after the 1st failure,
 * the 2nd, …; the last one repeats. The one back-off of Praxis: the app's module load, the audit
 * outbox, a recording's chunk uploads and the server's calls to the literature services.
 */
export type RetryWaits = readonly number[];

/** The wait before the next try after `failures` failures in a row (at least one). */
export function waitAfter(waits: RetryWaits, failures: number): number {
  return waits[Math.min(Math.max(failures, 1), waits.length) - 1] ?? 0;
}

/** Waits that double from `firstMs` until they reach `longestMs`, which then repeats. */
export function doublingWaits(firstMs: number, longestMs: number): RetryWaits {
  const waits: number[] = [];
  for (let wait = firstMs; wait > 0 && wait < longestMs; wait *= 2) waits.push(wait);
  return [...waits, longestMs];
}
