import { describe, expect, it } from 'vitest';
import { ageOn, dayIn } from './patient-age';

describe('a patient’s age', () => {
  it('is a year more on the birthday, not the day before', () => {
    expect(ageOn('1985-12-10', '2026-12-09')).toBe(40);
    expect(ageOn('1985-12-10', '2026-12-10')).toBe(41);
    expect(ageOn('1985-12-10', '2026-12-11')).toBe(41);
  });

  it('counts a month earlier in the year as not yet the birthday', () => {
    expect(ageOn('1990-06-15', '2026-05-30')).toBe(35);
    expect(ageOn('1990-06-15', '2026-07-01')).toBe(36);
  });

  it('is zero on the day of birth and through the first year', () => {
    expect(ageOn('2026-01-05', '2026-01-05')).toBe(0);
    expect(ageOn('2025-01-05', '2026-01-04')).toBe(0);
  });

  it('for someone born on 29 February completes the year on 1 March in a common year', () => {
    expect(ageOn('2000-02-29', '2025-02-28')).toBe(24);
    expect(ageOn('2000-02-29', '2025-03-01')).toBe(25);
  });

  it('for someone born on 29 February completes the year on 29 February in a leap year', () => {
    expect(ageOn('2000-02-29', '2024-02-28')).toBe(23);
    expect(ageOn('2000-02-29', '2024-02-29')).toBe(24);
  });
});

describe('today in the clinic', () => {
  it('is the date in the clinic’s time zone, not the computer’s', () => {
    const lateEvening = new Date('2026-03-01T23:30:00Z');
    expect(dayIn('Europe/Bucharest', lateEvening)).toBe('2026-03-02');
    expect(dayIn('America/Los_Angeles', lateEvening)).toBe('2026-03-01');
  });
});
