#!/usr/bin/env node
// Which source files and packages the bytes of a route come from: builds with sourcemaps, walks the
// Vite manifest from the entry to the chunks a route loads, and attributes each chunk's generated
// bytes to the source file its sourcemap names. Two gzip figures per row: "share" is the chunks'
// gzip size shared out in proportion to raw bytes (rows add up to the total), "alone" is the gzip
// size of that row's code compressed by itself (closer to what removing it saves; rows overlap).
// Usage: node scripts/bench/module-sizes.mjs [--no-build] [--mock] [--route src/routes/x.tsx …]
//        [--top 40] [--json reports/module-sizes.json] [--config <vite config>] [--out <dir>]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { run } from '../run.mjs';
import { readManifest } from './serve.mjs';
import { decodeSegment } from './sourcemap-vlq.mjs';

const VITE = 'node_modules/vite/bin/vite.js';
const DEFAULT_ROUTES = [
  'src/routes/session/sign-in-page.tsx',
  'src/routes/shell/main-layout-route.tsx',
];

function parseArgs(argv) {
  const options = {
    build: true,
    mock: false,
    routes: [],
    top: 40,
    json: null,
    config: null,
    out: null,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--no-build') options.build = false;
    else if (arg === '--mock') options.mock = true;
    else if (arg === '--route') options.routes.push(argv[(i += 1)]);
    else if (arg === '--top') options.top = Number(argv[(i += 1)]);
    else if (arg === '--json') options.json = argv[(i += 1)];
    else if (arg === '--config') options.config = argv[(i += 1)];
    else if (arg === '--out') options.out = argv[(i += 1)];
  }
  if (options.routes.length === 0) options.routes = DEFAULT_ROUTES;
  return options;
}

/** The generated text of `code` per source of `map` (unmapped text goes to `null`). */
function textPerSource(code, map) {
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  const texts = new Map();
  const add = (source, text) => {
    const parts = texts.get(source) ?? [];
    parts.push(text);
    texts.set(source, parts);
  };
  let source = 0;
  for (let lineIndex = 0; lineIndex < lines.length; lineIndex += 1) {
    const line = lines[lineIndex];
    const segments = (mappingLines[lineIndex] ?? '').split(',').filter(Boolean);
    let column = 0;
    let previous = { column: 0, source: null };
    for (const segment of segments) {
      const values = decodeSegment(segment);
      column += values[0];
      add(previous.source, line.slice(previous.column, column));
      if (values.length >= 4) source += values[1];
      previous = { column, source: values.length >= 4 ? source : null };
    }
    add(previous.source, `${line.slice(previous.column)}\n`);
  }
  return new Map(
    [...texts].map(([index, parts]) => [
      index === null ? null : map.sources[index],
      parts.join(''),
    ]),
  );
}

/** `node_modules/@scope/pkg/...` → `@scope/pkg`; app files → their path under the repo. */
function ownerOf(sourcePath) {
  if (sourcePath === null) return '(unmapped)';
  const at = sourcePath.lastIndexOf('node_modules/');
  if (at === -1) return sourcePath;
  const parts = sourcePath.slice(at + 'node_modules/'.length).split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** Manifest keys a route needs at first paint: static imports, transitively, from `roots`. */
function staticClosure(manifest, roots) {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

function chunkReport(outDir, file) {
  const path = join(outDir, file);
  const code = readFileSync(path, 'utf8');
  const map = existsSync(`${path}.map`)
    ? JSON.parse(readFileSync(`${path}.map`, 'utf8'))
    : { sources: [], mappings: '' };
  const mapDir = dirname(path);
  const raw = Buffer.byteLength(code);
  const gzip = gzipSync(code).length;
  const sources = [];
  for (const [source, text] of textPerSource(code, map)) {
    const absolute = source === null ? null : resolve(mapDir, source);
    const label = absolute === null ? null : relative(process.cwd(), absolute);
    const bytes = Buffer.byteLength(text);
    sources.push({
      source: label,
      owner: ownerOf(label),
      text,
      raw: bytes,
      gzip: (gzip * bytes) / raw,
    });
  }
  return { file, raw, gzip, sources };
}

const round = (bytes) => Math.round(bytes / 100) / 10;

function printTable(title, rows, top) {
  console.log(`\n${title}  (kB gzip share | kB gzip alone | kB raw)`);
  const shown = rows.slice(0, top);
  const width = Math.max(20, ...shown.map((row) => row.name.length));
  const cell = (bytes, size) => String(round(bytes)).padStart(size);
  for (const row of shown) {
    console.log(
      `  ${row.name.padEnd(width)}  ${cell(row.gzip, 7)}  ${cell(row.alone, 7)}  ${cell(row.raw, 8)}`,
    );
  }
  if (rows.length > top) console.log(`  … ${rows.length - top} more`);
}

function group(sources, key) {
  const groups = new Map();
  for (const entry of sources) {
    const name = key(entry);
    const row = groups.get(name) ?? { name, raw: 0, gzip: 0, texts: [] };
    row.raw += entry.raw;
    row.gzip += entry.gzip;
    row.texts.push(entry.text);
    groups.set(name, row);
  }
  return [...groups.values()]
    .map(({ texts, ...row }) => ({ ...row, alone: gzipSync(texts.join('')).length }))
    .sort((a, b) => b.gzip - a.gzip);
}

const options = parseArgs(process.argv.slice(2));
const outDir =
  options.out ?? `node_modules/.cache/praxis-bench/sizes-${options.mock ? 'mock' : 'prod'}`;
if (options.build) {
  const code = await run(
    process.execPath,
    [
      VITE,
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--manifest',
      '--sourcemap',
      '--logLevel',
      'warn',
      ...(options.config ? ['--config', options.config] : []),
    ],
    { env: { VITE_API_MOCK: options.mock ? 'true' : 'false' } },
  );
  if (code !== 0) process.exit(code);
}

const manifest = readManifest(outDir);
const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const report = { outDir, entry: null, routes: [] };

const describe = (title, keys) => {
  const chunks = [...keys].map((key) => chunkReport(outDir, manifest[key].file));
  const sources = chunks.flatMap((chunk) =>
    chunk.sources.map((s) => ({ ...s, chunk: chunk.file })),
  );
  const total = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
  console.log(`\n=== ${title}: ${chunks.length} chunks, ${round(total)} kB gzip ===`);
  for (const chunk of chunks.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${chunk.file.padEnd(50)} ${String(round(chunk.gzip)).padStart(7)} kB gz`);
  }
  const packages = group(sources, (s) => (s.owner.startsWith('src/') ? 'src/*' : s.owner));
  const appFolders = group(
    sources.filter((s) => s.owner.startsWith('src/')),
    (s) => s.owner.split('/').slice(0, 3).join('/'),
  );
  const files = group(sources, (s) => s.source ?? '(unmapped)');
  printTable('by package', packages, options.top);
  printTable('app code by folder', appFolders, options.top);
  printTable('by file', files, options.top);
  return {
    title,
    gzip: total,
    chunks: chunks.map(({ file, raw, gzip }) => ({ file, raw, gzip })),
    packages,
    appFolders,
    files,
  };
};

const entryKeys = staticClosure(manifest, entries);
report.entry = describe(`entry (${entries.join(', ')})`, entryKeys);
for (const route of options.routes) {
  if (!manifest[route]) {
    console.log(`\n(no chunk for ${route} in the manifest)`);
    continue;
  }
  const keys = staticClosure(manifest, [...entries, route]);
  const routeOnly = new Set([...keys].filter((key) => !entryKeys.has(key)));
  report.routes.push(describe(`${route}: entry + ${routeOnly.size} route chunks`, keys));
  report.routes.push(describe(`${route}: route chunks only`, routeOnly));
}

if (options.json) {
  mkdirSync(dirname(options.json), { recursive: true });
  writeFileSync(options.json, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWrote ${options.json}`);
}
