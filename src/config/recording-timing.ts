import type { RetryWaits } from '../../common/time/retry-waits';

/**
 * Timings of a consented recording (CLINICAL.md decision 5: a closed tab loses seconds, not the
 * session). Durations are milliseconds; the recording statechart reads them as its named delays
 * and as its actors' inputs.
 */
export const RECORDING_TIMING = {
  /** The elapsed time and the limits are re-read from the wall clock this often. */
  tickMs: 1_000,
  /** The recorder hands over a chunk of audio this often (MediaRecorder's timeslice). */
  chunkIntervalMs: 5_000,
  /** Waits before sending a chunk again after failed attempts: 1st, 2nd, … (the last repeats). */
  uploadRetryDelaysMs: [1_000, 2_000, 5_000, 10_000, 30_000] as RetryWaits,
  /** A chunk upload that has not answered after this long counts as a failed attempt. */
  uploadTimeoutMs: 30_000,
  /** After stop, the recorder has this long to hand over its last chunk. */
  stopGraceMs: 3_000,
  /** A recording stops by itself after this much recorded time (a forgotten recorder). */
  maxDurationMs: 3 * 60 * 60 * 1_000,
  /** A recording left paused this long stops by itself, so it does not hold the session forever. */
  maxPausedMs: 30 * 60 * 1_000,
} as const;

export type RecordingTiming = typeof RECORDING_TIMING;
