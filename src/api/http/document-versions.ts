import {
  VERSIONS_PAGE_MAX,
  documentVersionsResponse,
  type DocumentVersion,
} from '../../../common/contracts/documents.contract';
import type { HttpClient } from './http-client';

/**
 * Every saved version of a record (a note's or an intake's), newest first, read a capped page at
 * a time following the server's cursors (issue 31): no one answer holds them all.
 */
export async function allDocumentVersions(
  http: HttpClient,
  versionsPath: string,
): Promise<DocumentVersion[]> {
  const versions: DocumentVersion[] = [];
  let cursor: string | undefined;
  do {
    const query = new URLSearchParams({ limit: String(VERSIONS_PAGE_MAX) });
    if (cursor) query.set('cursor', cursor);
    const page = await http.request(
      'get',
      `${versionsPath}?${query.toString()}`,
      documentVersionsResponse,
    );
    versions.push(...page.versions);
    cursor = page.nextCursor;
  } while (cursor);
  return versions;
}
