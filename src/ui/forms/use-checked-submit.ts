import { useState, type SyntheticEvent } from 'react';

export interface CheckedSubmitHandlers {
  /** A save is under way: a second submit does nothing. */
  pending: boolean;
  /** The form passed its check: save its values. */
  save: () => void;
  /** The form failed its check: move the focus to the first field in error. */
  refuse: () => void;
}

/**
 * A form checked on submit, then on every change: `shown` is the check's failure once the user has
 * submitted (undefined before the first submit and while the values pass), so an error never
 * appears while someone is still typing their first answer. The typed values are the caller's
 * state and stay as they are on a refusal or a failed save.
 */
export function useCheckedSubmit<Failure>(
  failure: Failure | undefined,
  { pending, save, refuse }: CheckedSubmitHandlers,
): { shown: Failure | undefined; submit: (event: SyntheticEvent) => void } {
  const [submitted, setSubmitted] = useState(false);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    if (failure === undefined) save();
    else refuse();
  };
  return { shown: submitted ? failure : undefined, submit };
}
