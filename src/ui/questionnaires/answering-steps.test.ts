import { describe, expect, it } from 'vitest';
import {
  answeringStep,
  completeAnswers,
  startAnswering,
  type AnsweringState,
} from './answering-steps';

const chooseAll = (state: AnsweringState, answers: (0 | 1 | 2 | 3)[]) =>
  answers.reduce((s, answer) => answeringStep(s, { type: 'choose', answer }), state);

describe('answering a questionnaire one item per screen', () => {
  it('moves to the next item on each answer and to the review after the last', () => {
    const started = startAnswering(3);
    const one = answeringStep(started, { type: 'choose', answer: 2 });
    expect(one).toEqual({ answers: [2, null, null], at: 1, fromReview: false });
    expect(chooseAll(one, [0, 1])).toEqual({ answers: [2, 0, 1], at: 'review', fromReview: false });
  });

  it('goes back one item, and from the review to the last item', () => {
    const review = chooseAll(startAnswering(2), [1, 1]);
    expect(answeringStep(review, { type: 'back' }).at).toBe(1);
    expect(answeringStep(startAnswering(2), { type: 'back' }).at).toBe(0);
  });

  it('returns to the review after an answer changed from it', () => {
    const review = chooseAll(startAnswering(3), [1, 1, 1]);
    const changing = answeringStep(review, { type: 'change', item: 0 });
    expect(changing.at).toBe(0);
    expect(answeringStep(changing, { type: 'choose', answer: 3 })).toEqual({
      answers: [3, 1, 1],
      at: 'review',
      fromReview: false,
    });
  });

  it('has answers to send only once every item is answered', () => {
    const started = startAnswering(2);
    expect(completeAnswers(answeringStep(started, { type: 'choose', answer: 0 }))).toBeNull();
    expect(completeAnswers(chooseAll(started, [0, 2]))).toEqual([0, 2]);
  });

  it('ignores a change to an item the questionnaire does not have', () => {
    const started = startAnswering(2);
    expect(answeringStep(started, { type: 'change', item: 5 })).toBe(started);
  });
});
