import { formatDuration } from '../format/format-duration';

/** m:ss, rounding up so the display never shows 0:00 while time is left. */
export function formatCountdown(remainingMs: number): string {
  return formatDuration(Math.ceil(remainingMs / 1_000) * 1_000);
}

/** Seconds at which a screen reader hears the time left; announcing every second would drown it. */
const ANNOUNCE_AT_S = [120, 90, 60, 30, 10, 5] as const;

/** The last checkpoint reached (or the exact time when above them all), for the live region. */
export function announcedCountdown(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1_000));
  const reached = ANNOUNCE_AT_S.filter((checkpoint) => checkpoint >= total).at(-1);
  return formatCountdown((reached ?? total) * 1_000);
}
