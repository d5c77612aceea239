import type { AccessTrailResponse } from '../../../common/contracts/patients.contract';

type TrailEntry = AccessTrailResponse['entries'][number];

/**
 * Repeated reads within this span are one line of the trail (issue 30: opening a chart
 * re-reads its cards, so one visit wrote five "Opened the chart" lines a minute). Ten minutes: a
 * visit to a chart, re-renders and tab switches included, and still short enough that two
 * separate visits in a morning stay two lines.
 */
export const TRAIL_GROUP_WINDOW_MS = 10 * 60_000;

/** One line of the trail as shown: the newest entry of a run, how many it stands for, and the oldest time. */
export interface TrailGroup {
  entry: TrailEntry;
  count: number;
  /** The oldest entry's time (the same as `entry.at` for a single entry). */
  firstAt: string;
}

/** A read of the record (not a change, not an export): only these are grouped. */
const isRead = (action: string) => action === 'read' || action.startsWith('read-');

const sameRun = (newest: TrailEntry, next: TrailEntry) =>
  isRead(newest.action) &&
  next.action === newest.action &&
  next.user.id === newest.user.id &&
  next.record?.id === newest.record?.id &&
  next.smartApp?.clientId === newest.smartApp?.clientId &&
  Boolean(next.breakGlass) === Boolean(newest.breakGlass) &&
  Date.parse(newest.at) - Date.parse(next.at) <= TRAIL_GROUP_WINDOW_MS;

/**
 * The trail (newest first) with each run of the same member's same read, back to back and within
 * the window of the run's newest, made one line with its count (reads of two different records, two
 * notes say, are two lines; reads through two apps, or through an app and in Praxis, too). Changes, exports and reads under
 * break-glass beside ordinary ones are never merged: each of those stays its own line.
 */
export function groupTrail(entries: readonly TrailEntry[]): TrailGroup[] {
  const groups: TrailGroup[] = [];
  for (const entry of entries) {
    const last = groups.at(-1);
    if (last && sameRun(last.entry, entry)) {
      last.count += 1;
      last.firstAt = entry.at;
    } else {
      groups.push({ entry, count: 1, firstAt: entry.at });
    }
  }
  return groups;
}
