import type { PageEntry } from './nav-types';

/** Case- and accent-insensitive form, so 'practicien' finds 'Praticiens' and 'ședința' finds 'Ședința'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().trim();
}

/** 0: the label starts with the query; 1: a word starts with it; 2: it appears inside. */
function rank(label: string, query: string): number {
  if (label.startsWith(query)) return 0;
  if (label.split(/\s+/).some((word) => word.startsWith(query))) return 1;
  return 2;
}

/**
 * Pages whose label contains every word of the query, best matches first, menu order otherwise.
 * An empty query finds nothing (the box shows no list until the user types).
 */
export function searchPages(query: string, entries: readonly PageEntry[]): PageEntry[] {
  const folded = foldText(query);
  if (!folded) return [];
  const terms = folded.split(/\s+/);
  return entries
    .map((entry, index) => ({ entry, index, label: foldText(entry.label) }))
    .filter(({ label }) => terms.every((term) => label.includes(term)))
    .sort((a, b) => rank(a.label, folded) - rank(b.label, folded) || a.index - b.index)
    .map(({ entry }) => entry);
}
