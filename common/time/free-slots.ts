import type { TimeSpan } from './availability-intervals';

/**
 * A clinician's free slots for a session of a given length (issue 36, the patient asking for
 * another time): slots laid from the start of each bookable span (issue 32's availability), one
 * session length apart, that start after `notBefore`, end inside the span and share no time
 * (half-open) with a busy session. Pure, for the server and the mock.
 */
export function freeSlots(input: {
  spans: readonly TimeSpan[];
  busy: readonly TimeSpan[];
  minutes: number;
  notBefore: number;
  limit: number;
}): TimeSpan[] {
  const length = input.minutes * 60_000;
  if (length <= 0) return [];
  const busy = input.busy.map((b) => [Date.parse(b.startsAt), Date.parse(b.endsAt)] as const);
  const slots: TimeSpan[] = [];
  const spans = [...input.spans].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  for (const span of spans) {
    const end = Date.parse(span.endsAt);
    for (let start = Date.parse(span.startsAt); start + length <= end; start += length) {
      if (start <= input.notBefore) continue;
      if (busy.some(([from, to]) => from < start + length && to > start)) continue;
      slots.push({
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(start + length).toISOString(),
      });
      if (slots.length >= input.limit) return slots;
    }
  }
  return slots;
}

/** Whether `slot` is one of `slots` (the same start and end instants). */
export const isOneOf = (slot: TimeSpan, slots: readonly TimeSpan[]): boolean =>
  slots.some(
    (s) =>
      Date.parse(s.startsAt) === Date.parse(slot.startsAt) &&
      Date.parse(s.endsAt) === Date.parse(slot.endsAt),
  );
