import { describe, expect, it } from 'vitest';
import {
  INTAKE_PART_SECTIONS,
  emptyIntakePart,
  intakePartStep,
  partToSend,
  refusedFields,
  startIntakePart,
  type IntakePartState,
} from './intake-part-steps';

const LAST = INTAKE_PART_SECTIONS.length - 1;
const edit = (state: IntakePartState, field: string, text: string) =>
  intakePartStep(state, { type: 'edit', field, text });

describe('filling the intake’s patient part one section per screen', () => {
  it('moves section by section to the review, keeping what was written on Back', () => {
    let state = edit(startIntakePart(), 'preferredName', 'Mara');
    state = intakePartStep(state, { type: 'next' });
    expect(state.at).toBe(1);
    state = intakePartStep(state, { type: 'back' });
    expect(state.at).toBe(0);
    expect(state.part.demographics.preferredName).toBe('Mara');
    for (let i = 0; i <= LAST; i += 1) state = intakePartStep(state, { type: 'next' });
    expect(state.at).toBe('review');
  });

  it('stays on a section whose text is too long and says which field and its limit', () => {
    const state = intakePartStep(edit(startIntakePart(), 'pronouns', 'x'.repeat(41)), {
      type: 'next',
    });
    expect(state).toMatchObject({ at: 0, showErrors: true });
    expect(refusedFields(state.part).get('pronouns')).toBe(40);
  });

  it('returns to the review after changing a section opened from it', () => {
    const atReview: IntakePartState = { ...startIntakePart(), at: 'review' };
    let state = intakePartStep(atReview, { type: 'change', section: 2 });
    expect(state.at).toBe(2);
    state = intakePartStep(edit(state, 'presentingProblem', 'Sleep'), { type: 'next' });
    expect(state.at).toBe('review');
    expect(state.part.presentingProblem).toBe('Sleep');
  });

  it('stores an emptied demographic as not given and a history in its place', () => {
    let state = edit(startIntakePart(), 'phone', '0722');
    state = edit(state, 'phone', '');
    state = edit(state, 'family', 'Mother: depression');
    expect(state.part.demographics.phone).toBeNull();
    expect(state.part.history.family).toBe('Mother: depression');
  });

  it('sends nothing blank, and the demographics trimmed as the contract stores them', () => {
    expect(partToSend(emptyIntakePart())).toBeNull();
    const part = edit(startIntakePart(), 'preferredName', '  Mara  ').part;
    expect(partToSend(part)?.demographics.preferredName).toBe('Mara');
  });
});
