import {
  VERSIONS_PAGE_MAX,
  documentVersionsResponse,
  type DocumentVersion,
} from '../../../common/contracts/documents.contract';
import { allPages } from './all-pages';
import type { HttpClient } from './http-client';

/**
 * Every saved version of a record (a note's or an intake's), newest first, read a capped page at
 * a time following the server's cursors (issue 31): no one answer holds them all.
 */
export const allDocumentVersions = (
  http: HttpClient,
  versionsPath: string,
): Promise<DocumentVersion[]> =>
  allPages(http, versionsPath, {
    schema: documentVersionsResponse,
    limit: VERSIONS_PAGE_MAX,
    items: (page) => page.versions,
  });
