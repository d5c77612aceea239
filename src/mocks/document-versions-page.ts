import { HttpResponse } from 'msw';
import {
  versionsPageQuery,
  type DocumentVersion,
  type DocumentVersionsResponse,
} from '../../common/contracts/documents.contract';
import { describeIssues } from '../../common/contracts/invalid-input';

/**
 * A page of a record's versions as the server answers it (issue 31): newest first, `limit` at
 * most, `nextCursor` the last version shown while older ones remain; a bad query is a 400, in the
 * server's words.
 */
export function versionsPage(versions: readonly DocumentVersion[], request: Request): Response {
  const query = versionsPageQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) {
    const message = describeIssues(query.error, 'querystring');
    return HttpResponse.json({ message }, { status: 400 });
  }
  const { cursor, limit } = query.data;
  const newestFirst = [...versions]
    .sort((a, b) => b.version - a.version)
    .filter((v) => !cursor || v.version < Number(cursor));
  const shown = newestFirst.slice(0, limit);
  const last = shown.at(-1);
  const body: DocumentVersionsResponse =
    newestFirst.length > limit && last
      ? { versions: shown, nextCursor: String(last.version) }
      : { versions: shown };
  return HttpResponse.json(body);
}
