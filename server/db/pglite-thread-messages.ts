import type { Results } from '@electric-sql/pglite';

/** What the database thread opens (its `workerData`): openPglite's options, the seed as bytes. */
export interface PgliteThreadData {
  dataDir: string;
  dataDirSeed?: Uint8Array;
  durable: boolean;
  /** Post an `fsync` event on each fsync (tests count them). */
  reportFsyncs: boolean;
}

export type Compression = 'none' | 'gzip' | 'auto';

/** What the main thread asks of the database thread. */
export type PgliteAsk =
  | { op: 'query'; sql: string; params: unknown[] }
  | { op: 'exec'; sql: string }
  | { op: 'dump'; compression: Compression }
  | { op: 'close' };

/** A request as sent; `id` pairs it with its reply. */
export type PgliteRequest = PgliteAsk & { id: number };

/** An error as plain data: its message and its primitive fields (SQLSTATE `code`, `detail`, …). */
export interface ErrorData {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean>;
}

export type PgliteReply =
  | { id: number; ok: true; value: Results | Results[] | ArrayBuffer | null }
  | { id: number; ok: false; error: ErrorData }
  | { event: 'ready' }
  | { event: 'open-failed'; error: ErrorData }
  | { event: 'fsync' };

/**
 * An error's message and primitive own fields, so the main thread can rebuild it with its SQLSTATE
 * or errno `code` (structured cloning keeps only the message). Arrays and objects (PGlite adds the
 * statement's `params`: patient data) stay behind.
 */
export function errorData(error: unknown): ErrorData {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: ErrorData['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value as string;
  }
  return { name: error.name, message: error.message, fields };
}
