import { sql } from 'kysely';
import type { CareTeamResponse } from '../../common/contracts/patients.contract.ts';
import { recordAuditEvents } from '../audit/audit.repository.ts';
import type { TenantDb } from '../db/tenant-db.ts';

/** Of `ids`, those that are not an active clinician of the clinic (another clinic's, say). */
export async function notActiveClinicians(clinic: TenantDb, ids: readonly string[]) {
  const found = await clinic
    .selectFrom('users')
    .select('id')
    .where('id', 'in', ids)
    .where('active', '=', true)
    .where(sql<boolean>`'clinician' = any(roles)`)
    .execute();
  const clinicians = new Set(found.map((row) => row.id));
  return ids.filter((id) => !clinicians.has(id));
}

/** Makes the care team exactly `memberIds`: removes who is not named, adds who is new. */
export async function replaceCareTeam(
  clinic: TenantDb,
  patientId: string,
  memberIds: readonly string[],
): Promise<void> {
  await clinic
    .deleteFrom('care_team')
    .where('patient_id', '=', patientId)
    .where('member_id', 'not in', memberIds)
    .execute();
  await clinic
    .insertInto(
      'care_team',
      memberIds.map((memberId) => ({ patient_id: patientId, member_id: memberId })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Records a care-team change in the audit trail (who, the patient, members before → after). */
export async function auditCareTeamChange(
  clinic: TenantDb,
  by: { userId: string; at: Date },
  patient: { id: string; careTeam: readonly string[] },
  memberIds: readonly string[],
): Promise<void> {
  const before = [...patient.careTeam].sort();
  const after = [...memberIds].sort();
  if (before.length === after.length && before.every((id, i) => id === after[i])) return;
  await recordAuditEvents(clinic, [
    { type: 'care-team-change', ...by, change: { subjectId: patient.id, before, after } },
  ]);
}

/** The care team with names, the primary clinician first, then by name. */
export async function careTeamOf(
  clinic: TenantDb,
  patient: { id: string; primaryClinicianId: string | null },
): Promise<CareTeamResponse> {
  const rows = await clinic
    .selectFrom('care_team')
    .innerJoin('users', (join) =>
      join
        .onRef('users.id', '=', 'care_team.member_id')
        .onRef('users.tenant_id', '=', 'care_team.tenant_id'),
    )
    .select(['users.id', 'users.first_name', 'users.last_name'])
    .where('care_team.patient_id', '=', patient.id)
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .orderBy('users.id')
    .execute();
  const careTeam = rows.map((row) => ({
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    primary: row.id === patient.primaryClinicianId,
  }));
  return { careTeam: [...careTeam].sort((a, b) => Number(b.primary) - Number(a.primary)) };
}

/**
 * Puts `memberId` on the patient's care team if they are not on it yet (booking a session with
 * them, issue 32), audited as every care-team change is. Inside the caller's transaction.
 */
export async function joinCareTeam(
  tx: TenantDb,
  by: { userId: string; at: Date },
  patientId: string,
  memberId: string,
): Promise<void> {
  // Only the booking whose insert lands audits it: two at once cannot record the change twice.
  const joined = await tx
    .insertInto('care_team', { patient_id: patientId, member_id: memberId })
    .onConflict((oc) => oc.doNothing())
    .returning('member_id')
    .executeTakeFirst();
  if (!joined) return;
  const rows = await tx
    .selectFrom('care_team')
    .select('member_id')
    .where('patient_id', '=', patientId)
    .execute();
  const after = rows.map((row) => row.member_id);
  const careTeam = after.filter((id) => id !== memberId);
  await auditCareTeamChange(tx, by, { id: patientId, careTeam }, after);
}
