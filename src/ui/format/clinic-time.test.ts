import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatBirthDate, formatInstant, formatSavedMoment } from './clinic-time';

/** Two hours ahead of UTC in winter; the test's browser runs in another zone (UTC here). */
const CLINIC = 'Europe/Bucharest';
const savedMoment = (instant: string) =>
  formatSavedMoment(instant, { locale: 'en-US', timeZone: CLINIC, now: new Date() });

describe('a "last saved" moment', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs in a browser zone other than the clinic’s (so the clinic’s is the one used)', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).not.toBe(CLINIC);
  });

  it('shows only the clinic’s time, without a leading zero, for a save made today', () => {
    vi.setSystemTime(new Date('2026-11-26T18:00:00Z')); // 20:00 in Bucharest
    expect(savedMoment('2026-11-26T14:00:00Z')).toEqual({ today: true, text: '4:00 PM' });
  });

  it('adds the date once the clinic’s day has turned, though the browser’s has not', () => {
    const saved = '2026-11-26T21:30:00Z'; // 23:30 on the 26th in Bucharest
    vi.setSystemTime(new Date('2026-11-26T21:45:00Z'));
    expect(savedMoment(saved)).toEqual({ today: true, text: '11:30 PM' });
    vi.setSystemTime(new Date('2026-11-26T22:15:00Z')); // 00:15 on the 27th there, still the 26th in UTC
    expect(savedMoment(saved)).toEqual({ today: false, text: 'Nov 26, 2026, 11:30 PM' });
  });

  it('keeps the time only when the save was today in the clinic, though yesterday in the browser', () => {
    vi.setSystemTime(new Date('2026-11-27T08:00:00Z'));
    // 23:10 UTC on the 26th is 01:10 on the 27th in Bucharest.
    expect(savedMoment('2026-11-26T23:10:00Z')).toEqual({ today: true, text: '1:10 AM' });
  });

  it('writes the date and time in the reader’s language', () => {
    vi.setSystemTime(new Date('2026-11-27T08:00:00Z'));
    const moment = formatSavedMoment('2026-11-24T15:22:00Z', {
      locale: 'fr',
      timeZone: CLINIC,
      now: new Date(),
    });
    expect(moment).toEqual({ today: false, text: '24 nov. 2026, 17:22' });
  });
});

describe('an instant in the clinic’s clock', () => {
  it('is read in the clinic’s zone, not the browser’s', () => {
    expect(
      formatInstant('2026-11-26T06:25:00Z', { locale: 'en-US', timeZone: CLINIC, style: 'time' }),
    ).toBe('8:25 AM');
  });
});

describe('a birth date', () => {
  it('shows the calendar day as written, in the reader’s language, whatever the zone', () => {
    expect(formatBirthDate('1980-05-17', 'en-US')).toBe('May 17, 1980');
    expect(formatBirthDate('1980-01-01', 'fr')).toBe('1 janvier 1980');
  });
});
