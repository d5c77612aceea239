import { sql, type SelectQueryBuilder } from 'kysely';
import type { EnteredInError, Signature } from '../../common/contracts/documents.contract.ts';
import type { Database, DocumentStatus } from '../db/schema.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import type { DocumentTable, DocumentType } from './document-types.ts';

/** The columns every document answer is made of, and its author's and withdrawer's names. */
export interface DocumentRow {
  id: string;
  patient_id: string;
  encounter_id: string | null;
  author_id: string;
  status: DocumentStatus;
  version: number;
  content: unknown;
  created_at: Date;
  updated_at: Date;
  signed_at: Date | null;
  signer_role: string | null;
  signer_name: string | null;
  signer_credentials: string | null;
  signer_licence_number: string | null;
  content_sha256: string | null;
  error_reason: string | null;
  error_at: Date | null;
  author_first: string;
  author_last: string;
  withdrawer_first: string | null;
  withdrawer_last: string | null;
}

/** A row of table `T`: its session column as the table has it (a note's is never null). */
export type DocumentRowOf<T extends DocumentTable> = Omit<DocumentRow, 'encounter_id'> & {
  encounter_id: Database[T] extends { encounter_id: infer E } ? E : never;
};

const COLUMNS = [
  'id',
  'patient_id',
  'encounter_id',
  'author_id',
  'status',
  'version',
  'content',
  'created_at',
  'updated_at',
  'signed_at',
  'signer_role',
  'signer_name',
  'signer_credentials',
  'signer_licence_number',
  'content_sha256',
  'error_reason',
  'error_at',
] as const satisfies readonly (keyof DocumentRow)[];

/**
 * The documents of one type, of the clinic, each joined to its author's and (when withdrawn) its
 * withdrawer's names. The builder is the table's: a type selects its own columns and joins more
 * (a note its AI draft), filters and orders by `<table>.<column>`.
 */
export function selectDocuments<T extends DocumentTable>(
  clinic: TenantDb,
  type: DocumentType<T>,
): SelectQueryBuilder<Database, T, DocumentRowOf<T>> {
  const column = (name: string) => sql.ref(`${type.table}.${name}`);
  const query = clinic
    .selectFrom(type.table as 'intakes')
    .innerJoin('users as author', (join) =>
      join
        .on(sql<boolean>`author.tenant_id = ${column('tenant_id')}`)
        .on(sql<boolean>`author.id = ${column('author_id')}`),
    )
    .leftJoin('users as withdrawer', (join) =>
      join
        .on(sql<boolean>`withdrawer.tenant_id = ${column('tenant_id')}`)
        .on(sql<boolean>`withdrawer.id = ${column('error_by')}`),
    )
    .select(COLUMNS.map((name) => column(name).as(name)))
    .select([
      'author.first_name as author_first',
      'author.last_name as author_last',
      'withdrawer.first_name as withdrawer_first',
      'withdrawer.last_name as withdrawer_last',
    ]);
  // Kysely cannot type a join over a generic table: the columns are named above, by the row.
  return query as unknown as SelectQueryBuilder<Database, T, DocumentRowOf<T>>;
}

const iso = (at: Date | string) => new Date(at).toISOString();

/** The signature a signed row carries (its signer is its author, named by the caller), or null. */
export function signatureOf(row: DocumentRow, signerName: string): Signature | null {
  if (!row.signed_at || !row.content_sha256) return null;
  return {
    signerId: row.author_id,
    signerName,
    signerCredentials: row.signer_credentials,
    signerLicenceNumber: row.signer_licence_number,
    role: row.signer_role ?? 'clinician',
    signedAt: iso(row.signed_at),
    sha256: row.content_sha256,
  };
}

/** Why, when and by whom a withdrawn row was entered in error (named by the caller), or null. */
export function enteredInErrorOf(row: DocumentRow, byName: string): EnteredInError | null {
  return row.status === 'entered-in-error' && row.error_at
    ? { reason: row.error_reason ?? '', at: iso(row.error_at), byName }
    : null;
}
