import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/** A data directory already served by a living process. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The data directory ${dataDir} is already in use by another Praxis server (PID ${holderPid}). ` +
        'Stop that server first, or give this one its own PRAXIS_DATA_DIR.',
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

/** The lock file beside the data directory (PGlite's initdb wants the directory itself empty). */
export const lockPathOf = (dataDir: string) => `${dataDir}.pid`;

/** Whether a process with this id exists (signal 0 checks without sending anything). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Creates the file only if it does not exist (O_EXCL: atomic against another starting server). */
function create(path: string, pid: number): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * One server per data directory, as PostgreSQL's postmaster.pid: the file holds the holder's PID;
 * a second server finds it alive and refuses. A crashed holder leaves the file behind, but its PID
 * is gone, so the next start takes the lock over: nothing to clean up by hand (decision O1).
 */
export function lockDataDir(
  dataDir: string,
  options: { pid?: number; alive?: (pid: number) => boolean } = {},
): DataDirLock {
  const pid = options.pid ?? process.pid;
  const alive = options.alive ?? isAlive;
  const path = lockPathOf(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    if (create(path, pid)) {
      const onExit = () => release();
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', onExit);
        if (holderOf(path) === pid) rmSync(path, { force: true });
      };
      // A process that exits without closing the database still frees the directory.
      process.on('exit', onExit);
      return { path, release };
    }
    const holder = holderOf(path);
    if (holder !== null && holder !== pid && alive(holder)) {
      throw new DataDirInUseError(dataDir, holder);
    }
    // Left by a process that is gone (or unreadable): take it over.
    rmSync(path, { force: true });
  }
  throw new DataDirInUseError(dataDir, holderOf(path) ?? 0);
}
