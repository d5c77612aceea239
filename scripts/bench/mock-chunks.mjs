// Which built files only the in-browser mock API needs, read from Vite's build manifest.

/** Keys reachable from `roots` by static imports, and by dynamic imports that `follow` allows. */
function closure(manifest, roots, follow) {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
    stack.push(...(manifest[key].dynamicImports ?? []).filter(follow));
  }
  return seen;
}

const files = (manifest, keys) =>
  new Set(
    [...keys]
      .flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])])
      .map((file) => `/${file}`),
  );

/**
 * Paths (as the browser requests them) that only the MSW worker layer needs: reachable from
 * src/mocks/ but not from the app's entry without passing through src/mocks/, and the worker's
 * own scripts (`workerScripts`, src/mocks/mock-worker.ts). A mock build loads them before the
 * app; a real deployment never does.
 */
export function mockOnlyFiles(manifest, workerScripts) {
  const isMock = (key) => (manifest[key]?.src ?? key).startsWith('src/mocks/');
  const keys = Object.keys(manifest);
  const mock = closure(manifest, keys.filter(isMock), () => true);
  const app = closure(
    manifest,
    keys.filter((key) => manifest[key].isEntry && !isMock(key)),
    (key) => !isMock(key),
  );
  const appFiles = files(manifest, app);
  const only = [...files(manifest, mock)].filter((file) => !appFiles.has(file));
  return new Set([...only, ...workerScripts]);
}
