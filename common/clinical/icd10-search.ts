import { ICD10_MENTAL, type Icd10Entry } from './icd10-mental';

export interface Icd10Match {
  code: string;
  title: string;
}

/** Lower case, accents stripped (NFD, combining marks removed): "Dépression" finds "depression". */
export const foldText = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A code without its dot, upper case: "f32.1" and "F321" are the same key. */
const codeKey = (code: string) => code.replace(/\./g, '').toUpperCase();

const WORD = /[\p{L}\p{N}]+/gu;
const wordsOf = (text: string) => foldText(text).match(WORD) ?? [];

interface Indexed {
  entry: Icd10Entry;
  key: string;
  words: string[];
}

const indexOf = (entries: readonly Icd10Entry[]): Indexed[] =>
  entries.map((entry) => ({ entry, key: codeKey(entry[0]), words: wordsOf(entry[1]) }));

const SHIPPED = indexOf(ICD10_MENTAL);

/** 0: the exact code; 1: a code starting with the query; 2: every query word starts a title word. */
function rankOf(item: Indexed, queryKey: string, queryWords: string[]): number | null {
  if (queryKey.length > 0 && item.key === queryKey) return 0;
  if (queryKey.length > 0 && item.key.startsWith(queryKey)) return 1;
  const allWordsStart = queryWords.every((word) =>
    item.words.some((titleWord) => titleWord.startsWith(word)),
  );
  return queryWords.length > 0 && allWordsStart ? 2 : null;
}

/**
 * Searches ICD-10-CM codes by code (with or without the dot: "F32", "f41.1", "F431") or by the
 * beginnings of words of the title, in any order ("adjust anx", "stress post"), ignoring case and
 * accents. Ranked: the exact code, then codes starting with the query, then title matches; in
 * code order within each rank. An empty query finds nothing.
 */
export function searchIcd10(
  query: string,
  limit = 20,
  entries: readonly Icd10Entry[] | null = null,
): Icd10Match[] {
  const trimmed = query.trim();
  if (trimmed.length === 0 || limit <= 0) return [];
  const index = entries ? indexOf(entries) : SHIPPED;
  // A query that looks like a code also tries the code ranks; otherwise only words.
  const queryKey = /^[a-z][0-9]/i.test(trimmed) ? codeKey(trimmed.replace(/\s+/g, '')) : '';
  const queryWords = wordsOf(trimmed);
  const ranked: { rank: number; position: number; item: Indexed }[] = [];
  index.forEach((item, position) => {
    const rank = rankOf(item, queryKey, queryWords);
    if (rank !== null) ranked.push({ rank, position, item });
  });
  return ranked
    .sort((a, b) => a.rank - b.rank || a.position - b.position)
    .slice(0, limit)
    .map(({ item }) => ({ code: item.entry[0], title: item.entry[1] }));
}

/** The official title of a shipped code, or null. */
export function icd10Title(code: string): string | null {
  const key = codeKey(code.trim());
  return SHIPPED.find((item) => item.key === key)?.entry[1] ?? null;
}
