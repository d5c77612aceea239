import { sql } from 'kysely';
import type {
  PatientListResponse,
  PatientStatus,
} from '../../common/contracts/patients.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';

/** Below this trigram similarity a name is not offered as a match (pg_trgm's default is 0.3). */
const NAME_SIMILARITY = 0.3;

interface ListCursor {
  /** The sort value of the last row shown: its similarity (searches) or its sort name. */
  k: number | string;
  id: string;
}

const encodeCursor = (cursor: ListCursor) =>
  Buffer.from(JSON.stringify(cursor)).toString('base64url');

/** A cursor this server did not write is no cursor: the first page. */
function decodeCursor(text: string | undefined): ListCursor | null {
  if (!text) return null;
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as ListCursor;
    if (typeof value?.id !== 'string' || !['number', 'string'].includes(typeof value.k))
      return null;
    return value;
  } catch {
    return null;
  }
}

export interface PatientListFilter {
  q?: string | undefined;
  status?: PatientStatus | undefined;
  /** Only patients on this member's care team. */
  careTeamMember?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

/**
 * A page of the clinic's patients. With a query: partial and typo-tolerant names (trigram
 * similarity, best first), an exact MRN, or a birth date (YYYY-MM-DD); otherwise by name. Keyset
 * cursors, so a page never repeats or skips a row when others are added.
 */
export async function listPatients(
  clinic: TenantDb,
  filter: PatientListFilter,
): Promise<PatientListResponse> {
  const q = filter.q?.trim().toLowerCase() ?? '';
  const cursor = decodeCursor(filter.cursor);
  const score = sql<number>`round(greatest(similarity(search_name, ${q}), word_similarity(${q}, search_name))::numeric, 6)::float8`;
  const byName = sql<string>`lower(family_name || ' ' || given_name)`;
  let query = clinic
    .selectFrom('patients')
    .select([
      'id',
      'mrn',
      'family_name',
      'given_name',
      'preferred_name',
      'status',
      'primary_clinician_id',
      sql<string>`birth_date::text`.as('birth_date'),
      (q ? sql<number | string>`${score}` : sql<number | string>`${byName}`).as('sort_key'),
    ]);
  if (q) {
    const contains = `%${q.replace(/[%_\\]/g, '\\$&')}%`;
    query = query.where((eb) =>
      eb.or([
        eb('mrn', '=', q),
        eb(sql`birth_date::text`, '=', q),
        eb('search_name', 'like', contains),
        eb(sql<number>`word_similarity(${q}, search_name)`, '>=', NAME_SIMILARITY),
        eb(sql<number>`similarity(search_name, ${q})`, '>=', NAME_SIMILARITY),
      ]),
    );
  }
  if (filter.status) query = query.where('status', '=', filter.status);
  const member = filter.careTeamMember;
  if (member) {
    query = query.where(
      sql<boolean>`exists (select 1 from care_team where care_team.tenant_id = patients.tenant_id and care_team.patient_id = patients.id and care_team.member_id = ${member})`,
    );
  }
  if (cursor && q) {
    const k = Number(cursor.k);
    query = query.where(sql<boolean>`(${score} < ${k} or (${score} = ${k} and id > ${cursor.id}))`);
  } else if (cursor) {
    query = query.where(sql<boolean>`(${byName}, id) > (${String(cursor.k)}, ${cursor.id})`);
  }
  const ordered = q
    ? query.orderBy(sql`sort_key`, 'desc').orderBy('id', 'asc')
    : query.orderBy(sql`sort_key`, 'asc').orderBy('id', 'asc');
  const rows = await ordered.limit(filter.limit + 1).execute();
  const shown = rows.slice(0, filter.limit);
  const last = shown.at(-1);
  const patients = shown.map((r) => ({
    id: r.id,
    mrn: r.mrn,
    familyName: r.family_name,
    givenName: r.given_name,
    preferredName: r.preferred_name,
    birthDate: r.birth_date,
    status: r.status,
    primaryClinicianId: r.primary_clinician_id,
  }));
  return rows.length > filter.limit && last
    ? { patients, nextCursor: encodeCursor({ k: last.sort_key, id: last.id }) }
    : { patients };
}
