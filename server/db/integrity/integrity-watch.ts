import type { IntegrityReport } from './integrity-report.ts';
import { describeReport } from './integrity-report.ts';

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
  let running: Promise<void> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;

  const run = () => {
    if (running) return;
    running = options
      .check()
      .then((report) => {
        const brokenRecords = report.broken.length;
        const checkedAt = report.checkedAt.toISOString();
        state = { status: brokenRecords ? 'broken' : 'intact', checkedAt, brokenRecords };
        if (brokenRecords) options.log.error({ integrity: 'broken' }, describeReport(report));
        else options.log.info(describeReport(report));
      })
      .catch((error: unknown) => {
        state = { status: 'failed', checkedAt: options.now().toISOString() };
        options.log.error({ err: error }, 'Integrity check failed to run');
      })
      .finally(() => {
        running = undefined;
      });
  };

  return {
    current: () => state,
    start() {
      if (timer) return;
      run();
      timer = setInterval(run, options.intervalMs ?? INTEGRITY_CHECK_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
