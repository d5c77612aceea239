import { z } from 'zod';
import { sourceState } from '../../common/contracts/literature.contract.ts';

/**
 * `nextCursor`: base64url JSON of where each source's next page starts (or, for a source that is
 * done, how it ended: exhausted or failed, it is not asked again), and short hashes of the
 * identifiers already shown, so a later page does not repeat them.
 */
const finished = z.strictObject({
  state: sourceState,
  total: z.number().int().min(0).nullable(),
});
const sourceCursor = <P extends z.ZodType>(position: P) =>
  z.union([z.strictObject({ next: position }), z.strictObject({ done: finished })]);

const cursorShape = z.strictObject({
  pubmed: sourceCursor(z.number().int().min(0).max(10_000)),
  europepmc: sourceCursor(z.string().min(1).max(400)),
  seen: z
    .string()
    .max(600)
    .regex(/^[A-Za-z0-9_-]*$/),
});
export type Cursor = z.infer<typeof cursorShape>;
export type SourceCursor<P> = { next: P } | { done: z.infer<typeof finished> };

export const FIRST_PAGE: Cursor = {
  pubmed: { next: 0 },
  europepmc: { next: '*' },
  seen: '',
};

export const encodeCursor = (cursor: Cursor) =>
  Buffer.from(JSON.stringify(cursor)).toString('base64url');

/** The cursor a previous page gave, or undefined when the text is not one. */
export function decodeCursor(text: string): Cursor | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  try {
    const parsed = cursorShape.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString()));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** How many identifier hashes a cursor remembers (the latest ones): about four pages' worth. */
export const SEEN_REMEMBERED = 80;

/** FNV-1a, 32 bits: short enough to carry dozens in a cursor. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

export function seenHashes(seen: string): Set<number> {
  const bytes = Buffer.from(seen, 'base64url');
  const hashes = new Set<number>();
  for (let at = 0; at + 4 <= bytes.length; at += 4) hashes.add(bytes.readUInt32BE(at));
  return hashes;
}

export const hasBeenSeen = (seen: Set<number>, ids: string[]) =>
  ids.some((id) => seen.has(hash(id)));

/** The seen list after a page that showed `ids` (the oldest forgotten past the limit). */
export function rememberSeen(seen: string, ids: string[]): string {
  const previous = Buffer.from(seen, 'base64url');
  const added = Buffer.alloc(ids.length * 4);
  ids.forEach((id, index) => added.writeUInt32BE(hash(id), index * 4));
  const all = Buffer.concat([previous, added]);
  return all.subarray(Math.max(0, all.length - SEEN_REMEMBERED * 4)).toString('base64url');
}
