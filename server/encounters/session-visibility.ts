import type { FastifyRequest } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { mayDo } from '../../common/contracts/clinic.contract.ts';

/**
 * Who may see which clinical sessions: the one rule of the sessions API and of FHIR's Encounter
 * (CLINICAL.md §1). Staff and owners (`ROLE_RIGHTS.seeClinicSchedule`) see the whole clinic's
 * schedule (that a session exists, its times and status: scheduling, not clinical content);
 * anyone else sees their own sessions and those of patients on their caseload (care team).
 * Every read and search of sessions, whatever API it answers, filters by `sessionSeenBy`.
 */

/** Who is asking: a clinic-wide schedule view (staff, owner), or only a clinician's own reach. */
export interface Viewer {
  userId: string;
  wholeClinic: boolean;
}

export function viewerOf(request: FastifyRequest): Viewer {
  const { userId, roles } = request.member;
  return { userId, wholeClinic: mayDo(roles, 'seeClinicSchedule') };
}

/**
 * What `viewer` is shown of the sessions, as a key: everyone who sees the whole clinic is shown
 * the same; a clinician, their own reach (what a kept answer is kept by, c35-schedule-version).
 */
export const seenAs = (viewer: Viewer): string =>
  viewer.wholeClinic ? 'whole clinic' : viewer.userId;

/** The condition "`viewer` may see this session", over a query from `encounters`. */
export const sessionSeenBy = (viewer: Viewer): RawBuilder<boolean> =>
  viewer.wholeClinic
    ? sql<boolean>`true`
    : sql<boolean>`(encounters.clinician_id = ${viewer.userId} or exists (select 1 from care_team where care_team.tenant_id = encounters.tenant_id and care_team.patient_id = encounters.patient_id and care_team.member_id = ${viewer.userId}))`;
