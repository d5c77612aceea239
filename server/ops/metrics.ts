import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { FreeSpace } from './free-space.ts';

/** Seconds: from a fast read to a slow write under load. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** How finely the event loop's delay is sampled, ms. */
const LOOP_RESOLUTION_MS = 20;
const NS_PER_S = 1e9;

/** What the server measures for `/metrics` (Prometheus text format, prom-client). */
export interface Metrics {
  registry: Registry;
  request(labels: { method: string; route: string; status: number }, seconds: number): void;
  /** One database statement's run time. */
  query(seconds: number): void;
  /** How long a request waited for the database connection (PGlite is one connection). */
  queueWait(seconds: number): void;
  /** A reminder run over every clinic: mails due at its start, sent, refused by the transport. */
  reminders(run: { due: number; sent: number; failed: number }): void;
  stop(): void;
}

/**
 * A registry of the server's own (not the process-global default, so test servers do not share
 * counts): request latency by route pattern, event-loop lag, database query and queue time, and
 * the data disk's free space, and session reminders due and mailed (issue 32).
 */
export function createMetrics(disk: { path: string; freeSpace: FreeSpace }): Metrics {
  const registry = new Registry();
  const requests = new Histogram({
    name: 'praxis_http_request_duration_seconds',
    help: 'HTTP request time by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const queries = new Histogram({
    name: 'praxis_db_query_duration_seconds',
    help: 'Time one database statement took',
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const waits = new Histogram({
    name: 'praxis_db_queue_wait_seconds',
    help: 'Time a request waited for the database connection',
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  loop.enable();
  new Gauge({
    name: 'praxis_event_loop_lag_seconds',
    help: 'Event-loop delay since the last scrape (p50, p99, max)',
    labelNames: ['quantile'] as const,
    registers: [registry],
    collect() {
      const seconds = (ns: number) => (Number.isFinite(ns) ? ns / NS_PER_S : 0);
      this.set({ quantile: '0.5' }, seconds(loop.percentile(50)));
      this.set({ quantile: '0.99' }, seconds(loop.percentile(99)));
      this.set({ quantile: 'max' }, seconds(loop.max));
      loop.reset();
    },
  });
  new Gauge({
    name: 'praxis_disk_free_bytes',
    help: 'Free space on the disk holding the data directory',
    registers: [registry],
    async collect() {
      const free = await disk.freeSpace(disk.path).catch(() => null);
      if (free !== null) this.set(free);
    },
  });
  const remindersDue = new Gauge({
    name: 'praxis_reminders_due',
    help: 'Session reminder mails due at the last reminder run of this instance',
    registers: [registry],
  });
  const reminderMails = new Counter({
    name: 'praxis_reminder_mails_total',
    help: 'Session reminder mails handed to the transport, by outcome',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  return {
    registry,
    request: ({ method, route, status }, seconds) =>
      requests.observe({ method, route, status: String(status) }, seconds),
    query: (seconds) => queries.observe(seconds),
    queueWait: (seconds) => waits.observe(seconds),
    reminders: (run) => {
      remindersDue.set(run.due);
      reminderMails.inc({ outcome: 'sent' }, run.sent);
      reminderMails.inc({ outcome: 'failed' }, run.failed);
    },
    stop: () => loop.disable(),
  };
}
