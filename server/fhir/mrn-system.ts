import type { AppContext } from '../context.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { publicOrigin } from './fhir-bundle.ts';

/**
 * The MRN system of a clinic that set none: an https address of the clinic on the server's public
 * URL (`PRAXIS_PUBLIC_URL`), which Praxis controls and no other clinic shares (an MRN is unique
 * only inside its clinic). Not under the FHIR base: it names a namespace, not a resource.
 */
export const defaultMrnSystem = (ctx: AppContext, tenantId: string) =>
  `${publicOrigin(ctx)}/fhir/clinics/${encodeURIComponent(tenantId)}/mrn`;

/** The system the clinic's MRNs carry in FHIR: the https URL it set, else the default. */
export async function mrnSystemOf(ctx: AppContext, clinic: TenantDb): Promise<string> {
  const row = await clinic.selectClinicRow().select('mrn_system').executeTakeFirst();
  return row?.mrn_system ?? defaultMrnSystem(ctx, clinic.tenantId);
}
