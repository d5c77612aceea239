export interface PeriodicTask {
  /** Runs the task now, unless a run is under way. */
  runNow(): void;
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
  /** Resolves once the run under way, if any, has ended; the timer goes on. */
  idle(): Promise<void>;
}

/**
 * Runs `task` every `intervalMs`, one run at a time (a tick during a run is skipped). The timer
 * never holds the process open; a failure goes to `onError` and the next tick tries again.
 */
export function periodicTask(
  intervalMs: number,
  task: () => Promise<void>,
  onError: (error: unknown) => void,
): PeriodicTask {
  let running: Promise<void> | undefined;
  const runNow = () => {
    if (running) return;
    running = task()
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(runNow, intervalMs);
  timer.unref();
  return {
    runNow,
    async stop() {
      clearInterval(timer);
      await running;
    },
    async idle() {
      await running;
    },
  };
}
