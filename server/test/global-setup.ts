import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeMigratedTemplate } from './pglite-template.ts';

/**
 * The server project's global setup: on PGlite, migrates one database for the whole run and hands
 * its data directory to every test file (see pglite-template.ts). Made afresh each run, so it is
 * never older than the migrations; removed when the run ends.
 */
export default async function setup(project: TestProject) {
  if (process.env.PRAXIS_TEST_DATABASE === 'postgres') return;
  const dir = mkdtempSync(join(tmpdir(), 'praxis-pglite-template-'));
  const file = join(dir, 'migrated.tar');
  await writeMigratedTemplate(file);
  project.provide('praxisPgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
