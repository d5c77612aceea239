#!/usr/bin/env node
// Sets one namespace of a feature's four locale files from a JSON file
// {"en": {...}, "fr": {...}, "ro": {...}, "zh": {...}}.
// Usage: node scripts/i18n-put.mjs <feature> <namespace> <file.json>
// A new feature folder also needs a line in src/i18n/messages/<locale>.ts for each locale.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

const [feature, namespace, file] = process.argv.slice(2);
if (!feature || !namespace || !file) {
  console.error('usage: node scripts/i18n-put.mjs <feature> <namespace> <file.json>');
  process.exit(2);
}
const input = JSON.parse(readFileSync(file, 'utf8'));
const dir = `src/i18n/messages/${feature}`;
mkdirSync(dir, { recursive: true });
for (const locale of ['en', 'fr', 'ro', 'zh']) {
  if (!input[locale]) throw new Error(`missing locale ${locale} in ${file}`);
  const path = `${dir}/${locale}.json`;
  const messages = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
  messages[namespace] = input[locale];
  const sorted = Object.fromEntries(
    Object.entries(messages).sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(`${path}.tmp`, `${JSON.stringify(sorted, null, 2)}\n`);
  renameSync(`${path}.tmp`, path);
}
console.log(`${feature}/${namespace} written to en, fr, ro, zh`);
