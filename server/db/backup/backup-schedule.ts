import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { periodicTask } from '../../ops/periodic-task.ts';
import { BACKUP_FILE_PREFIX, type BackupConfig } from './backup-config.ts';

/** `praxis-backup-2026-11-28T17-30-00-000Z.zip`: sorts by time, no colon (Windows shares). */
export const backupFileName = (at: Date) =>
  `${BACKUP_FILE_PREFIX}${at.toISOString().replace(/[:.]/g, '-')}.zip`;

/** Writes a backup owner-only; the name is made from its time. */
export async function writeBackupFile(dir: string, at: Date, file: Uint8Array): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, backupFileName(at));
  await writeFile(path, file, { mode: 0o600 });
  return path;
}

/** Deletes the scheduled backups beyond the newest `keep`; returns the names deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir))
    .filter((name) => name.startsWith(BACKUP_FILE_PREFIX) && name.endsWith('.zip'))
    .sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await rm(join(dir, name), { force: true });
  return old;
}

export interface BackupSchedule {
  /** Stops the timer and waits for a backup under way. */
  stop(): Promise<void>;
}

/**
 * Every `everyHours`, a backup into `dir`, then only the newest `keep` are kept. The timer never
 * holds the process open; a failure is reported and the next run tries again.
 */
export function scheduleBackups(options: {
  config: BackupConfig;
  take: (at: Date) => Promise<Uint8Array>;
  now: () => Date;
  onDone: (path: string, deleted: string[]) => void;
  onError: (error: unknown) => void;
}): BackupSchedule {
  const { everyHours, dir, keep } = options.config;
  if (everyHours === null) return { stop: async () => {} };
  const backup = async () => {
    const at = options.now();
    const path = await writeBackupFile(dir, at, await options.take(at));
    options.onDone(path, await pruneBackups(dir, keep));
  };
  return periodicTask(everyHours * 60 * 60 * 1000, backup, options.onError);
}
