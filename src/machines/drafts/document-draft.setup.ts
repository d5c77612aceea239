import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { canonicalJson } from '../../../common/contracts/documents.contract';
import { DRAFT_TIMING } from '../../config/draft-timing';
import {
  failureOf,
  isConflictFailure,
  isOfflineFailure,
  type DraftContext,
  type DraftEvent,
  type DraftInput,
  type DraftSaved,
  type LocalCopyInput,
  type SaveInput,
  type SignInput,
  signFailureOf,
} from './document-draft.types';

/** Whether two contents are the same document (key order does not matter). */
export const sameContent = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

export const localCopyOf = ({ context }: { context: DraftContext }): LocalCopyInput => ({
  content: context.content,
  baseVersion: context.version,
});

/**
 * The draft statechart's vocabulary: its effects (provided by the page: `saveDraft`,
 * `signDraft`, `keepLocally`, `clearLocalCopy`), named delays, guards and context updates.
 * The states are in document-draft.machine.ts.
 */
export const draftSetup = setup({
  types: {
    context: {} as DraftContext,
    events: {} as DraftEvent,
    input: {} as DraftInput,
    tags: {} as 'busy' | 'unsynced',
  },
  actors: {
    saveDraft: fromPromise<DraftSaved, SaveInput>(() =>
      Promise.reject(new Error('saveDraft is not provided')),
    ),
    signDraft: fromPromise<DraftSaved, SignInput>(() =>
      Promise.reject(new Error('signDraft is not provided')),
    ),
    keepLocally: fromPromise<void, LocalCopyInput>(async () => {}),
    clearLocalCopy: fromPromise<void, void>(async () => {}),
  },
  delays: {
    AUTOSAVE: DRAFT_TIMING.autosaveDelayMs,
    RETRY: DRAFT_TIMING.offlineRetryMs,
  },
  guards: {
    isLocked: ({ context }) => context.status !== 'draft',
    canSignNow: ({ context }) =>
      context.status === 'draft' &&
      context.id !== null &&
      context.version !== null &&
      context.revision === context.savedRevision,
    restoresSameBase: ({ context, event }) =>
      event.type === 'draft.restore' &&
      (context.version === null || event.baseVersion === context.version),
    signQueued: ({ context }) =>
      context.signAfterSave && context.revision === context.sendingRevision,
    changedWhileSaving: ({ context }) => context.revision !== context.sendingRevision,
    isConflict: (_, params: { error: unknown }) => isConflictFailure(failureOf(params.error)),
    isOffline: (_, params: { error: unknown }) => isOfflineFailure(failureOf(params.error)),
  },
  actions: {
    /** An edit; a sign refusal was about the text before it, so it is forgotten. */
    recordChange: assign(({ context, event }) =>
      event.type === 'draft.change' || event.type === 'draft.restore'
        ? { content: event.content, revision: context.revision + 1, signFailure: null }
        : {},
    ),
    requestSign: assign({ signAfterSave: true, signFailure: null }),
    clearSignFailure: assign({ signFailure: null }),
    /** The sign was refused or not answered: the draft itself stays saved and editable. */
    recordSignFailure: assign((_, params: { error: unknown }) => ({
      signFailure: signFailureOf(failureOf(params.error)),
      signAfterSave: false,
    })),
    markSending: assign(({ context }) => ({ sendingRevision: context.revision })),
    recordSaved: assign(({ context }, saved: DraftSaved) => ({
      id: saved.id,
      version: saved.version,
      savedAt: saved.savedAt,
      status: saved.status,
      savedRevision: context.sendingRevision,
      error: null,
    })),
    /** A failed save; when a sign waited for it, the sign did not happen either. */
    recordFailure: assign(({ context }, params: { error: unknown }) => ({
      error: failureOf(params.error).message,
      signAfterSave: false,
      signFailure: context.signAfterSave
        ? signFailureOf(failureOf(params.error))
        : context.signFailure,
    })),
    recordConflict: assign((_, params: { error: unknown }) => ({
      theirs: failureOf(params.error).theirs,
      signAfterSave: false,
    })),
    keepCopy: enqueueActions(({ enqueue, context }) => {
      enqueue.spawnChild('keepLocally', { input: localCopyOf({ context }) });
    }),
    /** Drops the device copy once the server holds everything typed (never while changes wait). */
    clearCopyIfSynced: enqueueActions(({ enqueue, context }) => {
      if (context.revision === context.savedRevision) enqueue.spawnChild('clearLocalCopy');
    }),
  },
});
