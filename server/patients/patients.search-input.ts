/**
 * What a patient search asks for, read from the shape of what was typed, and the keyset cursor
 * each shape pages with. One shape, one indexable query (docs/performance.md, "Patient search at
 * 100 000 patients"); a cursor names the shape (and phase) that wrote it, so it is never applied
 * to another.
 */

/** How the list is searched. */
export type SearchShape =
  /** No query: the clinic's patients by name. */
  | { kind: 'all' }
  /** Digits only: an MRN, exactly. */
  | { kind: 'mrn'; mrn: string }
  /** YYYY-MM-DD naming a day of the calendar: a birth date. */
  | { kind: 'birthDate'; day: string }
  /** Nobody can match: a YYYY-MM-DD that names no day (2026-02-30), or no letter or digit. */
  | { kind: 'nobody' }
  /** One or two characters: the start of a family name (trigrams need three). */
  | { kind: 'prefix'; text: string }
  /** Three or more characters: names containing them, then names like them (typos). */
  | { kind: 'name'; text: string };

const DIGITS = /^\d+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD that names a day of the calendar, from year 1. */
function isCalendarDay(text: string): boolean {
  const day = new Date(`${text}T00:00:00Z`);
  return (
    Number(text.slice(0, 4)) >= 1 &&
    !Number.isNaN(day.getTime()) &&
    day.toISOString().slice(0, 10) === text
  );
}

/** The shape of a (trimmed, lower-cased) query. */
export function searchShapeOf(q: string): SearchShape {
  if (!q) return { kind: 'all' };
  if (DIGITS.test(q)) return { kind: 'mrn', mrn: q };
  if (ISO_DATE.test(q))
    return isCalendarDay(q) ? { kind: 'birthDate', day: q } : { kind: 'nobody' };
  // Code points, not UTF-16 units: "ță" is two characters.
  if ([...q].length < 3) return { kind: 'prefix', text: q };
  // Trigrams are made of letters and digits: without one, the index could only be read whole.
  if (!/[\p{L}\p{N}]/u.test(q)) return { kind: 'nobody' };
  return { kind: 'name', text: q };
}

/** `text` as a literal inside a LIKE pattern (backslash is PostgreSQL's default escape). */
export const likeLiteral = (text: string) => text.replace(/[%_\\]/g, '\\$&');

/** Where the last page ended, by the order of the query that wrote it. */
export type ListCursor =
  /** Name order (no query, MRN, birth date, prefix): the last row's name key and id. */
  | { s: 'n'; k: string; id: string }
  /**
   * Names containing the text: match rank (0 whole word … 2 inside a word), name key, id; `w` 1
   * when some name has the text as whole words (then no typo-tolerant phase follows).
   */
  | { s: 's'; r: number; k: string; id: string; w: 0 | 1 }
  /** Names like the text (the fuzzy phase): rounded trigram score, best first, then id. */
  | { s: 'f'; k: number; id: string };

export const encodeCursor = (cursor: ListCursor) =>
  Buffer.from(JSON.stringify(cursor)).toString('base64url');

function parse(text: string): unknown {
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * The cursor in `text` if this server wrote it for a query of this shape; anything else (a
 * forged value, a cursor of another shape) is no cursor: the first page.
 */
export function decodeCursor(text: string | undefined, shape: SearchShape): ListCursor | null {
  if (!text || shape.kind === 'nobody') return null;
  const value = parse(text);
  if (typeof value !== 'object' || value === null) return null;
  const c = value as Record<string, unknown>;
  if (typeof c.id !== 'string') return null;
  if (shape.kind === 'name') {
    if (c.s === 's' && typeof c.k === 'string' && Number.isInteger(c.r))
      return { s: 's', r: c.r as number, k: c.k, id: c.id, w: c.w === 1 ? 1 : 0 };
    if (c.s === 'f' && typeof c.k === 'number' && Number.isFinite(c.k))
      return { s: 'f', k: c.k, id: c.id };
    return null;
  }
  return c.s === 'n' && typeof c.k === 'string' ? { s: 'n', k: c.k, id: c.id } : null;
}
