/**
 * Requests that legitimately outlast the HTTP client's usual 15 s limit: the server transcribes a
 * recording inside the finish request (its provider's own limit defaults to 10 minutes), and
 * drafts a note with an external model (60 s by default, then the offline drafter).
 */
export const LONG_REQUEST_TIMING = {
  /** Finishing or re-transcribing a recording: the provider's 10 minutes and a margin. */
  transcriptionMs: 11 * 60 * 1_000,
  /** Drafting a note: the model's minute, the offline fallback and a margin. */
  noteDraftMs: 2 * 60 * 1_000,
} as const;

/** How long typing in a search box pauses before the server is asked (patients, practitioners). */
export const SEARCH_PAUSE_MS = 300;
