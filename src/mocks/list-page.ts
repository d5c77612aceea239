import { HttpResponse } from 'msw';
import type * as z from 'zod/mini';
import { HTTP_MESSAGES } from '../../common/contracts/http-messages';
import { describeIssues } from '../../common/contracts/invalid-input';

/**
 * A page of an ordered list as the server answers it (issue 31): the query read with the list's
 * own contract (`limit` capped, `cursor`), at most `limit` items after the cursor's item, and
 * `nextCursor` (the last item's key) while more remain. A bad query, or a cursor naming no item
 * of the list, is a 400 in the server's words; otherwise `render` makes the body.
 */
export function pageAfter<Item>(
  request: Request,
  query: z.ZodMiniType<{ limit: number; cursor?: string | undefined }>,
  list: { items: readonly Item[]; keyOf: (item: Item) => string },
  render: (shown: Item[], nextCursor: string | undefined) => object,
  status = 200,
): Response {
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const refusal = (message: string) => HttpResponse.json({ message }, { status: 400 });
  if (!parsed.success) return refusal(describeIssues(parsed.error, 'querystring'));
  const { cursor, limit } = parsed.data;
  const start = cursor ? list.items.findIndex((item) => list.keyOf(item) === cursor) + 1 : 0;
  if (cursor && start === 0) return refusal(HTTP_MESSAGES.unknownCursor);
  const shown = list.items.slice(start, start + limit);
  const last = shown.at(-1);
  const more = start + limit < list.items.length && last !== undefined;
  return HttpResponse.json(render(shown, more ? list.keyOf(last) : undefined), { status });
}

/** `request`'s address without its query: a write answered with the list's first page. */
export const firstPageRequest = (request: Request): Request => {
  const address = new URL(request.url);
  return new Request(`${address.origin}${address.pathname}`);
};
