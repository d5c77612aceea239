import { useState } from 'react';

/**
 * `value`, or while it is null the last value it had (`initial` before any): a dialog that closes
 * keeps the words of what it asked about through its exit transition.
 */
export function useLastShown<T>(value: T | null, initial: T): T {
  const [shown, setShown] = useState(value ?? initial);
  if (value !== null && value !== shown) setShown(value);
  return value ?? shown;
}
