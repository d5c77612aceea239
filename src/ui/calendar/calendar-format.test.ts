import { describe, expect, it } from 'vitest';
import type { CalendarSession } from '../../../common/contracts/calendar.contract';
import { formatDay, formatHour } from './calendar-format';
import { clinicianColours } from './clinician-colours';

const session = (clinicianId: string, name: string) =>
  ({ clinician: { id: clinicianId, name } }) as CalendarSession;

describe('the calendar’s days, hours and colours', () => {
  it('writes a clinic day as that date whatever the browser’s time zone', () => {
    expect(formatDay('2026-11-30', 'en-GB', 'weekdayShort')).toBe('Mon 30 Nov');
    expect(formatDay('2026-11-30', 'en-US', 'full')).toBe('Monday, November 30, 2026');
  });

  it('writes an hour of the clinic’s clock in the reader’s language', () => {
    expect(formatHour(9, 'en-US')).toBe('9:00 AM');
    expect(formatHour(14, 'fr')).toBe('14:00');
  });

  it('gives each clinician one colour by name order, the same however the sessions are ordered', () => {
    const sessions = [
      session('c-2', 'Zoe Adams'),
      session('c-1', 'Amira Haddad'),
      session('c-2', 'Zoe Adams'),
    ];
    const colours = clinicianColours(sessions);
    expect([...colours]).toEqual([
      ['c-1', 'blue'],
      ['c-2', 'purple'],
    ]);
    expect(clinicianColours([...sessions].reverse())).toEqual(colours);
  });
});
