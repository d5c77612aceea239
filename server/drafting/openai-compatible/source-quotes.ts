import type { SourceSpan } from '../../../common/contracts/drafting.contract.ts';

/** Curly quotes and dashes a model may write for the text's straight ones. */
const canonical = (char: string) =>
  char.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-');

/**
 * Where a model's quoted evidence is in the input: an exact match first, then one that ignores
 * differences in white space (and curly quotes); null when the quote is not in the text.
 */
export function locateQuote(text: string, quote: string): SourceSpan | null {
  const wanted = quote.trim();
  if (wanted === '') return null;
  const exact = text.indexOf(wanted);
  if (exact >= 0) return { start: exact, end: exact + wanted.length };
  // The text without white space, with each kept character's index in the text.
  const kept: string[] = [];
  const at: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (/\s/.test(char)) continue;
    kept.push(canonical(char));
    at.push(i);
  }
  const needle = wanted
    .split('')
    .filter((char) => !/\s/.test(char))
    .map(canonical)
    .join('');
  const found = kept.join('').indexOf(needle);
  if (found < 0 || needle.length === 0) return null;
  const start = at[found] ?? 0;
  const end = (at[found + needle.length - 1] ?? start) + 1;
  return { start, end };
}
