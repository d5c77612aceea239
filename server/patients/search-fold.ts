/**
 * Names and queries folded the same way before they are compared, so a search does not depend
 * on how a name was typed: accents and cedillas off ("Hélène" → "helene", "Ștefan" → "stefan"),
 * lower case, apostrophes dropped ("O'Brien" → "obrien") and any other run of punctuation or
 * space made one space ("Ana-Maria" → "ana maria"). Written by the app into `search_name` and
 * applied to the query, so PGlite and PostgreSQL compare alike without the `unaccent` extension.
 * Migration 0014 holds a frozen copy that folded the rows written before it.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßøłđæœı]/g, (letter) => LETTERS_WITHOUT_MARKS[letter] ?? letter)
    .replace(/['’ʼ`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Letters that carry their accent inside them (no combining mark to strip). */
const LETTERS_WITHOUT_MARKS: Record<string, string> = {
  ß: 'ss',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
};
