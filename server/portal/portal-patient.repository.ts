import { portalName, type PortalMe } from '../../common/contracts/portal.contract.ts';
import { readClinic } from '../clinic/clinic-profile.repository.ts';
import type { TenantDb } from '../db/tenant-db.ts';

/**
 * The signed-in patient as the portal shows them, and their clinic: read by the patient id the
 * token carries (`request.patient`), in the token's clinic (`request.patientClinic`), never by an
 * id from the request.
 */
export async function readPortalMe(
  clinic: TenantDb,
  patient: { patientId: string; accountId: string },
): Promise<PortalMe> {
  const row = await clinic
    .selectFrom('portal_accounts')
    .innerJoin('patients', (join) =>
      join
        .onRef('patients.id', '=', 'portal_accounts.patient_id')
        .onRef('patients.tenant_id', '=', 'portal_accounts.tenant_id'),
    )
    .select([
      'patients.id',
      'patients.given_name',
      'patients.family_name',
      'patients.preferred_name',
      'portal_accounts.email',
    ])
    .where('portal_accounts.id', '=', patient.accountId)
    .where('portal_accounts.patient_id', '=', patient.patientId)
    .executeTakeFirstOrThrow();
  const profile = await readClinic(clinic);
  return {
    patient: {
      id: row.id,
      name: portalName(row),
      email: row.email,
    },
    clinic: { name: profile.name, timeZone: profile.timeZone },
  };
}
