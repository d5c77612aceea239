import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import {
  signNote,
  startNote,
  startNotesClinic,
  type NotesClinic,
} from '../../notes/notes.test-kit.ts';
import { patientWithSession } from '../../notes/notes.test-kit.ts';
import { fileAudioStore } from '../../speech/audio/file-audio-store.ts';
import { recordingConsent, recordingWith } from '../../speech/speech.test-kit.ts';
import { dropSchema, POSTGRES_TEST_URL, temporaryAudioDir } from '../../test/harness.ts';
import { knownMigrationNames } from '../migrations.ts';
import { takeBackup } from './backup-command.ts';
import { BackupRefused, unpackBackup } from './backup-format.ts';
import { restoreBackup } from './restore-backup.ts';

const onPostgres = Boolean(POSTGRES_TEST_URL);
if (!onPostgres)
  console.info('backup-postgres: skipped (needs PRAXIS_TEST_DATABASE=postgres and DATABASE_URL)');

describe.skipIf(!onPostgres)('backup and restore on PostgreSQL (pg_dump, pg_restore)', () => {
  let kit: NotesClinic;
  let file: Uint8Array;
  let schema: string;
  let url: string;
  let recordingId: string;
  const audioDir = temporaryAudioDir();
  const restoredAudio = temporaryAudioDir();

  beforeAll(async () => {
    const base = loadConfig({}).speech;
    kit = await startNotesClinic({ speech: { ...base, audioDir } });
    const config = kit.server.server.ctx.config;
    schema = config.databaseSchema as string;
    url = config.databaseUrl as string;
    const { session } = await patientWithSession(kit, 'finished');
    await signNote(kit, await startNote(kit, session));
    const live = await patientWithSession(kit, 'in-progress');
    await recordingConsent(kit, live.patient.id);
    recordingId = (await recordingWith(kit, live.session, ['abc', 'defg'])).id;
    const lines: string[] = [];
    file = await takeBackup(config, (line) => lines.push(line));
    expect(lines.some((line) => /database: \d+ tables, \d+ rows/.test(line))).toBe(true);
  }, 120_000);

  afterAll(async () => {
    await kit?.server.close();
    for (const dir of [audioDir, restoredAudio]) await rm(dir, { recursive: true, force: true });
  });

  it('dumps with pg_dump in the custom format and names the pg_dump that wrote it', () => {
    const { manifest, entries } = unpackBackup(file, knownMigrationNames);
    expect(manifest.database).toBe('postgres');
    expect(manifest.pgDumpVersion).toMatch(/^pg_dump \(PostgreSQL\) \d+/);
    // pg_dump's custom format starts with PGDMP.
    expect(new TextDecoder().decode(entries['database/postgres.dump']?.slice(0, 5))).toBe('PGDMP');
    expect(manifest.counts.notes).toBe(1);
    expect(manifest.audio.chunks).toBe(2);
  });

  it('refuses to restore into a database whose schema already has tables', async () => {
    await expect(
      restoreBackup(file, { kind: 'postgres', databaseUrl: url, schema }, fileAudioStore(audioDir)),
    ).rejects.toThrow(BackupRefused);
  });

  it('restores into an emptied database with its rows, signatures and audio', async () => {
    await kit.server.server.close();
    await dropSchema(url, schema);
    const report = await restoreBackup(
      file,
      { kind: 'postgres', databaseUrl: url, schema },
      fileAudioStore(restoredAudio),
    );
    expect(report.counts).toEqual(report.manifest.counts);
    expect(report.signatures).toMatchObject({ notes: 1, mismatches: [] });
    const chunks = await fileAudioStore(restoredAudio).list(kit.founder.user.tenantId, recordingId);
    expect(chunks.map((chunk) => chunk.bytes)).toEqual([3, 4]);
    await dropSchema(url, schema);
  }, 120_000);
});
