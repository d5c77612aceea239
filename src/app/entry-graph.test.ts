import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const ENTRY = resolve(ROOT, 'src/app/main.ts');

// Static imports and re-exports that bring values (`import type` and `import()` do not).
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^;'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveRelative(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const found = ['', '.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find(existsSync);
  if (!found) throw new Error(`${relative(ROOT, from)} imports ${specifier}, which is not a file`);
  return found;
}

/** Every package the entry's static module graph imports, with one importer each. */
function packagesOfEntry(): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier!.startsWith('.')) visit(resolveRelative(file, specifier!));
      else if (!packages.has(specifier!)) packages.set(specifier!, relative(ROOT, file));
    }
  };
  visit(ENTRY);
  return packages;
}

describe('the entry (issue 13: the sign-in island runs before React)', () => {
  it('imports no React, UI kit, icons or router: those load once the island is usable', () => {
    const packages = packagesOfEntry();
    const ui = [...packages].filter(([name]) =>
      /^(react|react-dom|@xstate\/react|@chakra-ui\/|@emotion\/|@ark-ui\/|lucide-react|wouter|@tanstack\/)/.test(
        name,
      ),
    );
    expect(ui.map(([name, importer]) => `${name} (from ${importer})`)).toEqual([]);
  });

  it('holds what a sign-in needs: the statecharts and the HTTP client', () => {
    const packages = packagesOfEntry();
    expect(packages.has('xstate')).toBe(true);
    expect(packages.has('ky')).toBe(true);
  });

  it('reads value imports and re-exports, multi-line ones too, and skips types and import()', () => {
    const sample = [
      "import { a } from './value';",
      'import {',
      '  b,',
      '  c,',
      "} from './multi-line';",
      "import './side-effect';",
      "export { d } from './re-export';",
      "import type { E } from './type-only';",
      "export type { F } from './type-re-export';",
      "const lazy = () => import('./lazy');",
    ].join('\n');
    expect([...sample.matchAll(STATIC_IMPORT)].map(([, specifier]) => specifier)).toEqual([
      './value',
      './multi-line',
      './side-effect',
      './re-export',
    ]);
  });
});
