import { useEffect, useState } from 'react';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Whether something that may close is still on screen: `true` while `open`, and for `exitMs`
 * after it closes (its exit transition), unless the user asked for reduced motion.
 */
export function useExitDelay(open: boolean, exitMs: number): boolean {
  const [wasOpen, setWasOpen] = useState(open);
  const [leaving, setLeaving] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    setLeaving(!open && exitMs > 0 && !prefersReducedMotion());
  }
  useEffect(() => {
    if (!leaving) return undefined;
    const timer = setTimeout(() => setLeaving(false), exitMs);
    return () => clearTimeout(timer);
  }, [leaving, exitMs]);
  return open || leaving;
}
