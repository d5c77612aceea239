import { describe, expect, it } from 'vitest';
import { HEADER_COLOR_NAMES, HEADER_COLORS } from './layout-settings';

/** WCAG 2.2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('header colours', () => {
  it('offers twelve colours (spec §9)', () => {
    expect(HEADER_COLOR_NAMES).toHaveLength(12);
  });

  it.each(HEADER_COLOR_NAMES)('%s keeps white header text at 4.5:1 or more (WCAG AA)', (name) => {
    const ratio = 1.05 / (luminance(HEADER_COLORS[name]) + 0.05);
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });
});
