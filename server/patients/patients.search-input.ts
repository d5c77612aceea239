/**
 * What a patient search asks for, read from the shape of what was typed, and the keyset cursor
 * each shape pages with. One shape, one indexable query (docs/performance.md, "Patient search at
 * 100 000 patients"); a cursor names the shape (and phase) that wrote it, so it is never applied
 * to another.
 */
import { openCursor, sealCursor } from '../http/sealed-cursor.ts';

import { parseIsoDate } from '../../common/time/zoned-time.ts';

/** How the list is searched. */
export type SearchShape =
  /** No query: the clinic's patients by name. */
  | { kind: 'all' }
  /** Digits only: an MRN, exactly. */
  | { kind: 'mrn'; mrn: string }
  /** A day of the calendar, as YYYY-MM-DD or day first (27/04/1991, 27.04.1991): a birth date. */
  | { kind: 'birthDate'; day: string }
  /** Nobody can match: a date that names no day (2026-02-30), or no letter or digit. */
  | { kind: 'nobody' }
  /** One word of one or two characters, folded: the start of a family name (trigrams need three). */
  | { kind: 'prefix'; text: string }
  /**
   * Words (folded, server/patients/search-fold.ts), each of which must match the name: names
   * containing every one, then names like them (typos).
   */
  | { kind: 'name'; words: string[] };

const DIGITS = /^\d+$/;
const ISO_DATE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;
const DAY_FIRST_DATE = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;

/** A YYYY-MM-DD that names a day of the calendar. */
const isCalendarDay = (text: string): boolean => parseIsoDate(text) !== null;

const isoDay = (year: string, month: string, day: string) =>
  `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;

/**
 * The birth date a query names, YYYY-MM-DD; null if it is not written as a date; 'no day' if it
 * is but names none. Year first is ISO order; otherwise the day comes first, as clinics in
 * Romania and France write it (04/05/1991 is 4 May), unless only the month-first reading names
 * a day (04/27/1991) (docs/decisions.md, "Patients").
 */
export function birthDateOf(q: string): string | 'no day' | null {
  const iso = ISO_DATE.exec(q);
  if (iso) {
    const day = isoDay(iso[1]!, iso[2]!, iso[3]!);
    return isCalendarDay(day) ? day : 'no day';
  }
  const dayFirst = DAY_FIRST_DATE.exec(q);
  if (!dayFirst) return null;
  const [, first, second, year] = dayFirst as unknown as [string, string, string, string];
  const asWritten = isoDay(year, second, first);
  if (isCalendarDay(asWritten)) return asWritten;
  const monthFirst = isoDay(year, first, second);
  return Number(second) > 12 && isCalendarDay(monthFirst) ? monthFirst : 'no day';
}

/**
 * The shape of a query, with words folded as names are (`fold`): the caller trims it and
 * lower-cases it.
 */
export function searchShapeOf(q: string, fold: (text: string) => string): SearchShape {
  if (!q) return { kind: 'all' };
  if (DIGITS.test(q)) return { kind: 'mrn', mrn: q };
  const birthDate = birthDateOf(q);
  if (birthDate === 'no day') return { kind: 'nobody' };
  if (birthDate) return { kind: 'birthDate', day: birthDate };
  const folded = fold(q);
  // Without a letter or digit nothing can match (and an index could only be read whole).
  if (!folded) return { kind: 'nobody' };
  const words = folded.split(' ');
  // Code points, not UTF-16 units: "ță" is two characters.
  if (words.length === 1 && [...folded].length < 3) return { kind: 'prefix', text: folded };
  return { kind: 'name', words: [...new Set(words)] };
}

/** `text` as a literal inside a LIKE pattern (backslash is PostgreSQL's default escape). */
export const likeLiteral = (text: string) => text.replace(/[%_\\]/g, '\\$&');

/** Where the last page ended, by the order of the query that wrote it. */
export type ListCursor =
  /** Name order (no query, MRN, birth date, prefix): the last row's name key and id. */
  | { s: 'n'; k: string; id: string }
  /**
   * Names containing every word: match rank (0 all whole words … 2 one inside a word), name key,
   * id; `w` 1 when some name has every word whole (then no typo-tolerant phase follows).
   */
  | { s: 's'; r: number; k: string; id: string; w: 0 | 1 }
  /** Names like the words (the fuzzy phase): rounded trigram score, best first, then id. */
  | { s: 'f'; k: number; id: string };

/** What the cursor's seal binds it to: the patient list's, not another list's. */
const CURSOR_PURPOSE = 'patients';

/** The cursor sealed (server/http/sealed-cursor.ts): it holds a folded name, which must not show. */
export const encodeCursor = (key: Buffer, cursor: ListCursor) =>
  sealCursor(key, CURSOR_PURPOSE, cursor);

/**
 * The cursor in `text` if this server wrote it for a query of this shape; anything else (a
 * forged value, a cursor of another shape) is no cursor: the first page.
 */
export function decodeCursor(
  key: Buffer,
  text: string | undefined,
  shape: SearchShape,
): ListCursor | null {
  if (!text || shape.kind === 'nobody') return null;
  const value = openCursor(key, CURSOR_PURPOSE, text);
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
