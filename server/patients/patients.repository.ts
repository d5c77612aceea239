import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type {
  Patient,
  PatientInput,
  PatientUpdate,
} from '../../common/contracts/patients.contract.ts';
import type { PatientTable } from '../db/schema.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { auditCareTeamChange } from './care-team.repository.ts';
import { foldForSearch } from './search-fold.ts';

/** The searched text of a patient's names (given, preferred, family), folded. */
export const searchNameOf = (p: {
  givenName: string;
  familyName: string;
  preferredName?: string | null;
}) => foldForSearch([p.givenName, p.preferredName, p.familyName].filter(Boolean).join(' '));

/** The list's order and family-name prefix: "family given", folded. */
export const nameKeyOf = (p: { givenName: string; familyName: string }) =>
  foldForSearch(`${p.familyName} ${p.givenName}`);

/**
 * The optional details, each field of the contract beside its column: registration, edits and
 * reads map them alike, so a new detail is one line here.
 */
const DETAIL_COLUMNS = {
  preferredName: 'preferred_name',
  pronouns: 'pronouns',
  sexAtBirth: 'sex_at_birth',
  administrativeGender: 'administrative_gender',
  genderIdentity: 'gender_identity',
  phone: 'phone',
  email: 'email',
  preferredContactMethod: 'preferred_contact_method',
  addressLine: 'address_line',
  city: 'city',
  region: 'region',
  postalCode: 'postal_code',
  country: 'country',
  emergencyContact: 'emergency_contact',
  emergencyContactRelationship: 'emergency_contact_relationship',
  emergencyContactPhone: 'emergency_contact_phone',
  referralSource: 'referral_source',
} as const satisfies Partial<Record<keyof PatientInput, keyof PatientTable>>;
type DetailField = keyof typeof DETAIL_COLUMNS;
type DetailColumn = (typeof DETAIL_COLUMNS)[DetailField];
const DETAILS = Object.entries(DETAIL_COLUMNS) as [DetailField, DetailColumn][];

const PATIENT_COLUMNS = [
  'id',
  'mrn',
  'family_name',
  'given_name',
  'status',
  'primary_clinician_id',
  'flags',
  ...Object.values(DETAIL_COLUMNS),
] as const;

/** A patient row as the API shows it: the table's columns without the bookkeeping ones. */
type PatientRow = Omit<
  Selectable<PatientTable>,
  'tenant_id' | 'search_name' | 'name_key' | 'created_at' | 'updated_at'
>;

/** The details of `values` as columns; absent ones are null. */
function detailColumns(values: Partial<Record<DetailField, string | null>>) {
  return Object.fromEntries(
    DETAILS.map(([field, column]) => [column, values[field] ?? null]),
  ) as Record<DetailColumn, string | null>;
}

function toPatient(row: PatientRow, careTeam: string[]): Patient {
  const details = Object.fromEntries(
    DETAILS.map(([field, column]) => [field, row[column]]),
  ) as Record<DetailField, string | null>;
  return {
    id: row.id,
    mrn: row.mrn,
    familyName: row.family_name,
    givenName: row.given_name,
    ...details,
    birthDate: row.birth_date,
    status: row.status,
    primaryClinicianId: row.primary_clinician_id,
    flags: row.flags,
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
        ...detailColumns(input),
        birth_date: input.birthDate,
        primary_clinician_id: primary,
        search_name: searchNameOf(input),
        name_key: nameKeyOf(input),
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
    row,
    team.map((t) => t.member_id),
  );
}

/**
 * Applies an edit; a new primary clinician joins the care team (the previous one stays on it),
 * audited as a care-team change by whoever made the edit.
 */
export async function updatePatient(
  clinic: TenantDb,
  id: string,
  update: PatientUpdate,
  by: { userId: string; at: Date },
): Promise<Patient | null> {
  const now = by.at;
  return clinic.transaction(async (tx) => {
    const current = await findPatient(tx, id);
    if (!current) return null;
    const next = { ...current, ...update };
    await tx
      .updateTable('patients')
      .set({
        family_name: next.familyName,
        given_name: next.givenName,
        ...detailColumns(next),
        birth_date: next.birthDate,
        status: next.status,
        primary_clinician_id: next.primaryClinicianId ?? null,
        search_name: searchNameOf(next),
        name_key: nameKeyOf(next),
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    const primary = update.primaryClinicianId;
    if (primary && !current.careTeam.includes(primary)) {
      await tx.insertInto('care_team', { patient_id: id, member_id: primary }).execute();
      await auditCareTeamChange(tx, by, current, [...current.careTeam, primary]);
    }
    return findPatient(tx, id);
  });
}
