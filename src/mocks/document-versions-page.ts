import { HttpResponse } from 'msw';
import {
  versionsPageQuery,
  type DocumentVersion,
  type DocumentVersionsResponse,
} from '../../common/contracts/documents.contract';
import { historyOf } from '../../common/contracts/document-version-history';
import { describeIssues } from '../../common/contracts/invalid-input';
import { pageOfRows } from '../../common/contracts/paging';

/**
 * The server's 400 for a versions query its contract refuses, or null. The server answers it
 * before it looks the record up, so a handler asks this first.
 */
export function versionsQueryRefusal(request: Request): Response | null {
  const query = versionsPageQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (query.success) return null;
  return HttpResponse.json(
    { message: describeIssues(query.error, 'querystring') },
    { status: 400 },
  );
}

/**
 * A page of a record's versions history as the server answers it (issue 31): the last save of
 * each writer's run (issue 30, common/contracts/document-version-history.ts; the mock tells
 * writers apart by the name they saved under), newest first, `limit` at most, `nextCursor` the
 * last version shown while older ones remain; a bad query is a 400.
 */
export function versionsPage(versions: readonly DocumentVersion[], request: Request): Response {
  const refusal = versionsQueryRefusal(request);
  if (refusal) return refusal;
  const { cursor, limit } = versionsPageQuery.parse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  const newestFirst = historyOf(versions, (v) => ({
    version: v.version,
    savedAt: Date.parse(v.savedAt),
    savedBy: v.savedByName,
  }))
    .reverse()
    .filter((v) => !cursor || v.version < Number(cursor));
  const { shown, nextCursor } = pageOfRows(newestFirst, limit, (v) => String(v.version));
  const body: DocumentVersionsResponse = nextCursor
    ? { versions: shown, nextCursor }
    : { versions: shown };
  return HttpResponse.json(body);
}
