import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Addendum } from '../../common/contracts/notes.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { documentAddendumHash } from './document-signature.ts';
import type { DocumentType } from './document-types.ts';
import { signerIdentity } from './signer-identity.ts';

/**
 * Addenda to a signed document (FHIR DocumentReference): each signed when written, with its
 * author named as they are then, and append-only (the table's trigger refuses any change).
 */

/** The kit reads and writes every addenda table through the columns they all have. */
function addendaOf(type: DocumentType) {
  if (!type.addenda) throw new Error(`a ${type.kind} takes no addenda`);
  return { table: type.addenda.table as 'note_addenda', parent: type.addenda.parentColumn };
}

/** Appends a signed addendum to signed document `documentId`. */
export async function insertAddendum(
  tx: TenantDb,
  type: DocumentType,
  entry: { documentId: string; text: string; reason: string; authorId: string; now: Date },
): Promise<void> {
  const { table, parent } = addendaOf(type);
  await tx
    .insertInto(table, {
      id: randomUUID(),
      [parent as 'note_id']: entry.documentId,
      author_id: entry.authorId,
      text: entry.text,
      reason: entry.reason,
      signed_at: entry.now,
      signer_role: type.signerRole,
      ...(await signerIdentity(tx, entry.authorId)),
      content_sha256: documentAddendumHash(type, {
        documentId: entry.documentId,
        text: entry.text,
        reason: entry.reason,
        authorId: entry.authorId,
        signedAt: entry.now.toISOString(),
      }),
    })
    .execute();
}

const ADDENDUM_COLUMNS = [
  'id',
  'text',
  'reason',
  'author_id',
  'signed_at',
  'content_sha256',
  'signer_credentials',
  'signer_licence_number',
] as const;

interface AddendumRow {
  id: string;
  text: string;
  reason: string;
  author_id: string;
  signed_at: Date;
  content_sha256: string;
  signer_credentials: string | null;
  signer_licence_number: string | null;
  author_name: string;
}

/** A document's addenda, in the order they were written, each naming its author as they signed. */
export async function addendaOfDocument(
  clinic: TenantDb,
  type: DocumentType,
  documentId: string,
): Promise<Addendum[]> {
  const { table, parent } = addendaOf(type);
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const rows = (await clinic
    .selectFrom(table)
    .innerJoin('users', (join) =>
      join
        .on(sql<boolean>`users.tenant_id = ${column('tenant_id')}`)
        .on(sql<boolean>`users.id = ${column('author_id')}`),
    )
    .select([
      ...ADDENDUM_COLUMNS.map((name) => column(name).as(name)),
      // An addendum is signed: its author as they were then (a row from before 0018 has it too).
      sql<string>`coalesce(${column('signer_name')}, users.first_name || ' ' || users.last_name)`.as(
        'author_name',
      ),
    ])
    .where(column(parent), '=', documentId)
    .orderBy(column('seq'))
    .execute()) as unknown as AddendumRow[];
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    reason: row.reason,
    authorId: row.author_id,
    authorName: row.author_name,
    authorCredentials: row.signer_credentials,
    authorLicenceNumber: row.signer_licence_number,
    signedAt: new Date(row.signed_at).toISOString(),
    sha256: row.content_sha256,
  }));
}
