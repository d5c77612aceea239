import { sql, type RawBuilder } from 'kysely';
import type { TenantDb } from '../db/tenant-db.ts';
import { likeLiteral, type ListCursor } from './patients.search-input.ts';
import { NAME_KEY, patientRows, type FoundRow, type RowFilter } from './patients.search-rows.ts';

/**
 * The most letters any word may be off by: the depth of the deletions each of the clinic's name
 * words is indexed by (index `patient_name_words_deletions_idx`, migration 0046). Allowing more
 * needs that index made deeper, or the look-up would miss words.
 */
const MOST_TYPOS = 2;

/**
 * Letters a word may be off by and still be a misspelling of one of the name's words
 * (levenshtein: a swap counts two): one in a word of up to four letters, two from five
 * ("marni" → "marin", "fontane" → "fontaine"; not "martin" → "maria", three).
 */
export const typosAllowed = (word: string) => ([...word].length < 5 ? 1 : MOST_TYPOS);

/** Words of one or two characters are never fuzzy: they must start a word of the name. */
const isShort = (word: string) => [...word].length < 3;

/** The name holds `word`: anywhere (GIN trigram index), or at the start of a word if short. */
export function contains(word: string): RawBuilder<boolean> {
  const literal = likeLiteral(word);
  return isShort(word)
    ? sql<boolean>`' ' || search_name like ${`% ${literal}%`}`
    : sql<boolean>`search_name like ${`%${literal}%`}`;
}

/** How `word` sits in the name: 0 a whole word, 1 the start of a word, 2 inside a word. */
const rankOf = (word: string) => {
  const literal = likeLiteral(word);
  return sql<number>`(case when ' ' || search_name || ' ' like ${`% ${literal} %`} then 0 when ' ' || search_name like ${`% ${literal}%`} then 1 else 2 end)`;
};

/**
 * The clinic's name words (table `patient_name_words`, kept by the database) that are a close
 * misspelling of `word`, once per query (an InitPlan). A word within `typos` edits shares a word
 * made by deleting at most `typos` letters from each, so the words sharing one of `word`'s
 * deletions (index `patient_name_words_deletions_idx`) are the only ones whose edit distance is
 * computed: a few, not the clinic's thousands.
 */
export const misspellingsOf = (word: string, clinicId: string) => {
  const typos = typosAllowed(word);
  const length = [...word].length;
  return sql<
    string[]
  >`array(select word from patient_name_words where tenant_id = ${clinicId} and name_word_deletions(word, ${sql.lit(MOST_TYPOS)}) && name_word_deletions(${word}::text, ${typos}::integer) and char_length(word) between ${length - typos} and ${length + typos} and levenshtein_less_equal(word, ${word}, ${typos}) <= ${typos})`;
};

/**
 * One of the name's words is a close misspelling of `word`: the name holds one of the clinic's
 * words within its edits (index `patients_name_words_idx`) and is a trigram look-alike (pg_trgm's
 * `<%`, at the database session's threshold, server/db/session-settings.ts). The look-alike test
 * is written `is true` so the planner checks it on those few rows rather than also scanning the
 * trigram index for it (1 800 names share enough letters with "tigeuanu" at 100 000 patients).
 */
export function nearlyContains(word: string, clinicId: string): RawBuilder<boolean> {
  if (isShort(word)) return contains(word);
  return sql<boolean>`(${contains(word)} or (string_to_array(search_name, ' ') && ${misspellingsOf(word, clinicId)} and (${word} <% search_name) is true))`;
}

const every = (conditions: RawBuilder<boolean>[]) =>
  sql<boolean>`(${sql.join(conditions, sql` and `)})`;

/**
 * Names containing every word, in any order (GIN trigram index on `search_name`), best first:
 * every word whole (rank 0), at least at the start of a word (1), inside a word (2); then by
 * name. Each row's cursor records whether any name holds every word whole.
 */
export async function namesContaining(
  clinic: TenantDb,
  filter: RowFilter,
  words: string[],
  cursor: ListCursor | null,
  wanted: number,
): Promise<FoundRow[]> {
  const rank = sql<number>`greatest(${sql.join(words.map(rankOf))})`;
  let query = patientRows(clinic, filter)
    .select(rank.as('rank'))
    .where(every(words.map(contains)));
  if (cursor?.s === 's') {
    query = query.where(
      sql<boolean>`(${rank}, ${NAME_KEY}, id) > (${cursor.r}, ${cursor.k}, ${cursor.id})`,
    );
  }
  const rows = await query
    .orderBy(sql`rank`)
    .orderBy(NAME_KEY)
    .orderBy('id')
    .limit(wanted)
    .execute();
  // Ranked first, so the first row of the first page says whether whole-word matches exist.
  const w = cursor?.s === 's' ? cursor.w : rows[0]?.rank === 0 ? 1 : 0;
  return rows.map(({ rank: r, ...row }) => ({
    row,
    cursor: { s: 's', r, k: row.name_key, id: row.id, w },
  }));
}

/**
 * Names that do not contain every word but match each one, at least as a close misspelling of
 * one of their words (the typo-tolerant phase), best first by the words' mean trigram word
 * similarity to the name.
 */
export async function namesLike(
  clinic: TenantDb,
  filter: RowFilter,
  words: string[],
  cursor: ListCursor | null,
  wanted: number,
): Promise<FoundRow[]> {
  const similarity = sql<number>`((${sql.join(
    words.map((word) => sql`word_similarity(${word}, search_name)`),
    sql` + `,
  )}) / ${words.length})`;
  // Rounded, so the score a cursor carries compares equal to the row's own.
  const score = sql<number>`round(${similarity}::numeric, 6)::float8`;
  let query = patientRows(clinic, filter)
    .select(score.as('score'))
    .where(every(words.map((word) => nearlyContains(word, clinic.tenantId))))
    .where(sql<boolean>`not ${every(words.map(contains))}`);
  if (cursor?.s === 'f') {
    query = query.where(
      sql<boolean>`(${score} < ${cursor.k} or (${score} = ${cursor.k} and id > ${cursor.id}))`,
    );
  }
  const rows = await query
    .orderBy(sql`score`, 'desc')
    .orderBy('id')
    .limit(wanted)
    .execute();
  return rows.map(({ score: k, ...row }) => ({ row, cursor: { s: 'f', k, id: row.id } }));
}
