import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type AnyEventObject } from 'xstate';
import { recordingClockLogic, type ClockEnvironment } from './recording-clock';

const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);

function runClock() {
  const ticks: number[] = [];
  const doc = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as DocumentVisibilityState,
  });
  const win = new EventTarget();
  const environment: ClockEnvironment = {
    now: () => Date.now(),
    window: win as unknown as ClockEnvironment['window'],
    document: doc as unknown as ClockEnvironment['document'],
  };
  const parent = createMachine({
    types: {} as { events: AnyEventObject },
    invoke: { src: recordingClockLogic(environment), input: { intervalMs: 1_000 } },
    on: { 'clock.tick': { actions: ({ event }) => ticks.push(event.now as number) } },
  });
  const actor = createActor(parent).start();
  return { ticks, doc, win, actor };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

describe('the recording clock', () => {
  it('ticks with the wall clock at once and then every interval', async () => {
    const { ticks } = runClock();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(ticks).toEqual([T0, T0 + 1_000, T0 + 2_000, T0 + 3_000]);
  });

  it('ticks again when the tab becomes visible or focused, not when it is hidden', async () => {
    const { ticks, doc, win } = runClock();
    ticks.length = 0;
    vi.setSystemTime(T0 + 60_000);
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(ticks).toEqual([]);
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    win.dispatchEvent(new Event('focus'));
    expect(ticks).toEqual([T0 + 60_000, T0 + 60_000]);
  });

  it('stops ticking and listening once the recording no longer needs it', async () => {
    const { ticks, doc, actor } = runClock();
    actor.stop();
    ticks.length = 0;
    await vi.advanceTimersByTimeAsync(5_000);
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(ticks).toEqual([]);
  });
});
