import * as z from 'zod/mini';
import { intakeContent } from './intake.contract';
import { patientInput } from './patients.contract';
import { safeText, recordId } from './safe-text';

/**
 * Questionnaires before the session (issue 36, docs/decisions.md "c36-forms"): the care team's
 * clinician assigns PHQ-9 / GAD-7 (before every session, or every N weeks) and the patient's part
 * of the intake; the patient answers in the portal; the answers become patient-reported scores
 * and a patient-provided intake part the clinician reviews. PHQ-9 item 9 above 0 shows the
 * patient the clinic's crisis lines at once and notifies the clinician at once.
 */

export const QUESTIONNAIRE_PATHS = {
  /** `GET` a patient's assignments (and what is due now); `POST` assigns one (the care team). */
  assignments: '/patients/:id/questionnaire-assignments',
  /** `DELETE` ends one assignment (answers already given stay). */
  assignment: '/patients/:id/questionnaire-assignments/:assignmentId',
  /** `GET` the intake parts the patient filled in, newest first, with their review state. */
  patientIntakes: '/patients/:id/patient-intakes',
  /** `POST` marks one reviewed by the clinician (it stays patient-provided, now reviewed). */
  patientIntakeReview: '/patients/:id/patient-intakes/:responseId/review',
  /** `GET` (every member) and `PUT` (owners) the clinic's crisis lines. */
  crisisLines: '/clinic/crisis-lines',
  /** The portal patient's own: `GET` what is due (and the crisis lines); `POST` answers one. */
  portal: '/portal/questionnaires',
} as const;

export const questionnaireAssignmentsPath = (patientId: string) =>
  `/patients/${encodeURIComponent(patientId)}/questionnaire-assignments`;
export const questionnaireAssignmentPath = (patientId: string, assignmentId: string) =>
  `${questionnaireAssignmentsPath(patientId)}/${encodeURIComponent(assignmentId)}`;
export const patientIntakesReviewPath = (patientId: string, responseId: string) =>
  `/patients/${encodeURIComponent(patientId)}/patient-intakes/${encodeURIComponent(responseId)}/review`;
export const patientProvidedIntakesPath = (patientId: string) =>
  `/patients/${encodeURIComponent(patientId)}/patient-intakes`;

export const assignmentParams = z.strictObject({ id: recordId(), assignmentId: recordId() });
export const patientIntakeParams = z.strictObject({ id: recordId(), responseId: recordId() });

/** What the clinic may assign: the two scored instruments and the patient's part of the intake. */
export const questionnaireKind = z.enum(['phq9', 'gad7', 'intake']);
export type QuestionnaireKind = z.infer<typeof questionnaireKind>;

/** How often a PHQ-9 / GAD-7 is asked: most weeks between two answers. */
export const CADENCE_WEEKS_MAX = 26;

/**
 * When it is asked: before each session (due once a session is booked within
 * `DUE_BEFORE_SESSION_MS`), every N weeks (due at once, then N weeks after each period began),
 * or once (the intake's part, always once).
 */
export const cadence = z.discriminatedUnion('every', [
  z.strictObject({ every: z.literal('session') }),
  z.strictObject({
    every: z.literal('weeks'),
    weeks: z.number().check(z.int(), z.gte(1), z.lte(CADENCE_WEEKS_MAX)),
  }),
  z.strictObject({ every: z.literal('once') }),
]);
export type Cadence = z.infer<typeof cadence>;

/** A session's questionnaires open this long before it starts. */
export const DUE_BEFORE_SESSION_MS = 7 * 24 * 60 * 60 * 1000;

/** Only the intake's part is asked once; a PHQ-9 or GAD-7 never is. */
export const assignmentInput = z.strictObject({ questionnaire: questionnaireKind, cadence }).check(
  z.refine((input) => (input.cadence.every === 'once') === (input.questionnaire === 'intake'), {
    path: ['cadence'],
    message:
      'The intake’s part is asked once; a PHQ-9 or GAD-7 before each session or every N weeks.',
  }),
);
export type AssignmentInput = z.infer<typeof assignmentInput>;

export const assignment = z.object({
  id: z.string(),
  questionnaire: questionnaireKind,
  cadence,
  assignedBy: z.string(),
  assignedAt: z.string(),
});
export type Assignment = z.infer<typeof assignment>;

/** One questionnaire the patient is to answer now, and which occasion it is for. */
export const dueQuestionnaire = z.object({
  assignmentId: z.string(),
  questionnaire: questionnaireKind,
  /** The occasion: `session:<id>`, `period:<n>` (every N weeks) or `once`. */
  dueKey: z.string(),
  /** The session it is asked before (a per-session questionnaire); else null. */
  sessionId: z.nullable(z.string()),
});
export type DueQuestionnaire = z.infer<typeof dueQuestionnaire>;

export const assignmentsResponse = z.object({
  assignments: z.array(assignment),
  due: z.array(dueQuestionnaire),
});
export type AssignmentsResponse = z.infer<typeof assignmentsResponse>;

/** A PHQ-9 / GAD-7 answered by the patient: every item, each 0–3 (a missing item is refused). */
const answered = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/**
 * The patient's part of the intake (decision "c36-forms"): what only the patient can say — the
 * presenting problem in their words, the five histories — and the demographics a patient keeps
 * up to date themselves. The referral reason, mental status exam, risk assessment, diagnoses,
 * goals and consents stay the clinician's.
 */
export const patientIntakePart = z.strictObject({
  demographics: z.strictObject(
    z.pick(patientInput, {
      preferredName: true,
      pronouns: true,
      genderIdentity: true,
      phone: true,
      emergencyContact: true,
      emergencyContactRelationship: true,
      emergencyContactPhone: true,
    }).shape,
  ),
  presentingProblem: intakeContent.shape.referral.shape.presentingProblem,
  history: intakeContent.shape.history,
});
export type PatientIntakePart = z.infer<typeof patientIntakePart>;

export const answersInput = z.discriminatedUnion('questionnaire', [
  z.strictObject({
    questionnaire: z.literal('phq9'),
    answers: z.array(answered).check(z.length(9)),
  }),
  z.strictObject({
    questionnaire: z.literal('gad7'),
    answers: z.array(answered).check(z.length(7)),
  }),
  z.strictObject({ questionnaire: z.literal('intake'), intake: patientIntakePart }),
]);
export type AnswersInput = z.infer<typeof answersInput>;

/** The longest crisis line a clinic may set (the form checks it before sending, too). */
export const CRISIS_LINE_MAX = 300;

/** A clinic's crisis lines: what a patient sees at once when PHQ-9 item 9 is above 0. */
const line = safeText().check(z.trim(), z.maxLength(CRISIS_LINE_MAX));
export const crisisLines = z.object({
  /** The clinic's own line (its words: a number, hours); null: not set. */
  clinicLine: z.nullable(z.string()),
  /** The national line for the clinic's country; null: not set (the patient sees the default text). */
  nationalLine: z.nullable(z.string()),
});
export type CrisisLines = z.infer<typeof crisisLines>;
export const crisisLinesInput = z.strictObject({
  clinicLine: z.nullable(line),
  nationalLine: z.nullable(line),
});
export type CrisisLinesInput = z.infer<typeof crisisLinesInput>;
export const crisisLinesResponse = z.object({ crisisLines });

/** `GET /portal/questionnaires`: the signed-in patient's due questionnaires. */
export const portalQuestionnairesResponse = z.object({
  due: z.array(dueQuestionnaire),
  crisisLines,
});
export type PortalQuestionnairesResponse = z.infer<typeof portalQuestionnairesResponse>;

/** What answering returns: the patient-reported score, and the crisis lines when item 9 > 0. */
export const answersResult = z.object({
  responseId: z.string(),
  score: z.nullable(z.object({ total: z.number(), band: z.string() })),
  /** Non-null when PHQ-9 item 9 is above 0: show these at once. */
  crisis: z.nullable(crisisLines),
});
export type AnswersResult = z.infer<typeof answersResult>;

export const patientProvidedIntake = z.object({
  id: z.string(),
  answeredAt: z.string(),
  intake: patientIntakePart,
  /** Null until the clinician reviewed it: until then the chart marks it patient-provided. */
  reviewedAt: z.nullable(z.string()),
  reviewedBy: z.nullable(z.string()),
});
export type PatientProvidedIntake = z.infer<typeof patientProvidedIntake>;
export const patientProvidedIntakesResponse = z.object({
  intakes: z.array(patientProvidedIntake),
});

/** The refusals, in the server's words; the MSW mock answers with the same. */
export const QUESTIONNAIRE_MESSAGES = {
  notAssigned: 'This questionnaire is not assigned to you.',
  notDue: 'This questionnaire is not due now; it opens before your next session.',
  alreadyAnswered: 'This questionnaire is already answered for this occasion.',
  alreadyAssigned: 'questionnaire: This questionnaire is already assigned to this patient.',
  alreadyReviewed: 'This intake part is already reviewed.',
} as const;
