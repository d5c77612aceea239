import type { Generated, Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { canonicalJson } from '../../common/contracts/documents.contract.ts';
import { registerPatient } from '../encounters/encounters.test-kit.ts';
import { checkSignedDocuments } from '../db/integrity/signatures.ts';
import {
  addendaTable,
  allowDocumentKinds,
  documentTable,
  lockSignedRows,
} from '../db/migrations/document-table.ts';
import type { FrozenSignerColumns, SignableColumns } from '../db/schema.ts';
import { tenantDb, type TenantDb } from '../db/tenant-db.ts';
import { HttpError } from '../http/http-error.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { requireDocumentDraft } from './document-access.ts';
import { addendaOfDocument, insertAddendum } from './document-addenda.ts';
import { enteredInErrorOf, selectDocuments, signatureOf } from './document-rows.ts';
import { sha256Hex } from './document-signature.ts';
import type { DocumentType } from './document-types.ts';
import { documentVersionsPage } from './document-versions.repository.ts';
import { insertDocument, saveDocument, signDocument, withdrawDocument } from './document-writes.ts';

/**
 * docs/architecture.md, "Add a clinical document type", followed once: a throwaway referral
 * letter gets its content schema (the contract's), its table and addenda table (the migration's
 * helpers, run on this test's database), its row types (in `Database`, below), and its entry for
 * the kit; then it walks the life cycle with nothing else written for it.
 */

// Step 1, the contract: the content schema its routes would validate.
const letterContent = z.strictObject({ body: z.string() });

// Step 2, the schema: its row types in `Database`.
interface RecipeLetterTable extends SignableColumns {
  tenant_id: string;
  id: string;
  patient_id: string;
  encounter_id: string | null;
  author_id: string;
  recipient: string;
}
interface RecipeLetterAddendumTable extends FrozenSignerColumns {
  tenant_id: string;
  id: string;
  seq: Generated<string>;
  letter_id: string;
  author_id: string;
  text: string;
  reason: string;
  signed_at: Date;
  signer_role: string;
  content_sha256: string;
}
declare module '../db/schema.ts' {
  interface Database {
    recipe_letters: RecipeLetterTable;
    recipe_letter_addenda: RecipeLetterAddendumTable;
  }
}

// Step 2, the migration, as a new numbered migration would run it.
async function migrateLetters(db: Kysely<unknown>) {
  await documentTable(db, 'recipe_letters', 'optional')
    .addColumn('recipient', 'text', (c) => c.notNull())
    .execute();
  await lockSignedRows(db, 'recipe_letters');
  await addendaTable(db, 'recipe_letter_addenda', {
    table: 'recipe_letters',
    column: 'letter_id',
  });
  await allowDocumentKinds(db, ['note', 'intake', 'letter']);
}

// Step 3, the kit's entry: its kind, table, signed columns, signer's role and addenda.
const LETTER_DOCUMENT: DocumentType<'recipe_letters'> = {
  kind: 'letter',
  table: 'recipe_letters',
  signedColumns: ['recipient'],
  signerRole: 'clinician',
  addenda: { table: 'recipe_letter_addenda', parentColumn: 'letter_id' },
};

const REFUSALS = { signed: 'This letter is signed.', enteredInError: 'This letter was withdrawn.' };

let server: TestServer;
let clinic: TenantDb;
let authorId: string;
let patientId: string;

const readLetter = async (id: string) =>
  selectDocuments(clinic, LETTER_DOCUMENT)
    .select('recipe_letters.recipient')
    .where('recipe_letters.id', '=', id)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  server = await startTestServer();
  const founder = (await server.signUp()).login;
  authorId = founder.user.id;
  patientId = (await registerPatient(server, founder.access_token)).id;
  await migrateLetters(server.server.ctx.db as unknown as Kysely<unknown>);
  clinic = tenantDb(server.server.ctx.db, founder.user.tenantId);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('a clinical document type added by the recipe', () => {
  it('is drafted, saved by version, signed and locked, amended and withdrawn by the kit alone', async () => {
    const at = (minute: number) => new Date(Date.UTC(2030, 0, 7, 9, minute));

    // Created: a draft at version 1, kept as that version.
    const first = letterContent.parse({ body: 'Dear colleague,' });
    const id = await clinic.transaction((tx) =>
      insertDocument(tx, LETTER_DOCUMENT, {
        patientId,
        encounterId: null,
        authorId,
        content: first,
        now: at(0),
        own: { recipient: 'Dr Ada Lovelace' },
      }),
    );
    const draft = await readLetter(id);
    expect(draft).toMatchObject({ status: 'draft', version: 1, content: first });
    expect(draft.recipient).toBe('Dr Ada Lovelace');

    // Updated with the version it edits; a write naming an older version changes nothing.
    const second = letterContent.parse({ body: 'Dear colleague, please see Grace.' });
    const save = { id, content: second, by: authorId, now: at(1) };
    expect(await saveDocument(clinic, LETTER_DOCUMENT, { ...save, version: 1 })).toBe(true);
    expect(await saveDocument(clinic, LETTER_DOCUMENT, { ...save, version: 1 })).toBe(false);
    const versions = await documentVersionsPage(
      clinic,
      { type: LETTER_DOCUMENT, id },
      { limit: 20 },
    );
    expect(versions.versions.map((v) => [v.version, v.content])).toEqual([
      [2, second],
      [1, first],
    ]);

    // Signed at its version: the hash covers the stored row and its signed column, and the
    // integrity check recomputes it.
    const sign = { id, signerId: authorId, now: at(2) };
    expect(await signDocument(clinic, LETTER_DOCUMENT, { ...sign, version: 1 })).toBe(false);
    expect(await signDocument(clinic, LETTER_DOCUMENT, { ...sign, version: 2 })).toBe(true);
    const signed = await readLetter(id);
    const expected = sha256Hex(
      canonicalJson({
        kind: 'letter',
        id,
        patientId,
        encounterId: null,
        recipient: 'Dr Ada Lovelace',
        content: second,
        signerId: authorId,
        signedAt: at(2).toISOString(),
      }),
    );
    expect(signatureOf(signed, 'the signer')).toMatchObject({
      signerId: authorId,
      role: 'clinician',
      signedAt: at(2).toISOString(),
      sha256: expected,
    });
    expect(signed.signer_name).toBe(`${signed.author_first} ${signed.author_last}`);
    expect(await checkSignedDocuments(server.server.ctx.db, LETTER_DOCUMENT)).toEqual({
      checked: 1,
      broken: [],
    });

    // Refused once signed: by the kit's rule (409), by its writes, and by the database's lock.
    expect(() => requireDocumentDraft(signed, REFUSALS)).toThrow(
      new HttpError(409, REFUSALS.signed),
    );
    expect(await saveDocument(clinic, LETTER_DOCUMENT, { ...save, version: 2 })).toBe(false);
    await expect(
      sql`UPDATE recipe_letters SET content = '{"body":"changed"}' WHERE id = ${id}`.execute(
        server.server.ctx.db,
      ),
    ).rejects.toThrow(/a signed record cannot be changed/);

    // An addendum: signed when written, its own hash, never changed.
    await insertAddendum(clinic, LETTER_DOCUMENT, {
      documentId: id,
      text: 'Grace prefers mornings.',
      reason: 'Availability',
      authorId,
      now: at(3),
    });
    const [addendum] = await addendaOfDocument(clinic, LETTER_DOCUMENT, id);
    expect(addendum?.sha256).toBe(
      sha256Hex(
        canonicalJson({
          letterId: id,
          text: 'Grace prefers mornings.',
          reason: 'Availability',
          authorId,
          signedAt: at(3).toISOString(),
        }),
      ),
    );
    await expect(
      sql`UPDATE recipe_letter_addenda SET text = 'changed' WHERE letter_id = ${id}`.execute(
        server.server.ctx.db,
      ),
    ).rejects.toThrow();

    // Entered in error with its reason, once; the signature still verifies.
    const withdrawal = { id, reason: 'Wrong patient', by: authorId, now: at(4) };
    expect(await withdrawDocument(clinic, LETTER_DOCUMENT, withdrawal)).toBe(true);
    expect(await withdrawDocument(clinic, LETTER_DOCUMENT, withdrawal)).toBe(false);
    const withdrawn = await readLetter(id);
    expect(enteredInErrorOf(withdrawn, 'the withdrawer')).toEqual({
      reason: 'Wrong patient',
      at: at(4).toISOString(),
      byName: 'the withdrawer',
    });
    expect(() => requireDocumentDraft(withdrawn, REFUSALS)).toThrow(
      new HttpError(409, REFUSALS.enteredInError),
    );
    expect(await checkSignedDocuments(server.server.ctx.db, LETTER_DOCUMENT)).toEqual({
      checked: 1,
      broken: [],
    });
  }, 60_000);
});
