import { describe, expect, it } from 'vitest';
import { PROGRESS_BAR } from '../../config/constants';
import { clampProgress, nextProgress, progressAfter, progressAt } from './progress';

describe('progress arithmetic', () => {
  it('starts at the minimum of 0.08', () => {
    expect(progressAfter(0)).toBe(PROGRESS_BAR.minimum);
    expect(progressAt(0)).toBe(0.08);
  });

  it('never goes below the minimum nor above the maximum of 0.994', () => {
    expect(clampProgress(-1)).toBe(0.08);
    expect(clampProgress(0)).toBe(0.08);
    expect(clampProgress(1)).toBe(0.994);
    expect(progressAfter(10_000)).toBe(PROGRESS_BAR.maximum);
  });

  it('grows on every increment until it reaches the maximum', () => {
    let previous = progressAfter(0);
    for (let n = 1; previous < PROGRESS_BAR.maximum; n += 1) {
      const value = progressAfter(n);
      expect(value).toBeGreaterThan(previous);
      previous = value;
    }
    expect(previous).toBe(PROGRESS_BAR.maximum);
  });

  it('takes smaller steps as the bar fills', () => {
    expect(nextProgress(0.1) - 0.1).toBeCloseTo(0.1);
    expect(nextProgress(0.3) - 0.3).toBeCloseTo(0.04);
    expect(nextProgress(0.6) - 0.6).toBeCloseTo(0.02);
    expect(nextProgress(0.9) - 0.9).toBeCloseTo(0.005);
  });

  it('increments once every 800 ms of elapsed time', () => {
    expect(progressAt(PROGRESS_BAR.incrementEveryMs - 1)).toBe(progressAfter(0));
    expect(progressAt(PROGRESS_BAR.incrementEveryMs)).toBe(progressAfter(1));
    expect(progressAt(3 * PROGRESS_BAR.incrementEveryMs + 10)).toBe(progressAfter(3));
  });
});
