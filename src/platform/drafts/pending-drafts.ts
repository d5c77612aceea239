/**
 * The drafts being written right now, as the session's end sees them (CLINICAL.md decision 2):
 * each open editor registers how to tell whether it has unsaved changes and how to save them.
 * The auth statechart asks `hasPending()` before a session ends and waits (bounded) for
 * `flushAll()`; the app provides both. No feature is named here: notes and intakes register.
 */
export interface PendingDraft {
  /** Whether the editor holds changes the server has not stored. */
  hasPending: () => boolean;
  /** Saves them now (to the server, else to the encrypted local store); never rejects. */
  flush: () => Promise<void>;
}

export interface PendingDrafts {
  register: (draft: PendingDraft) => () => void;
  hasPending: () => boolean;
  flushAll: () => Promise<void>;
}

export function createPendingDrafts(): PendingDrafts {
  const drafts = new Set<PendingDraft>();
  return {
    register: (draft) => {
      drafts.add(draft);
      return () => drafts.delete(draft);
    },
    hasPending: () => [...drafts].some((draft) => draft.hasPending()),
    flushAll: async () => {
      await Promise.allSettled([...drafts].filter((d) => d.hasPending()).map((d) => d.flush()));
    },
  };
}

/** The page's one registry (editors and the auth root share it). */
export const pendingDrafts = createPendingDrafts();
