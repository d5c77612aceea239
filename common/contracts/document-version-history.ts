/**
 * Which of a document's saves its "Versions" history shows (issue 30). Every autosave is kept
 * (append-only `document_versions`, the row's version for If-Match), but a writer's run of saves
 * reads as one version: its last save. The rule, the same on the server and in the mock:
 *
 * - version 1 (the document as started: its prefill, or the AI draft it began from) is always shown;
 * - a save ends its run, and is shown, when it is the newest save (so the content signed is always
 *   a version: signing locks the newest save), when the next save is by another writer, when the
 *   writer paused (the next save comes `VERSION_PAUSE_MS` or more after it), or when the run has
 *   lasted `VERSION_RUN_MS` (the next save comes that long or more after the run's first save), so
 *   continuous writing still leaves one version per five minutes.
 */

/** A gap between a writer's saves that ends a version: they stopped writing. */
export const VERSION_PAUSE_MS = 2 * 60_000;
/** The longest run of continuous writing one version stands for. */
export const VERSION_RUN_MS = 5 * 60_000;

export interface SaveFacts {
  version: number;
  /** When it was saved (epoch milliseconds). */
  savedAt: number;
  /** Who saved it (any stable key of the writer). */
  savedBy: string;
}

/** The saves the history shows, oldest first; `saves` in any order. */
export function historyOf<T>(saves: readonly T[], factsOf: (save: T) => SaveFacts): T[] {
  const ordered = [...saves].sort((a, b) => factsOf(a).version - factsOf(b).version);
  const shown: T[] = [];
  /** When the current run's first save was made (null before a run starts). */
  let runStart: number | null = null;
  ordered.forEach((save, index) => {
    const facts = factsOf(save);
    runStart ??= facts.savedAt;
    const next = ordered[index + 1];
    const after = next === undefined ? null : factsOf(next);
    const ends =
      after === null ||
      facts.version === 1 ||
      after.savedBy !== facts.savedBy ||
      after.savedAt - facts.savedAt >= VERSION_PAUSE_MS ||
      after.savedAt - runStart >= VERSION_RUN_MS;
    if (ends) {
      shown.push(save);
      runStart = null;
    }
  });
  return shown;
}
