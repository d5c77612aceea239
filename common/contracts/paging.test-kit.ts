import { expect } from 'vitest';

/**
 * Walks a paged list (issue 31) `limit` at a time, following each page's `nextCursor` until the
 * last page: every page is checked to hold at most `limit` (and by `onPage`, when given). Answers
 * the items in the order read and how many pages it took.
 */
export async function walkPages<Page extends { nextCursor?: string | undefined }, Item>(
  read: (query: string) => Promise<Page>,
  limit: number,
  itemsOf: (page: Page) => readonly Item[],
  onPage?: (page: Page) => void,
): Promise<{ items: Item[]; pages: number }> {
  const items: Item[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await read(
      `?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(itemsOf(page).length).toBeLessThanOrEqual(limit);
    onPage?.(page);
    items.push(...itemsOf(page));
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor);
  return { items, pages };
}
