import { randomUUID } from 'node:crypto';
import {
  patientIntakePart,
  type Assignment,
  type AssignmentInput,
  type Cadence,
  type PatientProvidedIntake,
} from '../../common/contracts/questionnaires.contract.ts';
import {
  occasionKey,
  type AssignmentForDue,
  type UpcomingSession,
} from '../../common/clinical/questionnaire-due.ts';
import type { QuestionnaireAssignmentTable } from '../db/schema.ts';
import type { TenantDb } from '../db/tenant-db.ts';

/** A patient's questionnaire assignments and answered occasions (migration 0040). */

/** A running assignment as stored: what the due rule reads, and who assigned it. */
export type StoredAssignment = AssignmentForDue & { assignedBy: string };

const cadenceOf = (row: Pick<QuestionnaireAssignmentTable, 'cadence' | 'every_weeks'>): Cadence =>
  row.cadence === 'weeks'
    ? { every: 'weeks', weeks: row.every_weeks ?? 1 }
    : { every: row.cadence };

/** The patient's running assignments, oldest first, with who assigned each. */
export async function listAssignments(
  clinic: TenantDb,
  patientId: string,
): Promise<StoredAssignment[]> {
  const rows = await clinic
    .selectFrom('questionnaire_assignments')
    .innerJoin('users', (join) =>
      join
        .onRef('users.tenant_id', '=', 'questionnaire_assignments.tenant_id')
        .onRef('users.id', '=', 'questionnaire_assignments.assigned_by'),
    )
    .select([
      'questionnaire_assignments.id',
      'questionnaire_assignments.questionnaire',
      'questionnaire_assignments.cadence',
      'questionnaire_assignments.every_weeks',
      'questionnaire_assignments.assigned_at',
      'users.first_name',
      'users.last_name',
    ])
    .where('questionnaire_assignments.patient_id', '=', patientId)
    .where('questionnaire_assignments.ended_at', 'is', null)
    .orderBy('questionnaire_assignments.assigned_at')
    .orderBy('questionnaire_assignments.id')
    .execute();
  return rows.map((row) => {
    const assignedAt = new Date(row.assigned_at);
    return {
      id: row.id,
      questionnaire: row.questionnaire,
      cadence: cadenceOf(row),
      assignedBy: `${row.first_name} ${row.last_name}`,
      assignedAt,
    };
  });
}

/** The contract's view of an assignment (the instant as ISO text). */
export const assignmentView = (assignment: StoredAssignment): Assignment => ({
  ...assignment,
  assignedAt: assignment.assignedAt.toISOString(),
});

/** Assigns; the unique index refuses a second running assignment of one questionnaire. */
export async function createAssignment(
  clinic: TenantDb,
  input: AssignmentInput & { patientId: string; by: string; at: Date },
): Promise<void> {
  const { cadence } = input;
  await clinic
    .insertInto('questionnaire_assignments', {
      id: randomUUID(),
      patient_id: input.patientId,
      questionnaire: input.questionnaire,
      cadence: cadence.every,
      every_weeks: cadence.every === 'weeks' ? cadence.weeks : null,
      assigned_by: input.by,
      assigned_at: input.at,
      ended_at: null,
    })
    .execute();
}

/** Ends a running assignment of the patient's; false when they have none by that id. */
export async function endAssignment(
  clinic: TenantDb,
  patientId: string,
  assignmentId: string,
  at: Date,
): Promise<boolean> {
  const result = await clinic
    .updateTable('questionnaire_assignments')
    .set({ ended_at: at })
    .where('patient_id', '=', patientId)
    .where('id', '=', assignmentId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The occasions the patient has answered, as `occasionKey`s. */
export async function answeredOccasions(clinic: TenantDb, patientId: string): Promise<Set<string>> {
  const rows = await clinic
    .selectFrom('questionnaire_responses')
    .select(['assignment_id', 'due_key'])
    .where('patient_id', '=', patientId)
    .execute();
  return new Set(rows.map((row) => occasionKey(row.assignment_id, row.due_key)));
}

/** The patient's booked sessions still to come, soonest first (a few: only the next counts). */
export async function upcomingSessions(
  clinic: TenantDb,
  patientId: string,
  now: Date,
): Promise<UpcomingSession[]> {
  const rows = await clinic
    .selectFrom('encounters')
    .select(['id', 'starts_at'])
    .where('patient_id', '=', patientId)
    .where('status', '=', 'planned')
    .where('starts_at', '>', now)
    .orderBy('starts_at')
    .orderBy('id')
    .limit(5)
    .execute();
  return rows.map((row) => ({ id: row.id, startsAt: new Date(row.starts_at) }));
}

/** The intake parts the patient filled in, newest first, with their review state. */
export async function listPatientProvidedIntakes(
  clinic: TenantDb,
  patientId: string,
): Promise<PatientProvidedIntake[]> {
  const rows = await clinic
    .selectFrom('questionnaire_responses')
    .leftJoin('users', (join) =>
      join
        .onRef('users.tenant_id', '=', 'questionnaire_responses.tenant_id')
        .onRef('users.id', '=', 'questionnaire_responses.reviewed_by'),
    )
    .select([
      'questionnaire_responses.id',
      'questionnaire_responses.answered_at',
      'questionnaire_responses.content',
      'questionnaire_responses.reviewed_at',
      'users.first_name',
      'users.last_name',
    ])
    .where('questionnaire_responses.patient_id', '=', patientId)
    .where('questionnaire_responses.content', 'is not', null)
    .orderBy('questionnaire_responses.answered_at', 'desc')
    .orderBy('questionnaire_responses.id', 'desc')
    .limit(20)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    answeredAt: new Date(row.answered_at).toISOString(),
    intake: patientIntakePart.parse(
      typeof row.content === 'string' ? JSON.parse(row.content) : row.content,
    ),
    reviewedAt: row.reviewed_at ? new Date(row.reviewed_at).toISOString() : null,
    reviewedBy: row.first_name && row.last_name ? `${row.first_name} ${row.last_name}` : null,
  }));
}

/**
 * Marks the patient's intake part reviewed: `reviewed` when it now is, `already` when it was,
 * `none` when the patient has no intake part by that id.
 */
export async function reviewPatientIntake(
  clinic: TenantDb,
  review: { patientId: string; responseId: string; by: string; at: Date },
): Promise<'reviewed' | 'already' | 'none'> {
  const row = await clinic
    .selectFrom('questionnaire_responses')
    .select(['reviewed_at'])
    .where('patient_id', '=', review.patientId)
    .where('id', '=', review.responseId)
    .where('content', 'is not', null)
    .executeTakeFirst();
  if (!row) return 'none';
  if (row.reviewed_at) return 'already';
  const result = await clinic
    .updateTable('questionnaire_responses')
    .set({ reviewed_by: review.by, reviewed_at: review.at })
    .where('id', '=', review.responseId)
    .where('reviewed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n ? 'reviewed' : 'already';
}
