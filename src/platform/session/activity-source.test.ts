import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_EVENTS, watchActivity, watchWakeSignals } from './activity-source';

const EPOCH = 1_700_000_000_000;

function setup(throttleMs = 1_000) {
  vi.useFakeTimers({ now: EPOCH });
  const target = new EventTarget();
  const onActivity = vi.fn();
  const onRecording = vi.fn();
  const stop = watchActivity({
    throttleMs,
    now: () => Date.now(),
    target,
    onActivity,
    onRecording,
  });
  return {
    target,
    onActivity,
    onRecording,
    stop,
    advance: (ms: number) => vi.advanceTimersByTime(ms),
  };
}

afterEach(() => vi.useRealTimers());

describe('activity source', () => {
  it('reports a burst of 10 000 events as one activity per throttle window', () => {
    const { target, onActivity, advance } = setup();
    for (let i = 0; i < 10_000; i += 1) {
      target.dispatchEvent(new Event(ACTIVITY_EVENTS[i % ACTIVITY_EVENTS.length]!));
      if (i % 1_000 === 999) advance(99);
    }
    expect(onActivity).toHaveBeenCalledTimes(1);
    advance(1_000);
    target.dispatchEvent(new Event('keydown'));
    expect(onActivity).toHaveBeenCalledTimes(2);
    expect(onActivity).toHaveBeenLastCalledWith(EPOCH + 1_990);
  });

  it('calls its listener once for a burst, not once per event', () => {
    vi.useFakeTimers({ now: EPOCH });
    const target = new EventTarget();
    const add = target.addEventListener.bind(target);
    let listenerCalls = 0;
    vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) =>
      add(
        type,
        (event) => {
          listenerCalls += 1;
          if (typeof listener === 'function') listener(event);
        },
        options,
      ),
    );
    watchActivity({ throttleMs: 1_000, now: () => Date.now(), target, onActivity: () => {} });
    for (let i = 0; i < 10_000; i += 1) target.dispatchEvent(new Event('mousemove'));
    expect(listenerCalls).toBe(1);
  });

  it.each(ACTIVITY_EVENTS)('counts %s as activity', (type) => {
    const { target, onActivity } = setup();
    target.dispatchEvent(new Event(type));
    expect(onActivity).toHaveBeenCalledOnce();
  });

  it('listens passively in the capture phase so it never delays scrolling', () => {
    const target = new EventTarget();
    const add = vi.spyOn(target, 'addEventListener');
    watchActivity({ throttleMs: 1_000, now: () => 0, target, onActivity: () => {} });
    const scroll = add.mock.calls.find(([type]) => type === 'scroll');
    expect(scroll?.[2]).toMatchObject({ capture: true, passive: true });
  });

  it('reports recording-start and recording-stop, unthrottled', () => {
    const { target, onRecording } = setup();
    target.dispatchEvent(new Event('recording-start'));
    target.dispatchEvent(new Event('recording-stop'));
    expect(onRecording.mock.calls.map(([change]) => change)).toEqual(['start', 'stop']);
  });

  it('stops listening when disposed, also in the middle of a throttle window', () => {
    const { target, onActivity, onRecording, stop, advance } = setup();
    target.dispatchEvent(new Event('mousemove'));
    stop();
    advance(5_000);
    onActivity.mockClear();
    target.dispatchEvent(new Event('mousemove'));
    target.dispatchEvent(new Event('recording-start'));
    expect(onActivity).not.toHaveBeenCalled();
    expect(onRecording).not.toHaveBeenCalled();
  });
});

describe('wake signals', () => {
  it('signals every interval, on focus, and when the page becomes visible again', () => {
    vi.useFakeTimers({ now: 5_000 });
    const onSignal = vi.fn();
    const stop = watchWakeSignals({ intervalMs: 1_000, now: () => Date.now(), onSignal });
    vi.advanceTimersByTime(3_000);
    expect(onSignal).toHaveBeenCalledTimes(3);
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(onSignal).toHaveBeenCalledTimes(5);
    expect(onSignal).toHaveBeenLastCalledWith(8_000);
    stop();
    vi.advanceTimersByTime(3_000);
    window.dispatchEvent(new Event('focus'));
    expect(onSignal).toHaveBeenCalledTimes(5);
  });
});
