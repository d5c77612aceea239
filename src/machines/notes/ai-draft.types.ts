import type {
  DraftRequest,
  DraftingRefusal,
  NoteDraft,
} from '../../../common/contracts/drafting.contract';
import type { NoteFormat } from '../../../common/contracts/notes.contract';

/** What the clinician drafts from: one of the session's transcripts, or their own summary. */
export type ChosenSource = { kind: 'transcript'; recordingId: string } | { kind: 'summary' };

/** Why dictation stopped on its own (the browser's speech recognition). */
export type DictationFailure = 'not-allowed' | 'no-microphone' | 'network' | 'failed';

/** Why a draft was not made: the endpoint's refusals, a signed note, bad input, or no answer. */
export type DraftFailure = DraftingRefusal | 'note-signed' | 'invalid' | 'failed';

/** Why the draft could not be put into the note. */
export type UseFailure = 'note-changed' | 'conflict' | 'failed';

export interface AiDraftInput {
  format: NoteFormat;
  /** The recording to preselect (`?recording=`), if it is one of the session's transcripts. */
  recordingId: string | null;
  /** The session's draft note already holds text the clinician wrote (replacing it asks first). */
  noteHasText: boolean;
}

export interface AiDraftContext {
  format: NoteFormat;
  source: ChosenSource;
  summary: string;
  /** Dictated words not final yet (shown, never part of the summary). */
  interim: string;
  summaryMissing: boolean;
  dictationFailure: DictationFailure | null;
  noteHasText: boolean;
  draft: NoteDraft | null;
  draftFailure: DraftFailure | null;
  useFailure: UseFailure | null;
}

export type AiDraftEvent =
  | { type: 'source.transcript'; recordingId: string }
  | { type: 'source.summary' }
  | { type: 'summary.change'; text: string }
  | { type: 'dictation.start' }
  | { type: 'dictation.stop' }
  | { type: 'dictation.interim'; text: string }
  | { type: 'dictation.final'; text: string }
  | { type: 'dictation.ended' }
  | { type: 'dictation.failed'; failure: DictationFailure }
  | { type: 'draft.request' }
  | { type: 'draft.cancel' }
  | { type: 'draft.retry' }
  | { type: 'draft.back' }
  | { type: 'draft.again' }
  | { type: 'draft.use' }
  | { type: 'replace.confirm' }
  | { type: 'replace.cancel' }
  | { type: 'use.retry' }
  | { type: 'use.back' };

/** What the invoked drafting actor is asked. */
export type DraftNoteInput = DraftRequest;

/** Sent to the invoked dictation actor: finish (final words still arrive, then it ends). */
export type DictationCommand = { type: 'dictation.finish' };
