import {
  NOTIFYING_FLAGS,
  type NotificationKind,
} from '../../common/contracts/notifications.contract.ts';
import type { PatientFlag } from '../../common/contracts/patients.contract.ts';
import { CLINICAL_ROLES } from '../../common/contracts/clinic.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { notify } from './notifications.repository.ts';

/**
 * The events that notify a member (issue 30), one call where each happens. Each writes in the
 * caller's transaction, so an event that is rolled back notifies nobody.
 */

/** The active clinicians on the patient's care team, but `except` (who caused the event). */
async function careTeamClinicians(tx: TenantDb, patientId: string, except?: string) {
  let query = tx
    .selectFrom('care_team')
    .innerJoin('users', (join) =>
      join
        .onRef('users.tenant_id', '=', 'care_team.tenant_id')
        .onRef('users.id', '=', 'care_team.member_id'),
    )
    .select(['users.id', 'users.roles'])
    .where('care_team.patient_id', '=', patientId)
    .where('users.active', '=', true);
  if (except !== undefined) query = query.where('users.id', '<>', except);
  const team = await query.execute();
  return team.filter((member) =>
    member.roles.some((role) => (CLINICAL_ROLES as readonly string[]).includes(role)),
  );
}

/**
 * Risk flags added to a chart: every active clinician on the patient's care team but the one who
 * added them hears of each (an allergy is no risk; a removed flag is no news).
 */
export async function notifyRiskFlagsAdded(
  tx: TenantDb,
  change: { patientId: string; before: readonly string[]; after: readonly PatientFlag[] },
  by: string,
  at: Date,
): Promise<void> {
  const added = change.after.filter(
    (flag) => !change.before.includes(flag) && NOTIFYING_FLAGS.includes(flag),
  );
  if (added.length === 0) return;
  const clinicians = await careTeamClinicians(tx, change.patientId, by);
  await notify(
    tx,
    clinicians.flatMap((member) =>
      added.map((flag) => ({
        memberId: member.id,
        kind: 'risk-flag' as const satisfies NotificationKind,
        patientId: change.patientId,
        detail: flag,
      })),
    ),
    at,
  );
}

/** An invitation accepted: the member who sent it hears who joined. */
export function notifyInvitationAccepted(
  tx: TenantDb,
  invitation: { invitedBy: string; newMemberId: string },
  at: Date,
): Promise<void> {
  return notify(
    tx,
    [
      {
        memberId: invitation.invitedBy,
        kind: 'invitation-accepted',
        subjectMemberId: invitation.newMemberId,
      },
    ],
    at,
  );
}

/** A recording's transcript is ready: the clinician who recorded it hears of it. */
export function notifyTranscriptionFinished(
  clinic: TenantDb,
  recording: { clinicianId: string; encounterId: string; patientId: string },
  at: Date,
): Promise<void> {
  return notify(
    clinic,
    [
      {
        memberId: recording.clinicianId,
        kind: 'transcription-finished',
        patientId: recording.patientId,
        encounterId: recording.encounterId,
      },
    ],
    at,
  );
}

/**
 * The patient answered PHQ-9 item 9 above 0 in the portal (CLINICAL.md rule 13, issue 36): every
 * active clinician on their care team hears of it at once, in the answer's own transaction; it
 * never waits for the session. The session it was asked before, if any, is named.
 */
export async function notifyQuestionnaireSafety(
  tx: TenantDb,
  answer: { patientId: string; encounterId: string | null },
  at: Date,
): Promise<void> {
  const clinicians = await careTeamClinicians(tx, answer.patientId);
  await notify(
    tx,
    clinicians.map((member) => ({
      memberId: member.id,
      kind: 'questionnaire-safety' as const satisfies NotificationKind,
      patientId: answer.patientId,
      ...(answer.encounterId ? { encounterId: answer.encounterId } : {}),
    })),
    at,
  );
}
