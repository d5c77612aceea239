// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 13: the browser's validation code (the shared contracts, the API clients, the forms'
 * checks) uses `zod/mini`, so no page loads zod's classic API (its schema classes, JSON-schema
 * processors and English messages: about half of zod's bytes). Tests, stories and the mock API
 * (its own chunk, in the mock build only) may still use classic `zod`, and so may the server.
 */

const ROOT = resolve(__dirname, '../..');

/** zod's entry points without the classic API. */
const MINI = /^zod\/(mini|v4-mini|v4\/mini|v4\/core|v4\/locales(\/.*)?|locales)$/;

/** Every zod module a source text imports, statically, as a type, re-exported or with import(). */
const ZOD_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](zod(?:\/[^'"]*)?)['"]/g;

/** The text without its comments (which may well mention `import('zod')`). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');

/** The classic zod modules a source text imports. */
const classicZodImports = (text: string) =>
  [...code(text).matchAll(ZOD_IMPORT)]
    .map(([, specifier]) => specifier!)
    .filter((s) => !MINI.test(s));

const isSource = (path: string) =>
  /\.(ts|tsx)$/.test(path) && !/\.(test|stories)\.tsx?$/.test(path) && !path.endsWith('.d.ts');

function sourcesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return path === 'src/mocks' ? [] : sourcesUnder(path);
    return isSource(path) ? [path] : [];
  });
}

describe('zod in the browser (issue 13)', () => {
  it('no browser module nor shared contract imports classic zod: zod/mini only', () => {
    const files = [...sourcesUnder('src'), ...sourcesUnder('common/contracts')];
    expect(files.length).toBeGreaterThan(100);
    const classic = files.flatMap((file) =>
      classicZodImports(readFileSync(join(ROOT, file), 'utf8')).map(
        (specifier) => `${relative(ROOT, join(ROOT, file))} imports '${specifier}'`,
      ),
    );
    expect(classic).toEqual([]);
  });

  it('tells classic zod from zod/mini, in every form of import', () => {
    const sample = [
      "import { z } from 'zod';",
      "import type { z as Z } from 'zod';",
      "export { ZodError } from 'zod/v4';",
      "const lazy = () => import('zod');",
      "import * as z from 'zod/mini';",
      "import type * as core from 'zod/v4/core';",
      "import en from 'zod/v4/locales/en.js';",
      "import { zodish } from 'zodiac';",
      "/** Never `import('zod')` itself. */",
      "// import { z } from 'zod';",
    ].join('\n');
    expect(classicZodImports(sample)).toEqual(['zod', 'zod', 'zod/v4', 'zod']);
  });
});
