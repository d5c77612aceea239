import type {
  DocumentVersionsResponse,
  VersionsPageQuery,
} from '../../common/contracts/documents.contract.ts';
import { pageOfRows } from '../../common/contracts/paging.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import type { DocumentType } from './document-types.ts';

/**
 * A page of a document's saved versions (`document_versions`), newest first, from before the
 * cursor's version (issue 31); each names who saved it.
 */
export async function documentVersionsPage(
  clinic: TenantDb,
  document: { type: DocumentType; id: string },
  page: VersionsPageQuery,
): Promise<DocumentVersionsResponse> {
  let query = clinic
    .selectFrom('document_versions')
    .innerJoin('users', (join) =>
      join
        .onRef('users.tenant_id', '=', 'document_versions.tenant_id')
        .onRef('users.id', '=', 'document_versions.saved_by'),
    )
    .select([
      'document_versions.version',
      'document_versions.content',
      'document_versions.saved_at',
      'users.first_name',
      'users.last_name',
    ])
    .where('document_versions.document_kind', '=', document.type.kind)
    .where('document_versions.document_id', '=', document.id);
  if (page.cursor) query = query.where('document_versions.version', '<', Number(page.cursor));
  const rows = await query
    .orderBy('document_versions.version', 'desc')
    .limit(page.limit + 1)
    .execute();
  const { shown, nextCursor } = pageOfRows(rows, page.limit, (row) => String(row.version));
  const versions = shown.map((row) => ({
    version: row.version,
    savedAt: new Date(row.saved_at).toISOString(),
    savedByName: `${row.first_name} ${row.last_name}`.trim(),
    content: row.content,
  }));
  return nextCursor ? { versions, nextCursor } : { versions };
}
