/** How long a free-text answer may be, once trimmed (the contract's own checks use the same). */
export interface TextLimits {
  readonly min: number;
  readonly max: number;
}

/** What is wrong with a free-text answer, in the order a writer meets it. */
export type TextProblem = 'required' | 'tooShort' | 'tooLong';

/** The rule a form checks before sending, the same one the contract's schema holds it to. */
export function textProblem(value: string, limits: TextLimits): TextProblem | null {
  const text = value.trim();
  if (!text) return 'required';
  if (text.length < limits.min) return 'tooShort';
  if (text.length > limits.max) return 'tooLong';
  return null;
}
