import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The temporary directories a test file hands out, removed together once the servers using them
 * are closed (PGlite closed before its directory goes), even when closing fails.
 */
export function temporaryDirs() {
  const handedOut: string[] = [];
  const keep = (dir: string) => (handedOut.push(dir), dir);
  return {
    /** A new directory's name under the system's temporary directory, not yet made. */
    name: (prefix: string) => keep(join(tmpdir(), `${prefix}${randomUUID()}`)),
    /** A new directory, made. */
    make: (prefix: string) => keep(mkdtempSync(join(tmpdir(), prefix))),
    /** Runs `close` (the servers), then removes every directory handed out so far. */
    async closeThenRemove(close: () => Promise<unknown>): Promise<void> {
      try {
        await close();
      } finally {
        for (const dir of handedOut.splice(0)) await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
