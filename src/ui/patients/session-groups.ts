import type { Encounter, EncounterStatus } from '../../../common/contracts/encounters.contract';
import { calendarDayAt, formatIsoDate } from '../../../common/time/zoned-time';

/** The chart's sessions in three groups: today's, those after today, those before it. */
export interface SessionGroups {
  /** Today in the clinic's zone, and any session still under way: earliest first. */
  today: Encounter[];
  /** After today: soonest first. */
  upcoming: Encounter[];
  /** Before today and over: latest first. */
  past: Encounter[];
}

/** A checked-in or started session has not ended, whatever the clock says of its booked end. */
const UNDER_WAY: ReadonlySet<EncounterStatus> = new Set(['arrived', 'in-progress']);

/**
 * Sorts the sessions by the clinic's calendar day of their start against today's (both in
 * `timeZone`, from the `now` the caller passes, so tests fix it). A session later today, one under
 * way and one that ended this morning are all "today", never "past": the chart reads like the
 * clinician's day.
 */
export function groupSessions(
  sessions: readonly Encounter[],
  now: Date,
  timeZone: string,
): SessionGroups {
  const dayOf = (instant: Date | number) => formatIsoDate(calendarDayAt(instant, timeZone));
  const today = dayOf(now);
  const start = (session: Encounter) => Date.parse(session.startsAt);
  const groups: SessionGroups = { today: [], upcoming: [], past: [] };
  for (const session of sessions) {
    const day = dayOf(start(session));
    if (day === today || UNDER_WAY.has(session.status)) groups.today.push(session);
    else if (day > today) groups.upcoming.push(session);
    else groups.past.push(session);
  }
  groups.today.sort((a, b) => start(a) - start(b));
  groups.upcoming.sort((a, b) => start(a) - start(b));
  groups.past.sort((a, b) => start(b) - start(a));
  return groups;
}
