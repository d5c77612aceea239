/**
 * Optimal string alignment distance: insertions, deletions, substitutions and the transposition
 * of two neighbouring letters each cost one ("anxeity" is one step from "anxiety"). Transpositions
 * are the commonest typing slip (Damerau, 1964), which plain Levenshtein counts as two.
 */
export function typoDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const columns = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: columns }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < columns; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** How many slips a typed word of this length may carry: none below 4 letters, 1 up to 6, then 2. */
export const typosAllowed = (length: number) => (length < 4 ? 0 : length <= 6 ? 1 : 2);

/**
 * The words of a vocabulary a mistyped word may have meant: same first letter (people rarely
 * mistype it, and it keeps short words from matching everything), within the allowed slips of
 * the whole word or of its beginning (the word may still be being typed).
 */
export function correctionsOf(word: string, vocabulary: Iterable<string>): string[] {
  const allowed = typosAllowed(word.length);
  if (allowed === 0) return [];
  const found: string[] = [];
  for (const candidate of vocabulary) {
    if (candidate[0] !== word[0]) continue;
    const whole = typoDistance(word, candidate);
    const beginning = typoDistance(word, candidate.slice(0, word.length));
    if (Math.min(whole, beginning) <= allowed) found.push(candidate);
  }
  return found;
}
