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
  const team = await tx
    .selectFrom('care_team')
    .innerJoin('users', (join) =>
      join
        .onRef('users.tenant_id', '=', 'care_team.tenant_id')
        .onRef('users.id', '=', 'care_team.member_id'),
    )
    .select(['users.id', 'users.roles'])
    .where('care_team.patient_id', '=', change.patientId)
    .where('users.active', '=', true)
    .where('users.id', '<>', by)
    .execute();
  const clinicians = team.filter((member) =>
    member.roles.some((role) => (CLINICAL_ROLES as readonly string[]).includes(role)),
  );
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
