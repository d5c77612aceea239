import pg from 'pg';
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
import {
  dropSchema,
  POSTGRES_TEST_URL,
  scratchSchema,
  startTestServer,
} from '../../test/harness.ts';
import { temporaryDirs } from '../../test/temporary-dirs.ts';
import { DEMO, seedDemo } from '../../seed/seed.ts';
import { readAdminToken } from './admin-token.ts';
import { BACKUP_ENDPOINT } from './backup-config.ts';
import { CopyRefused } from './copy-to-postgres.ts';
import { migrateToPostgres } from './migrate-command.ts';

const url = POSTGRES_TEST_URL;
if (!url)
  console.info(
    'migrate-to-postgres: skipped (runs with PRAXIS_TEST_DATABASE=postgres and DATABASE_URL)',
  );
const schemaName = () => scratchSchema('praxis_move');

describe.skipIf(!url)(
  'migrate-to-postgres: an embedded clinic copied into an empty PostgreSQL',
  () => {
    let kit: NotesClinic;
    let dataDir: string;
    let audioDir: string;
    let backup: Uint8Array;
    let recordingId: string;
    const schemas: string[] = [];
    /** Every directory the suite names, removed at its end (after its servers are closed). */
    const dirs = temporaryDirs();
    const temporaryDir = dirs.name;

    beforeAll(async () => {
      dataDir = temporaryDir('praxis-move-');
      audioDir = temporaryDir('praxis-move-audio-');
      const base = loadConfig({}).speech;
      // The source is embedded whatever database the suite runs on.
      kit = await startNotesClinic({
        databaseUrl: undefined,
        databaseSchema: undefined,
        dataDir,
        speech: { ...base, audioDir },
      });
      await seedDemo(kit.server.server.ctx.db, kit.server.now());
      const { session } = await patientWithSession(kit, 'finished');
      await signNote(kit, await startNote(kit, session));
      const live = await patientWithSession(kit, 'in-progress');
      await recordingConsent(kit, live.patient.id);
      recordingId = (await recordingWith(kit, live.session, ['first', 'second'])).id;
      const reply = await fetch(`${kit.server.url}${BACKUP_ENDPOINT}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${readAdminToken(dataDir)}` },
      });
      backup = new Uint8Array(await reply.arrayBuffer());
      // Closed before the copy reads its data directory (and again, doing nothing, in afterAll).
      await kit.server.close();
    }, 300_000);

    afterAll(async () => {
      await dirs.closeThenRemove(async () => {
        await kit?.server.close();
        for (const schema of schemas) await dropSchema(url, schema);
      });
    });

    it('copies the stopped data directory: every table, sequences, counts and signatures verified, audio moved', async () => {
      const schema = schemaName();
      schemas.push(schema);
      const lines: string[] = [];
      const audioTo = temporaryDir('praxis-move-to-');
      const report = await migrateToPostgres({
        from: { dataDir },
        to: { databaseUrl: url as string, schema },
        audioFrom: fileAudioStore(audioDir),
        audioTo: fileAudioStore(audioTo),
        progress: (line) => lines.push(line),
      });
      expect(report.counts.patients).toBeGreaterThan(48);
      expect(report.signatures.notes).toBeGreaterThan(1);
      expect(report.signatures.mismatches).toEqual([]);
      expect(report.audioChunks).toBe(2);
      expect(lines).toContain(`patients: ${report.counts.patients} rows`);
      // The name words are made by the target's own triggers, and their count checked as well.
      expect(report.counts.patient_name_words).toBeGreaterThan(48);
      expect(lines).toContain(
        `patient_name_words: ${report.counts.patient_name_words} rows kept by the database`,
      );
      const chunks = await fileAudioStore(audioTo).list(kit.founder.user.tenantId, recordingId);
      expect(chunks.map((chunk) => chunk.bytes)).toEqual([5, 6]);

      // The server runs on the copy: the demo account signs in and finds its clinic's patients.
      const server = await startTestServer({
        databaseUrl: url,
        databaseSchema: schema,
        dataDir: 'memory://',
      });
      try {
        const login = await server.request<{ access_token: string }>('POST', '/account/login', {
          body: { email: DEMO.email, password: DEMO.password },
        });
        expect(login.status).toBe(200);
        const patients = await server.request<{ patients: unknown[] }>('POST', '/patients/search', {
          token: login.body.access_token,
          body: { clinician: 'any', limit: 100 },
        });
        expect(patients.status).toBe(200);
        expect(patients.body.patients.length).toBeGreaterThan(40);
        // A new row after the copy takes the next sequence value instead of colliding.
        const registered = await server.request('POST', '/patients', {
          token: login.body.access_token,
          body: { familyName: 'After', givenName: 'Move', birthDate: '1990-05-05' },
        });
        expect(registered.status).toBe(201);
      } finally {
        // Its schema is dropped with the others in afterAll.
        await server.close({ keepDatabase: true });
      }
    }, 300_000);

    it('refuses a target that already holds a clinic, changing nothing', async () => {
      const schema = schemaName();
      schemas.push(schema);
      const move = () =>
        migrateToPostgres({
          from: { backupFile: backup },
          to: { databaseUrl: url as string, schema },
          audioFrom: fileAudioStore(audioDir),
          audioTo: null,
        });
      const first = await move();
      const patientsIn = async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          const result = await client.query(`SELECT count(*)::int AS n FROM "${schema}".patients`);
          return (result.rows[0] as { n: number }).n;
        } finally {
          await client.end();
        }
      };
      expect(first.counts.patients).toBeGreaterThan(48);
      expect(await patientsIn()).toBe(first.counts.patients);
      await expect(move()).rejects.toThrow(CopyRefused);
      expect(await patientsIn()).toBe(first.counts.patients);
    }, 300_000);
  },
);
