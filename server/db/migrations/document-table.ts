import { sql, type Kysely } from 'kysely';
import { signable } from './0011-clinical-documentation.ts';
import { lockSignedBody } from './0015-append-only-and-audit-chain.ts';

/**
 * What a new clinical document type's migration calls (docs/architecture.md, "Add a clinical
 * document type"), so its table is guarded as notes' and intakes' are: the columns of the
 * documents kit (server/documents), the lock on signed rows, append-only addenda, and its kind
 * among the saved versions'. Migrations 0011, 0015 and 0018 gave notes and intakes the same.
 */

/**
 * A new document table: its clinic, id, patient, session (required or not), author, every
 * document's columns (0011's, and 0018's frozen signer), its keys and its status check. The type
 * adds its own columns (a note's `format`) to the builder, then executes it.
 */
export function documentTable(db: Kysely<unknown>, name: string, session: 'required' | 'optional') {
  const builder = signable(
    db.schema
      .createTable(name)
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('patient_id', 'text', (c) => c.notNull())
      .addColumn('encounter_id', 'text', (c) => (session === 'required' ? c.notNull() : c))
      .addColumn('author_id', 'text', (c) => c.notNull()),
  )
    .addColumn('signer_name', 'text')
    .addColumn('signer_credentials', 'text')
    .addColumn('signer_licence_number', 'text')
    .addPrimaryKeyConstraint(`${name}_pkey`, ['tenant_id', 'id']);
  return builder
    .addForeignKeyConstraint(`${name}_patient_fkey`, ['tenant_id', 'patient_id'], 'patients', [
      'tenant_id',
      'id',
    ])
    .addForeignKeyConstraint(
      `${name}_encounter_fkey`,
      ['tenant_id', 'encounter_id'],
      'encounters',
      ['tenant_id', 'id'],
    )
    .addForeignKeyConstraint(`${name}_author_fkey`, ['tenant_id', 'author_id'], 'users', [
      'tenant_id',
      'id',
    ])
    .addCheckConstraint(
      `${name}_status_check`,
      sql`status in ('draft', 'signed', 'entered-in-error')`,
    );
}

/**
 * A signed row may only move to entered in error, a withdrawn one never changes, neither is
 * deleted (migration 0015's lock), and the table is never truncated.
 */
export async function lockSignedRows(db: Kysely<unknown>, table: string): Promise<void> {
  const name = sql.raw(`${table}_lock_signed`);
  await sql`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql
    AS $$ ${lockSignedBody} $$`.execute(db);
  await sql`CREATE TRIGGER ${name} BEFORE UPDATE OR DELETE ON ${sql.table(table)}
    FOR EACH ROW EXECUTE FUNCTION ${name}()`.execute(db);
  await refuseTruncate(db, table);
}

/** An addenda table's rows are never changed nor deleted (migration 0015's refusal). */
export async function appendOnlyRows(db: Kysely<unknown>, table: string): Promise<void> {
  await sql`CREATE TRIGGER ${sql.raw(`${table}_append_only`)} BEFORE UPDATE OR DELETE
    ON ${sql.table(table)} FOR EACH ROW EXECUTE FUNCTION refuse_append_only_change()`.execute(db);
  await refuseTruncate(db, table);
}

async function refuseTruncate(db: Kysely<unknown>, table: string): Promise<void> {
  await sql`CREATE TRIGGER ${sql.raw(`${table}_no_truncate`)} BEFORE TRUNCATE
    ON ${sql.table(table)} FOR EACH STATEMENT EXECUTE FUNCTION refuse_append_only_change()`.execute(
    db,
  );
}

/** The kinds `document_versions` keeps versions of: every document type's (`note`, `intake`, …). */
export async function allowDocumentKinds(db: Kysely<unknown>, kinds: string[]): Promise<void> {
  await sql`ALTER TABLE document_versions DROP CONSTRAINT document_versions_kind_check`.execute(db);
  await sql`ALTER TABLE document_versions ADD CONSTRAINT document_versions_kind_check
    CHECK (document_kind IN (${sql.join(kinds.map((kind) => sql.lit(kind)))}))`.execute(db);
}

/**
 * A document type's addenda table (as `note_addenda`): each row signed when written, with its
 * signer frozen, pointing at its document by `column`; append-only.
 */
export async function addendaTable(
  db: Kysely<unknown>,
  name: string,
  document: { table: string; column: string },
): Promise<void> {
  await db.schema
    .createTable(name)
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('seq', 'bigserial', (c) => c.notNull())
    .addColumn(document.column, 'text', (c) => c.notNull())
    .addColumn('author_id', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('signed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('signer_role', 'text', (c) => c.notNull())
    .addColumn('content_sha256', 'text', (c) => c.notNull())
    .addColumn('signer_name', 'text')
    .addColumn('signer_credentials', 'text')
    .addColumn('signer_licence_number', 'text')
    .addPrimaryKeyConstraint(`${name}_pkey`, ['tenant_id', 'id'])
    .addForeignKeyConstraint(
      `${name}_document_fkey`,
      ['tenant_id', document.column],
      document.table,
      ['tenant_id', 'id'],
    )
    .addForeignKeyConstraint(`${name}_author_fkey`, ['tenant_id', 'author_id'], 'users', [
      'tenant_id',
      'id',
    ])
    .execute();
  await appendOnlyRows(db, name);
}
