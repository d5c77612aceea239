import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  article as articleSchema,
  type Article,
  type SavedArticle,
} from '../../common/contracts/literature.contract.ts';
import { pageOfRows } from '../../common/contracts/paging.ts';
import type { TenantDb } from '../db/tenant-db.ts';

/** A row of the reading list as the contract shows it (the saver's name from `users`). */
interface SavedRow {
  id: string;
  patient_id: string | null;
  article: unknown;
  note: string;
  saved_by: string;
  saved_at: Date | string;
  first_name: string;
  last_name: string;
}

function toSaved(row: SavedRow): SavedArticle {
  // Stored by this server from a validated article; parsed again so a changed contract shows.
  const stored =
    typeof row.article === 'string' ? (JSON.parse(row.article) as unknown) : row.article;
  return {
    id: row.id,
    patientId: row.patient_id,
    article: articleSchema.parse(stored),
    note: row.note,
    savedBy: { id: row.saved_by, name: `${row.first_name} ${row.last_name}`.trim() },
    savedAt: new Date(row.saved_at).toISOString(),
  };
}

function selectSaved(clinic: TenantDb) {
  return clinic
    .selectFrom('saved_articles')
    .innerJoin('users', (join) =>
      join
        .onRef('users.id', '=', 'saved_articles.saved_by')
        .onRef('users.tenant_id', '=', 'saved_articles.tenant_id'),
    )
    .select([
      'saved_articles.id',
      'saved_articles.patient_id',
      'saved_articles.article',
      'saved_articles.note',
      'saved_articles.saved_by',
      'saved_articles.saved_at',
      'users.first_name',
      'users.last_name',
    ]);
}

/** The clinic's list (`patientId` null) or one patient's, the latest saved first. */
/**
 * A page of a reading list (the clinic's, `patientId` null, or a patient's), newest first then by
 * id (a total order: a page boundary loses and repeats nothing), after the cursor's entry (issue
 * 31). A cursor that is not an entry of this list is `null` (the route answers 400).
 */
export async function listSaved(
  clinic: TenantDb,
  patientId: string | null,
  page: { limit: number; cursor?: string | undefined },
): Promise<{ saved: SavedArticle[]; nextCursor?: string } | null> {
  const { cursor } = page;
  if (cursor) {
    const entry = await findSaved(clinic, cursor);
    if (!entry || entry.patientId !== patientId) return null;
  }
  const ofList = selectSaved(clinic);
  let query = (
    patientId === null
      ? ofList.where('saved_articles.patient_id', 'is', null)
      : ofList.where('saved_articles.patient_id', '=', patientId)
  )
    .orderBy('saved_articles.saved_at', 'desc')
    .orderBy('saved_articles.id')
    .limit(page.limit + 1);
  if (cursor) {
    // Compared in the database, not through a JS Date, which would drop the microseconds.
    query = query.where(
      sql<boolean>`exists (select 1 from saved_articles c
        where c.tenant_id = saved_articles.tenant_id and c.id = ${cursor}
        and (saved_articles.saved_at < c.saved_at
          or (saved_articles.saved_at = c.saved_at and saved_articles.id > c.id)))`,
    );
  }
  const { shown, nextCursor } = pageOfRows(await query.execute(), page.limit, (row) => row.id);
  const saved = shown.map(toSaved);
  return nextCursor ? { saved, nextCursor } : { saved };
}

export async function findSaved(clinic: TenantDb, id: string): Promise<SavedArticle | undefined> {
  const row = await selectSaved(clinic).where('saved_articles.id', '=', id).executeTakeFirst();
  return row ? toSaved(row) : undefined;
}

/** Whether this article is already on that list. */
export async function isOnList(
  clinic: TenantDb,
  patientId: string | null,
  articleKey: string,
): Promise<boolean> {
  const row = await clinic
    .selectFrom('saved_articles')
    .select('id')
    .where('article_key', '=', articleKey)
    .where(sql<boolean>`coalesce(patient_id, '') = ${patientId ?? ''}`)
    .executeTakeFirst();
  return row !== undefined;
}

/** Saves the article on a list; the unique index refuses it twice (see `isUniqueViolation`). */
export async function saveArticle(
  clinic: TenantDb,
  entry: { patientId: string | null; article: Article; note: string; savedBy: string; at: Date },
): Promise<string> {
  const id = randomUUID();
  await clinic
    .insertInto('saved_articles', {
      id,
      patient_id: entry.patientId,
      article_key: entry.article.key,
      article: sql<unknown>`${JSON.stringify(entry.article)}::jsonb`,
      note: entry.note,
      saved_by: entry.savedBy,
      saved_at: entry.at,
    })
    .execute();
  return id;
}

export async function deleteSaved(clinic: TenantDb, id: string): Promise<void> {
  await clinic.deleteFrom('saved_articles').where('id', '=', id).execute();
}
