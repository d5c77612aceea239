import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';
import { isAppBuild } from './prerender-plugin.ts';

/** The built files worth compressing: text. Images and fonts are compressed formats already. */
const TEXT_FILES = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.map',
  '.xml',
  '.webmanifest',
]);
/** Smaller files go as they are (one packet either way). */
export const PRECOMPRESS_MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `file.br` (brotli at its best quality) and `file.gz` (gzip -9) beside every text file
 * of `dir` of at least `PRECOMPRESS_MIN_BYTES`, each only when it is smaller than the file, so
 * the server sends the bytes without compressing per request. Returns the files compressed.
 */
export function precompressDir(dir: string): string[] {
  const done: string[] = [];
  for (const file of filesUnder(dir)) {
    if (!TEXT_FILES.has(extname(file)) || statSync(file).size < PRECOMPRESS_MIN_BYTES) continue;
    const bytes = readFileSync(file);
    const brotli = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    const gzip = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
    if (brotli.length < bytes.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < bytes.length) writeFileSync(`${file}.gz`, gzip);
    done.push(file);
  }
  return done;
}

/**
 * Compresses the app's build once it is complete, after every other plugin's last step (the
 * prerendered sign-in page is written into index.html at `closeBundle`).
 */
export function precompressBuild(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'praxis:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (!isAppBuild(config)) return;
        precompressDir(resolve(config.root, config.build.outDir));
      },
    },
  };
}
