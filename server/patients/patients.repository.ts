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
  'flags',
] as const;

/** A patient row as the API shows it: the table's columns without the bookkeeping ones. */
type PatientRow = Omit<
  Selectable<PatientTable>,
  'tenant_id' | 'search_name' | 'name_key' | 'created_at' | 'updated_at'
>;

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
