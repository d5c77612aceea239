import { describe, expect, it } from 'vitest';
import {
  VERSION_PAUSE_MS,
  VERSION_RUN_MS,
  historyOf,
  type SaveFacts,
} from './document-version-history';

const SECOND = 1000;
const shownOf = (saves: SaveFacts[]) => historyOf(saves, (s) => s).map((s) => s.version);
/** Saves by `by` at these seconds from zero, numbered from `first`. */
const savesAt = (seconds: number[], by = 'ada', first = 1): SaveFacts[] =>
  seconds.map((s, i) => ({ version: first + i, savedAt: s * SECOND, savedBy: by }));

describe('the versions history of a document’s saves', () => {
  it('shows the started version and one version for a minute of autosaves, its last', () => {
    expect(shownOf(savesAt([0, 5, 12, 20, 31, 44, 52, 60]))).toEqual([1, 8]);
  });

  it('starts a new version after a pause of two minutes, not after a shorter one', () => {
    const pause = VERSION_PAUSE_MS / SECOND;
    expect(shownOf(savesAt([0, 10, 20, 20 + pause, 30 + pause]))).toEqual([1, 3, 5]);
    expect(shownOf(savesAt([0, 10, 20, 19 + pause, 30 + pause]))).toEqual([1, 5]);
  });

  it('keeps one version per five minutes of continuous writing', () => {
    const everyMinuteForTwelve = Array.from({ length: 13 }, (_, i) => i * 60);
    // Version 1 at 0 s; runs start at 60 s (v2) and 360 s (v7), and 660 s (v12).
    expect(VERSION_RUN_MS).toBe(300 * SECOND);
    expect(shownOf(savesAt(everyMinuteForTwelve))).toEqual([1, 6, 11, 13]);
  });

  it('ends a run when another writer saves', () => {
    const saves = [...savesAt([0, 10, 20]), ...savesAt([30, 40], 'grace', 4)];
    expect(shownOf(saves)).toEqual([1, 3, 5]);
  });

  it('always shows the newest save, whatever order the saves come in', () => {
    const saves = savesAt([0, 3, 6]).reverse();
    expect(shownOf(saves)).toEqual([1, 3]);
    expect(shownOf([])).toEqual([]);
  });
});
