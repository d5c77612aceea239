import { PROGRESS_BAR } from '../../config/constants';

/** Keeps a fraction inside the bar's range: it never looks empty and never claims to be done. */
export function clampProgress(value: number): number {
  return Math.min(PROGRESS_BAR.maximum, Math.max(PROGRESS_BAR.minimum, value));
}

/** One trickle step: big steps early, smaller as the bar fills, so it slows without stopping. */
export function nextProgress(value: number): number {
  const current = clampProgress(value);
  const step = current < 0.2 ? 0.1 : current < 0.5 ? 0.04 : current < 0.8 ? 0.02 : 0.005;
  return clampProgress(current + step);
}

/** The fraction shown after a number of increments since loading started. */
export function progressAfter(increments: number): number {
  let value: number = PROGRESS_BAR.minimum;
  for (let i = 0; i < increments && value < PROGRESS_BAR.maximum; i += 1) {
    value = nextProgress(value);
  }
  return value;
}

/** The fraction shown `elapsedMs` after loading started (one increment per interval). */
export function progressAt(elapsedMs: number): number {
  return progressAfter(Math.floor(Math.max(0, elapsedMs) / PROGRESS_BAR.incrementEveryMs));
}
