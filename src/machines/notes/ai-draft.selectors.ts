import type { SnapshotFrom } from 'xstate';
import type { aiDraftMachine } from './ai-draft.machine';

type Snapshot = SnapshotFrom<typeof aiDraftMachine>;

/** The page's step: what the AI draft page shows. */
export type AiDraftStep =
  | 'choosing'
  | 'drafting'
  | 'draftFailed'
  | 'reviewing'
  | 'confirmingReplace'
  | 'using'
  | 'useFailed'
  | 'done';

export const selectStep = (s: Snapshot): AiDraftStep => {
  const value = s.value;
  return (typeof value === 'string' ? value : Object.keys(value)[0]) as AiDraftStep;
};

/** Dictation: off, on (listening), or finishing its last words. */
export const selectDictation = (s: Snapshot): 'off' | 'on' | 'finishing' => {
  if (s.matches({ choosing: { dictating: 'finishing' } })) return 'finishing';
  return s.hasTag('dictating') ? 'on' : 'off';
};

export const selectSlow = (s: Snapshot) => s.matches({ drafting: 'slow' });
export const selectSource = (s: Snapshot) => s.context.source;
export const selectSummary = (s: Snapshot) => s.context.summary;
export const selectInterim = (s: Snapshot) => s.context.interim;
export const selectSummaryMissing = (s: Snapshot) => s.context.summaryMissing;
export const selectDictationFailure = (s: Snapshot) => s.context.dictationFailure;
export const selectDraft = (s: Snapshot) => s.context.draft;
export const selectDraftFailure = (s: Snapshot) => s.context.draftFailure;
export const selectUseFailure = (s: Snapshot) => s.context.useFailure;
export const selectMayRetryUse = (s: Snapshot) => s.can({ type: 'use.retry' });
