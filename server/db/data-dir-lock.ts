import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/** The file beside an embedded data directory naming the process that has it open. */
export const lockFileOf = (dataDir: string) => `${dataDir}.lock`;

/** Whether process `pid` is alive (a signal 0 reaches it, or exists but is not ours to signal). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process id a lock file names, or null (gone, empty, not a number). */
function holderOf(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Thrown when another live process has the embedded data directory open. */
export class DataDirInUse extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database ${dataDir} is open in process ${pid} (a running Praxis server?). ` +
        'Stop it first: PGlite allows one process at a time. A running server re-checks ' +
        'integrity daily and reports it at /readyz.',
    );
    this.name = 'DataDirInUse';
  }
}

/**
 * Claims an embedded (PGlite) data directory for this process: PGlite has no lock of its own, and
 * two processes writing one directory corrupt it (the server and `npm run verify`, or two servers).
 * A lock left by a process that is gone is taken over. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = lockFileOf(dataDir);
  for (;;) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(file);
      if (holder !== null && holder !== process.pid && alive(holder)) {
        throw new DataDirInUse(dataDir, holder);
      }
      rmSync(file, { force: true });
    }
  }
  return () => {
    if (holderOf(file) === process.pid) rmSync(file, { force: true });
  };
}
