import { describe, expect, it } from 'vitest';
import { ageGroupOn } from './age-group.ts';

describe('the age group on a day', () => {
  it.each([
    ['2014-06-10', '2026-06-09', 'child'],
    ['2013-06-10', '2026-06-10', 'adolescent'],
    ['2008-06-11', '2026-06-10', 'adolescent'],
    ['2008-06-10', '2026-06-10', 'adult'],
    ['1961-06-11', '2026-06-10', 'adult'],
    ['1961-06-10', '2026-06-10', 'older-adult'],
    ['2026-06-10', '2026-06-10', 'child'],
  ])('of someone born %s is, on %s, %s', (birthDate, today, group) => {
    expect(ageGroupOn(birthDate, today)).toBe(group);
  });

  it('reaches a 29 February birthday on 1 March of a common year', () => {
    expect(ageGroupOn('2008-02-29', '2026-02-28')).toBe('adolescent');
    expect(ageGroupOn('2008-02-29', '2026-03-01')).toBe('adult');
  });

  it('is unknown for a birth date after the day, or a date it cannot read', () => {
    expect(ageGroupOn('2026-06-11', '2026-06-10')).toBeNull();
    expect(ageGroupOn('10/06/2000', '2026-06-10')).toBeNull();
  });
});
