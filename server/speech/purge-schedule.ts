import type { TenantDb } from '../db/tenant-db.ts';
import { periodicTask, type PeriodicTask } from '../ops/periodic-task.ts';

/** A purge that runs on a timer: stopped, or waited for, as its `periodicTask`. */
export type ScheduledPurge = Pick<PeriodicTask, 'stop' | 'idle'>;

/**
 * Runs `purge` over every clinic at start and then every `intervalMs` on the server's one timer
 * (`periodicTask`: one run at a time, a tick while one is under way skipped); with `claim`, a run goes on only when it takes the job's
 * lease. The timer never holds the process open; a failure is reported and the next run tries
 * again; one clinic's failure (its bucket, its row) does not stop the others.
 */
export function schedulePurge(options: {
  claim?: () => Promise<boolean>;
  clinics: () => Promise<TenantDb[]>;
  purge: (clinic: TenantDb) => Promise<unknown>;
  onError: (error: unknown) => void;
  intervalMs: number;
}): ScheduledPurge {
  const task = periodicTask(
    options.intervalMs,
    async () => {
      if (options.claim && !(await options.claim())) return;
      for (const clinic of await options.clinics()) {
        await options.purge(clinic).catch(options.onError);
      }
    },
    options.onError,
  );
  task.runNow();
  return task;
}
