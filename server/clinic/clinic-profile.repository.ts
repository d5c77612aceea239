import { sql } from 'kysely';
import {
  clinicSettings,
  type Clinic,
  type ClinicSettings,
  type ClinicUpdate,
} from '../../common/contracts/clinic.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';

const CLINIC_COLUMNS = [
  'id',
  'name',
  'address',
  'phone',
  'time_zone',
  'settings',
  'mrn_system',
] as const;

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
  mrn_system: string | null;
}): Clinic {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    phone: row.phone,
    timeZone: row.time_zone,
    settings: settingsOf(row.settings),
    mrnSystem: row.mrn_system,
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

/** What the clinic's FHIR Organization shows (Organization.name, telecom, address). */
const ORGANIZATION_FIELDS = ['name', 'address', 'phone'] as const;

/**
 * Changes what the update names; settings are merged into the stored ones (a setting not named
 * keeps its value). The row is locked while merging, so two owners' changes both land. A change
 * of what the FHIR Organization shows moves its `updated_at`; a new MRN system changes every
 * patient's FHIR identifier, so it moves every patient's `updated_at` too (docs/decisions.md
 * "c34-meta").
 */
export async function updateClinic(
  clinic: TenantDb,
  change: ClinicUpdate,
  now: Date,
): Promise<Clinic> {
  return clinic.transaction(async (tx) => {
    const current = await tx
      .selectClinicRow()
      .select(['settings', 'mrn_system', ...ORGANIZATION_FIELDS])
      .forUpdate()
      .executeTakeFirstOrThrow();
    const settings = { ...settingsOf(current.settings), ...change.settings };
    const shown = {
      ...(change.name !== undefined && { name: change.name }),
      ...(change.address !== undefined && { address: change.address || null }),
      ...(change.phone !== undefined && { phone: change.phone || null }),
    };
    const organizationChanged = ORGANIZATION_FIELDS.some(
      (field) => field in shown && shown[field] !== current[field],
    );
    const mrnSystem = change.mrnSystem === undefined ? current.mrn_system : change.mrnSystem;
    const row = await tx
      .updateClinicRow()
      .set({
        ...shown,
        ...(change.timeZone !== undefined && { time_zone: change.timeZone }),
        ...(organizationChanged && { updated_at: now }),
        mrn_system: mrnSystem,
        settings: sql<Record<string, unknown>>`${JSON.stringify(settings)}::jsonb`,
      })
      .returning(CLINIC_COLUMNS)
      .executeTakeFirstOrThrow();
    if (mrnSystem !== current.mrn_system) {
      await tx.updateTable('patients').set({ updated_at: now }).execute();
    }
    return toClinic(row);
  });
}
