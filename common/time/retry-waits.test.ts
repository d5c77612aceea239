import { describe, expect, it } from 'vitest';
import { doublingWaits, waitAfter } from './retry-waits';

describe('the wait before trying again', () => {
  it('follows the list failure by failure, then repeats the last wait', () => {
    const waits = [1_000, 2_000, 5_000];
    expect([1, 2, 3, 4, 9].map((failures) => waitAfter(waits, failures))).toEqual([
      1_000, 2_000, 5_000, 5_000, 5_000,
    ]);
  });

  it('treats "no failure yet" as the first and an empty list as no wait', () => {
    expect(waitAfter([1_000, 2_000], 0)).toBe(1_000);
    expect(waitAfter([], 3)).toBe(0);
  });

  it('doubles from the first wait up to the longest, which it never passes', () => {
    expect(doublingWaits(1_000, 30_000)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000]);
    expect(doublingWaits(1_000, 4_000)).toEqual([1_000, 2_000, 4_000]);
    expect(doublingWaits(5_000, 1_000)).toEqual([1_000]);
  });
});
