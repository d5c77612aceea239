import { randomUUID } from 'node:crypto';
import { sql, type Updateable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { storedRowHash } from './document-signature.ts';
import type { DocumentTable, DocumentType } from './document-types.ts';
import { signerIdentity } from './signer-identity.ts';

/**
 * A document's life cycle in the database (CLINICAL.md decision 1): a draft at version 1, each
 * save the next version (and kept in `document_versions`), signing that locks it with a hash and
 * its signer as they are named now, and the move to entered in error with a reason. Each write
 * runs in the caller's transaction and changes only the version it names; false when the row is
 * no longer that (someone saved, signed or withdrew it in between). The database refuses any
 * change to a signed row but that move (migrations 0011 and 0015).
 */

/** A document's content as a jsonb parameter (the same bytes on PGlite and PostgreSQL). */
const jsonb = (content: unknown) => sql<unknown>`${JSON.stringify(content)}::jsonb`;

/** A type's own columns (a note's format, its AI draft), written beside the kit's. */
export type OwnColumns<T extends DocumentTable> = Omit<Updateable<Database[T]>, 'tenant_id' | 'id'>;

/** The kit writes every document table through the columns they all have. */
const table = (type: DocumentType) => type.table as 'intakes';

async function keepVersion(
  tx: TenantDb,
  type: DocumentType,
  saved: { id: string; version: number; content: unknown; by: string; at: Date },
) {
  await tx
    .insertInto('document_versions', {
      document_kind: type.kind,
      document_id: saved.id,
      version: saved.version,
      content: jsonb(saved.content),
      saved_by: saved.by,
      saved_at: saved.at,
    })
    .execute();
}

/** Starts a draft at version 1 (and keeps that version); returns its id. */
export async function insertDocument<T extends DocumentTable>(
  tx: TenantDb,
  type: DocumentType<T>,
  draft: {
    patientId: string;
    encounterId: string | null;
    authorId: string;
    content: unknown;
    now: Date;
    own?: OwnColumns<T>;
  },
): Promise<string> {
  const id = randomUUID();
  await tx
    .insertInto(table(type), {
      id,
      patient_id: draft.patientId,
      encounter_id: draft.encounterId,
      author_id: draft.authorId,
      ...(draft.own as object),
      status: 'draft',
      version: 1,
      content: jsonb(draft.content),
      created_at: draft.now,
      updated_at: draft.now,
    })
    .execute();
  await keepVersion(tx, type, {
    id,
    version: 1,
    content: draft.content,
    by: draft.authorId,
    at: draft.now,
  });
  return id;
}

/** Saves a draft's content over version `version`, as the next one; false if it is no longer. */
export async function saveDocument<T extends DocumentTable>(
  tx: TenantDb,
  type: DocumentType<T>,
  save: {
    id: string;
    version: number;
    content: unknown;
    by: string;
    now: Date;
    own?: OwnColumns<T>;
  },
): Promise<boolean> {
  const next = save.version + 1;
  const result = await tx
    .updateTable(table(type))
    .set({
      content: jsonb(save.content),
      version: next,
      updated_at: save.now,
      ...(save.own as object),
    })
    .where('id', '=', save.id)
    .where('status', '=', 'draft')
    .where('version', '=', save.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await keepVersion(tx, type, {
    id: save.id,
    version: next,
    content: save.content,
    by: save.by,
    at: save.now,
  });
  return true;
}

/**
 * Signs and locks draft version `version` by its author: the hash covers the row as stored at
 * that version (document-signature.ts), so it is exactly what the signer saw and what
 * `npm run verify` recomputes; the signer's name, credentials and licence are frozen in the row.
 * False when the row is no longer that draft version, or `signerId` is not its author.
 */
export async function signDocument(
  tx: TenantDb,
  type: DocumentType,
  sign: { id: string; version: number; signerId: string; now: Date },
): Promise<boolean> {
  const draft = await tx
    .selectFrom(table(type))
    .selectAll()
    .where('id', '=', sign.id)
    .where('status', '=', 'draft')
    .where('version', '=', sign.version)
    .where('author_id', '=', sign.signerId)
    .executeTakeFirst();
  if (!draft) return false;
  const sha256 = storedRowHash(type, draft, {
    signerId: sign.signerId,
    signedAt: sign.now.toISOString(),
  });
  const result = await tx
    .updateTable(table(type))
    .set({
      status: 'signed',
      signed_at: sign.now,
      signer_role: type.signerRole,
      ...(await signerIdentity(tx, sign.signerId)),
      content_sha256: sha256,
      updated_at: sign.now,
    })
    .where('id', '=', sign.id)
    .where('status', '=', 'draft')
    .where('version', '=', sign.version)
    .where('author_id', '=', sign.signerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Withdraws a draft or signed document with its reason; false if it already was. */
export async function withdrawDocument(
  tx: TenantDb,
  type: DocumentType,
  entry: { id: string; reason: string; by: string; now: Date },
): Promise<boolean> {
  const result = await tx
    .updateTable(table(type))
    .set({
      status: 'entered-in-error',
      error_reason: entry.reason,
      error_at: entry.now,
      error_by: entry.by,
    })
    .where('id', '=', entry.id)
    .where('status', '<>', 'entered-in-error')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
