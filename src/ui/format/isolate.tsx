import type { ReactNode } from 'react';

/**
 * Data set in a sentence, a cell or a line (a time or a range of times, a date, an age, a count):
 * laid out in its own direction, whatever the layout's. The four languages are left to right, so
 * in the right-to-left layout an unisolated "10:00 – 10:50 AM" would be reordered by the
 * bidirectional algorithm into "AM 10:50 – 10:00"; a sentence around it keeps the layout's
 * direction.
 */
export function Isolate({ children }: { children: ReactNode }) {
  return <bdi>{children}</bdi>;
}
