import { describe, expect, it } from 'vitest';
import { freeSlots, isOneOf } from './free-slots';

const span = (startsAt: string, endsAt: string) => ({ startsAt, endsAt });
const starts = (slots: { startsAt: string }[]) => slots.map((s) => s.startsAt.slice(11, 16));

describe('free slots', () => {
  const day = [span('2026-06-11T06:00:00Z', '2026-06-11T10:00:00Z')];

  it('lays slots one session length apart from each span’s start, ending inside the span', () => {
    const slots = freeSlots({ spans: day, busy: [], minutes: 50, notBefore: 0, limit: 10 });
    expect(starts(slots)).toEqual(['06:00', '06:50', '07:40', '08:30']);
    expect(slots[0]!.endsAt).toBe('2026-06-11T06:50:00.000Z');
  });

  it('leaves out slots a session holds (half-open: one ending at the slot’s start does not)', () => {
    const busy = [span('2026-06-11T06:50:00Z', '2026-06-11T07:40:00Z')];
    const slots = freeSlots({ spans: day, busy, minutes: 50, notBefore: 0, limit: 10 });
    expect(starts(slots)).toEqual(['06:00', '07:40', '08:30']);
  });

  it('offers only slots after the given instant, at most the limit, in time order', () => {
    const spans = [span('2026-06-12T06:00:00Z', '2026-06-12T08:00:00Z'), ...day];
    const notBefore = Date.parse('2026-06-11T07:00:00Z');
    const slots = freeSlots({ spans, busy: [], minutes: 60, notBefore, limit: 3 });
    expect(slots.map((s) => s.startsAt)).toEqual([
      '2026-06-11T08:00:00.000Z',
      '2026-06-11T09:00:00.000Z',
      '2026-06-12T06:00:00.000Z',
    ]);
  });

  it('tells whether a requested time is one of the slots', () => {
    const slots = freeSlots({ spans: day, busy: [], minutes: 60, notBefore: 0, limit: 10 });
    expect(isOneOf(span('2026-06-11T07:00:00+00:00', '2026-06-11T08:00:00Z'), slots)).toBe(true);
    expect(isOneOf(span('2026-06-11T07:30:00Z', '2026-06-11T08:30:00Z'), slots)).toBe(false);
  });
});
