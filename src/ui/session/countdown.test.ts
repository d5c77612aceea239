import { describe, expect, it } from 'vitest';
import { announcedCountdown, formatCountdown } from './countdown';

describe('countdown text', () => {
  it.each([
    [120_000, '2:00'],
    [119_001, '2:00'],
    [119_000, '1:59'],
    [60_000, '1:00'],
    [5_400, '0:06'],
    [1, '0:01'],
    [0, '0:00'],
    [-50, '0:00'],
  ])('shows %i ms as %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });

  it('announces only at checkpoints, so the live region speaks a few times, not every second', () => {
    const spoken = new Set<string>();
    for (let ms = 120_000; ms > 0; ms -= 1_000) spoken.add(announcedCountdown(ms));
    expect([...spoken]).toEqual(['2:00', '1:30', '1:00', '0:30', '0:10', '0:05']);
  });
});
