// Which server test files the PostgreSQL pass of `npm test` runs (scripts/test-all.mjs).
//
// The server suite runs twice: on PGlite, then on PostgreSQL with PRAXIS_TEST_DATABASE=postgres
// and nothing else changed. A file whose imports never reach a module that reads that variable
// (or the PGlite template the PGlite pass's global setup provides) runs the same code against the
// same database both times: pure functions, servers spawned on a data directory of their own,
// PGlite's own behaviour. Its second run repeats the first's proof, so it runs once.
//
// The import graph is esbuild's (a dev dependency, also used by tsx and Storybook): it follows
// every static and literal dynamic import, drops type-only ones, and leaves packages out.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

/** The folders of the server project's test files (vite.config.ts takes them from here). */
export const SERVER_TEST_DIRS = ['server', 'tests/contract'];

/** What makes a module engine-dependent: it reads the switch, or the PGlite template. */
const ENGINE_SWITCH = /PRAXIS_TEST_DATABASE|inject\(\s*['"]praxisPgliteTemplate['"]/;

function testFilesUnder(root, dir) {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir), { recursive: true })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => join(dir, file).split('\\').join('/'))
    .sort();
}

/**
 * The test files under `dirs` (relative to `root`) whose import graph reaches a module that reads
 * the database switch, sorted; `all` is every test file found, for the caller's count.
 */
export async function engineDependentTestFiles({
  root = process.cwd(),
  dirs = SERVER_TEST_DIRS,
} = {}) {
  const all = dirs.flatMap((dir) => testFilesUnder(root, dir));
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: all,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    outdir: 'engine-graph', // nothing is written
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  // Walk the imports backwards from every module that reads the switch.
  const importers = new Map();
  for (const [file, { imports }] of Object.entries(metafile.inputs)) {
    for (const { path, external } of imports) {
      if (!external) importers.set(path, [...(importers.get(path) ?? []), file]);
    }
  }
  const reached = new Set(
    Object.keys(metafile.inputs).filter((file) =>
      ENGINE_SWITCH.test(readFileSync(join(root, file), 'utf8')),
    ),
  );
  for (const file of reached)
    for (const importer of importers.get(file) ?? []) reached.add(importer);
  const files = all.filter((file) => reached.has(file));
  return { all, files };
}
