import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root, where the relative paths these helpers give start. From
 * `import.meta.url`: vite.config.ts loads this file too (scripts/product-chunks.ts), also as an
 * ES module, where `__dirname` does not exist.
 */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

// Static imports and re-exports that bring values (`import type` and `import()` do not).
export const STATIC_IMPORT =
  /^\s*(?:import|export)\s+(?!type\b)(?:[^;'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

// `import('./x')`: a module loaded later, in a chunk of its own.
export const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The file a relative specifier names, as the bundler resolves it. */
export function resolveRelative(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const found = ['', '.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find(existsSync);
  if (!found) throw new Error(`${relative(ROOT, from)} imports ${specifier}, which is not a file`);
  return found;
}

export interface StaticGraph {
  /** Every source file the entry's static imports reach, the entry first (absolute paths). */
  files: string[];
  /** Every package imported on the way, with one importer each (relative to the root). */
  packages: Map<string, string>;
  /** The relative `import()` targets of those files (absolute paths): the chunks they load later. */
  dynamicImports: string[];
}

/**
 * What evaluates with `entry`: the files its static value imports (and re-exports) reach,
 * transitively. Files other than .ts/.tsx (JSON, CSS) are listed but not read for imports.
 */
export function staticGraph(entry: string): StaticGraph {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const dynamicImports = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    if (!/\.tsx?$/.test(file)) return;
    const text = readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(STATIC_IMPORT)) {
      if (specifier!.startsWith('.')) visit(resolveRelative(file, specifier!));
      else if (!packages.has(specifier!)) packages.set(specifier!, relative(ROOT, file));
    }
    for (const [, specifier] of text.matchAll(DYNAMIC_IMPORT)) {
      if (specifier!.startsWith('.')) dynamicImports.add(resolveRelative(file, specifier!));
    }
  };
  visit(resolve(ROOT, entry));
  return { files: [...files], packages, dynamicImports: [...dynamicImports] };
}
