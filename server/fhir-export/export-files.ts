import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { once } from 'node:events';
import type { ServerConfig } from '../config.ts';

/**
 * A server whose database is in memory (tests, benches) keeps its exports in a directory of its
 * own, removed when it closes: its jobs end with it, and no clinic's files outlive them in the
 * system's temporary directory.
 */
export const exportsEndWithServer = (config: Pick<ServerConfig, 'dataDir'>) =>
  config.dataDir.startsWith('memory://');

/** The directory of each in-memory server, by its configuration (one object per server). */
const ownRoots = new WeakMap<object, string>();

/**
 * Where a bulk export's ndjson files are kept: `<beside the database>/fhir-exports/<clinic>/<job>/
 * <Type>.ndjson`, like the outbox, audio and backups (a database in memory: a directory of the
 * server's own in the system's temporary directory). Ids are UUIDs and types come from a fixed
 * list, so no name reaches outside it.
 */
export function exportRoot(config: Pick<ServerConfig, 'dataDir'>): string {
  if (!exportsEndWithServer(config)) return join(dirname(config.dataDir), 'fhir-exports');
  let own = ownRoots.get(config);
  if (!own) {
    own = join(tmpdir(), `praxis-fhir-exports-${randomUUID()}`);
    ownRoots.set(config, own);
  }
  return own;
}

export const jobDir = (root: string, tenantId: string, jobId: string) =>
  join(root, tenantId, jobId);

export const fileName = (type: string) => `${type}.ndjson`;

/** One ndjson file per resource type, opened when its first line comes. */
export class NdjsonWriter {
  private readonly streams = new Map<string, { stream: WriteStream; count: number }>();

  constructor(private readonly dir: string) {}

  async open(): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
  }

  async write(resource: { resourceType: string }): Promise<void> {
    let entry = this.streams.get(resource.resourceType);
    if (!entry) {
      const path = join(this.dir, fileName(resource.resourceType));
      entry = { stream: createWriteStream(path, { mode: 0o600 }), count: 0 };
      this.streams.set(resource.resourceType, entry);
    }
    entry.count += 1;
    if (!entry.stream.write(`${JSON.stringify(resource)}\n`)) await once(entry.stream, 'drain');
  }

  /** Closes every file; the types written and how many lines each has. */
  async close(): Promise<{ type: string; count: number; file: string }[]> {
    const written = [...this.streams.entries()];
    await Promise.all(
      written.map(async ([, { stream }]) => {
        stream.end();
        await once(stream, 'finish');
      }),
    );
    return written.map(([type, { count }]) => ({ type, count, file: fileName(type) }));
  }

  async abandon(): Promise<void> {
    for (const { stream } of this.streams.values()) stream.destroy();
    await removeJobFiles(this.dir);
  }
}

export const removeJobFiles = (dir: string) => rm(dir, { recursive: true, force: true });

/** A finished job's file as a stream, or null when it is not there. */
export async function openJobFile(dir: string, file: string) {
  const path = join(dir, file);
  try {
    if (!(await stat(path)).isFile()) return null;
  } catch {
    return null;
  }
  return createReadStream(path);
}
