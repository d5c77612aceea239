import { ICD10_MENTAL, type Icd10Entry } from './icd10-mental';
import { ICD10_INDEX_TERMS } from './icd10-index-terms';
import { ICD10_COMMON_FAMILIES, ICD10_MOST_USED } from './icd10-usage';
import { correctionsOf } from './typo-distance';

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
  /** The title's words and the clinicians' words for it (ICD10_INDEX_TERMS). */
  words: string[];
  /** Lower comes first among title matches: the most used codes, then their families. */
  usage: number;
}

interface Index {
  items: Indexed[];
  vocabulary: Set<string>;
}

const termsOf = (key: string) =>
  ICD10_INDEX_TERMS.filter(([keys]) => keys.some((k) => key.startsWith(k))).flatMap(([, words]) =>
    wordsOf(words),
  );

function usageOf(code: string): number {
  const used = ICD10_MOST_USED.indexOf(code);
  if (used >= 0) return used;
  const family = ICD10_COMMON_FAMILIES.some((prefix) => code.startsWith(prefix));
  return family ? ICD10_MOST_USED.length : ICD10_MOST_USED.length + 1;
}

function indexOf(entries: readonly Icd10Entry[]): Index {
  const items = entries.map((entry) => {
    const key = codeKey(entry[0]);
    const words = [...new Set([...wordsOf(entry[1]), ...termsOf(key)])];
    return { entry, key, words, usage: usageOf(entry[0]) };
  });
  return { items, vocabulary: new Set(items.flatMap((item) => item.words)) };
}

const SHIPPED = indexOf(ICD10_MENTAL);

/**
 * What each typed word may match: itself as a word beginning, or, when no word of the list
 * begins with it, the words it is a slip away from ("anxeity" → "anxiety").
 */
function meaningsOf(queryWords: string[], vocabulary: Set<string>): string[][] {
  return queryWords.map((word) => {
    const known = [...vocabulary].some((v) => v.startsWith(word));
    return known ? [word] : correctionsOf(word, vocabulary);
  });
}

/** 0: the exact code; 1: a code starting with the query; 2: every typed word matches a word. */
function rankOf(item: Indexed, queryKey: string, meanings: string[][]): number | null {
  if (queryKey.length > 0 && item.key === queryKey) return 0;
  if (queryKey.length > 0 && item.key.startsWith(queryKey)) return 1;
  const allWordsMatch = meanings.every((options) =>
    options.some((option) => item.words.some((word) => word.startsWith(option))),
  );
  return meanings.length > 0 && allWordsMatch ? 2 : null;
}

/**
 * Searches ICD-10-CM codes by code (with or without the dot: "F32", "f41.1", "F431") or by words
 * in any order: the beginnings of the title's words ("adjust anx", "stress post"), the
 * abbreviations and names clinicians use ("MDD", "PTSD", "persistent depressive"), forgiving a
 * slip in a word no title has ("anxeity"), ignoring case and accents. Ranked: the exact code,
 * then codes starting with the query (in code order), then word matches with the codes clinicians
 * use most first (icd10-usage.ts), then their families, then the rest in code order. An empty
 * query finds nothing.
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
  const meanings = meaningsOf(wordsOf(trimmed), index.vocabulary);
  const ranked: { rank: number; order: number; position: number; item: Indexed }[] = [];
  index.items.forEach((item, position) => {
    const rank = rankOf(item, queryKey, meanings);
    if (rank !== null) ranked.push({ rank, order: rank === 2 ? item.usage : 0, position, item });
  });
  return ranked
    .sort((a, b) => a.rank - b.rank || a.order - b.order || a.position - b.position)
    .slice(0, limit)
    .map(({ item }) => ({ code: item.entry[0], title: item.entry[1] }));
}

/** The official title of a shipped code, or null. */
export function icd10Title(code: string): string | null {
  const key = codeKey(code.trim());
  return SHIPPED.items.find((item) => item.key === key)?.entry[1] ?? null;
}
