import { sql } from 'kysely';
import type { TenantDb } from '../db/tenant-db.ts';
import { likeLiteral, type ListCursor } from './patients.search-input.ts';
import { NAME_KEY, patientRows, type FoundRow, type RowFilter } from './patients.search-rows.ts';

/**
 * pg_trgm thresholds of the typo-tolerant phase, set for its transaction only. 0.3 is what the
 * search has always accepted (pg_trgm's similarity default); a swap of two letters inside a word
 * keeps few of its trigrams ("moerau" → "moreau" 0.43, "popsecu" → "popescu" 0.375), so the
 * word-similarity default of 0.6 would lose them.
 */
const SIMILARITY = '0.3';
const WORD_SIMILARITY = '0.3';

/** Binds the phase's thresholds to `tx`'s transaction (SET LOCAL), through the clinic's own row. */
async function setThresholds(tx: TenantDb) {
  await tx
    .selectClinicRow()
    .select([
      sql<string>`set_config('pg_trgm.similarity_threshold', ${SIMILARITY}, true)`.as('similarity'),
      sql<string>`set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY}, true)`.as(
        'word',
      ),
    ])
    .execute();
}

/**
 * Names containing `text` (GIN trigram index on `search_name`), best first: the text as whole
 * words (rank 0), at the start of a word (1), inside a word (2); then by name. Each row's cursor
 * records whether any name holds the text as whole words.
 */
export async function namesContaining(
  clinic: TenantDb,
  filter: RowFilter,
  text: string,
  cursor: ListCursor | null,
  wanted: number,
): Promise<FoundRow[]> {
  const literal = likeLiteral(text);
  const rank = sql<number>`(case when ' ' || search_name || ' ' like ${`% ${literal} %`} then 0 when ' ' || search_name like ${`% ${literal}%`} then 1 else 2 end)`;
  let query = patientRows(clinic, filter)
    .select(rank.as('rank'))
    .where('search_name', 'like', `%${literal}%`);
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
 * Names like `text` that do not contain it (the typo-tolerant phase), best first, through the
 * trigram index with pg_trgm's operators: one word is compared with the words of the name
 * (`<%`, word similarity), several words with the whole name (`%`, similarity).
 */
export async function namesLike(
  clinic: TenantDb,
  filter: RowFilter,
  text: string,
  cursor: ListCursor | null,
  wanted: number,
): Promise<FoundRow[]> {
  const oneWord = !text.includes(' ');
  const match = oneWord
    ? sql<boolean>`${text} <% search_name`
    : sql<boolean>`search_name % ${text}`;
  const similarity = oneWord
    ? sql<number>`word_similarity(${text}, search_name)`
    : sql<number>`similarity(search_name, ${text})`;
  // Rounded, so the score a cursor carries compares equal to the row's own.
  const score = sql<number>`round(${similarity}::numeric, 6)::float8`;
  return clinic.transaction(async (tx) => {
    await setThresholds(tx);
    let query = patientRows(tx, filter)
      .select(score.as('score'))
      .where(match)
      .where(sql<boolean>`not (search_name like ${`%${likeLiteral(text)}%`})`);
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
  });
}
