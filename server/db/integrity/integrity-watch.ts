import type { IntegrityReport } from './integrity-report.ts';
import { describeReport } from './integrity-report.ts';
import { periodicTask, type PeriodicTask } from '../../ops/periodic-task.ts';

/** How often the server re-checks every signature and audit chain (issue 31: daily). */
export const INTEGRITY_CHECK_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** The last check as `/readyz` shows it: no record ids, no clinic (the probe is public). */
export type IntegrityState =
  | { status: 'pending' }
  | { status: 'intact' | 'broken'; checkedAt: string; brokenRecords: number }
  | { status: 'failed'; checkedAt: string };

export interface IntegrityWatch {
  /** The last check's outcome ('pending' until the first one ends). */
  current(): IntegrityState;
  /** Checks now, then every `intervalMs`; the timer never holds the process open. */
  start(): void;
  /** Stops the timer and waits for a check under way. */
  stop(): Promise<void>;
}

export interface IntegrityWatchOptions {
  check: () => Promise<IntegrityReport>;
  now: () => Date;
  /** One line per check: intact as info, broken (naming the first broken record) as error. */
  log: { info(line: string): void; error(fields: object, line: string): void };
  intervalMs?: number;
}

/** The server's daily integrity check (server/db/integrity/verify-integrity.ts), and its outcome. */
export function integrityWatch(options: IntegrityWatchOptions): IntegrityWatch {
  let state: IntegrityState = { status: 'pending' };
  let task: PeriodicTask | undefined;

  const check = async () => {
    const report = await options.check();
    const brokenRecords = report.broken.length;
    const checkedAt = report.checkedAt.toISOString();
    state = { status: brokenRecords ? 'broken' : 'intact', checkedAt, brokenRecords };
    if (brokenRecords) options.log.error({ integrity: 'broken' }, describeReport(report));
    else options.log.info(describeReport(report));
  };
  const failed = (error: unknown) => {
    state = { status: 'failed', checkedAt: options.now().toISOString() };
    options.log.error({ err: error }, 'Integrity check failed to run');
  };

  return {
    current: () => state,
    start() {
      if (task) return;
      task = periodicTask(options.intervalMs ?? INTEGRITY_CHECK_INTERVAL_MS, check, failed);
      task.runNow();
    },
    async stop() {
      const stopping = task?.stop();
      task = undefined;
      await stopping;
    },
  };
}
