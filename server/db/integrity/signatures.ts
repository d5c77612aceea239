import type { Kysely } from 'kysely';
import { canonicalJson } from '../../../common/contracts/documents.contract.ts';
import { addendumSignatureHash, storedRowHash } from '../../documents/document-signature.ts';
import type { DocumentType } from '../../documents/document-types.ts';
import type { Database } from '../schema.ts';
import type { BrokenRecord } from './integrity-report.ts';

/** Rows read per query. */
const PAGE = 500;

const iso = (at: Date | string) => new Date(at).toISOString();

/** The signed records' content is also kept as their version: both must say the same. */
const sameContent = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

/**
 * Documents of one type that were signed (still signed, or withdrawn after signing), with the
 * content of the version they were signed at. Typed as intakes, whose columns every document
 * table has; the type's own signed columns (a note's format) come along with `selectAll`.
 */
function signedRows(
  db: Kysely<Database>,
  type: DocumentType,
  after: { tenant: string; id: string },
) {
  return db
    .selectFrom(`${type.table} as d` as 'intakes as d')
    .leftJoin('document_versions as v', (join) =>
      join
        .onRef('v.tenant_id', '=', 'd.tenant_id')
        .onRef('v.document_id', '=', 'd.id')
        .onRef('v.version', '=', 'd.version')
        .on('v.document_kind', '=', type.kind),
    )
    .selectAll('d')
    .select('v.content as version_content')
    .where((eb) => eb.or([eb('d.status', '=', 'signed'), eb('d.signed_at', 'is not', null)]))
    .where((eb) =>
      eb.or([
        eb('d.tenant_id', '>', after.tenant),
        eb.and([eb('d.tenant_id', '=', after.tenant), eb('d.id', '>', after.id)]),
      ]),
    )
    .orderBy('d.tenant_id')
    .orderBy('d.id')
    .limit(PAGE)
    .execute();
}

type SignedRow = Awaited<ReturnType<typeof signedRows>>[number];

function expectedHash(type: DocumentType, row: SignedRow): string | null {
  if (!row.signed_at) return null;
  return storedRowHash(type, row, { signerId: row.author_id, signedAt: iso(row.signed_at) });
}

function signedProblem(type: DocumentType, row: SignedRow): string | null {
  if (!row.signed_at || !row.content_sha256) return 'signed without a signature';
  if (row.content_sha256 !== expectedHash(type, row))
    return 'its SHA-256 does not match its contents';
  if (!sameContent(row.content, row.version_content)) {
    return `its saved version ${row.version} differs from its signed contents`;
  }
  return null;
}

/** Re-checks every signed document's SHA-256 (withdrawn ones too) and its saved version. */
export async function checkSignedDocuments(
  db: Kysely<Database>,
  type: DocumentType,
): Promise<{ checked: number; broken: BrokenRecord[] }> {
  let checked = 0;
  const broken: BrokenRecord[] = [];
  let after = { tenant: '', id: '' };
  for (;;) {
    const page = await signedRows(db, type, after);
    for (const row of page) {
      checked += 1;
      const problem = signedProblem(type, row);
      if (problem) broken.push({ kind: type.kind, tenantId: row.tenant_id, id: row.id, problem });
    }
    const last = page.at(-1);
    if (!last || page.length < PAGE) return { checked, broken };
    after = { tenant: last.tenant_id, id: last.id };
  }
}

/** Re-checks every addendum's SHA-256. */
export async function checkAddenda(
  db: Kysely<Database>,
): Promise<{ checked: number; broken: BrokenRecord[] }> {
  let checked = 0;
  const broken: BrokenRecord[] = [];
  let after = '0';
  for (;;) {
    const page = await db
      .selectFrom('note_addenda')
      .selectAll()
      .where('seq', '>', after)
      .orderBy('seq')
      .limit(PAGE)
      .execute();
    for (const row of page) {
      checked += 1;
      const expected = addendumSignatureHash({
        noteId: row.note_id,
        text: row.text,
        reason: row.reason,
        authorId: row.author_id,
        signedAt: iso(row.signed_at),
      });
      if (row.content_sha256 !== expected) {
        const problem = 'its SHA-256 does not match its contents';
        broken.push({ kind: 'addendum', tenantId: row.tenant_id, id: row.id, problem });
      }
    }
    const last = page.at(-1);
    if (!last || page.length < PAGE) return { checked, broken };
    after = last.seq;
  }
}
