import { HttpResponse } from 'msw';
import {
  versionsPageQuery,
  type DocumentVersion,
  type DocumentVersionsResponse,
} from '../../common/contracts/documents.contract';

/**
 * A page of a record's versions as the server answers it (issue 31): newest first, `limit` at
 * most, `nextCursor` the last version shown while older ones remain; a bad query is a 400.
 */
export function versionsPage(versions: readonly DocumentVersion[], request: Request): Response {
  const query = versionsPageQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) {
    return HttpResponse.json(
      { message: query.error.issues[0]?.message ?? 'Invalid query' },
      { status: 400 },
    );
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
