import { useState } from 'react';

/**
 * Calls `onChange` while rendering, once each time `value` differs from the last render's
 * (React's "adjust state when a prop changes" pattern, without an effect and its extra paint).
 */
export function useOnChange<T>(value: T, onChange: (value: T, previous: T) => void) {
  const [previous, setPrevious] = useState(value);
  if (!Object.is(previous, value)) {
    setPrevious(value);
    onChange(value, previous);
  }
}

const IN_FLIGHT = Symbol('in-flight');

/** Calls `onFailure` once per failed request: when an error code arrives, or reappears after a retry. */
export function useOnFailure<C>(
  pending: boolean | undefined,
  errorCode: C | null | undefined,
  onFailure: (code: C) => void,
) {
  const outcome = pending ? IN_FLIGHT : (errorCode ?? null);
  useOnChange<C | typeof IN_FLIGHT | null>(outcome, (value) => {
    if (value !== null && value !== IN_FLIGHT) onFailure(value);
  });
}
