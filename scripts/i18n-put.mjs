#!/usr/bin/env node
// Sets one namespace of every locale file from a JSON file {"en": {...}, "fr": {...}, "ro": {...}, "zh": {...}}.
// Usage: node scripts/i18n-put.mjs <namespace> <file.json>
import { readFileSync, writeFileSync, renameSync } from 'node:fs';

const [namespace, file] = process.argv.slice(2);
if (!namespace || !file) {
  console.error('usage: node scripts/i18n-put.mjs <namespace> <file.json>');
  process.exit(2);
}
const input = JSON.parse(readFileSync(file, 'utf8'));
for (const locale of ['en', 'fr', 'ro', 'zh']) {
  if (!input[locale]) throw new Error(`missing locale ${locale} in ${file}`);
  const path = `src/i18n/messages/${locale}.json`;
  const messages = JSON.parse(readFileSync(path, 'utf8'));
  messages[namespace] = input[locale];
  const sorted = Object.fromEntries(
    Object.entries(messages).sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(`${path}.tmp`, `${JSON.stringify(sorted, null, 2)}\n`);
  renameSync(`${path}.tmp`, path);
}
console.log(`namespace ${namespace} written to en, fr, ro, zh`);
