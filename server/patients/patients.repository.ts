import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type {
  Patient,
  PatientInput,
  PatientListResponse,
  PatientStatus,
  PatientUpdate,
} from '../../common/contracts/patients.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';

/** Below this trigram similarity a name is not offered as a match (pg_trgm's default is 0.3). */
const NAME_SIMILARITY = 0.3;

const searchNameOf = (p: {
  givenName: string;
  familyName: string;
  preferredName?: string | null;
}) => [p.givenName, p.preferredName, p.familyName].filter(Boolean).join(' ').toLowerCase();

const PATIENT_COLUMNS = [
  'id',
  'mrn',
  'family_name',
  'given_name',
  'preferred_name',
  'pronouns',
  'sex_at_birth',
  'gender_identity',
  'phone',
  'email',
  'emergency_contact',
  'status',
  'primary_clinician_id',
] as const;

interface PatientRow {
  id: string;
  mrn: string;
  family_name: string;
  given_name: string;
  preferred_name: string | null;
  pronouns: string | null;
  birth_date: string;
  sex_at_birth: string | null;
  gender_identity: string | null;
  phone: string | null;
  email: string | null;
  emergency_contact: string | null;
  status: PatientStatus;
  primary_clinician_id: string | null;
}

function toPatient(row: PatientRow, careTeam: string[]): Patient {
  return {
    id: row.id,
    mrn: row.mrn,
    familyName: row.family_name,
    givenName: row.given_name,
    preferredName: row.preferred_name,
    pronouns: row.pronouns,
    birthDate: row.birth_date,
    sexAtBirth: row.sex_at_birth,
    genderIdentity: row.gender_identity,
    phone: row.phone,
    email: row.email,
    emergencyContact: row.emergency_contact,
    status: row.status,
    primaryClinicianId: row.primary_clinician_id,
    careTeam,
  };
}

/** The clinic's next MRN: a per-clinic counter, taken inside the registering transaction. */
async function nextMrn(clinic: TenantDb): Promise<string> {
  const taken = await clinic
    .insertInto('mrn_counters', { last_mrn: 1 })
    .onConflict((oc) =>
      oc.column('tenant_id').doUpdateSet({ last_mrn: sql`mrn_counters.last_mrn + 1` }),
    )
    .returning('last_mrn')
    .executeTakeFirstOrThrow();
  return String(taken.last_mrn).padStart(6, '0');
}

/** Whether `memberId` is an active clinician of the clinic. */
export async function isClinicianOfClinic(clinic: TenantDb, memberId: string): Promise<boolean> {
  const row = await clinic
    .selectFrom('users')
    .select('id')
    .where('id', '=', memberId)
    .where('active', '=', true)
    .where(sql<boolean>`'clinician' = any(roles)`)
    .executeTakeFirst();
  return row !== undefined;
}

export async function registerPatient(
  clinic: TenantDb,
  input: PatientInput,
  now: Date,
): Promise<Patient> {
  return clinic.transaction(async (tx) => {
    const id = randomUUID();
    const mrn = await nextMrn(tx);
    const primary = input.primaryClinicianId ?? null;
    await tx
      .insertInto('patients', {
        id,
        mrn,
        family_name: input.familyName,
        given_name: input.givenName,
        preferred_name: input.preferredName ?? null,
        pronouns: input.pronouns ?? null,
        birth_date: input.birthDate,
        sex_at_birth: input.sexAtBirth ?? null,
        gender_identity: input.genderIdentity ?? null,
        phone: input.phone ?? null,
        email: input.email ?? null,
        emergency_contact: input.emergencyContact ?? null,
        primary_clinician_id: primary,
        search_name: searchNameOf(input),
        created_at: now,
        updated_at: now,
      })
      .execute();
    if (primary) await tx.insertInto('care_team', { patient_id: id, member_id: primary }).execute();
    const created = await findPatient(tx, id);
    if (!created) throw new Error('the registered patient cannot be read back');
    return created;
  });
}

export async function findPatient(clinic: TenantDb, id: string): Promise<Patient | null> {
  const row = await clinic
    .selectFrom('patients')
    .select([...PATIENT_COLUMNS, sql<string>`birth_date::text`.as('birth_date')])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const team = await clinic
    .selectFrom('care_team')
    .select('member_id')
    .where('patient_id', '=', id)
    .orderBy('member_id')
    .execute();
  return toPatient(
    row as PatientRow,
    team.map((t) => t.member_id),
  );
}

/** Applies an edit; a new primary clinician joins the care team (the previous one stays on it). */
export async function updatePatient(
  clinic: TenantDb,
  id: string,
  update: PatientUpdate,
  now: Date,
): Promise<Patient | null> {
  return clinic.transaction(async (tx) => {
    const current = await findPatient(tx, id);
    if (!current) return null;
    const next = { ...current, ...update };
    await tx
      .updateTable('patients')
      .set({
        family_name: next.familyName,
        given_name: next.givenName,
        preferred_name: next.preferredName ?? null,
        pronouns: next.pronouns ?? null,
        birth_date: next.birthDate,
        sex_at_birth: next.sexAtBirth ?? null,
        gender_identity: next.genderIdentity ?? null,
        phone: next.phone ?? null,
        email: next.email ?? null,
        emergency_contact: next.emergencyContact ?? null,
        status: next.status,
        primary_clinician_id: next.primaryClinicianId ?? null,
        search_name: searchNameOf(next),
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    const primary = update.primaryClinicianId;
    if (primary && !current.careTeam.includes(primary)) {
      await tx.insertInto('care_team', { patient_id: id, member_id: primary }).execute();
    }
    return findPatient(tx, id);
  });
}

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

/** One line in the record-access trail: who did what to which patient's record, when. */
export async function recordAccess(
  clinic: TenantDb,
  access: { userId: string; patientId: string; action: 'read' | 'create' | 'update'; at: Date },
): Promise<void> {
  await clinic
    .insertInto('record_access', {
      id: randomUUID(),
      at: access.at,
      user_id: access.userId,
      patient_id: access.patientId,
      action: access.action,
    })
    .execute();
}
