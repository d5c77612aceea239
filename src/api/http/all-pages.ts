import type { HttpClient, ResponseSchema } from './http-client';

/**
 * Every item of a paged list (issue 31: no list is answered whole), read `limit` at a time by
 * following the server's `nextCursor` until the last page, so a screen still shows everything.
 * `items` picks the page's array out of its body.
 */
export async function allPages<Page extends { nextCursor?: string | undefined }, Item>(
  http: HttpClient,
  path: string,
  page: { schema: ResponseSchema<Page>; limit: number; items: (page: Page) => readonly Item[] },
): Promise<Item[]> {
  const all: Item[] = [];
  let cursor: string | undefined;
  do {
    const query = new URLSearchParams({ limit: String(page.limit) });
    if (cursor) query.set('cursor', cursor);
    const body = await http.request('get', `${path}?${query.toString()}`, page.schema);
    all.push(...page.items(body));
    cursor = body.nextCursor;
  } while (cursor);
  return all;
}
