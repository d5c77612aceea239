import type {
  CrisisLines,
  CrisisLinesInput,
} from '../../common/contracts/questionnaires.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';

/** The clinic's crisis lines (migration 0040): none set reads as two nulls. */
export async function readCrisisLines(clinic: TenantDb): Promise<CrisisLines> {
  const row = await clinic
    .selectFrom('clinic_crisis_lines')
    .select(['clinic_line', 'national_line'])
    .executeTakeFirst();
  return { clinicLine: row?.clinic_line ?? null, nationalLine: row?.national_line ?? null };
}

/** Sets both lines (an empty text clears one: the patient then sees the default text). */
export async function writeCrisisLines(
  clinic: TenantDb,
  input: CrisisLinesInput,
  by: string,
  at: Date,
): Promise<CrisisLines> {
  const row = {
    clinic_line: input.clinicLine || null,
    national_line: input.nationalLine || null,
    updated_by: by,
    updated_at: at,
  };
  await clinic
    .insertInto('clinic_crisis_lines', row)
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet(row))
    .execute();
  return readCrisisLines(clinic);
}
