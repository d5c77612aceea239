import {
  DUE_BEFORE_SESSION_MS,
  type Cadence,
  type DueQuestionnaire,
  type QuestionnaireKind,
} from '../contracts/questionnaires.contract';

/**
 * Which questionnaires a patient is to answer now (issue 36, decision "c36-forms"): pure, with the
 * clock passed in, the one rule of the server (what it accepts) and of the mock. Each assignment
 * has at most one open occasion at a time, named by its due key; an occasion answered once is
 * never answered again.
 */

export interface AssignmentForDue {
  id: string;
  questionnaire: QuestionnaireKind;
  cadence: Cadence;
  assignedAt: Date;
}

/** A session of the patient's still to come (booked, not cancelled). */
export interface UpcomingSession {
  id: string;
  startsAt: Date;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The assignment's occasion open now, answered or not; null when none is open. */
export function openOccasion(
  assignment: AssignmentForDue,
  sessions: readonly UpcomingSession[],
  now: Date,
): { dueKey: string; sessionId: string | null } | null {
  const { cadence } = assignment;
  if (cadence.every === 'once') return { dueKey: 'once', sessionId: null };
  if (cadence.every === 'weeks') {
    const elapsed = Math.max(0, now.getTime() - assignment.assignedAt.getTime());
    return { dueKey: `period:${Math.floor(elapsed / (cadence.weeks * WEEK_MS))}`, sessionId: null };
  }
  const next = sessions
    .filter((session) => session.startsAt.getTime() > now.getTime())
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0];
  if (!next || next.startsAt.getTime() - now.getTime() > DUE_BEFORE_SESSION_MS) return null;
  return { dueKey: `session:${next.id}`, sessionId: next.id };
}

/** `assignmentId` + `dueKey` of an occasion answered. */
export const occasionKey = (assignmentId: string, dueKey: string) => `${assignmentId} ${dueKey}`;

/** The questionnaires due now: each assignment's open occasion not answered yet. */
export function dueQuestionnaires(
  assignments: readonly AssignmentForDue[],
  answered: ReadonlySet<string>,
  sessions: readonly UpcomingSession[],
  now: Date,
): DueQuestionnaire[] {
  return assignments.flatMap((assignment) => {
    const occasion = openOccasion(assignment, sessions, now);
    if (!occasion || answered.has(occasionKey(assignment.id, occasion.dueKey))) return [];
    return [{ assignmentId: assignment.id, questionnaire: assignment.questionnaire, ...occasion }];
  });
}

export type NotAnswerable = 'not-assigned' | 'not-due' | 'already-answered';

/**
 * The occasion an answer to `questionnaire` is for, or why there is none: not assigned, assigned
 * but nothing open now, or the open occasion already answered.
 */
export function occasionToAnswer(
  questionnaire: QuestionnaireKind,
  assignments: readonly AssignmentForDue[],
  answered: ReadonlySet<string>,
  sessions: readonly UpcomingSession[],
  now: Date,
): DueQuestionnaire | NotAnswerable {
  const mine = assignments.filter((assignment) => assignment.questionnaire === questionnaire);
  if (mine.length === 0) return 'not-assigned';
  const due = dueQuestionnaires(mine, answered, sessions, now)[0];
  if (due) return due;
  const open = mine.some((assignment) => openOccasion(assignment, sessions, now) !== null);
  return open ? 'already-answered' : 'not-due';
}
