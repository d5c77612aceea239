import {
  RECORD_ACCESS_ACTIONS,
  type AccessTrailFilter,
} from '../../../common/contracts/patients.contract';
import { addDays, parseIsoDate, startOfDay } from '../../../common/time/zoned-time';

/**
 * The trail's filter as an owner sets it: a member, an action, clinic days (YYYY-MM-DD), one
 * record (chosen from a line that names it, with that line's words for it), or ''.
 */
export interface TrailFilterValues {
  userId: string;
  action: string;
  fromDay: string;
  toDay: string;
  recordId: string;
  recordLabel: string;
}

export const NO_TRAIL_FILTER: TrailFilterValues = {
  userId: '',
  action: '',
  fromDay: '',
  toDay: '',
  recordId: '',
  recordLabel: '',
};

export type TrailFilterError = 'badDate' | 'toBeforeFrom';

/**
 * The filter the API takes: the clinic's days turned into instants (`from` the start of the first
 * day, `to` the start of the day after the last, so the last day is whole), or why not.
 */
export function trailFilterOf(
  values: TrailFilterValues,
  timeZone: string,
): { filter: AccessTrailFilter } | { error: TrailFilterError } {
  const filter: AccessTrailFilter = {};
  if (values.userId) filter.userId = values.userId;
  if (values.recordId) filter.recordId = values.recordId;
  if ((RECORD_ACCESS_ACTIONS as readonly string[]).includes(values.action)) {
    filter.action = values.action as AccessTrailFilter['action'];
  }
  const from = values.fromDay ? parseIsoDate(values.fromDay) : null;
  const to = values.toDay ? parseIsoDate(values.toDay) : null;
  if ((values.fromDay && !from) || (values.toDay && !to)) return { error: 'badDate' };
  if (from) filter.from = new Date(startOfDay(from, timeZone)).toISOString();
  if (to) filter.to = new Date(startOfDay(addDays(to, 1), timeZone)).toISOString();
  if (filter.from && filter.to && filter.to <= filter.from) return { error: 'toBeforeFrom' };
  return { filter };
}
