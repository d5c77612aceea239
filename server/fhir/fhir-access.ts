import type { FastifyRequest } from 'fastify';
import { ROLE_RIGHTS } from '../../common/contracts/clinic.contract.ts';
import { principalOf, requireRole } from '../auth/authenticate.ts';
import { recordAccess } from '../patients/record-access.repository.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import type { AppContext } from '../context.ts';

/**
 * Who reads what through the FHIR API — the JSON API's rules (CLINICAL.md §1):
 * - Every member (owner, clinician, staff) reads demographics and scheduling data of their own
 *   clinic: Organization, Practitioner, Patient (the whole clinic, clinicians included) and
 *   Encounter (a session's booking: who, when, how, status — never its note).
 * - Clinical resources (Condition) only reach a clinician on the patient's care team (primary
 *   clinician or added). Owner or staff alone never see them; in `$everything` for anyone else
 *   they are simply absent (the Bundle holds only the non-clinical resources).
 * - Another clinic's resource, or one that does not exist, is a 404: every query runs in the
 *   caller's clinic (TenantDb), so it is never found.
 * - A member holding none of the roles is refused (403).
 */
export function requireMember(request: FastifyRequest): void {
  requireRole(request, 'owner', 'clinician', 'staff');
}

/**
 * Whether the caller may read this patient's clinical resources: a role of theirs grants
 * `readClinical` (ROLE_RIGHTS, the one rights table: clinicians) and, as that right is held
 * through the clinician role, they are on the patient's care team.
 */
export function mayReadClinical(request: FastifyRequest, careTeam: readonly string[]): boolean {
  const { roles, userId } = principalOf(request);
  const granted: readonly string[] = ROLE_RIGHTS.readClinical;
  return roles.some(
    (role) => granted.includes(role) && (role !== 'clinician' || careTeam.includes(userId)),
  );
}

/**
 * Reads of a patient's record through FHIR land in the record-access trail like the JSON API's:
 * `read` for demographics and sessions, `read-diagnoses` when Conditions were handed out too.
 */
export function auditRead(
  ctx: AppContext,
  clinic: TenantDb,
  request: FastifyRequest,
  patientId: string,
  action: 'read' | 'read-diagnoses' | 'read-note' = 'read',
): Promise<void> {
  return recordAccess(clinic, {
    userId: principalOf(request).userId,
    patientId,
    action,
    at: ctx.clock(),
  });
}
