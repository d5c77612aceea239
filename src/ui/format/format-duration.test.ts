import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [999, '0:00'],
    [59_000, '0:59'],
    [28 * 60_000, '28:00'],
    [3_600_000 + 61_000, '1:01:01'],
    [-5_000, '0:00'],
  ])('%i ms reads as %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
