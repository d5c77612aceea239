import type { Clock } from '../clock.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { periodicTask } from '../ops/periodic-task.ts';
import { sendDueReminders, type ReminderRun, type ReminderWorker } from './send-due-reminders.ts';

/**
 * One reminder run over every clinic: each clinic's due mails sent once (`sendDueReminders`);
 * one clinic's failure does not stop the others. Any number of instances may run it at once on
 * one database: the claims in `reminder_sends` decide who sends.
 */
export async function remindEveryClinic(
  clinics: TenantDb[],
  worker: ReminderWorker,
  now: Date,
  onError: (error: unknown) => void,
): Promise<ReminderRun> {
  const total: ReminderRun = { due: 0, sent: 0, failed: 0 };
  for (const clinic of clinics) {
    const run = await sendDueReminders(clinic, worker, now).catch((error: unknown) => {
      onError(error);
      return { due: 0, sent: 0, failed: 0 };
    });
    total.due += run.due;
    total.sent += run.sent;
    total.failed += run.failed;
  }
  return total;
}

/** Runs `remindEveryClinic` at start and every `everyMs` on the server's clock. */
export function scheduleReminders(options: {
  everyMs: number;
  clinics: () => Promise<TenantDb[]>;
  worker: ReminderWorker;
  clock: Clock;
  onRun: (run: ReminderRun) => void;
  onError: (error: unknown) => void;
}): { stop(): Promise<void> } {
  if (options.everyMs <= 0) return { stop: async () => {} };
  const task = periodicTask(
    options.everyMs,
    async () => {
      const clinics = await options.clinics();
      options.onRun(
        await remindEveryClinic(clinics, options.worker, options.clock(), options.onError),
      );
    },
    options.onError,
  );
  task.runNow();
  return task;
}
