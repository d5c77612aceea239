import { describe, expect, it } from 'vitest';
import { forwardClock } from './clock.ts';

const HOUR = 60 * 60 * 1000;
const T0 = Date.parse('2026-11-28T09:00:00Z');

/** A wall clock and a monotonic one that tests move by hand. */
function fakeTime() {
  const time = { wall: T0, elapsed: 1_000 };
  return {
    time,
    sources: { wall: () => time.wall, elapsed: () => time.elapsed },
    pass(ms: number) {
      time.wall += ms;
      time.elapsed += ms;
    },
  };
}

describe('the server clock', () => {
  it('reads the wall clock while it runs forward', () => {
    const fake = fakeTime();
    const clock = forwardClock(fake.sources);
    fake.pass(5_000);
    expect(clock().getTime()).toBe(T0 + 5_000);
  });

  it('keeps counting real time when the wall clock is set back 2 h, never going backwards', () => {
    const fake = fakeTime();
    const clock = forwardClock(fake.sources);
    fake.pass(60_000);
    const before = clock().getTime();
    fake.time.wall -= 2 * HOUR;
    fake.pass(1_000);
    const after = clock().getTime();
    expect(after).toBe(before + 1_000);
    fake.pass(30 * 60_000);
    expect(clock().getTime()).toBe(before + 1_000 + 30 * 60_000);
  });

  it('follows a forward correction of the wall clock, and does not fall back behind it later', () => {
    const fake = fakeTime();
    const clock = forwardClock(fake.sources);
    fake.time.wall += HOUR;
    expect(clock().getTime()).toBe(T0 + HOUR);
    fake.time.wall -= HOUR;
    fake.pass(10);
    expect(clock().getTime()).toBe(T0 + HOUR + 10);
  });
});
