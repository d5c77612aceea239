import { describe, expect, it } from 'vitest';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { explainStartupFailure } from './startup-failure.ts';

const fsError = (code: string, path: string) =>
  Object.assign(new Error(`${code}: operation failed, mkdir '${path}'`), { code, path });

describe('a start-up failure, as the operator reads it', () => {
  it.each([
    ['EROFS', 'read-only file system', 'Mount it read-write'],
    ['EACCES', 'may not write the data directory', 'chown -R'],
    ['EPERM', 'may not write the data directory', 'chown -R'],
    ['ENOSPC', 'disk holding the data directory is full', 'Free some space'],
  ])('explains %s with the path and what to fix, in one line', (code, what, fix) => {
    const line = explainStartupFailure(fsError(code, '/srv/praxis/.data/pglite'));
    expect(line).toContain(what);
    expect(line).toContain('/srv/praxis/.data/pglite');
    expect(line).toContain(fix);
    expect(line).not.toContain('\n');
  });

  it('names the PID of the server that holds the data directory', () => {
    expect(explainStartupFailure(new DataDirInUseError('/d', 4242))).toBe(
      'Praxis did not start: The data directory /d is already in use by another Praxis server (PID 4242). Stop that server first, or give this one its own PRAXIS_DATA_DIR.',
    );
  });

  it('quotes only the first line of an unexpected error, shortened, never a dump of code', () => {
    const dump = new Error(
      `Aborted(${'var a=function(){};'.repeat(500)})\n    at x (bundle.js:1:1)`,
    );
    const line = explainStartupFailure(dump);
    expect(line.length).toBeLessThan(260);
    expect(line).not.toContain('\n');
    expect(line.startsWith('Praxis did not start: Aborted(')).toBe(true);
  });
});
