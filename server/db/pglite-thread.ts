import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import type {
  Compression,
  ErrorData,
  PgliteAsk,
  PgliteReply,
  PgliteThreadData,
} from './pglite-thread-messages.ts';

/** What the server, its backups and the scripts use of PGlite; a PGlite instance is one too. */
export interface EmbeddedDatabase {
  query<T>(sql: string, params?: unknown[]): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  dumpDataDir(compression?: Compression): Promise<Blob>;
  close(): Promise<void>;
}

/** SQLSTATE connection_failure: what a statement gets once the database thread is gone. */
export const DATABASE_STOPPED_CODE = '08006';

/** The database thread has stopped (crashed, or closed): nothing more can be asked of it. */
export class DatabaseThreadStopped extends Error {
  readonly code = DATABASE_STOPPED_CODE;
  constructor(why: string) {
    super(`The embedded database is not running: ${why}.`);
    this.name = 'DatabaseThreadStopped';
  }
}

/** The database thread's script. */
export const PGLITE_WORKER = new URL('./pglite-worker.boot.mjs', import.meta.url);

/** The worker's error again, with its SQLSTATE or errno `code` and the rest of its fields. */
function rebuild(data: ErrorData): Error {
  const error = Object.assign(new Error(data.message), data.fields);
  error.name = data.name;
  return error;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/**
 * PGlite in its own worker thread (issue 33), behind the calls the server makes: each is a message
 * to the thread and its reply. Results arrive as PGlite made them (Dates, bigints, parsed JSON and
 * bytea survive the structured clone). If the thread dies, every waiting and later call fails with
 * DatabaseThreadStopped (code 08006), which the server answers 503 and /readyz reports.
 */
class PgliteThread implements EmbeddedDatabase {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private stopped: DatabaseThreadStopped | null = null;
  readonly ready: Promise<void>;

  constructor(
    private readonly worker: Worker,
    onFsync: () => void,
  ) {
    this.ready = new Promise((resolve, reject) => {
      worker.on('message', (reply: PgliteReply) => {
        if ('id' in reply) return this.settle(reply);
        if (reply.event === 'fsync') return onFsync();
        if (reply.event === 'ready') return resolve();
        reject(rebuild(reply.error));
      });
      worker.on('error', (error) => {
        reject(error);
        this.stop(`its thread failed (${error.message})`);
      });
      worker.on('exit', (code) => {
        reject(new DatabaseThreadStopped(`its thread exited (${code}) while opening`));
        this.stop(`its thread exited (${code})`);
      });
    });
  }

  private settle(reply: Extract<PgliteReply, { id: number }>) {
    const waiting = this.pending.get(reply.id);
    this.pending.delete(reply.id);
    if (reply.ok) waiting?.resolve(reply.value);
    else waiting?.reject(rebuild(reply.error));
  }

  private stop(why: string) {
    this.stopped ??= new DatabaseThreadStopped(why);
    for (const waiting of this.pending.values()) waiting.reject(this.stopped);
    this.pending.clear();
  }

  private ask<T>(request: PgliteAsk): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  query<T>(sql: string, params: unknown[] = []) {
    return this.ask<Results<T>>({ op: 'query', sql, params });
  }

  exec(sql: string) {
    return this.ask<Results[]>({ op: 'exec', sql });
  }

  async dumpDataDir(compression: Compression = 'auto') {
    return new Blob([await this.ask<ArrayBuffer>({ op: 'dump', compression })]);
  }

  async close() {
    if (this.stopped) return;
    await this.ask({ op: 'close' });
    this.stop('it was closed');
    await this.worker.terminate();
  }
}

/**
 * Starts the database thread and resolves once PGlite is open in it (or rejects with why not).
 * `start` makes the worker (tests keep it, to stop it as a crash would).
 */
export async function openPgliteThread(
  data: PgliteThreadData,
  onFsync: () => void = () => {},
  start = (workerData: PgliteThreadData) => new Worker(PGLITE_WORKER, { workerData }),
): Promise<EmbeddedDatabase> {
  const thread = new PgliteThread(start(data), onFsync);
  await thread.ready;
  return thread;
}
