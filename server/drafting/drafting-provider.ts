import type {
  DraftOutcome,
  DraftedNote,
  DraftingFailureKind,
  DraftingProviderId,
} from '../../common/contracts/drafting.contract.ts';
import type { NoteFormat } from '../../common/contracts/notes.contract.ts';

/** What a provider drafts from: a transcript or a typed summary, in one of the note formats. */
export interface DraftInput {
  format: NoteFormat;
  text: string;
  /** The clinic's note style instructions (an external model follows them; offline ignores them). */
  styleInstructions?: string;
  /** Cancels the draft (the request ended, the server is closing). */
  signal: AbortSignal;
  /** Characters of the model's answer received so far, while it streams. */
  onProgress?: (charsReceived: number) => void;
}

/** A drafting provider (CLINICAL.md decision 4): the offline drafter or an external model. */
export interface DraftingProvider {
  id: DraftingProviderId;
  draft(input: DraftInput): Promise<DraftedNote>;
}

/**
 * Why an external draft failed, in words fit for the clinician. The message never carries the
 * API key, the input text or the model's answer (they may hold patient data).
 */
export class DraftingFailure extends Error {
  readonly kind: DraftingFailureKind;
  constructor(kind: DraftingFailureKind, message: string) {
    super(message);
    this.name = 'DraftingFailure';
    this.kind = kind;
  }
}

/**
 * Drafts with the primary provider; when it fails, returns the offline draft and the failure's
 * reason so the page can say why the draft is the rule-based one. A cancelled request is not
 * retried offline: it is passed on.
 */
export async function draftWithFallback(
  primary: DraftingProvider,
  offline: DraftingProvider,
  input: DraftInput,
): Promise<DraftOutcome> {
  try {
    return { note: await primary.draft(input), fallback: null };
  } catch (error) {
    if (!(error instanceof DraftingFailure) || error.kind === 'aborted') throw error;
    const note = await offline.draft(input);
    return { note, fallback: { kind: error.kind, message: error.message } };
  }
}
