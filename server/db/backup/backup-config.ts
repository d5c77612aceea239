import { dirname, join, resolve } from 'node:path';

/** Scheduled backups (PRAXIS_BACKUP_*): off unless an interval is set. */
export interface BackupConfig {
  /** Where scheduled backups are written: `praxis-backup-<time>.zip`. */
  dir: string;
  /** Hours between scheduled backups; null: no scheduled backup. */
  everyHours: number | null;
  /** How many scheduled backups are kept; older ones are deleted after each new one. */
  keep: number;
}

export const DEFAULT_BACKUP_KEEP = 7;
export const BACKUP_FILE_PREFIX = 'praxis-backup-';
/** The file the server writes at start for `npm run backup` (owner-only, beside the database). */
export const ADMIN_TOKEN_FILE = 'praxis-admin-token';
/** The loopback-only endpoint `npm run backup` asks a running server for a backup. */
export const BACKUP_ENDPOINT = '/backend/admin/backup';

function positive(value: string | undefined): number | null {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n > 0 ? n : null;
}

export function loadBackupConfig(env: NodeJS.ProcessEnv, dataDir: string): BackupConfig {
  return {
    dir: env.PRAXIS_BACKUP_DIR ? resolve(env.PRAXIS_BACKUP_DIR) : join(dirname(dataDir), 'backups'),
    everyHours: positive(env.PRAXIS_BACKUP_EVERY_HOURS),
    keep: Math.floor(positive(env.PRAXIS_BACKUP_KEEP) ?? DEFAULT_BACKUP_KEEP),
  };
}
