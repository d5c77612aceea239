import * as z from 'zod/mini';
import { recordId } from './safe-text';

/**
 * A list answered a page at a time (issue 31: no unpaged list). `limit` is at most `max`
 * (`defaultLimit` when absent, a 400 above); a number in the query string is coerced.
 */
export const pageLimit = (defaultLimit: number, max: number) =>
  z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(max)), defaultLimit);

/** The query of a list paged by its items' ids: `cursor` is the previous page's `nextCursor`. */
export const idPageQuery = (defaultLimit: number, max: number) =>
  z.strictObject({
    cursor: z.optional(recordId()),
    limit: pageLimit(defaultLimit, max),
  });

/**
 * A page out of the `limit + 1` rows read after the cursor: the first `limit`, and `nextCursor`
 * (the last shown row's key) when the extra row says more remain; absent on the last page.
 */
export function pageOfRows<Row>(
  rows: readonly Row[],
  limit: number,
  keyOf: (row: Row) => string,
): { shown: Row[]; nextCursor?: string } {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return rows.length > limit && last !== undefined ? { shown, nextCursor: keyOf(last) } : { shown };
}
