import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noteSubPath } from '../../../common/contracts/notes.contract.ts';
import {
  call,
  patientWithSession,
  startNote,
  startNotesClinic,
  type NotesClinic,
} from '../../notes/notes.test-kit.ts';
import { signedIntake, signedNote } from './records-lock.test-kit.ts';

/**
 * The database's own lock (migration 0015), on PGlite and PostgreSQL alike: each bypass the issue
 * names, tried with plain SQL as a bug or a hand-written query would.
 */
let kit: NotesClinic;
beforeAll(async () => {
  kit = await startNotesClinic();
}, 180_000); // a clinic of six members and signed records: slow on a loaded machine
afterAll(() => kit.server.close());

const db = () => kit.server.server.ctx.db;
const run = (statement: RawBuilder<unknown>) => statement.execute(db());
const noteRow = (id: string) =>
  db().selectFrom('notes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const intakeRow = (id: string) =>
  db().selectFrom('intakes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('a signed note', () => {
  it('cannot be put back to draft, edited and signed again', async () => {
    const note = await signedNote(kit);
    await expect(run(sql`UPDATE notes SET status = 'draft' WHERE id = ${note.id}`)).rejects.toThrow(
      /cannot leave signed/,
    );
    expect((await noteRow(note.id)).status).toBe('signed');
  });

  it('keeps its patient, author, session and format', async () => {
    const note = await signedNote(kit);
    const other = await signedNote(kit);
    const changes = [
      sql`UPDATE notes SET patient_id = ${other.patientId} WHERE id = ${note.id}`,
      sql`UPDATE notes SET author_id = ${kit.colleague.user.id} WHERE id = ${note.id}`,
      sql`UPDATE notes SET format = 'dap' WHERE id = ${note.id}`,
      sql`UPDATE notes SET created_at = now() WHERE id = ${note.id}`,
    ];
    for (const change of changes) await expect(run(change)).rejects.toThrow(/cannot be changed/);
    const row = await noteRow(note.id);
    expect([row.patient_id, row.author_id, row.format]).toEqual([
      note.patientId,
      kit.founder.user.id,
      'soap',
    ]);
  });

  it('cannot be withdrawn with a changed content in the same statement', async () => {
    const note = await signedNote(kit);
    await expect(
      run(sql`UPDATE notes SET status = 'entered-in-error', error_reason = 'x',
        content = '{"sections":{},"fields":{}}'::jsonb WHERE id = ${note.id}`),
    ).rejects.toThrow(/cannot be changed/);
  });

  it('may still be entered in error through the API, and then nothing of it changes, status included', async () => {
    const note = await signedNote(kit);
    const withdrawn = await call(
      kit,
      kit.founder,
      'POST',
      noteSubPath(note.id, 'entered-in-error'),
      {
        body: { reason: 'Wrong patient' },
      },
    );
    expect(withdrawn.status).toBe(200);
    const row = await noteRow(note.id);
    expect([row.status, row.error_reason]).toEqual(['entered-in-error', 'Wrong patient']);
    for (const change of [
      sql`UPDATE notes SET status = 'signed' WHERE id = ${note.id}`,
      sql`UPDATE notes SET error_reason = 'Another reason' WHERE id = ${note.id}`,
    ]) {
      await expect(run(change)).rejects.toThrow(/entered in error cannot be changed/);
    }
    expect((await noteRow(note.id)).error_reason).toBe('Wrong patient');
  });

  it('cannot be deleted, nor its table truncated', async () => {
    const note = await signedNote(kit);
    await expect(run(sql`DELETE FROM notes WHERE id = ${note.id}`)).rejects.toThrow(
      /cannot be deleted/,
    );
    for (const table of ['notes', 'intakes', 'note_addenda']) {
      await expect(run(sql`TRUNCATE ${sql.table(table)} CASCADE`)).rejects.toThrow(/append-only/);
    }
    expect((await noteRow(note.id)).status).toBe('signed');
  });

  it('leaves a draft free to change (the lock starts at the signature)', async () => {
    const { session } = await patientWithSession(kit, 'finished');
    const draft = await startNote(kit, session);
    await run(sql`UPDATE notes SET format = 'dap' WHERE id = ${draft.id}`);
    expect((await noteRow(draft.id)).format).toBe('dap');
  });
});

describe('a signed intake', () => {
  it('cannot go back to draft, change patient or author, or be deleted', async () => {
    const intake = await signedIntake(kit);
    const other = await signedIntake(kit);
    await expect(
      run(sql`UPDATE intakes SET status = 'draft' WHERE id = ${intake.id}`),
    ).rejects.toThrow(/cannot leave signed/);
    await expect(
      run(sql`UPDATE intakes SET patient_id = ${other.patientId} WHERE id = ${intake.id}`),
    ).rejects.toThrow(/cannot be changed/);
    await expect(
      run(sql`UPDATE intakes SET author_id = ${kit.colleague.user.id} WHERE id = ${intake.id}`),
    ).rejects.toThrow(/cannot be changed/);
    await expect(run(sql`DELETE FROM intakes WHERE id = ${intake.id}`)).rejects.toThrow(
      /cannot be deleted/,
    );
    const row = await intakeRow(intake.id);
    expect([row.status, row.patient_id, row.author_id]).toEqual([
      'signed',
      intake.patientId,
      kit.founder.user.id,
    ]);
  });
});

describe('the append-only tables', () => {
  it('refuse any update, delete or truncate of saved versions, record-access lines and audit events', async () => {
    const note = await signedNote(kit);
    const statements = [
      sql`UPDATE document_versions SET content = '{}'::jsonb WHERE document_id = ${note.id}`,
      sql`DELETE FROM document_versions WHERE document_id = ${note.id}`,
      sql`TRUNCATE document_versions`,
      sql`UPDATE record_access SET user_id = 'nobody' WHERE patient_id = ${note.patientId}`,
      sql`DELETE FROM record_access WHERE patient_id = ${note.patientId}`,
      sql`TRUNCATE record_access`,
      sql`UPDATE audit_events SET reason = 'user' WHERE user_id = ${kit.founder.user.id}`,
      sql`DELETE FROM audit_events WHERE user_id = ${kit.founder.user.id}`,
      sql`TRUNCATE audit_events`,
    ];
    for (const statement of statements) {
      await expect(run(statement)).rejects.toThrow(/append-only/);
    }
    const versions = await db()
      .selectFrom('document_versions')
      .select('version')
      .where('document_id', '=', note.id)
      .execute();
    expect(versions).toHaveLength(1);
    const access = await db()
      .selectFrom('record_access')
      .select('user_id')
      .where('patient_id', '=', note.patientId)
      .execute();
    expect(access.length).toBeGreaterThan(0);
    expect(access.every((row) => row.user_id !== 'nobody')).toBe(true);
  });
});
