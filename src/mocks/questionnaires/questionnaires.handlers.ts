import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  dueQuestionnaires,
  occasionKey,
  occasionToAnswer,
  type AssignmentForDue,
} from '../../../common/clinical/questionnaire-due';
import {
  QUESTIONNAIRE_MESSAGES,
  QUESTIONNAIRE_PATHS,
  answersInput,
  assignmentInput,
  type Assignment,
  type AnswersResult,
  type PatientProvidedIntake,
} from '../../../common/contracts/questionnaires.contract';
import { needsSafetyAlert, scoreInstrument } from '../../../common/scoring/instruments';
import { allClinics } from '../clinic/clinic.db';
import { fail, url } from '../clinic/clinic.mock-http';
import { callerOf, holds, invalid } from '../patients/patient-records.handlers';
import { notifyMockQuestionnaireSafety } from '../notifications/notifications.store';
import { portalCaller } from '../portal/portal.handlers';
import { DEMO_ACCOUNT, DEMO_PORTAL_PATIENT } from '../session/demo-account';
import { crisisLinesOf } from './crisis-lines.handlers';

interface StoredAssignment extends Assignment {
  endedAt: string | null;
}

/** Every patient's assignments and the occasions answered, like the server's tables. */
const assignments = new Map<string, StoredAssignment[]>();
const answered = new Map<string, Set<string>>();
/** The intake parts patients sent, newest first, by patient id. */
const intakeParts = new Map<string, PatientProvidedIntake[]>();

/**
 * Forgets every assignment and answer; the demo portal patient (who has no chart in the mock) is
 * asked a PHQ-9 and a GAD-7 every 4 weeks and their part of the intake once, so the portal's
 * questionnaire and intake pages have something due.
 */
export function resetMockQuestionnaires(): void {
  assignments.clear();
  answered.clear();
  intakeParts.clear();
  const assignedAt = new Date().toISOString();
  const every4Weeks = { every: 'weeks', weeks: 4 } as const;
  const demo = (questionnaire: Assignment['questionnaire'], cadence: Assignment['cadence']) => ({
    id: `demo-assignment-${questionnaire}`,
    questionnaire,
    cadence,
    assignedBy: DEMO_ACCOUNT.id,
    assignedAt,
    endedAt: null,
  });
  assignments.set(DEMO_PORTAL_PATIENT.patientId, [
    demo('phq9', every4Weeks),
    demo('gad7', every4Weeks),
    demo('intake', { every: 'once' }),
  ]);
}
resetMockQuestionnaires();

const running = (patientId: string) =>
  (assignments.get(patientId) ?? []).filter((a) => a.endedAt === null);
const forDue = (a: Assignment): AssignmentForDue => ({ ...a, assignedAt: new Date(a.assignedAt) });
const answeredOf = (patientId: string) => answered.get(patientId) ?? new Set<string>();

/** The mock keeps no upcoming sessions for the due rule: a per-session questionnaire stays closed. */
const NO_SESSIONS: never[] = [];

function stateOf(patientId: string) {
  const mine = running(patientId);
  const toAssignment = ({ endedAt: _endedAt, ...a }: StoredAssignment): Assignment => a;
  return {
    assignments: mine.map(toAssignment),
    due: dueQuestionnaires(mine.map(forDue), answeredOf(patientId), NO_SESSIONS, new Date()),
  };
}

/** The care team's clinicians only (`writeClinical`, or reading); anyone else: 404, as the server. */
function clinician(
  request: Request,
  id: unknown,
  right: 'readClinical' | 'writeClinical' = 'writeClinical',
) {
  const caller = callerOf(request, id);
  if (caller instanceof Response) return caller;
  return holds(caller, right) ? caller : fail(404, 'Not found.');
}

const memberHandlers: HttpHandler[] = [
  http.get(url(QUESTIONNAIRE_PATHS.assignments), ({ request, params }) => {
    const caller = clinician(request, params.id);
    if (caller instanceof Response) return caller;
    return HttpResponse.json(stateOf(caller.patient.id));
  }),

  http.post(url(QUESTIONNAIRE_PATHS.assignments), async ({ request, params }) => {
    const caller = clinician(request, params.id);
    if (caller instanceof Response) return caller;
    const body = assignmentInput.safeParse(await request.json().catch(() => null));
    if (!body.success) return invalid(body.error);
    const patientId = caller.patient.id;
    if (running(patientId).some((a) => a.questionnaire === body.data.questionnaire)) {
      return fail(409, QUESTIONNAIRE_MESSAGES.alreadyAssigned);
    }
    const stored: StoredAssignment = {
      id: crypto.randomUUID(),
      ...body.data,
      assignedBy: caller.account.id,
      assignedAt: new Date().toISOString(),
      endedAt: null,
    };
    assignments.set(patientId, [...(assignments.get(patientId) ?? []), stored]);
    return HttpResponse.json(stateOf(patientId), { status: 201 });
  }),

  http.delete(url(QUESTIONNAIRE_PATHS.assignment), ({ request, params }) => {
    const caller = clinician(request, params.id);
    if (caller instanceof Response) return caller;
    const found = running(caller.patient.id).find((a) => a.id === params.assignmentId);
    if (!found) return fail(404, 'Not found.');
    found.endedAt = new Date().toISOString();
    return HttpResponse.json(stateOf(caller.patient.id));
  }),

  http.get(url(QUESTIONNAIRE_PATHS.patientIntakes), ({ request, params }) => {
    const caller = clinician(request, params.id, 'readClinical');
    if (caller instanceof Response) return caller;
    return HttpResponse.json({ intakes: intakeParts.get(caller.patient.id) ?? [] });
  }),

  http.post(url(QUESTIONNAIRE_PATHS.patientIntakeReview), ({ request, params }) => {
    const caller = clinician(request, params.id);
    if (caller instanceof Response) return caller;
    const parts = intakeParts.get(caller.patient.id) ?? [];
    const found = parts.find((part) => part.id === params.responseId);
    if (!found) return fail(404, 'Not found.');
    if (found.reviewedAt) return fail(409, QUESTIONNAIRE_MESSAGES.alreadyReviewed);
    found.reviewedAt = new Date().toISOString();
    found.reviewedBy = `${caller.account.firstName} ${caller.account.lastName}`;
    return HttpResponse.json({ intakes: parts });
  }),
];

/** A patient's intake part as if sent from the portal (stories and tests of the chart's review). */
export function seedMockIntakePart(patientId: string, part: PatientProvidedIntake): void {
  intakeParts.set(patientId, [part, ...(intakeParts.get(patientId) ?? [])]);
}

/** The portal patient's clinic's crisis lines (the default text's when it is not found). */
function linesOfClinic(tenantId: string) {
  const clinic = allClinics().find((each) => each.clinic.id === tenantId);
  return clinic ? crisisLinesOf(clinic) : { clinicLine: null, nationalLine: null };
}

const portalRoutes: HttpHandler[] = [
  http.get(url(QUESTIONNAIRE_PATHS.portal), ({ request }) => {
    const caller = portalCaller(request);
    if (!caller.account) return caller.refusal;
    return HttpResponse.json({
      due: stateOf(caller.account.patientId!).due,
      crisisLines: linesOfClinic(caller.account.tenantId),
    });
  }),

  http.post(url(QUESTIONNAIRE_PATHS.portal), async ({ request }) => {
    const caller = portalCaller(request);
    if (!caller.account) return caller.refusal;
    const patientId = caller.account.patientId!;
    const body = answersInput.safeParse(await request.json().catch(() => null));
    if (!body.success) return invalid(body.error);
    const input = body.data;
    const occasion = occasionToAnswer(
      input.questionnaire,
      running(patientId).map(forDue),
      answeredOf(patientId),
      NO_SESSIONS,
      new Date(),
    );
    if (occasion === 'not-assigned') return fail(404, QUESTIONNAIRE_MESSAGES.notAssigned);
    if (occasion === 'not-due') return fail(409, QUESTIONNAIRE_MESSAGES.notDue);
    if (occasion === 'already-answered') return fail(409, QUESTIONNAIRE_MESSAGES.alreadyAnswered);
    answered.set(
      patientId,
      answeredOf(patientId).add(occasionKey(occasion.assignmentId, occasion.dueKey)),
    );
    const responseId = crypto.randomUUID();
    if (input.questionnaire === 'intake') {
      seedMockIntakePart(patientId, {
        id: responseId,
        answeredAt: new Date().toISOString(),
        intake: input.intake,
        reviewedAt: null,
        reviewedBy: null,
      });
    }
    const atRisk = input.questionnaire === 'phq9' && needsSafetyAlert(input.answers);
    if (atRisk) {
      // The server notifies the care team's clinicians; the mock's portal patient has no chart,
      // so the clinicians who assigned the running questionnaires hear of it.
      const { account } = caller;
      const name = `${account.firstName} ${account.lastName}`;
      notifyMockQuestionnaireSafety(
        account.tenantId,
        { id: patientId, name },
        running(patientId).map((a) => a.assignedBy),
      );
    }
    const score =
      input.questionnaire === 'intake' ? null : scoreInstrument(input.questionnaire, input.answers);
    const result: AnswersResult = {
      responseId,
      score: score?.complete ? { total: score.total, band: score.band } : null,
      crisis: atRisk ? linesOfClinic(caller.account.tenantId) : null,
    };
    return HttpResponse.json(result, { status: 201 });
  }),
];

export const questionnaireHandlers: HttpHandler[] = [...memberHandlers, ...portalRoutes];
