import { describe, expect, it } from 'vitest';
import {
  dueQuestionnaires,
  occasionKey,
  occasionToAnswer,
  type AssignmentForDue,
} from './questionnaire-due';

const assignedAt = new Date('2026-03-02T09:00:00Z');
const day = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(assignedAt.getTime() + days * day);

const phq9EverySession: AssignmentForDue = {
  id: 'a-phq',
  questionnaire: 'phq9',
  cadence: { every: 'session' },
  assignedAt,
};
const gad7EveryTwoWeeks: AssignmentForDue = {
  id: 'a-gad',
  questionnaire: 'gad7',
  cadence: { every: 'weeks', weeks: 2 },
  assignedAt,
};
const intakeOnce: AssignmentForDue = {
  id: 'a-intake',
  questionnaire: 'intake',
  cadence: { every: 'once' },
  assignedAt,
};
const none = new Set<string>();

describe('questionnaires due', () => {
  it('asks a per-session questionnaire for the next session once it is a week away or less', () => {
    const sessions = [
      { id: 's-later', startsAt: at(20) },
      { id: 's-next', startsAt: at(6) },
    ];
    expect(dueQuestionnaires([phq9EverySession], none, sessions, at(0))).toEqual([
      {
        assignmentId: 'a-phq',
        questionnaire: 'phq9',
        dueKey: 'session:s-next',
        sessionId: 's-next',
      },
    ]);
  });

  it('does not ask a per-session questionnaire while the next session is more than a week away', () => {
    const sessions = [{ id: 's-far', startsAt: at(8) }];
    expect(dueQuestionnaires([phq9EverySession], none, sessions, at(0))).toEqual([]);
    expect(occasionToAnswer('phq9', [phq9EverySession], none, sessions, at(0))).toBe('not-due');
  });

  it('asks nothing for a session that has already started', () => {
    const sessions = [{ id: 's-now', startsAt: at(0) }];
    expect(dueQuestionnaires([phq9EverySession], none, sessions, at(0))).toEqual([]);
  });

  it('moves on to the following session once the next one is answered and past', () => {
    const sessions = [
      { id: 's1', startsAt: at(1) },
      { id: 's2', startsAt: at(5) },
    ];
    const answered = new Set([occasionKey('a-phq', 'session:s1')]);
    expect(dueQuestionnaires([phq9EverySession], answered, sessions, at(0.5))).toEqual([]);
    expect(occasionToAnswer('phq9', [phq9EverySession], answered, sessions, at(0.5))).toBe(
      'already-answered',
    );
    expect(dueQuestionnaires([phq9EverySession], answered, sessions, at(2))[0]?.dueKey).toBe(
      'session:s2',
    );
  });

  it('asks an every-N-weeks questionnaire at once, then again each N weeks', () => {
    expect(dueQuestionnaires([gad7EveryTwoWeeks], none, [], at(0))[0]?.dueKey).toBe('period:0');
    const answered = new Set([occasionKey('a-gad', 'period:0')]);
    expect(dueQuestionnaires([gad7EveryTwoWeeks], answered, [], at(13.9))).toEqual([]);
    expect(dueQuestionnaires([gad7EveryTwoWeeks], answered, [], at(14))[0]?.dueKey).toBe(
      'period:1',
    );
  });

  it('asks the intake part once, and never after it is answered', () => {
    expect(dueQuestionnaires([intakeOnce], none, [], at(100))[0]?.dueKey).toBe('once');
    const answered = new Set([occasionKey('a-intake', 'once')]);
    expect(dueQuestionnaires([intakeOnce], answered, [], at(100))).toEqual([]);
    expect(occasionToAnswer('intake', [intakeOnce], answered, [], at(100))).toBe(
      'already-answered',
    );
  });

  it('refuses an answer to a questionnaire that is not assigned', () => {
    expect(occasionToAnswer('gad7', [phq9EverySession, intakeOnce], none, [], at(0))).toBe(
      'not-assigned',
    );
  });

  it('names the open occasion an answer is for', () => {
    expect(occasionToAnswer('gad7', [gad7EveryTwoWeeks], none, [], at(30))).toEqual({
      assignmentId: 'a-gad',
      questionnaire: 'gad7',
      dueKey: 'period:2',
      sessionId: null,
    });
  });
});
