/**
 * Where a browser says which module a dynamic `import()` could not fetch: Chromium's "Failed to
 * fetch dynamically imported module: <address>", Firefox's "error loading dynamically imported
 * module: <address>". Null for any other failure (one thrown while the module ran, say) and where
 * the browser names no address.
 */
export function unfetchedModule(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const address = /dynamically imported module: (\S+)/i.exec(message)?.[1];
  return address ? address.replace(/\?.*$/, '') : null;
}

/** `address` marked as the `attempt`th try: another entry of the browser's module map. */
export const retryAddress = (address: string, attempt: number): string =>
  `${address}?retry=${attempt}`;

const importAddress = (address: string): Promise<unknown> => import(/* @vite-ignore */ address);

/**
 * `importer`, callable again after a failed fetch. A browser that keeps a module it could not
 * fetch in its module map answers every later `import()` of it with the same failure, without
 * asking the server again (whatwg/html#10327 changed that; Debian's Chromium 150 still keeps it,
 * as other browsers of the day may). So once a fetch failed and the browser named the module,
 * the next calls import it under another address (`?retry=n`), which the browser fetches anew;
 * its own imports are the same files. Where no module was named, `importer` is called again.
 */
export function importAgain<T>(
  importer: () => Promise<T>,
  load: (address: string) => Promise<unknown> = importAddress,
): () => Promise<T> {
  let unfetched: string | null = null;
  let attempts = 0;
  return () => {
    const attempt = unfetched
      ? (load(retryAddress(unfetched, (attempts += 1))) as Promise<T>)
      : importer();
    return attempt.catch((error: unknown) => {
      unfetched = unfetchedModule(error) ?? unfetched;
      throw error;
    });
  };
}
