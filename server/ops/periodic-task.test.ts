import { afterEach, describe, expect, it, vi } from 'vitest';
import { periodicTask } from './periodic-task.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A task whose runs end only when the test says so. */
function heldRuns() {
  const started: number[] = [];
  const endings: (() => void)[] = [];
  const task = () => {
    started.push(started.length + 1);
    return new Promise<void>((resolve) => endings.push(resolve));
  };
  return { started, task, endRun: (n: number) => endings[n - 1]?.() };
}

describe('a periodic task', () => {
  it('skips a tick while a run is under way, and runs at the next tick after it ends', async () => {
    vi.useFakeTimers();
    const { started, task, endRun } = heldRuns();
    const periodic = periodicTask(20, task, () => {});
    await vi.advanceTimersByTimeAsync(20);
    await vi.advanceTimersByTimeAsync(20);
    expect(started).toEqual([1]);
    endRun(1);
    await vi.advanceTimersByTimeAsync(20);
    expect(started).toEqual([1, 2]);
    endRun(2);
    await periodic.stop();
  });

  it('is idle once the run under way has ended, and at once when none is; its timer goes on', async () => {
    vi.useFakeTimers();
    const { started, task, endRun } = heldRuns();
    const periodic = periodicTask(20, task, () => {});
    await expect(periodic.idle()).resolves.toBeUndefined();
    periodic.runNow();
    let idle = false;
    const waiting = periodic.idle().then(() => {
      idle = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(idle).toBe(false);
    endRun(1);
    await waiting;
    expect(idle).toBe(true);
    await vi.advanceTimersByTimeAsync(20);
    expect(started).toEqual([1, 2]);
    endRun(2);
    await periodic.stop();
    await vi.advanceTimersByTimeAsync(100);
    expect(started).toEqual([1, 2]);
  });

  it('reports a failed run and tries again at the next tick', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let runs = 0;
    const periodic = periodicTask(
      20,
      async () => {
        runs += 1;
        throw new Error(`run ${runs} failed`);
      },
      (error) => errors.push(error),
    );
    await vi.advanceTimersByTimeAsync(40);
    await periodic.stop();
    expect(runs).toBe(2);
    expect(errors.map(String)).toEqual(['Error: run 1 failed', 'Error: run 2 failed']);
  });
});
