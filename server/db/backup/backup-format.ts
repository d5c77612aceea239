import { createHash } from 'node:crypto';
import { unzipSync, zipSync, type Zippable } from 'fflate';
import { z } from 'zod';

/**
 * A Praxis backup is one ZIP file: `manifest.json`, the database (`database/pglite.tar.gz`, PGlite's
 * own data directory dump, or `database/postgres.dump`, `pg_dump --format=custom`) and every
 * recording's audio chunks under `audio/<tenant>/<recording>/<seq>.webm`. The manifest names the
 * format, the Praxis version and migrations that made it, when, the rows per table and the
 * SHA-256 of every other entry; restore refuses a file whose entries do not match it.
 */
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const DATABASE_ENTRY = {
  pglite: 'database/pglite.tar.gz',
  postgres: 'database/postgres.dump',
};
export const AUDIO_PREFIX = 'audio/';

export const backupManifest = z.object({
  format: z.literal('praxis-backup'),
  formatVersion: z.number().int().positive(),
  praxisVersion: z.string(),
  createdAt: z.string(),
  database: z.enum(['pglite', 'postgres']),
  /** The migrations the database had run: a build that does not know one is older than the file. */
  migrations: z.array(z.string()),
  /** Rows per table at the snapshot. */
  counts: z.record(z.string(), z.number().int().nonnegative()),
  /** Recordings and chunks whose audio the file holds. */
  audio: z.object({ recordings: z.number().int(), chunks: z.number().int(), bytes: z.number() }),
  /** SHA-256 (hex) of every entry but the manifest. */
  sha256: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/)),
  /** For a PostgreSQL dump: the `pg_dump` that wrote it (pg_restore must be at least as new). */
  pgDumpVersion: z.string().optional(),
});
export type BackupManifest = z.infer<typeof backupManifest>;

export const sha256Of = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex');

/** A file restore refuses: damaged, not a backup, or made by a newer Praxis. */
export class BackupRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefused';
  }
}

export type BackupEntries = Record<string, Uint8Array>;

/** The ZIP of the entries plus a manifest listing their hashes (entries are stored uncompressed when already compressed). */
export function packBackup(
  manifest: Omit<BackupManifest, 'sha256' | 'format' | 'formatVersion'>,
  entries: BackupEntries,
): Uint8Array {
  const sha256: Record<string, string> = {};
  for (const [name, bytes] of Object.entries(entries)) sha256[name] = sha256Of(bytes);
  const full: BackupManifest = {
    format: 'praxis-backup',
    formatVersion: BACKUP_FORMAT_VERSION,
    ...manifest,
    sha256,
  };
  const zippable: Zippable = {
    [MANIFEST_ENTRY]: new TextEncoder().encode(`${JSON.stringify(full, null, 2)}\n`),
  };
  // Audio (WebM/Opus) and the gzip dump are compressed already: stored as they are.
  for (const [name, bytes] of Object.entries(entries)) zippable[name] = [bytes, { level: 0 }];
  return zipSync(zippable);
}

/**
 * Reads and checks a backup: a ZIP with a manifest this build understands, every entry present
 * with its hash, nothing extra, and only migrations this build knows (`knownMigrations`).
 */
export function unpackBackup(
  file: Uint8Array,
  knownMigrations: readonly string[],
): { manifest: BackupManifest; entries: BackupEntries } {
  let files: BackupEntries;
  try {
    files = unzipSync(file);
  } catch {
    throw new BackupRefused('The file is damaged or is not a Praxis backup (not a readable ZIP).');
  }
  const manifestBytes = files[MANIFEST_ENTRY];
  if (!manifestBytes) throw new BackupRefused('The file is not a Praxis backup (no manifest).');
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder().decode(manifestBytes));
  } catch {
    throw new BackupRefused('The backup manifest is damaged (not JSON).');
  }
  const version = (raw as { formatVersion?: unknown } | null)?.formatVersion;
  if (typeof version === 'number' && version > BACKUP_FORMAT_VERSION) {
    throw new BackupRefused(
      `The backup was made by a newer Praxis (backup format ${version}; this one reads up to ${BACKUP_FORMAT_VERSION}). Restore it with that version or newer.`,
    );
  }
  const parsed = backupManifest.safeParse(raw);
  if (!parsed.success)
    throw new BackupRefused('The backup manifest is damaged (unexpected shape).');
  const manifest = parsed.data;
  const unknown = manifest.migrations.filter((name) => !knownMigrations.includes(name));
  if (unknown.length > 0) {
    throw new BackupRefused(
      `The backup was made by a newer Praxis (${manifest.praxisVersion}): its database has migrations this version does not know (${unknown.join(', ')}).`,
    );
  }
  const entries: BackupEntries = {};
  for (const [name, bytes] of Object.entries(files)) {
    if (name === MANIFEST_ENTRY || name.endsWith('/')) continue;
    const expected = manifest.sha256[name];
    if (!expected)
      throw new BackupRefused(`The backup holds an entry its manifest does not list: ${name}.`);
    if (sha256Of(bytes) !== expected)
      throw new BackupRefused(`The backup is damaged: ${name} does not match its SHA-256.`);
    entries[name] = bytes;
  }
  const missing = Object.keys(manifest.sha256).filter((name) => !(name in entries));
  if (missing.length > 0)
    throw new BackupRefused(`The backup is incomplete: ${missing.join(', ')} missing.`);
  if (!entries[DATABASE_ENTRY[manifest.database]]) {
    throw new BackupRefused('The backup holds no database.');
  }
  return { manifest, entries };
}

/** `audio/<tenant>/<recording>/<seq>.webm` ↔ its parts. */
export const audioEntryName = (tenantId: string, recordingId: string, seq: number) =>
  `${AUDIO_PREFIX}${tenantId}/${recordingId}/${seq}.webm`;

const AUDIO_ENTRY = /^audio\/([A-Za-z0-9_-]{1,64})\/([A-Za-z0-9_-]{1,64})\/(\d+)\.webm$/;

export function parseAudioEntry(
  name: string,
): { tenantId: string; recordingId: string; seq: number } | null {
  const match = AUDIO_ENTRY.exec(name);
  if (!match) return null;
  return { tenantId: match[1] ?? '', recordingId: match[2] ?? '', seq: Number(match[3]) };
}
