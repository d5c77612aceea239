import type {
  HighlightPart,
  KnowledgeEntry,
  KnowledgeHit,
  KnowledgeKind,
} from '../../../common/contracts/knowledge.contract';

/**
 * The mock's knowledge search: a simple word match standing in for the server's PostgreSQL
 * full-text search. A query word matches an entry's word that starts with it, ignoring case and
 * accents; every query word must match somewhere. Title words weigh most, then aliases, the
 * summary, and the rest of the entry. The hit's passage is the best field's words around the
 * first match, with the matched words marked (text parts, never HTML).
 */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const WORD = /[\p{L}\p{N}]+/gu;
const wordsOf = (text: string) => fold(text).match(WORD) ?? [];

const PASSAGE_WORDS = 35;
const WEIGHTS = { title: 4, aliases: 3, summary: 2, body: 1 } as const;

interface Field {
  weight: number;
  text: string;
}

const fieldsOf = (entry: KnowledgeEntry): Field[] => [
  { weight: WEIGHTS.title, text: entry.title },
  { weight: WEIGHTS.aliases, text: entry.aliases.join(', ') },
  { weight: WEIGHTS.summary, text: entry.summary },
  { weight: WEIGHTS.body, text: entry.description },
  { weight: WEIGHTS.body, text: entry.forWhom },
  { weight: WEIGHTS.body, text: entry.conditions.map((c) => c.label).join(', ') },
  { weight: WEIGHTS.body, text: entry.measurement?.measures ?? '' },
  { weight: WEIGHTS.body, text: entry.typicalCourse ?? '' },
];

const matches = (word: string, query: readonly string[]) => query.some((q) => word.startsWith(q));

/** The field's words matching the query, counted. */
const hitsIn = (text: string, query: readonly string[]) =>
  wordsOf(text).filter((word) => matches(word, query)).length;

/** Marks the matched words of `text`, cut to a passage around the first match. */
export function highlight(text: string, query: readonly string[]): HighlightPart[] {
  const tokens = text.split(/([\p{L}\p{N}]+)/u);
  // Tokens alternate separator, word, separator…: words sit at odd positions.
  const wordIndexes = tokens.flatMap((token, index) => (index % 2 === 1 ? [index] : []));
  const first = wordIndexes.findIndex((index) => matches(fold(tokens[index]!), query));
  const startWord = Math.max(0, first - 8);
  const from = startWord === 0 ? 0 : wordIndexes[startWord]!;
  const lastWord = Math.min(wordIndexes.length - 1, startWord + PASSAGE_WORDS - 1);
  const to = lastWord === wordIndexes.length - 1 ? tokens.length : wordIndexes[lastWord]! + 1;
  const parts: HighlightPart[] = [];
  const push = (piece: string, match: boolean) => {
    if (!piece) return;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += piece;
    else parts.push({ text: piece, match });
  };
  if (from > 0) push('… ', false);
  tokens.slice(from, to).forEach((token, offset) => {
    const isWord = (from + offset) % 2 === 1;
    push(token, isWord && matches(fold(token), query));
  });
  if (to < tokens.length) push(' …', false);
  return parts;
}

export interface MockSearch {
  q: string;
  kind?: KnowledgeKind;
  limit: number;
}

/** The hits for `q` among `entries`, best first. */
export function searchKnowledge(
  entries: readonly KnowledgeEntry[],
  { q, kind, limit }: MockSearch,
): KnowledgeHit[] {
  const query = [...new Set(wordsOf(q))];
  if (query.length === 0) return [];
  const hits: KnowledgeHit[] = [];
  for (const entry of entries) {
    if (kind && entry.kind !== kind) continue;
    const fields = fieldsOf(entry);
    const everyWord = query.every((word) => fields.some((field) => hitsIn(field.text, [word]) > 0));
    if (!everyWord) continue;
    const scored = fields.map((field) => ({
      field,
      score: hitsIn(field.text, query) * field.weight,
    }));
    const rank = scored.reduce((sum, { score }) => sum + score, 0);
    // The passage: the summary or body field with the most matches (the title shows anyway).
    const passage = scored
      .slice(2)
      .filter(({ score }) => score > 0)
      .sort((a, b) => b.score - a.score)[0];
    hits.push({
      id: entry.id,
      kind: entry.kind,
      title: entry.title,
      highlight: highlight(passage?.field.text ?? entry.summary, query),
      rank,
    });
  }
  return hits.sort((a, b) => b.rank - a.rank || a.title.localeCompare(b.title)).slice(0, limit);
}
