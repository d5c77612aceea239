import { sql } from 'kysely';
import type {
  PatientListResponse,
  PatientStatus,
  PatientSummary,
} from '../../common/contracts/patients.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import {
  decodeCursor,
  encodeCursor,
  likeLiteral,
  searchShapeOf,
  type ListCursor,
  type SearchShape,
} from './patients.search-input.ts';
import { NAME_KEY, patientRows, type FoundRow, type PatientRow } from './patients.search-rows.ts';
import { namesContaining, namesLike } from './patients.search-names.ts';
import { foldForSearch } from './search-fold.ts';

export interface PatientListFilter {
  q?: string | undefined;
  status?: PatientStatus | undefined;
  /** Only patients on this member's care team. */
  careTeamMember?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

/**
 * The clinic's patients by name key, then id (index `patients_name_order_idx`): the whole list,
 * an MRN, a birth date or the start of a family name, each condition served by an index.
 */
async function byName(
  clinic: TenantDb,
  filter: PatientListFilter,
  shape: Exclude<SearchShape, { kind: 'name' } | { kind: 'nobody' }>,
  cursor: ListCursor | null,
): Promise<FoundRow[]> {
  let query = patientRows(clinic, filter);
  if (shape.kind === 'mrn') query = query.where('mrn', '=', shape.mrn);
  if (shape.kind === 'birthDate')
    query = query.where(sql<boolean>`birth_date = ${shape.day}::date`);
  if (shape.kind === 'prefix')
    query = query.where(sql<boolean>`${NAME_KEY} like ${`${likeLiteral(shape.text)}%`}`);
  if (cursor?.s === 'n')
    query = query.where(sql<boolean>`(${NAME_KEY}, id) > (${cursor.k}, ${cursor.id})`);
  const rows: PatientRow[] = await query
    .orderBy(NAME_KEY)
    .orderBy('id')
    .limit(filter.limit + 1)
    .execute();
  return rows.map((row) => ({ row, cursor: { s: 'n', k: row.name_key, id: row.id } }));
}

/**
 * Names containing every word (best match first), then, when those do not fill the page and no
 * name holds every word whole (a name the clinic has is taken as spelt right), names like them:
 * a typo still finds the patient. The cursor says which phase the page ended in.
 */
async function byNameText(
  clinic: TenantDb,
  filter: PatientListFilter,
  words: string[],
  cursor: ListCursor | null,
): Promise<FoundRow[]> {
  const wanted = filter.limit + 1;
  if (cursor?.s === 'f') return namesLike(clinic, filter, words, cursor, wanted);
  const containing = await namesContaining(clinic, filter, words, cursor, wanted);
  const spelt = containing[0]?.cursor ?? cursor;
  if (containing.length >= wanted || (spelt?.s === 's' && spelt.w === 1)) return containing;
  const like = await namesLike(clinic, filter, words, null, wanted - containing.length);
  return [...containing, ...like];
}

const summaryOf = (r: PatientRow): PatientSummary => ({
  id: r.id,
  mrn: r.mrn,
  familyName: r.family_name,
  givenName: r.given_name,
  preferredName: r.preferred_name,
  birthDate: r.birth_date,
  status: r.status,
  primaryClinicianId: r.primary_clinician_id,
});

/**
 * A page of the clinic's patients. The shape of the query picks one indexable search: digits
 * an exact MRN, a date (YYYY-MM-DD or day first) a birth date, one or two characters the start
 * of a family name, more the names containing every word, accents aside, then typo-tolerant
 * matches, best first; no query lists by
 * name. Keyset cursors per shape, so a page never repeats or skips a row when others are added.
 */
export async function listPatients(
  clinic: TenantDb,
  filter: PatientListFilter,
  cursorKey: Buffer,
): Promise<PatientListResponse> {
  const shape = searchShapeOf(
    filter.q?.trim().replace(/\s+/g, ' ').toLowerCase() ?? '',
    foldForSearch,
  );
  if (shape.kind === 'nobody') return { patients: [] };
  const cursor = decodeCursor(cursorKey, filter.cursor, shape);
  const found =
    shape.kind === 'name'
      ? await byNameText(clinic, filter, shape.words, cursor)
      : await byName(clinic, filter, shape, cursor);
  const shown = found.slice(0, filter.limit);
  const last = shown.at(-1);
  const patients = shown.map((f) => summaryOf(f.row));
  return found.length > filter.limit && last
    ? { patients, nextCursor: encodeCursor(cursorKey, last.cursor) }
    : { patients };
}
