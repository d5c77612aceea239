import { minuteOfText } from './availability-intervals';
import type { PlannedOccurrence } from './series-expansion';
import {
  addDays,
  formatIsoDate,
  isoWeekday,
  parseIsoDate,
  wallClockAt,
  zonedInstant,
} from './zoned-time';

/** What "this and all following" changes in each occurrence: its weekday, its time, or both. */
export interface OccurrenceMove {
  /** 1 (Monday) … 7 (Sunday), within the occurrence's own week. */
  weekday?: number | undefined;
  /** `HH:MM` on the clinic's clock. */
  startTime?: string | undefined;
}

/**
 * Where one occurrence (its clinic date and instants) goes: the new weekday within its own week
 * (Monday first), the new time of day or its own, in `timeZone`, its length kept. `gap` names the
 * date when that time does not exist there (a spring change skips it). One rule for the server
 * and the mock.
 */
export function moveOccurrence(
  occurrence: PlannedOccurrence,
  move: OccurrenceMove,
  timeZone: string,
): PlannedOccurrence | { gap: string } {
  const day = parseIsoDate(occurrence.date)!;
  const target = move.weekday ? addDays(day, move.weekday - isoWeekday(day)) : day;
  const was = wallClockAt(new Date(occurrence.startsAt), timeZone);
  const minute = move.startTime ? minuteOfText(move.startTime) : was.hour * 60 + was.minute;
  const date = formatIsoDate(target);
  const time = { hour: Math.floor(minute / 60), minute: minute % 60 };
  const starts = minute < 24 * 60 ? zonedInstant(target, time, timeZone) : null;
  if (starts === null) return { gap: date };
  const length = Date.parse(occurrence.endsAt) - Date.parse(occurrence.startsAt);
  return {
    date,
    startsAt: new Date(starts).toISOString(),
    endsAt: new Date(starts + length).toISOString(),
  };
}
