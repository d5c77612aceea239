import { describe, expect, it } from 'vitest';
import { formatWait } from './wait-duration';

describe('formatWait', () => {
  it('names a wait under a minute in whole seconds', () => {
    expect(formatWait('en', 45)).toBe('45 seconds');
    expect(formatWait('en', 0.2)).toBe('1 second');
  });

  it('rounds a longer wait up to whole minutes, never promising less than asked', () => {
    expect(formatWait('en', 60)).toBe('1 minute');
    expect(formatWait('en', 61)).toBe('2 minutes');
    expect(formatWait('en', 900)).toBe('15 minutes');
  });

  it('speaks the reader’s language', () => {
    expect(formatWait('fr', 120)).toBe('2 minutes');
    expect(formatWait('ro', 30)).toBe('30 de secunde');
    expect(formatWait('zh', 120)).toBe('2分钟');
  });
});
