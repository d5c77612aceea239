/**
 * The search the header hands to the patient list, in memory: a patient's name never goes into
 * an address, so it reaches no proxy, server log or browser history (issue 31). The list takes
 * it once, when it opens or, already open, when the header searches again.
 */
let pending: string | null = null;
const listeners = new Set<() => void>();

/** The header asks the patient list to search for `q` (then navigates to the list). */
export function askPatientSearch(q: string): void {
  pending = q.trim();
  for (const listener of listeners) listener();
}

/** The text asked for since the last take, taken (null when nothing was asked). */
export function takePatientSearch(): string | null {
  const q = pending;
  pending = null;
  return q;
}

/** Drops a search asked for and not yet taken: at session end, so the next member never sees it. */
export function forgetPatientSearch(): void {
  pending = null;
}

/** Calls `listener` on each ask while the list is open; returns the unsubscribe. */
export function onPatientSearchAsked(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
