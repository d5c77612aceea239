/**
 * Answering a PHQ-9 / GAD-7 one item per screen (issue 36): pure steps, no React. Choosing an
 * answer moves to the next item, the last one to the review; changing an answer from the review
 * returns to it. Nothing is sent until every item is answered and the patient sends it.
 */

export type Choice = 0 | 1 | 2 | 3;

export interface AnsweringState {
  answers: (Choice | null)[];
  /** The item on screen (zero-based), or `review`. */
  at: number | 'review';
  /** The item was opened from the review: answering it goes back there. */
  fromReview: boolean;
}

export type AnsweringEvent =
  { type: 'choose'; answer: Choice } | { type: 'back' } | { type: 'change'; item: number };

export const startAnswering = (items: number): AnsweringState => ({
  answers: Array.from({ length: items }, () => null),
  at: 0,
  fromReview: false,
});

export function answeringStep(state: AnsweringState, event: AnsweringEvent): AnsweringState {
  const last = state.answers.length - 1;
  switch (event.type) {
    case 'choose': {
      if (state.at === 'review') return state;
      const answers = state.answers.with(state.at, event.answer);
      const next = state.fromReview || state.at === last ? 'review' : state.at + 1;
      return { answers, at: next, fromReview: false };
    }
    case 'back':
      if (state.at === 'review') return { ...state, at: last };
      return { ...state, at: Math.max(0, state.at - 1), fromReview: false };
    case 'change':
      if (event.item < 0 || event.item > last) return state;
      return { ...state, at: event.item, fromReview: true };
  }
}

/** Every item answered: the answers as the server takes them; else null. */
export const completeAnswers = (state: AnsweringState): Choice[] | null =>
  state.answers.every((answer) => answer !== null) ? (state.answers as Choice[]) : null;
