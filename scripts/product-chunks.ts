import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
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
 * module keeps its own chunk. Grouping the app's own modules too was measured and not taken (it
 * pulled other pages' code into the first page: docs/performance.md).
 */
const UI_KIT =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|@xstate[\\/]react|@chakra-ui|@emotion|@ark-ui|@zag-js|@floating-ui|@internationalized|@pandacss|lucide-react|wouter|@tanstack|stylis|proxy-compare|use-sync-external-store|hoist-non-react-statics|react-is|@babel[\\/]runtime)[\\/]/;

export function productChunkGroups(root: string) {
  const entry = new Set(staticGraph('src/app/main.ts').files.map((file) => resolve(root, file)));
  const lazy = lazilyLoaded(root);
  // Messages (JSON) stay one chunk per language and namespace: only the page's language loads.
  const outsideEntry = (id: string) => {
    const path = id.split('?')[0]!;
    return !entry.has(path) && !lazy.has(path) && !/\.json$/.test(path);
  };
  return {
    includeDependenciesRecursively: false,
    groups: [
      { name: 'ui-kit', test: (id: string) => UI_KIT.test(id) && outsideEntry(id), priority: 3 },
    ],
  };
}
