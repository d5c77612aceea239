import { sql } from 'kysely';
import {
  knowledgeKind,
  type KnowledgeHit,
  type KnowledgeSearchQuery,
} from '../../common/contracts/knowledge.contract.ts';
import type { KnowledgeDb } from '../db/knowledge-db.ts';
import { HEADLINE_OPTIONS, highlightParts, markCuts } from './knowledge-highlight.ts';

/**
 * Knowledge search (CLINICAL.md §3 `searchknowledge`, decision 7): PostgreSQL full-text search
 * over the stored `search_vector` (title A, summary B, the rest C), the same on PGlite.
 *
 * - The query is read by `websearch_to_tsquery('english', …)`, which accepts anything typed
 *   (quotes, `-`, `or`, stray operators) without a syntax error.
 * - The last word, while it is being typed, also matches as a prefix ("expos" → exposure): only
 *   its letters and digits reach `to_tsquery`, so the prefix term cannot be malformed.
 * - Ranked by `ts_rank_cd` (cover density, weighted by the column's weights, normalised to 0–1),
 *   then title, then id: the same order every time.
 * - A query of stop words only ("the and of") has no terms: it falls back to the titles and
 *   aliases holding the text, usually none (200 with no hits, never an error).
 * The query text is never logged (it may hold a patient's details).
 */

/** The last word, when the query ends in it outside a quoted phrase and not negated. */
export function typedPrefix(q: string): { head: string; word: string } | null {
  const match = /(^|\s)([\p{L}\p{N}]+)$/u.exec(q);
  const word = match?.[2];
  if (!match || !word || word.length < 3) return null;
  if ((q.match(/"/g) ?? []).length % 2 === 1) return null;
  return { head: q.slice(0, match.index), word: word.toLowerCase() };
}

/** The tsquery of `q`: its words, or its words with the last one as a prefix. */
function tsqueryOf(q: string) {
  const words = sql`websearch_to_tsquery('english', ${q})`;
  const prefix = typedPrefix(q);
  if (!prefix) return words;
  const term = `${prefix.word}:*`;
  const head = sql`websearch_to_tsquery('english', ${prefix.head})`;
  const started = sql`(to_tsquery('simple', ${term}) || to_tsquery('english', ${term}))`;
  return sql`(${words} || (${head} && ${started}))`;
}

const KINDS = knowledgeKind.options;

/** `%text%` for ILIKE, its own `%`, `_` and `\` taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function searchKnowledge(
  db: KnowledgeDb,
  { q, kind, limit }: KnowledgeSearchQuery,
): Promise<KnowledgeHit[]> {
  const pattern = containing(q);
  const rows = await db
    .selectEntries()
    .crossJoin(sql<{ query: string }>`(select ${tsqueryOf(q)} as query)`.as('q'))
    .select(['id', 'kind', 'title'])
    .select(sql<number>`ts_rank_cd(search_vector, q.query, 32)`.as('rank'))
    .select(
      sql<string>`ts_headline('english', summary || ' ' || body_text, q.query, ${HEADLINE_OPTIONS})`.as(
        'headline',
      ),
    )
    .select(sql<string>`left(summary || ' ' || body_text, 300)`.as('textStart'))
    .select(sql<string>`right(summary || ' ' || body_text, 300)`.as('textEnd'))
    .where((eb) =>
      eb.or([
        sql<boolean>`numnode(q.query) > 0 and search_vector @@ q.query`,
        sql<boolean>`numnode(q.query) = 0 and (title ilike ${pattern} or content->>'aliases' ilike ${pattern})`,
      ]),
    )
    .where('kind', 'in', kind ? [kind] : KINDS)
    .orderBy('rank', 'desc')
    .orderBy('title')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    highlight: markCuts(highlightParts(row.headline), { start: row.textStart, end: row.textEnd }),
    rank: Math.round(Number(row.rank) * 1e6) / 1e6,
  }));
}
