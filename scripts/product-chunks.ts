import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { DYNAMIC_IMPORT, resolveRelative, staticGraph } from '../src/test-support/import-graph.ts';

/**
 * Every module some source file loads with `import()`: each keeps a chunk of its own (the
 * bundler's namespace object of a lazily loaded module must stay with it), its imports are grouped.
 */
function lazilyLoaded(root: string): Set<string> {
  const found = new Set<string>();
  const files = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$|test-kit|test-support/.test(file),
  );
  for (const file of files) {
    const path = join(root, 'src', file);
    for (const [, specifier] of readFileSync(path, 'utf8').matchAll(DYNAMIC_IMPORT)) {
      if (specifier!.startsWith('.')) found.add(resolveRelative(path, specifier!));
    }
  }
  return found;
}

/**
 * Issue 35: a cold load of a product page fetched 79 files before its data showed, many of them
 * Chakra components split into chunks of a few hundred bytes. The UI kit (React, Chakra and what
 * they bring) is one chunk after the entry (79 -> 54 requests, docs/performance.md). The entry's
 * own modules (the sign-in island, which runs before React: src/app/main.ts) and every module
 * loaded with `import()` stay out of the group, so the entry never imports React and a lazy
 * module keeps its own chunk.
 */
const UI_KIT =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|@xstate[\\/]react|@chakra-ui|@emotion|@ark-ui|@zag-js|@floating-ui|@internationalized|@pandacss|lucide-react|wouter|regexparam|@tanstack|stylis|proxy-compare|use-sync-external-store|use-isomorphic-layout-effect|hoist-non-react-statics|react-is|@babel[\\/]runtime)[\\/]/;

/**
 * Issue 35 (c35-nav): the entry's modules and the packages they import in one chunk, `boot`
 * (the sign-in island loads all of them anyway; none is React).
 */
const ENTRY = 'src/app/main.ts';

/**
 * The modules every product page loads: React's side of the app, the main layout and the
 * session-expiry dialog's module (auth-root.tsx loads it with any session). Their static imports
 * are one chunk, `app-frame`; the modules themselves are `import()` targets and keep theirs.
 */
const FRAME = [
  'src/app/render-app.tsx',
  'src/routes/shell/main-layout-route.tsx',
  'src/routes/session/session-expiry-connected.tsx',
];

/** The product pages, each an `import()` in this file. */
const PRODUCT_PAGES = 'src/routes/product-pages.ts';

/**
 * Small modules (source under this size) that at least `PAGE_KIT_PAGES` product pages import
 * (form frames and alerts, list rows, formats, small contracts) are one chunk, `page-kit`: one
 * request instead of one per helper, for ≈ 20 kB gzip that a page may not all need. Larger or
 * rarer shared modules keep their chunks, so no page loads another page's code.
 */
const PAGE_KIT_MAX_BYTES = 4000;
const PAGE_KIT_PAGES = 3;

/** Absolute paths of the files the static imports of `entries` reach. */
function reached(root: string, entries: readonly string[]): Set<string> {
  return new Set(
    entries.flatMap((entry) => staticGraph(entry).files.map((file) => resolve(root, file))),
  );
}

/** The small modules shared by several product pages and loaded neither by the entry nor the frame. */
function pageKit(root: string, loadedBefore: Set<string>): Set<string> {
  const pages = staticGraph(PRODUCT_PAGES).dynamicImports;
  const importers = new Map<string, number>();
  for (const page of pages) {
    for (const file of staticGraph(relative(root, page)).files) {
      if (file === page || loadedBefore.has(file)) continue;
      importers.set(file, (importers.get(file) ?? 0) + 1);
    }
  }
  const kit = new Set(
    [...importers]
      .filter(
        ([file, count]) => count >= PAGE_KIT_PAGES && statSync(file).size < PAGE_KIT_MAX_BYTES,
      )
      .map(([file]) => file),
  );
  // A helper that imports a module outside the kit would load that module with the kit: it
  // leaves the kit, until every module left imports only the kit and what loaded before it.
  const outside = (file: string) =>
    staticGraph(relative(root, file)).files.some(
      (imported) => !kit.has(imported) && !loadedBefore.has(imported),
    );
  for (let changed = true; changed;) {
    changed = false;
    for (const file of kit) {
      if (outside(file)) {
        kit.delete(file);
        changed = true;
      }
    }
  }
  return kit;
}

/** The packages the entry's modules import, as a test on module ids. */
function packagesOf(entry: string): RegExp {
  const names = [...staticGraph(entry).packages.keys()].map((specifier) =>
    specifier.startsWith('@')
      ? specifier.split('/').slice(0, 2).join('/')
      : specifier.split('/')[0]!,
  );
  const escaped = names.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  return new RegExp(`[\\\\/]node_modules[\\\\/](${escaped.join('|')})[\\\\/]`);
}

export function productChunkGroups(root: string) {
  const entry = reached(root, [ENTRY]);
  const frame = reached(root, FRAME);
  const kit = pageKit(root, new Set([...entry, ...frame]));
  const entryPackages = packagesOf(ENTRY);
  const lazy = lazilyLoaded(root);
  // Messages (JSON) stay one chunk per language and namespace: only the page's language loads.
  const grouped = (id: string) => {
    const path = id.split('?')[0]!;
    return !lazy.has(path) && !/\.json$/.test(path);
  };
  const path = (id: string) => id.split('?')[0]!;
  return {
    includeDependenciesRecursively: false,
    groups: [
      {
        name: 'boot',
        test: (id: string) => grouped(id) && (entry.has(path(id)) || entryPackages.test(id)),
        priority: 4,
      },
      { name: 'ui-kit', test: (id: string) => UI_KIT.test(id) && grouped(id), priority: 3 },
      { name: 'app-frame', test: (id: string) => grouped(id) && frame.has(path(id)), priority: 2 },
      { name: 'page-kit', test: (id: string) => grouped(id) && kit.has(path(id)), priority: 1 },
    ],
  };
}
