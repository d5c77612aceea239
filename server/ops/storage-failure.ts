/** Why the server cannot store anything right now. */
export type StorageFailure =
  | 'disk full'
  | 'read-only storage'
  | 'storage not writable'
  | 'storage I/O error'
  | 'database not running';

/** PostgreSQL's SQLSTATEs for storage it cannot write (Appendix A of its manual). */
const BY_SQLSTATE: Record<string, StorageFailure> = {
  '53100': 'disk full',
  '25006': 'read-only storage',
  '58030': 'storage I/O error',
  // connection_failure: also what the embedded database's stopped thread answers (pglite-thread.ts).
  '08006': 'database not running',
};
/** The operating system's, from the file system (audio, mail outbox, the data directory). */
const BY_ERRNO: Record<string, StorageFailure> = {
  ENOSPC: 'disk full',
  EDQUOT: 'disk full',
  EROFS: 'read-only storage',
  EACCES: 'storage not writable',
  EPERM: 'storage not writable',
  EIO: 'storage I/O error',
};

export const STORAGE_FAILURE_MESSAGE =
  'The server cannot save anything right now: its storage is full or cannot be written. Nothing was saved; try again later. The clinic’s administrator has been told in the server log.';

/** The storage failure an error (or its cause) stands for; null for every other error. */
export function storageFailureOf(error: unknown): { failure: StorageFailure; code: string } | null {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      const failure = BY_SQLSTATE[code] ?? BY_ERRNO[code];
      if (failure) return { failure, code };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
