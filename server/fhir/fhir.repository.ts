import { sql } from 'kysely';
import type { TenantDb } from '../db/tenant-db.ts';
import { sessionSeenBy, type Viewer } from '../encounters/session-visibility.ts';
import { foldForSearch } from '../patients/search-fold.ts';
import type { DateBound } from './fhir-dates.ts';
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
export async function findOrganization(
  clinic: TenantDb,
): Promise<(OrganizationRow & { updated_at: Date }) | null> {
  const row = await clinic
    .selectFrom('users')
    .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
    .select([
      'tenants.id',
      'tenants.name',
      'tenants.phone',
      'tenants.address',
      // Null until what the Organization shows first changed (migration 0033).
      sql<Date>`coalesce(tenants.updated_at, tenants.created_at)`.as('updated_at'),
    ])
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

export async function findPractitioners(
  clinic: TenantDb,
  ids: readonly string[],
): Promise<(PractitionerRow & { updated_at: Date })[]> {
  if (ids.length === 0) return [];
  return clinic
    .selectFrom('users')
    .select([
      'id',
      'first_name',
      'last_name',
      'email',
      'active',
      'credentials',
      'licence_number',
      // Null until what the Practitioner shows first changed (migration 0033).
      sql<Date>`coalesce(updated_at, created_at)`.as('updated_at'),
    ])
    .where('id', 'in', [...new Set(ids)])
    .orderBy('last_name')
    .orderBy('id')
    .execute();
}

/** How a string parameter compares (R4): starts-with by default, `:exact`, `:contains`. */
export type StringMatch = { mode: 'starts' | 'exact' | 'contains' | 'fuzzy'; value: string };

export interface PatientFilter {
  name?: StringMatch | undefined;
  family?: StringMatch | undefined;
  given?: StringMatch | undefined;
  mrn?: string | undefined;
  ids?: readonly string[] | undefined;
  birthDate?: readonly DateBound[] | undefined;
  gender?: readonly string[] | undefined;
  lastUpdated?: readonly DateBound[] | undefined;
}

const likeText = (text: string) => text.replace(/[%_\\]/g, '\\$&');

/** R4's administrative gender of a row, as `toPatient` derives it (demographics.map.ts). */
const GENDER = sql<
  string | null
>`coalesce(patients.administrative_gender, case patients.sex_at_birth
  when 'female' then 'female' when 'male' then 'male' when 'intersex' then 'other'
  when 'unknown' then 'unknown' end)`;

/**
 * A name against the folded names (search-fold.ts): `starts` matches when any word of the
 * patient's names (given, preferred, family) starts with the folded value, so "Clarc" never finds
 * Clarke, nor "livia" Li; `contains` anywhere; `exact` the names as written (case and accents
 * count); `fuzzy` the patient list's typo-tolerant match (`_praxis-fuzzy`).
 */
function nameCondition(match: StringMatch) {
  const folded = foldForSearch(match.value);
  if (match.mode === 'exact') {
    const v = match.value;
    return sql<boolean>`(patients.given_name || ' ' || patients.family_name = ${v}
      or patients.family_name = ${v} or patients.given_name = ${v} or patients.preferred_name = ${v}
      or patients.preferred_name || ' ' || patients.family_name = ${v})`;
  }
  if (match.mode === 'contains') {
    return sql<boolean>`patients.search_name like ${`%${likeText(folded)}%`}`;
  }
  if (match.mode === 'fuzzy') {
    return sql<boolean>`(patients.search_name like ${`%${likeText(folded)}%`}
      or word_similarity(${folded}, patients.search_name) >= ${NAME_SIMILARITY}
      or similarity(patients.search_name, ${folded}) >= ${NAME_SIMILARITY})`;
  }
  return sql<boolean>`(' ' || patients.search_name) like ${`% ${likeText(folded)}%`}`;
}

/** `family` / `given`: the field starts with the value (folded), or as `:exact` / `:contains`. */
function partCondition(part: 'family' | 'given', match: StringMatch) {
  const column =
    part === 'family' ? sql.ref('patients.family_name') : sql.ref('patients.given_name');
  if (match.mode === 'exact') return sql<boolean>`${column} = ${match.value}`;
  if (match.mode === 'contains') {
    return sql<boolean>`lower(${column}) like ${`%${likeText(match.value.toLowerCase())}%`}`;
  }
  const folded = likeText(foldForSearch(match.value));
  // name_key is "family given" and search_name starts with the given name, both folded.
  return part === 'family'
    ? sql<boolean>`patients.name_key like ${`${folded}%`}`
    : sql<boolean>`patients.search_name like ${`${folded}%`}`;
}

/** The clinic's patients that match every filter given. */
function matchingPatients(clinic: TenantDb, filter: PatientFilter) {
  let query = clinic.selectFrom('patients');
  if (filter.name && foldForSearch(filter.name.value))
    query = query.where(nameCondition(filter.name));
  if (filter.family) query = query.where(partCondition('family', filter.family));
  if (filter.given) query = query.where(partCondition('given', filter.given));
  if (filter.mrn !== undefined) query = query.where('patients.mrn', '=', filter.mrn);
  if (filter.ids)
    query = query.where('patients.id', 'in', filter.ids.length ? [...filter.ids] : ['']);
  if (filter.gender) {
    query = query.where(GENDER, 'in', filter.gender.length ? [...filter.gender] : ['']);
  }
  for (const bound of filter.birthDate ?? []) {
    if (bound.from) query = query.where('patients.birth_date', '>=', isoDay(bound.from));
    if (bound.before) query = query.where('patients.birth_date', '<', isoDay(bound.before));
  }
  for (const bound of filter.lastUpdated ?? []) {
    if (bound.from) query = query.where('patients.updated_at', '>=', bound.from);
    if (bound.before) query = query.where('patients.updated_at', '<', bound.before);
  }
  return query;
}

/** A bound on a date column: the day it falls on (a bound inside a day rounds up to the next). */
function isoDay(at: Date): string {
  const midnight =
    at.getUTCHours() + at.getUTCMinutes() + at.getUTCSeconds() + at.getUTCMilliseconds() === 0;
  const day = midnight
    ? at
    : new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1));
  return day.toISOString().slice(0, 10);
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

/** What `Patient?_sort=` may name, and the column each sorts by. */
export const PATIENT_SORTS = {
  family: sql`patients.name_key`,
  given: sql`patients.search_name`,
  birthdate: sql`patients.birth_date`,
  _lastUpdated: sql`patients.updated_at`,
  _id: sql`patients.id`,
} as const;

export type PatientSort = { name: keyof typeof PATIENT_SORTS; descending: boolean };

/**
 * One page of matching patients and how many match: in the `_sort` order asked for, else — for a
 * fuzzy name — best match first, else by name.
 */
export async function searchPatients(
  clinic: TenantDb,
  filter: PatientFilter,
  page: Page & { sort?: readonly PatientSort[] },
): Promise<{ total: number; rows: PatientRow[] }> {
  const counted = await matchingPatients(clinic, filter)
    .select(sql<string>`count(*)`.as('total'))
    .executeTakeFirstOrThrow();
  let query = withClinician(matchingPatients(clinic, filter));
  for (const key of page.sort ?? []) {
    query = query.orderBy(PATIENT_SORTS[key.name], key.descending ? 'desc' : 'asc');
  }
  const fuzzy = filter.name?.mode === 'fuzzy' ? foldForSearch(filter.name.value) : '';
  if (fuzzy) {
    query = query.orderBy(
      sql`greatest(similarity(patients.search_name, ${fuzzy}), word_similarity(${fuzzy}, patients.search_name))`,
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

export interface EncounterFilter {
  patientId?: string | undefined;
  ids?: readonly string[] | undefined;
  /** On the session's start. */
  date?: readonly DateBound[] | undefined;
  lastUpdated?: readonly DateBound[] | undefined;
}

/**
 * The sessions `viewer` may see (the sessions API's rule) that match the filter, in time order
 * (or latest first); and how many there are.
 */
export async function listEncounters(
  clinic: TenantDb,
  viewer: Viewer,
  filter: EncounterFilter,
  page?: Page & {
    sort?: readonly { name: 'date' | '_lastUpdated' | '_id'; descending: boolean }[];
  },
): Promise<{ total: number; rows: EncounterRow[] }> {
  const base = () => {
    let query = clinic.selectFrom('encounters').where(sessionSeenBy(viewer));
    if (filter.patientId !== undefined) query = query.where('patient_id', '=', filter.patientId);
    if (filter.ids) query = query.where('id', 'in', filter.ids.length ? [...filter.ids] : ['']);
    for (const bound of filter.date ?? []) {
      if (bound.from) query = query.where('starts_at', '>=', bound.from);
      if (bound.before) query = query.where('starts_at', '<', bound.before);
    }
    for (const bound of filter.lastUpdated ?? []) {
      if (bound.from) query = query.where('updated_at', '>=', bound.from);
      if (bound.before) query = query.where('updated_at', '<', bound.before);
    }
    return query;
  };
  const counted = await base()
    .select(sql<string>`count(*)`.as('total'))
    .executeTakeFirstOrThrow();
  let query = base().select(ENCOUNTER_COLUMNS);
  const columns = { date: 'starts_at', _lastUpdated: 'updated_at', _id: 'id' } as const;
  for (const key of page?.sort ?? []) {
    query = query.orderBy(columns[key.name], key.descending ? 'desc' : 'asc');
  }
  query = query.orderBy('starts_at').orderBy('id');
  if (page) query = query.limit(page.count).offset(page.offset);
  return { total: Number(counted.total), rows: await query.execute() };
}

/** One patient's diagnoses, or the one with this id (whoever's it is). */
export async function listDiagnoses(
  clinic: TenantDb,
  patientId: string | { id: string },
): Promise<DiagnosisRow[]> {
  const query = clinic.selectFrom('diagnoses');
  const filtered =
    typeof patientId === 'string'
      ? query.where('patient_id', '=', patientId)
      : query.where('id', '=', patientId.id);
  return filtered
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
    .orderBy('recorded_at')
    .orderBy('id')
    .execute();
}

/** The note an addendum belongs to, or null. */
export async function noteOfAddendum(clinic: TenantDb, addendumId: string): Promise<string | null> {
  const row = await clinic
    .selectFrom('note_addenda')
    .select('note_id')
    .where('id', '=', addendumId)
    .executeTakeFirst();
  return row?.note_id ?? null;
}
