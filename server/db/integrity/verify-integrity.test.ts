import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { noteSubPath, type Note } from '../../../common/contracts/notes.contract.ts';
import type { Intake } from '../../../common/contracts/intake.contract.ts';
import {
  call,
  patientWithSession,
  startNote,
  startNotesClinic,
  type NotesClinic,
} from '../../notes/notes.test-kit.ts';
import { signedIntake, signedNote, tamper } from './records-lock.test-kit.ts';
import { VERIFY_EXIT, runVerify } from './verify-command.ts';
import { verifyIntegrity } from './verify-integrity.ts';

/**
 * `npm run verify` and the daily check (verifyIntegrity): intact after a clinic's ordinary work,
 * and naming the record when one byte of it is edited by someone who switched the triggers off.
 */
let kit: NotesClinic;
let note: Note;
let intake: Intake;
beforeAll(async () => {
  kit = await startNotesClinic();
  note = await signedNote(kit);
  const addendum = await call(kit, kit.founder, 'POST', noteSubPath(note.id, 'addenda'), {
    body: { text: 'Patient called after the session.', reason: 'Late entry' },
  });
  expect(addendum.status).toBe(201);
  intake = await signedIntake(kit);
}, 180_000); // a clinic of six members and signed records: slow on a loaded machine
afterAll(() => kit.server.close());

const db = () => kit.server.server.ctx.db;
const report = () => verifyIntegrity(db(), kit.server.now());
const brokenIds = async () => (await report()).broken.map((b) => [b.kind, b.id, b.problem]);

/** The verify command over the test server's database, its printed lines and exit code. */
async function verifyCommand() {
  const lines: string[] = [];
  const database = { db: db(), kind: 'pglite' as const, migrations: [], close: async () => {} };
  const code = await runVerify(
    async () => database,
    (line) => lines.push(line),
  );
  return { code, lines };
}

describe('the integrity check', () => {
  it('is run by the server at start and shown on /readyz without naming any record', async () => {
    await vi.waitFor(
      async () => {
        const ready = await kit.server.request('GET', '/readyz');
        expect(ready.status).toBe(200);
        expect(ready.body).toMatchObject({
          status: 'ready',
          integrity: { status: 'intact', brokenRecords: 0, checkedAt: expect.any(String) },
        });
        expect(Object.keys(ready.body.integrity as object).sort()).toEqual([
          'brokenRecords',
          'checkedAt',
          'status',
        ]);
      },
      { timeout: 30_000, interval: 200 },
    );
  });

  it('finds every signature and audit chain intact after a clinic’s ordinary work', async () => {
    const intact = await report();
    expect(intact.broken).toEqual([]);
    expect(intact.checked.notes).toBeGreaterThanOrEqual(1);
    expect(intact.checked.addenda).toBe(1);
    expect(intact.checked.intakes).toBeGreaterThanOrEqual(1);
    expect(intact.checked.auditEvents).toBeGreaterThan(5);
    const { code, lines } = await verifyCommand();
    expect(code).toBe(VERIFY_EXIT.intact);
    expect(lines.join('\n')).toMatch(/Integrity intact: \d+ signed notes, 1 addenda/);
  });

  it('names a signed note of which one byte was edited, and verify exits 1', async () => {
    await tamper(
      db(),
      'notes',
      sql`UPDATE notes SET content = jsonb_set(content, '{sections,plan}',
        to_jsonb(replace(content #>> '{sections,plan}', 'CBT', 'CBt'))) WHERE id = ${note.id}`,
    );
    expect(await brokenIds()).toContainEqual([
      'note',
      note.id,
      'its SHA-256 does not match its contents',
    ]);
    const { code, lines } = await verifyCommand();
    expect(code).toBe(VERIFY_EXIT.broken);
    expect(lines.join('\n')).toContain(`first: note ${note.id} of clinic ${kit.founder.tenant_id}`);
  });

  it('names a draft signed by hand with another note’s hash (no trigger to switch off)', async () => {
    const { session } = await patientWithSession(kit, 'finished');
    const draft = await startNote(kit, session);
    const copied = (await signedNote(kit)).signature?.sha256 ?? '';
    await sql`UPDATE notes SET status = 'signed', signed_at = now(), signer_role = 'clinician',
      content_sha256 = ${copied} WHERE id = ${draft.id}`.execute(db());
    expect(await brokenIds()).toContainEqual([
      'note',
      draft.id,
      'its SHA-256 does not match its contents',
    ]);
  });

  it('names an addendum whose text was edited', async () => {
    await tamper(
      db(),
      'note_addenda',
      sql`UPDATE note_addenda SET text = 'Patient called after the session!' WHERE note_id = ${note.id}`,
    );
    const addendum = await db()
      .selectFrom('note_addenda')
      .select('id')
      .where('note_id', '=', note.id)
      .executeTakeFirstOrThrow();
    expect(await brokenIds()).toContainEqual([
      'addendum',
      addendum.id,
      'its SHA-256 does not match its contents',
    ]);
  });

  it('names a signed intake whose content was edited, and one whose saved version was', async () => {
    await tamper(
      db(),
      'intakes',
      sql`UPDATE intakes SET content = jsonb_set(content, '{goals}', '[]'::jsonb) WHERE id = ${intake.id}`,
    );
    const other = await signedIntake(kit);
    await tamper(
      db(),
      'document_versions',
      sql`UPDATE document_versions SET content = jsonb_set(content, '{goals}', '[]'::jsonb)
        WHERE document_id = ${other.id}`,
    );
    const broken = await brokenIds();
    expect(broken).toContainEqual(['intake', intake.id, 'its SHA-256 does not match its contents']);
    expect(broken).toContainEqual([
      'intake',
      other.id,
      `its saved version ${other.version} differs from its signed contents`,
    ]);
  });

  it('names the audit event whose reason was edited, and the event after one deleted', async () => {
    const events = await db()
      .selectFrom('audit_events')
      .select(['id', 'chain_index'])
      .where('tenant_id', '=', kit.other.tenant_id)
      .orderBy('chain_index')
      .execute();
    const [first, second] = events;
    if (!first || !second) throw new Error('the other clinic has its sign-up and sign-in');
    await tamper(
      db(),
      'audit_events',
      sql`UPDATE audit_events SET type = 'sign-iN' WHERE tenant_id = ${kit.other.tenant_id}
        AND id = ${second.id}`,
    );
    expect(await brokenIds()).toContainEqual([
      'audit-event',
      second.id,
      'its hash does not match its contents',
    ]);
    const founderEvents = await db()
      .selectFrom('audit_events')
      .select(['id', 'chain_index'])
      .where('tenant_id', '=', kit.founder.tenant_id)
      .orderBy('chain_index')
      .execute();
    const [, removed, next] = founderEvents;
    if (!removed || !next) throw new Error('the founder’s clinic has many events');
    await tamper(
      db(),
      'audit_events',
      sql`DELETE FROM audit_events WHERE tenant_id = ${kit.founder.tenant_id}
        AND id = ${removed.id}`,
    );
    expect(await brokenIds()).toContainEqual([
      'audit-event',
      next.id,
      'chain position 3 where 2 was due (an event is missing)',
    ]);
  });
});
