import { sql } from 'kysely';
import type { TenantDb } from '../db/tenant-db.ts';
import { sessionSeenBy, type Viewer } from '../encounters/session-visibility.ts';
import { foldForSearch } from '../patients/search-fold.ts';
import type { DiagnosisRow, EncounterRow } from './clinical.map.ts';
import type { OrganizationRow, PatientRow, PractitionerRow } from './demographics.map.ts';

/** Below this trigram similarity a name is no match: the patient list's threshold (pg_trgm's 0.3). */
const NAME_SIMILARITY = 0.3;

export interface Page {
  count: number;
  offset: number;
}

/**
 * The caller's clinic. `tenants` has no `tenant_id` (it IS the clinic), so TenantDb cannot start
 * a query there; the clinic's own members lead to it, and there is always one: the caller.
 */
export async function findOrganization(clinic: TenantDb): Promise<OrganizationRow | null> {
  const row = await clinic
    .selectFrom('users')
    .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
    .select(['tenants.id', 'tenants.name', 'tenants.phone', 'tenants.address'])
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

export async function findPractitioners(
  clinic: TenantDb,
  ids: readonly string[],
): Promise<PractitionerRow[]> {
  if (ids.length === 0) return [];
  return clinic
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'active', 'credentials', 'licence_number'])
    .where('id', 'in', [...new Set(ids)])
    .orderBy('last_name')
    .orderBy('id')
    .execute();
}

export interface PatientFilter {
  name?: string | undefined;
  mrn?: string | undefined;
}

/** The clinic's patients that match; a name matches as in the patient list (typo-tolerant). */
function matchingPatients(clinic: TenantDb, filter: PatientFilter) {
  let query = clinic.selectFrom('patients');
  const name = filter.name ? foldForSearch(filter.name) : '';
  if (name) {
    const contains = `%${name.replace(/[%_\\]/g, '\\$&')}%`;
    query = query.where((eb) =>
      eb.or([
        eb('patients.search_name', 'like', contains),
        eb(sql<number>`word_similarity(${name}, patients.search_name)`, '>=', NAME_SIMILARITY),
        eb(sql<number>`similarity(patients.search_name, ${name})`, '>=', NAME_SIMILARITY),
      ]),
    );
  }
  if (filter.mrn !== undefined) query = query.where('patients.mrn', '=', filter.mrn);
  return query;
}

/** Patients with their primary clinician's name (for the reference's display). */
function withClinician<Q extends ReturnType<typeof matchingPatients>>(query: Q) {
  return query
    .leftJoin('users', (join) =>
      join
        .onRef('users.id', '=', 'patients.primary_clinician_id')
        .onRef('users.tenant_id', '=', 'patients.tenant_id'),
    )
    .select([
      'patients.id',
      'patients.mrn',
      'patients.family_name',
      'patients.given_name',
      'patients.preferred_name',
      sql<string>`patients.birth_date::text`.as('birth_date'),
      'patients.sex_at_birth',
      'patients.administrative_gender',
      'patients.gender_identity',
      'patients.phone',
      'patients.email',
      'patients.preferred_contact_method',
      'patients.address_line',
      'patients.city',
      'patients.region',
      'patients.postal_code',
      'patients.country',
      'patients.emergency_contact',
      'patients.emergency_contact_relationship',
      'patients.emergency_contact_phone',
      'patients.referral_source',
      'patients.status',
      'patients.primary_clinician_id',
      sql<string | null>`users.first_name || ' ' || users.last_name`.as('primary_clinician_name'),
      'patients.updated_at',
    ]);
}

/** One page of matching patients, best name match first (else by name), and how many match. */
export async function searchPatients(
  clinic: TenantDb,
  filter: PatientFilter,
  page: Page,
): Promise<{ total: number; rows: PatientRow[] }> {
  const counted = await matchingPatients(clinic, filter)
    .select(sql<string>`count(*)`.as('total'))
    .executeTakeFirstOrThrow();
  const name = filter.name ? foldForSearch(filter.name) : '';
  let query = withClinician(matchingPatients(clinic, filter));
  if (name) {
    query = query.orderBy(
      sql`greatest(similarity(patients.search_name, ${name}), word_similarity(${name}, patients.search_name))`,
      'desc',
    );
  }
  const rows = await query
    .orderBy(sql`lower(patients.family_name || ' ' || patients.given_name)`)
    .orderBy('patients.id')
    .limit(page.count)
    .offset(page.offset)
    .execute();
  return { total: Number(counted.total), rows };
}

export async function findPatientRow(clinic: TenantDb, id: string): Promise<PatientRow | null> {
  const row = await withClinician(matchingPatients(clinic, {}))
    .where('patients.id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

export async function careTeamOf(clinic: TenantDb, patientId: string): Promise<string[]> {
  const rows = await clinic
    .selectFrom('care_team')
    .select('member_id')
    .where('patient_id', '=', patientId)
    .execute();
  return rows.map((row) => row.member_id);
}

const ENCOUNTER_COLUMNS = [
  'id',
  'patient_id',
  'clinician_id',
  'starts_at',
  'ends_at',
  'modality',
  'type',
  'location',
  'video_link',
  'status',
  'status_reason',
  'arrived_at',
  'started_at',
  'finished_at',
  'booked_by',
  'created_at',
  'updated_at',
] as const;

/** One session `viewer` may see (the sessions API's rule), or null. */
export async function findEncounter(
  clinic: TenantDb,
  id: string,
  viewer: Viewer,
): Promise<EncounterRow | null> {
  const row = await clinic
    .selectFrom('encounters')
    .select(ENCOUNTER_COLUMNS)
    .where('id', '=', id)
    .where(sessionSeenBy(viewer))
    .executeTakeFirst();
  return row ?? null;
}

/**
 * The sessions `viewer` may see (the sessions API's rule), or one patient's of those, in time
 * order; and how many there are.
 */
export async function listEncounters(
  clinic: TenantDb,
  viewer: Viewer,
  filter: { patientId?: string | undefined },
  page?: Page,
): Promise<{ total: number; rows: EncounterRow[] }> {
  const base = () => {
    const query = clinic.selectFrom('encounters').where(sessionSeenBy(viewer));
    return filter.patientId === undefined
      ? query
      : query.where('patient_id', '=', filter.patientId);
  };
  const counted = await base()
    .select(sql<string>`count(*)`.as('total'))
    .executeTakeFirstOrThrow();
  let query = base().select(ENCOUNTER_COLUMNS).orderBy('starts_at').orderBy('id');
  if (page) query = query.limit(page.count).offset(page.offset);
  return { total: Number(counted.total), rows: await query.execute() };
}

export async function listDiagnoses(clinic: TenantDb, patientId: string): Promise<DiagnosisRow[]> {
  return clinic
    .selectFrom('diagnoses')
    .select([
      'id',
      'patient_id',
      'code',
      'text',
      sql<string | null>`onset_date::text`.as('onset_date'),
      'status',
      'recorded_by',
      'recorded_at',
    ])
    .where('patient_id', '=', patientId)
    .orderBy('recorded_at')
    .orderBy('id')
    .execute();
}
