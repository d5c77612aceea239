import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error.ts';
import { dayIn, requireDateInLife } from './clinic-calendar.ts';

describe("the clinic's calendar day", () => {
  const noonUtc = new Date('2026-03-01T12:00:00Z');

  it('is the day it is in the clinic’s time zone, not in UTC', () => {
    expect(dayIn('UTC', noonUtc)).toBe('2026-03-01');
    expect(dayIn('Pacific/Kiritimati', noonUtc)).toBe('2026-03-02');
    expect(dayIn('Pacific/Pago_Pago', new Date('2026-03-01T05:00:00Z'))).toBe('2026-02-28');
  });

  it('falls back to UTC for a time zone the runtime does not know', () => {
    expect(dayIn('Mars/Olympus_Mons', noonUtc)).toBe('2026-03-01');
  });
});

describe('a date in the patient’s life', () => {
  const bounds = { birthDate: '1985-12-10', today: '2026-03-01' };
  const refusal = (date: string) => {
    try {
      requireDateInLife('effectiveDate', date, bounds);
      return null;
    } catch (error) {
      return error instanceof HttpError ? [error.statusCode, error.message] : error;
    }
  };

  it('takes the birth date, today and any day between', () => {
    expect([refusal('1985-12-10'), refusal('2026-03-01'), refusal('2000-06-15')]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('refuses tomorrow and the day before birth, naming the field', () => {
    expect(refusal('2026-03-02')).toEqual([
      400,
      'Invalid request body: effectiveDate: Must not be in the future',
    ]);
    expect(refusal('1985-12-09')).toEqual([
      400,
      'Invalid request body: effectiveDate: Must not be before the patient’s birth date',
    ]);
  });
});
