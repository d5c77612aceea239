import type { Page } from '@playwright/test';
import { encounterListResponse } from '../../common/contracts/encounters.contract';
import { addDays, formatIsoDate, parseIsoDate, zonedInstant } from '../../common/time/zoned-time';
import { call } from './clinical-records';
import { DEMO_CLINIC } from './demo-clinic';

/** Mihai Stănescu (server/seed/members.ts): the clinician the series specs book with. */
export const SERIES_CLINICIAN = { id: 'demo-clinician-2', email: 'clinician2@praxis.clinic' };

/**
 * A Monday four weeks or so ahead of `today` (a clinic date), past the seed's bookings (two weeks
 * ahead) and the calendar spec's move (next Monday).
 */
export function firstMonday(today: string): string {
  const day = parseIsoDate(today)!;
  const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
  return formatIsoDate(addDays(day, ((8 - weekday) % 7 || 7) + 21));
}

export const plusDays = (date: string, days: number) =>
  formatIsoDate(addDays(parseIsoDate(date)!, days));

/** The instant (ISO) of a clinic date and time in the demo clinic's time zone. */
export function clinicInstant(date: string, time: string): string {
  const [hour, minute] = time.split(':').map(Number);
  const ms = zonedInstant(
    parseIsoDate(date)!,
    { hour: hour!, minute: minute! },
    DEMO_CLINIC.timeZone,
  );
  return new Date(ms!).toISOString();
}

/** The patient's sessions, read from the server as the signed-in member. */
export async function sessionsOf(page: Page, patientId: string) {
  const body = await call(page, 'GET', `/encounters?patientId=${encodeURIComponent(patientId)}`);
  return encounterListResponse.parse(body).encounters;
}
