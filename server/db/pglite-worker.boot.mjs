// The database thread's entry: a worker starts as plain Node, without the TypeScript loader that
// `npm start` (tsx) or Vitest gave the main thread, so it loads pglite-worker.ts through tsx's API.
import { tsImport } from 'tsx/esm/api';

await tsImport('./pglite-worker.ts', import.meta.url);
