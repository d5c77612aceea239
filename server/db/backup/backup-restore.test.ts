import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { registerPatient } from '../../encounters/encounters.test-kit.ts';
import {
  signNote,
  startNote,
  startNotesClinic,
  type NotesClinic,
} from '../../notes/notes.test-kit.ts';
import { fileAudioStore } from '../../speech/audio/file-audio-store.ts';
import { recordingConsent, recordingWith } from '../../speech/speech.test-kit.ts';
import { patientWithSession } from '../../notes/notes.test-kit.ts';
import { TEST_DATABASE } from '../../test/harness.ts';
import { temporaryDirs } from '../../test/temporary-dirs.ts';
import { openDatabase } from '../database.ts';
import { readAdminToken } from './admin-token.ts';
import { takeBackup } from './backup-command.ts';
import { BACKUP_ENDPOINT } from './backup-config.ts';
import { BackupRefused, MANIFEST_ENTRY, unpackBackup } from './backup-format.ts';
import { knownMigrationNames } from '../migrations.ts';
import { restoreBackup } from './restore-backup.ts';

/** Every directory name handed out, removed when the file ends (after the server is closed). */
const scratched = temporaryDirs();
const scratch = () => scratched.name('praxis-backup-test-');

async function askForBackup(kit: NotesClinic, token: string) {
  return fetch(`${kit.server.url}${BACKUP_ENDPOINT}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
}

// The embedded database's backup is the running server's: an on-disk PGlite clinic.
describe.skipIf(TEST_DATABASE !== 'pglite')('backup and restore of the embedded database', () => {
  let kit: NotesClinic;
  let dataDir: string;
  let file: Uint8Array;
  const ackedBefore: string[] = [];
  const ackedDuring: string[] = [];
  let signedNoteId: string;
  let recordingId: string;

  beforeAll(async () => {
    dataDir = scratch();
    const base = loadConfig({}).speech;
    kit = await startNotesClinic({
      dataDir,
      speech: { ...base, audioDir: scratch() },
    });
    const { session } = await patientWithSession(kit, 'finished');
    signedNoteId = (await signNote(kit, await startNote(kit, session))).id;
    const live = await patientWithSession(kit, 'in-progress');
    await recordingConsent(kit, live.patient.id);
    recordingId = (await recordingWith(kit, live.session, ['chunk-zero-', 'chunk-one'])).id;

    // A front desk registering patients one after another while the backup is taken.
    let backupSent = false;
    let stop = false;
    let n = 0;
    let failed: unknown;
    const writer = (async () => {
      while (!stop) {
        n += 1;
        const patient = await registerPatient(kit.server, kit.founder.access_token, {
          givenName: `Writer${n}`,
        });
        (backupSent ? ackedDuring : ackedBefore).push(patient.id);
      }
    })().catch((error: unknown) => {
      failed = error;
    });
    while (ackedBefore.length < 3 && !failed) await new Promise((resolve) => setImmediate(resolve));
    if (failed) throw failed;
    backupSent = true;
    const reply = await askForBackup(kit, readAdminToken(dataDir));
    expect(reply.status).toBe(200);
    file = new Uint8Array(await reply.arrayBuffer());
    stop = true;
    await writer;
  }, 300_000);

  afterAll(async () => {
    await scratched.closeThenRemove(async () => kit?.server.close());
  });

  it('answers a backup only to the holder of the token the server wrote to its data directory', async () => {
    const reply = await askForBackup(kit, 'not-the-token');
    expect(reply.status).toBe(404);
  });

  it('npm run backup asks the running server for its snapshot on loopback', async () => {
    const config = { ...kit.server.server.ctx.config, port: Number(new URL(kit.server.url).port) };
    const lines: string[] = [];
    const taken = await takeBackup(config, (line) => lines.push(line));
    expect(unpackBackup(taken, knownMigrationNames).manifest.database).toBe('pglite');
    expect(lines[0]).toMatch(/asking the server at 127\.0\.0\.1:\d+/);
  }, 120_000);

  it("writes a manifest naming the version, the time, the rows per table and every entry's SHA-256", () => {
    const { manifest, entries } = unpackBackup(file, knownMigrationNames);
    expect(manifest.database).toBe('pglite');
    expect(manifest.migrations).toEqual([...knownMigrationNames]);
    expect(manifest.counts.patients).toBeGreaterThanOrEqual(ackedBefore.length + 2);
    expect(manifest.counts.notes).toBe(1);
    expect(manifest.audio).toMatchObject({ recordings: 1, chunks: 2 });
    expect(Object.keys(entries).sort()).toEqual(Object.keys(manifest.sha256).sort());
  });

  it('restores into an empty data directory with every write acknowledged before the backup, signatures verified', async () => {
    const target = scratch();
    const audioDir = scratch();
    const lines: string[] = [];
    const report = await restoreBackup(
      file,
      { kind: 'pglite', dataDir: target },
      fileAudioStore(audioDir),
      (line) => lines.push(line),
    );
    expect(report.signatures).toMatchObject({ notes: 1, mismatches: [] });
    expect(report.audioChunks).toBe(2);
    expect(lines.some((line) => /tables, \d+ rows restored/.test(line))).toBe(true);

    const restored = await openDatabase({ dataDir: target });
    try {
      const ids = (await restored.db.selectFrom('patients').select('id').execute()).map(
        (r) => r.id,
      );
      for (const id of ackedBefore) expect(ids).toContain(id);
      // A write acknowledged while the backup ran is either wholly in it or wholly absent.
      expect(ids.length).toBe(report.manifest.counts.patients);
      const note = await restored.db
        .selectFrom('notes')
        .select(['status', 'content_sha256'])
        .where('id', '=', signedNoteId)
        .executeTakeFirstOrThrow();
      expect(note.status).toBe('signed');
    } finally {
      await restored.close();
    }
    const chunks = await fileAudioStore(audioDir).list(kit.founder.user.tenantId, recordingId);
    expect(chunks.map((chunk) => chunk.bytes)).toEqual([11, 9]);
  }, 120_000);

  it('refuses a damaged file before writing anything', async () => {
    const damaged = file.slice();
    const middle = Math.floor(damaged.length / 2);
    damaged[middle] = (damaged[middle] ?? 0) ^ 0xff;
    const target = scratch();
    await expect(
      restoreBackup(damaged, { kind: 'pglite', dataDir: target }, fileAudioStore(scratch())),
    ).rejects.toThrow(BackupRefused);
    expect(existsSync(target)).toBe(false);
  });

  it('refuses a file made by a newer Praxis (an unknown migration or a newer format)', async () => {
    const entries = unzipSync(file);
    const manifest = JSON.parse(new TextDecoder().decode(entries[MANIFEST_ENTRY]));
    const newer = (change: Record<string, unknown>) =>
      zipSync({
        ...entries,
        [MANIFEST_ENTRY]: strToU8(JSON.stringify({ ...manifest, ...change })),
      });
    const target = scratch();
    await expect(
      restoreBackup(
        newer({ migrations: [...manifest.migrations, '9999-from-the-future'] }),
        { kind: 'pglite', dataDir: target },
        fileAudioStore(scratch()),
      ),
    ).rejects.toThrow(/newer Praxis.*9999-from-the-future/);
    await expect(
      restoreBackup(
        newer({ formatVersion: 99 }),
        { kind: 'pglite', dataDir: target },
        fileAudioStore(scratch()),
      ),
    ).rejects.toThrow(/newer Praxis \(backup format 99/);
    expect(existsSync(target)).toBe(false);
  });

  it('refuses to restore over a data directory that holds anything', async () => {
    const target = scratch();
    mkdirSync(target, { recursive: true });
    writeFileSync(join(target, 'PG_VERSION'), '18\n');
    await expect(
      restoreBackup(file, { kind: 'pglite', dataDir: target }, fileAudioStore(scratch())),
    ).rejects.toThrow(/not empty/);
  });
});
