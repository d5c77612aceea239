import type { Server } from 'node:http';

/** How often a stopping server closes the keep-alive connections that have gone idle. */
export const IDLE_SWEEP_MS = 100;
/** Requests still open this long before the deadline are cut, so the database can still close. */
export const CUT_BEFORE_DEADLINE_MS = 2_000;

/**
 * Runs `close` (stop accepting, finish in-flight requests, close the database) while closing
 * every keep-alive connection as soon as it is idle: a browser's open connection no longer holds
 * the stop for Node's 72-second keep-alive. Near `deadlineMs` the connections still open are cut;
 * at it `onDeadline` is called (the process exits). Resolves when `close` has finished.
 */
export async function stopWithin(
  http: Pick<Server, 'closeIdleConnections' | 'closeAllConnections'>,
  close: () => Promise<void>,
  options: { deadlineMs: number; onCut: () => void; onDeadline: () => void },
): Promise<void> {
  const sweep = setInterval(() => http.closeIdleConnections(), IDLE_SWEEP_MS);
  const cutAt = Math.max(options.deadlineMs - CUT_BEFORE_DEADLINE_MS, options.deadlineMs / 2);
  const cut = setTimeout(() => {
    options.onCut();
    http.closeAllConnections();
  }, cutAt);
  const deadline = setTimeout(options.onDeadline, options.deadlineMs);
  for (const timer of [sweep, cut, deadline]) timer.unref();
  try {
    http.closeIdleConnections();
    await close();
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
    clearTimeout(deadline);
  }
}
