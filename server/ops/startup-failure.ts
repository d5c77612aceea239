import { DataDirInUseError } from '../db/data-dir-lock.ts';

/** The longest message quoted from an unexpected error (a bundle's source must never be dumped). */
const QUOTED_MAX = 200;

/** An error the start-up checks raise on purpose: its message already says what to fix. */
export class StartupRefusal extends Error {
  override name = 'StartupRefusal';
}

const firstLine = (text: string) => {
  const line = text.split('\n', 1)[0]?.trim() ?? '';
  return line.length > QUOTED_MAX ? `${line.slice(0, QUOTED_MAX)}…` : line;
};

/**
 * Why Praxis could not start, in one line that says what to fix (no stack trace): a data directory
 * another server holds, a read-only or full disk, a directory owned by another user, a bad setting.
 */
export function explainStartupFailure(error: unknown): string {
  if (error instanceof DataDirInUseError || error instanceof StartupRefusal) {
    return `Praxis did not start: ${error.message}`;
  }
  const fields = (error ?? {}) as NodeJS.ErrnoException;
  const where = fields.path ? ` (${fields.path})` : '';
  switch (fields.code) {
    case 'EROFS':
      return `Praxis did not start: the data directory is on a read-only file system${where}. Mount it read-write or set PRAXIS_DATA_DIR to a writable place.`;
    case 'EACCES':
    case 'EPERM':
      return `Praxis did not start: the server's user (uid ${process.getuid?.() ?? '?'}) may not write the data directory${where}. Run Praxis as the directory's owner, or give it to this user (chown -R).`;
    case 'ENOSPC':
    case 'EDQUOT':
      return `Praxis did not start: the disk holding the data directory is full${where}. Free some space and start again.`;
  }
  const message = error instanceof Error ? error.message : String(error);
  return `Praxis did not start: ${firstLine(message) || 'unknown error'}`;
}
