import { sql } from 'kysely';
import type { TenantDb } from '../db/tenant-db.ts';
import { nearlyContains } from '../patients/patients.search-names.ts';
import { foldForSearch } from '../patients/search-fold.ts';
import { withinBoundsSql } from './date-bounds.sql.ts';
import type { PatientRow } from './demographics.map.ts';
import type { DateBound } from './fhir-dates.ts';
import type { Page } from './fhir-search.ts';

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
 * count); `fuzzy` the patient list's typo-tolerant match (`_praxis-fuzzy`): every word in the
 * name, or a close misspelling of one of its words (server/patients/patients.search-names.ts).
 */
function nameCondition(match: StringMatch, clinicId: string) {
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
    const words = folded.split(' ').map((word) => nearlyContains(word, clinicId));
    return sql<boolean>`(${sql.join(words, sql` and `)})`;
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
    query = query.where(nameCondition(filter.name, clinic.tenantId));
  if (filter.family) query = query.where(partCondition('family', filter.family));
  if (filter.given) query = query.where(partCondition('given', filter.given));
  if (filter.mrn !== undefined) query = query.where('patients.mrn', '=', filter.mrn);
  if (filter.ids)
    query = query.where('patients.id', 'in', filter.ids.length ? [...filter.ids] : ['']);
  if (filter.gender) {
    query = query.where(GENDER, 'in', filter.gender.length ? [...filter.gender] : ['']);
  }
  if (filter.birthDate?.length) {
    query = query.where(withinBoundsSql('patients.birth_date', filter.birthDate, isoDay));
  }
  if (filter.lastUpdated?.length) {
    query = query.where(withinBoundsSql('patients.updated_at', filter.lastUpdated));
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
