import { randomUUID } from 'node:crypto';
import {
  QUESTIONNAIRE_MESSAGES,
  type AnswersInput,
  type AnswersResult,
} from '../../common/contracts/questionnaires.contract.ts';
import { occasionToAnswer, type NotAnswerable } from '../../common/clinical/questionnaire-due.ts';
import { needsSafetyAlert, scoreInstrument } from '../../common/scoring/instruments.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { HttpError } from '../http/http-error.ts';
import { jsonText } from '../intake/json-text.ts';
import { recordScore } from '../intake/observations.repository.ts';
import { notifyQuestionnaireSafety } from '../notifications/notify-events.ts';
import { answeredOccasions, listAssignments, upcomingSessions } from './assignments.repository.ts';
import { readCrisisLines } from './crisis-lines.repository.ts';

const REFUSALS: Record<NotAnswerable, HttpError> = {
  'not-assigned': new HttpError(404, QUESTIONNAIRE_MESSAGES.notAssigned),
  'not-due': new HttpError(409, QUESTIONNAIRE_MESSAGES.notDue),
  'already-answered': new HttpError(409, QUESTIONNAIRE_MESSAGES.alreadyAnswered),
};

/**
 * The patient of `clinic` answers one of their questionnaires (issue 36, decision "c36-forms"):
 * the portal's route calls this with the signed-in patient's clinic and id, never ids from the
 * request. The answer is for the questionnaire's open occasion (shared rule:
 * common/clinical/questionnaire-due.ts); one not assigned is a 404, one not open now or already
 * answered a 409, and nothing is stored. In one transaction: the patient-reported score (PHQ-9,
 * GAD-7; scored here by common/scoring) or the intake's part (for the clinician's review), the
 * answered occasion (unique: two requests at once store one), and — PHQ-9 item 9 above 0 — the
 * care team's notification. The answer then carries the clinic's crisis lines to show at once.
 */
export async function answerQuestionnaire(
  clinic: TenantDb,
  patientId: string,
  input: AnswersInput,
  now: Date,
): Promise<AnswersResult> {
  const [assignments, answered, sessions] = await Promise.all([
    listAssignments(clinic, patientId),
    answeredOccasions(clinic, patientId),
    upcomingSessions(clinic, patientId, now),
  ]);
  const occasion = occasionToAnswer(input.questionnaire, assignments, answered, sessions, now);
  if (typeof occasion === 'string') throw REFUSALS[occasion];

  const safety = input.questionnaire === 'phq9' && needsSafetyAlert(input.answers);
  const responseId = randomUUID();
  try {
    await clinic.transaction(async (tx) => {
      const observationId =
        input.questionnaire === 'intake'
          ? null
          : await recordScore(tx, {
              patientId,
              instrument: input.questionnaire,
              answers: input.answers,
              intakeId: null,
              by: { patient: true },
              at: now,
            });
      await tx
        .insertInto('questionnaire_responses', {
          id: responseId,
          assignment_id: occasion.assignmentId,
          patient_id: patientId,
          due_key: occasion.dueKey,
          encounter_id: occasion.sessionId,
          observation_id: observationId,
          content: input.questionnaire === 'intake' ? jsonText(input.intake) : null,
          answered_at: now,
          reviewed_by: null,
          reviewed_at: null,
        })
        .execute();
      if (safety) {
        await notifyQuestionnaireSafety(tx, { patientId, encounterId: occasion.sessionId }, now);
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw REFUSALS['already-answered'];
    throw error;
  }

  const scored =
    input.questionnaire === 'intake' ? null : scoreInstrument(input.questionnaire, input.answers);
  return {
    responseId,
    score: scored?.complete ? { total: scored.total, band: scored.band } : null,
    crisis: safety ? await readCrisisLines(clinic) : null,
  };
}
