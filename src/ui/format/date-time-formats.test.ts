import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from './date-time-formats';

describe('dateTimeFormat', () => {
  it('hands back the same formatter for the same language and options', () => {
    const first = dateTimeFormat('en', { timeStyle: 'short', timeZone: 'Europe/Bucharest' });
    const again = dateTimeFormat('en', { timeStyle: 'short', timeZone: 'Europe/Bucharest' });
    expect(again).toBe(first);
  });

  it('keeps formatters of other languages and time zones apart', () => {
    const noon = new Date('2026-03-23T10:00:00Z');
    const bucharest = dateTimeFormat('en-GB', { timeStyle: 'short', timeZone: 'Europe/Bucharest' });
    const utc = dateTimeFormat('en-GB', { timeStyle: 'short', timeZone: 'UTC' });
    const french = dateTimeFormat('fr', { dateStyle: 'full', timeZone: 'UTC' });
    expect(bucharest.format(noon)).toBe('12:00');
    expect(utc.format(noon)).toBe('10:00');
    expect(french.format(noon)).toBe('lundi 23 mars 2026');
  });
});
