// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { engineDependentTestFiles } from '../../scripts/engine-dependent-tests.mjs';

let root: string | undefined;
afterEach(() => root && rmSync(root, { recursive: true, force: true }));

function tree(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'praxis-engine-graph-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe("the PostgreSQL pass's test files", () => {
  it('take a file whose imports reach the database switch, however deep, and leave one that never does', async () => {
    const root = tree({
      'server/test/harness.ts':
        "export const engine = process.env.PRAXIS_TEST_DATABASE ?? 'pglite';",
      'server/notes/notes.kit.ts': "export { engine } from '../test/harness.ts';",
      'server/notes/notes.routes.test.ts':
        "import { engine } from './notes.kit.ts';\nconsole.log(engine);",
      'server/clock.test.ts': "import { parse } from './clock.ts';\nconsole.log(parse);",
      'server/clock.ts':
        "import type { engine } from './test/harness.ts';\nexport const parse = 1;",
      'tests/contract/day-contract.test.ts': "await import('../../server/test/harness.ts');",
    });

    const { all, files } = await engineDependentTestFiles({ root });

    expect(all).toEqual([
      'server/clock.test.ts',
      'server/notes/notes.routes.test.ts',
      'tests/contract/day-contract.test.ts',
    ]);
    // A type-only import runs nothing, so the clock's test is the same on both databases.
    expect(files).toEqual([
      'server/notes/notes.routes.test.ts',
      'tests/contract/day-contract.test.ts',
    ]);
  });

  it('take a file that reads the PGlite template the PGlite pass provides', async () => {
    const root = tree({
      'server/db/seeded.test.ts':
        "import { inject } from 'vitest';\nconsole.log(inject('praxisPgliteTemplate'));",
      'server/db/durability.test.ts':
        "import { PGlite } from '@electric-sql/pglite';\nconsole.log(PGlite);",
    });

    const { files } = await engineDependentTestFiles({ root });

    expect(files).toEqual(['server/db/seeded.test.ts']);
  });

  it("keep this repository's server suite on PostgreSQL and leave the spawned single-database tests to one pass", async () => {
    const { all, files } = await engineDependentTestFiles();

    expect(files).toContain('server/patients/patients.routes.test.ts');
    expect(files).toContain('server/scale-out.test.ts');
    // It sets DATABASE_URL to '' for the servers it spawns: PGlite on both passes.
    expect(files).not.toContain('server/main.process.test.ts');
    expect(files.length).toBeGreaterThan(all.length / 2);
  });
});
