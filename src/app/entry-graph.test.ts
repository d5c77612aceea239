import { describe, expect, it } from 'vitest';
import { DYNAMIC_IMPORT, STATIC_IMPORT, staticGraph } from '../test-support/import-graph';

/** Every package the entry's static module graph imports, with one importer each. */
const packagesOfEntry = () => staticGraph('src/app/main.ts').packages;

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

  it('reads value imports and re-exports, multi-line ones too, skips types, and tells import() apart', () => {
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
      'const later = onDemand(() =>',
      "  import('./on-demand'),",
      ');',
    ].join('\n');
    expect([...sample.matchAll(STATIC_IMPORT)].map(([, specifier]) => specifier)).toEqual([
      './value',
      './multi-line',
      './side-effect',
      './re-export',
    ]);
    expect([...sample.matchAll(DYNAMIC_IMPORT)].map(([, specifier]) => specifier)).toEqual([
      './lazy',
      './on-demand',
    ]);
  });
});
