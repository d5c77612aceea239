import type { FastifyRequest } from 'fastify';
import { requireRole } from '../auth/authenticate.ts';
import type { AccessedRecordRef } from '../../common/contracts/accessed-record.ts';
import { recordAccess } from '../patients/record-access.repository.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import type { AppContext } from '../context.ts';

/**
 * Who reads what through the FHIR API — the JSON API's rules (CLINICAL.md §1), by the same
 * functions, never a copy of them:
 * - Every member (owner, clinician, staff) reads the demographics of their own clinic:
 *   Organization, Practitioner and Patient (the whole clinic, clinicians included).
 * - Encounter (a session's booking: who, when, how, status — never its note) is read and
 *   searched as the sessions API lists them (`sessionSeenBy`, encounters/session-visibility.ts):
 *   staff and owners see the clinic's schedule, a clinician their own sessions and their
 *   caseload's. A session out of reach is a 404 like another clinic's; a search leaves it out.
 * - Clinical resources (Condition, and signed notes as Composition + Provenance) only reach a
 *   clinician on the patient's care team (`holdsRightFor(…, 'readClinical')`,
 *   patients/patient-rights.ts; a note also passes `mayReadNote`). In `$everything` for anyone
 *   else they are simply absent (the Bundle holds only what the caller may read).
 * - Another clinic's resource, or one that does not exist, is a 404: every query runs in the
 *   caller's clinic (TenantDb), so it is never found.
 * - A member holding none of the roles is refused (403).
 */
export function requireMember(request: FastifyRequest): void {
  requireRole(request, 'owner', 'clinician', 'staff');
}

/**
 * Reads of a patient's record through FHIR land in the record-access trail like the JSON API's:
 * `read` for demographics and sessions, `read-diagnoses` when Conditions were handed out too; a
 * read of one resource that is a record of its own (an Encounter) names it (`record`, issue 30).
 * A read made by a SMART app's token (server/smart) names the app's client id too.
 */
/** What a FHIR read writes in the trail. */
export type ReadAction =
  'read' | 'read-diagnoses' | 'read-note' | 'read-consents' | 'read-observations';

export function auditRead(
  ctx: AppContext,
  clinic: TenantDb,
  request: FastifyRequest,
  patientId: string,
  action: ReadAction = 'read',
  record?: AccessedRecordRef,
): Promise<void> {
  return recordAccess(clinic, {
    userId: request.member.userId,
    patientId,
    action,
    at: ctx.clock(),
    // SMART (issue 34, c34-smart): a read through an app names the app in the trail.
    smartClientId: request.smartGrant?.clientId,
    ...(record && { record }),
  });
}
