import type {
  DocumentVersionsResponse,
  VersionsPageQuery,
} from '../../common/contracts/documents.contract.ts';
import { historyOf } from '../../common/contracts/document-version-history.ts';
import { pageOfRows } from '../../common/contracts/paging.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import type { DocumentType } from './document-types.ts';

/**
 * A page of a document's versions history, newest first, from before the cursor's version
 * (issue 31): every save is kept in `document_versions`, and the history shows the last save of
 * each writer's run (common/contracts/document-version-history.ts, issue 30); each names who
 * saved it.
 */
export async function documentVersionsPage(
  clinic: TenantDb,
  document: { type: DocumentType; id: string },
  page: VersionsPageQuery,
): Promise<DocumentVersionsResponse> {
  const ofDocument = clinic
    .selectFrom('document_versions')
    .where('document_versions.document_kind', '=', document.type.kind)
    .where('document_versions.document_id', '=', document.id);
  const saves = await ofDocument
    .select([
      'document_versions.version',
      'document_versions.saved_at',
      'document_versions.saved_by',
    ])
    .execute();
  const history = historyOf(saves, (save) => ({
    version: save.version,
    savedAt: new Date(save.saved_at).getTime(),
    savedBy: save.saved_by,
  }))
    .map((save) => save.version)
    .filter((version) => !page.cursor || version < Number(page.cursor))
    .reverse();
  const { shown: numbers, nextCursor } = pageOfRows(history, page.limit, String);
  if (numbers.length === 0) return { versions: [] };
  const rows = await ofDocument
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
    .where('document_versions.version', 'in', numbers)
    .orderBy('document_versions.version', 'desc')
    .execute();
  const versions = rows.map((row) => ({
    version: row.version,
    savedAt: new Date(row.saved_at).toISOString(),
    savedByName: `${row.first_name} ${row.last_name}`.trim(),
    content: row.content,
  }));
  return nextCursor ? { versions, nextCursor } : { versions };
}
