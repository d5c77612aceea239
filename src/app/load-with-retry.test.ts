import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FIRST_RETRY_MS,
  LONGEST_RETRY_MS,
  loadWithRetry,
  retryDelayMs,
  type OnlineEvents,
} from './load-with-retry';

/** A window whose `online` event the test fires. */
function fakeWindow() {
  const listeners = new Set<() => void>();
  const events: OnlineEvents = {
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  return {
    events,
    listening: () => listeners.size,
    goOnline: () => [...listeners].forEach((listener) => listener()),
  };
}

/** A load that fails `failures` times (a dropped connection), then gives the module. */
function flakyLoad(failures: number) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return { renderApp: 'the app' };
  });
  return load;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('loading the app with retries', () => {
  it('loads once where the first load succeeds, and listens for nothing', async () => {
    const win = fakeWindow();
    const load = flakyLoad(0);
    await expect(loadWithRetry(load, win.events)).resolves.toEqual({ renderApp: 'the app' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(win.listening()).toBe(0);
  });

  it('tries again after a back-off doubling from a second, and says each failure', async () => {
    const win = fakeWindow();
    const load = flakyLoad(3);
    const failures = vi.fn();
    const loaded = loadWithRetry(load, win.events, failures);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(failures).toHaveBeenCalledTimes(1);
    expect(failures.mock.calls[0]![0]).toBeInstanceOf(TypeError);

    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2 * FIRST_RETRY_MS - 1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4 * FIRST_RETRY_MS);
    expect(load).toHaveBeenCalledTimes(4);
    await expect(loaded).resolves.toEqual({ renderApp: 'the app' });
    expect(failures).toHaveBeenCalledTimes(3);
    expect(win.listening()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('tries again at once when the browser is back online, and not again on the timer', async () => {
    const win = fakeWindow();
    const load = flakyLoad(1);
    const loaded = loadWithRetry(load, win.events);
    await vi.advanceTimersByTimeAsync(0);
    expect(win.listening()).toBe(1);

    win.goOnline();
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    await expect(loaded).resolves.toEqual({ renderApp: 'the app' });
    expect(win.listening()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(LONGEST_RETRY_MS);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('waits at most the longest back-off, and never gives up', async () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(retryDelayMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
    const win = fakeWindow();
    const load = flakyLoad(20);
    const loaded = loadWithRetry(load, win.events);
    // 1 + 2 + 4 + 8 + 16 s, then 30 s after each of the next 15 failures.
    await vi.advanceTimersByTimeAsync(31_000 + 15 * LONGEST_RETRY_MS - 1);
    expect(load).toHaveBeenCalledTimes(20);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(21);
    await expect(loaded).resolves.toEqual({ renderApp: 'the app' });
  });

  it('counts a load that throws before it returns a promise as a failure', async () => {
    const win = fakeWindow();
    let calls = 0;
    const load = () => {
      calls += 1;
      if (calls === 1) throw new Error('synchronous');
      return Promise.resolve('in');
    };
    const loaded = loadWithRetry(load, win.events);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    win.goOnline();
    await expect(loaded).resolves.toBe('in');
  });
});
