import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` in a render of their own after the one that mounts it, as a transition
 * (issue 35): a page's first screen commits and paints without waiting for what lies below it,
 * and the rest renders in slices React can interrupt for the reader's next input. Nothing is
 * drawn in its place, so it belongs below the first screen, where its arrival moves nothing the
 * reader already sees.
 */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}
