import { sql } from 'kysely';
import {
  clinicSettings,
  type Clinic,
  type ClinicSettings,
  type ClinicUpdate,
} from '../../common/contracts/clinic.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';

const CLINIC_COLUMNS = ['id', 'name', 'address', 'phone', 'time_zone', 'settings'] as const;

/**
 * Stored settings as the contract reads them: every default fills in. Only validated settings are
 * ever stored; should a stored value no longer pass (a rule tightened), the defaults stand in.
 */
function settingsOf(stored: unknown): ClinicSettings {
  const parsed = clinicSettings.safeParse(stored ?? {});
  return parsed.success ? parsed.data : clinicSettings.parse({});
}

function toClinic(row: {
  id: string;
  name: string;
  address: string | null;
  phone: string | null;
  time_zone: string;
  settings: Record<string, unknown>;
}): Clinic {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    phone: row.phone,
    timeZone: row.time_zone,
    settings: settingsOf(row.settings),
  };
}

/** The caller's clinic: profile, time zone and settings (defaults filled in). */
export async function readClinic(clinic: TenantDb): Promise<Clinic> {
  const row = await clinic.selectClinicRow().select(CLINIC_COLUMNS).executeTakeFirstOrThrow();
  return toClinic(row);
}

/** Its name, for an invitation's mail and look-up. */
export async function clinicNameOf(clinic: TenantDb): Promise<string> {
  const row = await clinic.selectClinicRow().select('name').executeTakeFirstOrThrow();
  return row.name;
}

/**
 * Changes what the update names; settings are merged into the stored ones (a setting not named
 * keeps its value). The row is locked while merging, so two owners' changes both land.
 */
export async function updateClinic(clinic: TenantDb, change: ClinicUpdate): Promise<Clinic> {
  return clinic.transaction(async (tx) => {
    const current = await tx
      .selectClinicRow()
      .select('settings')
      .forUpdate()
      .executeTakeFirstOrThrow();
    const settings = { ...settingsOf(current.settings), ...change.settings };
    const row = await tx
      .updateClinicRow()
      .set({
        ...(change.name !== undefined && { name: change.name }),
        ...(change.address !== undefined && { address: change.address || null }),
        ...(change.phone !== undefined && { phone: change.phone || null }),
        ...(change.timeZone !== undefined && { time_zone: change.timeZone }),
        settings: sql<Record<string, unknown>>`${JSON.stringify(settings)}::jsonb`,
      })
      .returning(CLINIC_COLUMNS)
      .executeTakeFirstOrThrow();
    return toClinic(row);
  });
}
