import { sql } from 'kysely';
import type { PatientStatus } from '../../common/contracts/patients.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import type { ListCursor } from './patients.search-input.ts';

/**
 * The name order of the list: "family given" folded (`name_key`: "Ștefănescu" with the S),
 * compared byte by byte (collation C) so PostgreSQL and PGlite (whose databases are C) order
 * alike, and so `LIKE 'st%'` can use the index `patients_name_key_idx` (migration 0014), which
 * holds exactly this expression.
 */
export const NAME_KEY = sql<string>`name_key collate "C"`;

/** The filters every shape of search applies. */
export interface RowFilter {
  status?: PatientStatus | undefined;
  /** Only patients on this member's care team. */
  careTeamMember?: string | undefined;
}

/** The clinic's patients as the list shows them, filtered by status and caseload. */
export function patientRows(clinic: TenantDb, filter: RowFilter) {
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
      NAME_KEY.as('name_key'),
    ]);
  if (filter.status) query = query.where('status', '=', filter.status);
  const member = filter.careTeamMember;
  if (member) {
    query = query.where(
      sql<boolean>`exists (select 1 from care_team where care_team.tenant_id = patients.tenant_id and care_team.patient_id = patients.id and care_team.member_id = ${member})`,
    );
  }
  return query;
}

export type PatientRow = Awaited<ReturnType<ReturnType<typeof patientRows>['execute']>>[number];

/** A row found, with the cursor that would resume the list just after it. */
export interface FoundRow {
  row: PatientRow;
  cursor: ListCursor;
}
