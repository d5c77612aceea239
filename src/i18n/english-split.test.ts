// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DYNAMIC_IMPORT, ROOT, resolveRelative, staticGraph } from '../test-support/import-graph';
import en from './messages/en';
import enCore from './messages/en-core';
import enFeatures from './messages/en-features';

/** The features' namespaces, and the folders of the code allowed to speak them. */
const FEATURE_NAMESPACES = Object.keys(enFeatures);
const FEATURE_FOLDERS = [
  'calendar',
  'clinic',
  'drafts',
  'flows',
  'intake',
  'knowledge',
  'literature',
  'notes',
  'patients',
  'portal',
  'questionnaires',
  'recording',
  'encounters',
  'shares',
  'smart',
  'speech',
  'visits',
];
const inFeatureFolder = (file: string) =>
  file.startsWith('src/demo/') ||
  FEATURE_FOLDERS.some((folder) =>
    ['routes', 'ui', 'machines', 'api'].some((layer) => file.startsWith(`src/${layer}/${folder}/`)),
  );

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The namespaces a file's code speaks: key literals (`'notes.title'`, `` `notes.${kind}` ``), not
 * file names in comments (`knowledge.contract.ts`).
 */
const keysOf = (namespaces: string[]) =>
  new RegExp(
    `['\`"](${namespaces.join('|')})\\.(?![\\w.-]*\\.(?:tsx?|json|m?js)\\b)(?:[a-zA-Z]|\\$\\{)`,
    'g',
  );
const SPEAKS_A_FEATURE = keysOf(FEATURE_NAMESPACES);
const spokenIn = (file: string) =>
  new Set([...readFileSync(file, 'utf8').matchAll(SPEAKS_A_FEATURE)].map(([, ns]) => ns!));

/**
 * The module that registers a feature namespace's English: `english/<folder>.ts` for the namespaces
 * of `messages/<folder>/en.json` (the patients' file holds patients, patientChart and patientDocs).
 */
const REGISTRATION = new Map(
  readdirSync(resolve(__dirname, 'messages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const messages = resolve(__dirname, 'messages', entry.name, 'en.json');
      const namespaces = Object.keys(JSON.parse(readFileSync(messages, 'utf8')) as object);
      const module = `src/i18n/english/${entry.name}.ts`;
      return namespaces.map((ns): [string, string] => [ns, module]);
    }),
);

/**
 * The modules the app loads on their own, each in its chunk (every `import()` reachable from the
 * entry): the pages and routes, the shell's overlays, dialogs a page loads on demand. A module
 * renders once its own static graph has evaluated, and after the graphs of the modules that load it.
 */
const ENTRY = 'src/app/main.ts';
const GRAPHS = new Map<string, { files: string[]; loads: string[] }>();
const roots = [ENTRY];
// A for…of over an array also visits what is pushed onto it on the way.
for (const root of roots) {
  const graph = staticGraph(root);
  const loads = graph.dynamicImports.map((file) => relative(ROOT, file));
  GRAPHS.set(root, { files: graph.files.map((file) => relative(ROOT, file)), loads });
  roots.push(...loads.filter((file) => !roots.includes(file)));
}
const registrationsIn = (root: string) =>
  new Set(GRAPHS.get(root)!.files.filter((file) => file.startsWith('src/i18n/english/')));

/**
 * The registrations done before `root` renders, whichever way the app reaches it: none before the
 * entry; before a module loaded with `import()`, what every module that loads it has registered or
 * found registered (the greatest fixed point, from all of them down).
 */
function registeredBefore(): Map<string, Set<string>> {
  const all = new Set(REGISTRATION.values());
  const before = new Map(
    [...GRAPHS.keys()].map((root) => [root, root === ENTRY ? new Set<string>() : all]),
  );
  for (let changed = true; changed;) {
    changed = false;
    for (const [root, { loads }] of GRAPHS) {
      const done = new Set([...registrationsIn(root), ...before.get(root)!]);
      for (const loaded of loads) {
        const narrowed = new Set([...before.get(loaded)!].filter((module) => done.has(module)));
        if (narrowed.size < before.get(loaded)!.size) {
          before.set(loaded, narrowed);
          changed = true;
        }
      }
    }
  }
  return before;
}
const REGISTERED_BEFORE = registeredBefore();

/** The pages and other chunks to check: not the mock API (development only), not other languages. */
const CHUNK_ROOTS = [...GRAPHS.keys()].filter(
  (file) => !file.startsWith('src/mocks/') && !file.startsWith('src/i18n/messages/'),
);

/** The feature namespaces `root`'s module graph speaks and nothing has registered, with a speaker. */
function unregisteredSpeech(root: string): string[] {
  const { files } = GRAPHS.get(root)!;
  const registered = new Set([...registrationsIn(root), ...REGISTERED_BEFORE.get(root)!]);
  const missing = new Map<string, string>();
  for (const file of files.filter((name) => /\.tsx?$/.test(name))) {
    for (const ns of spokenIn(resolve(ROOT, file))) {
      const registration = REGISTRATION.get(ns)!;
      if (!registered.has(registration) && !missing.has(ns)) {
        missing.set(ns, `${ns} (spoken by ${file}; import '${registration}')`);
      }
    }
  }
  return [...missing.values()];
}

/**
 * The files that load the app's pages, each `import()` of theirs through `preloadable()`, which
 * renders a page only once the language in use has the messages it registered.
 */
const ROUTER_LOADERS = [
  'src/routes/app-router.tsx',
  'src/routes/product-pages.ts',
  'src/routes/route-modules.ts',
];

/** Every app file that loads `target` with `import()` (the test helpers' comments aside). */
function loadersOf(target: string): string[] {
  return sourceFiles(resolve(ROOT, 'src'))
    .filter((file) => !file.includes('/test-support/'))
    .filter((file) =>
      [...readFileSync(file, 'utf8').matchAll(DYNAMIC_IMPORT)].some(
        ([, specifier]) =>
          specifier!.startsWith('.') &&
          relative(ROOT, resolveRelative(file, specifier!)) === target,
      ),
    )
    .map((file) => relative(ROOT, file));
}

describe('the English the entry carries and the English the features bring', () => {
  it('splits English in two without losing or doubling a namespace', () => {
    expect(Object.keys(enCore).sort()).toEqual([
      'auth',
      'callback',
      'common',
      'customizer',
      'idle',
      'pages',
      'session',
      'shell',
      'status',
    ]);
    expect(FEATURE_NAMESPACES.filter((ns) => Object.hasOwn(enCore, ns))).toEqual([]);
    expect(Object.keys(en).sort()).toEqual([...Object.keys(enCore), ...FEATURE_NAMESPACES].sort());
  });

  it('is spoken only by code in the features’ folders, which the app loads with their English', () => {
    const speaking = sourceFiles('src').filter((file) => spokenIn(file).size > 0);
    expect(speaking.length).toBeGreaterThan(50);
    expect(speaking.filter((file) => !inFeatureFolder(file))).toEqual([]);
  });

  it('finds the keys a file speaks, templates too, and not the file names it mentions', () => {
    const sample = [
      "t('notes.title')",
      't(`intake.sections.${section}.label`)',
      'const key = "patientChart.flags";',
      '// see `knowledge.contract.ts` and patients.api.ts',
      "import { x } from '../clinic/clinic.api';",
    ].join('\n');
    expect([...sample.matchAll(SPEAKS_A_FEATURE)].map(([, ns]) => ns)).toEqual([
      'notes',
      'intake',
      'patientChart',
    ]);
  });

  it('has one registration module per feature that registers that feature’s messages', () => {
    for (const module of new Set(FEATURE_NAMESPACES.map((ns) => REGISTRATION.get(ns)!))) {
      // Storybook-only features (flows, the to-do demo) need none: no page speaks them.
      if (!existsSync(module)) continue;
      const folder = module.replace(/^src\/i18n\/english\/(.+)\.ts$/, '$1');
      expect(readFileSync(module, 'utf8'), module).toMatch(
        new RegExp(
          `^import (\\w+) from '\\.\\./messages/${folder}/en\\.json';$[\\s\\S]*^registerFeature\\('${folder}', \\1\\);$`,
          'm',
        ),
      );
    }
  });

  it('checks every page and route module the router and the product pages declare', () => {
    const declared = [
      'src/routes/product-pages.ts',
      'src/routes/route-modules.ts',
      'src/routes/app-router.tsx',
    ].flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(DYNAMIC_IMPORT)].map(([, specifier]) =>
        relative(ROOT, resolveRelative(resolve(ROOT, file), specifier!)),
      ),
    );
    expect(declared.length).toBeGreaterThan(25);
    expect(declared.filter((page) => !CHUNK_ROOTS.includes(page))).toEqual([]);
  });

  // Issue 13: the first product page loads only the English it speaks. A page that rendered a
  // namespace nobody registered would show raw keys (the translator falls back to the key).
  it.each(CHUNK_ROOTS)(
    'is registered by %s for every feature namespace its code speaks',
    (root) => {
      expect(unregisteredSpeech(root)).toEqual([]);
    },
  );

  it('comes in the language in use before a page that registers a feature renders: only the router loads such pages', () => {
    const registering = CHUNK_ROOTS.filter((root) =>
      [...registrationsIn(root)].some((module) => !REGISTERED_BEFORE.get(root)!.has(module)),
    );
    expect(registering.length).toBeGreaterThan(10);
    expect(
      registering.flatMap((root) =>
        loadersOf(root)
          .filter((loader) => !ROUTER_LOADERS.includes(loader))
          .map((loader) => `${root} is loaded by ${loader}`),
      ),
    ).toEqual([]);
  });

  it('is registered all at once only by the unit tests and Storybook, never by the app', () => {
    const all = 'src/i18n/english-features.ts';
    expect(
      [...GRAPHS].filter(([, { files }]) => files.includes(all)).map(([root]) => root),
    ).toEqual([]);
  });
});
