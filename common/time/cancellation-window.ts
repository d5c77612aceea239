import { wallClockAt, zonedInstant, type Instant } from './zoned-time';

/**
 * The clinic's cancellation policy (issue 36): a patient may cancel a planned session in the
 * portal until `windowHours` before it starts; later, only by contacting the clinic. Pure: the
 * caller passes the clock, for the server, the mock and the session view alike.
 *
 * The deadline is read on the clinic's wall clock, as the clinic states its policy ("24 hours
 * before a Monday 10:00 session" is Sunday 10:00 in the clinic's zone), so across a daylight
 * saving change it may lie 23 or 25 real hours before the start. A deadline that falls on a time
 * the spring change skips moves on to the first minute that exists.
 */

/** Why the portal refuses to cancel: too late (contact the clinic), or not cancellable at all. */
export type CancellationVerdict =
  | { kind: 'allowed'; deadline: string }
  | { kind: 'too-late'; deadline: string }
  | { kind: 'not-cancellable' };

const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 3_600_000;

/** The instant until which a session starting at `startsAt` may be cancelled in the portal. */
export function cancellationDeadline(
  startsAt: Instant,
  windowHours: number,
  timeZone: string,
): Date {
  const start = Number(startsAt);
  if (windowHours <= 0) return new Date(start);
  const clock = wallClockAt(start, timeZone);
  // The wall clock read as UTC, moved back `windowHours`, then placed in the zone again.
  const wall =
    Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute) -
    windowHours * MS_PER_HOUR;
  for (let m = 0; m <= 180; m += 1) {
    const shifted = new Date(wall + m * MS_PER_MINUTE);
    const found = zonedInstant(
      {
        year: shifted.getUTCFullYear(),
        month: shifted.getUTCMonth() + 1,
        day: shifted.getUTCDate(),
      },
      { hour: shifted.getUTCHours(), minute: shifted.getUTCMinutes() },
      timeZone,
    );
    if (found !== null) return new Date(found + clock.second * 1000);
  }
  return new Date(start - windowHours * MS_PER_HOUR);
}

/**
 * Whether a session may be cancelled in the portal at `now`: only a planned session that has not
 * started, and only until its deadline (inclusive).
 */
export function cancellationVerdict(
  session: { startsAt: string; status: string },
  now: Instant,
  policy: { windowHours: number; timeZone: string },
): CancellationVerdict {
  const start = Date.parse(session.startsAt);
  if (session.status !== 'planned' || start <= Number(now)) return { kind: 'not-cancellable' };
  const deadline = cancellationDeadline(start, policy.windowHours, policy.timeZone);
  return Number(now) <= deadline.getTime()
    ? { kind: 'allowed', deadline: deadline.toISOString() }
    : { kind: 'too-late', deadline: deadline.toISOString() };
}
