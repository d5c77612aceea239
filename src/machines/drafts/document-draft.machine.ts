import { assign } from 'xstate';
import { draftSetup, localCopyOf } from './document-draft.setup';

export { sameContent } from './document-draft.setup';

/** A clean draft with a record signs at once; otherwise it is saved first. */
const signOrSaveFirst = [
  { guard: 'canSignNow', target: 'signing', actions: 'clearSignFailure' },
  { target: 'saving', actions: 'requestSign' },
] as const;

/**
 * One note's or intake's draft (CLINICAL.md decision 2: never losing a word). Typing makes it
 * dirty; a pause of AUTOSAVE, a blur, a page hide or a flush saves it, naming the version it
 * edits. A stale version (412) is a conflict that shows both texts; no answer, a server fault or
 * a lost session (0, 5xx, 401) keeps the text on this device and tries again when the browser is
 * online or after RETRY; any other refusal is a failure whose message is shown, the text kept.
 * Signing saves pending changes first; a sign the server refuses or does not answer leaves the
 * draft saved, with the reason in `signFailure`; a signed document is read-only. Effects are provided:
 * `saveDraft`, `signDraft`, `keepLocally` (the encrypted device copy), `clearLocalCopy`.
 */
export const documentDraftMachine = draftSetup.createMachine({
  id: 'documentDraft',
  context: ({ input }) => ({
    id: input.id,
    version: input.version,
    status: input.status,
    content: input.content,
    savedAt: input.savedAt ?? null,
    revision: 0,
    savedRevision: 0,
    sendingRevision: 0,
    signAfterSave: false,
    theirs: null,
    error: null,
    signFailure: null,
  }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'isLocked', target: 'signed' }, { target: 'editing' }],
    },
    editing: {
      on: {
        'draft.change': { target: 'dirty', actions: 'recordChange' },
        'draft.sign': signOrSaveFirst,
        'draft.restore': [
          { guard: 'restoresSameBase', target: 'dirty', actions: 'recordChange' },
          {
            target: 'conflict',
            actions: [
              assign(({ context }) => ({
                theirs: { version: context.version ?? 0, content: context.content },
              })),
              'recordChange',
            ],
          },
        ],
      },
    },
    dirty: {
      tags: ['busy', 'unsynced'],
      after: { AUTOSAVE: 'saving' },
      on: {
        'draft.change': { target: 'dirty', reenter: true, actions: 'recordChange' },
        'draft.blur': 'saving',
        'draft.flush': 'saving',
        'draft.pagehide': { target: 'saving', actions: 'keepCopy' },
        'draft.sign': { target: 'saving', actions: 'requestSign' },
      },
    },
    saving: {
      tags: ['busy', 'unsynced'],
      entry: 'markSending',
      on: {
        'draft.change': { actions: 'recordChange' },
        'draft.sign': { actions: 'requestSign' },
        'draft.pagehide': { actions: 'keepCopy' },
      },
      invoke: {
        src: 'saveDraft',
        input: ({ context }) => ({
          id: context.id,
          version: context.version,
          content: context.content,
        }),
        onDone: [
          {
            guard: 'signQueued',
            target: 'signing',
            actions: [{ type: 'recordSaved', params: ({ event }) => event.output }],
          },
          {
            guard: 'changedWhileSaving',
            target: 'dirty',
            actions: [{ type: 'recordSaved', params: ({ event }) => event.output }],
          },
          {
            target: 'saved',
            actions: [
              { type: 'recordSaved', params: ({ event }) => event.output },
              'clearCopyIfSynced',
            ],
          },
        ],
        onError: [
          {
            guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
            target: 'conflict',
            actions: { type: 'recordConflict', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: { type: 'isOffline', params: ({ event }) => ({ error: event.error }) },
            target: 'offline',
            actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'failed',
            actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    saved: {
      on: {
        'draft.change': { target: 'dirty', actions: 'recordChange' },
        'draft.sign': signOrSaveFirst,
      },
    },
    offline: {
      tags: ['unsynced'],
      initial: 'keeping',
      after: { RETRY: 'saving' },
      on: {
        'draft.online': 'saving',
        'draft.flush': 'saving',
        'draft.sign': { target: 'saving', actions: 'requestSign' },
        'draft.change': { target: '.waitingToKeep', actions: 'recordChange' },
        'draft.pagehide': '.keeping',
      },
      states: {
        keeping: {
          tags: ['busy'],
          invoke: {
            src: 'keepLocally',
            input: localCopyOf,
            onDone: 'kept',
            onError: 'kept',
          },
        },
        /** Typing offline: the device copy is renewed once typing pauses. */
        waitingToKeep: {
          tags: ['busy'],
          after: { AUTOSAVE: 'keeping' },
        },
        kept: {},
      },
    },
    conflict: {
      entry: 'keepCopy',
      on: {
        'draft.change': { actions: 'recordChange' },
        'draft.pagehide': { actions: 'keepCopy' },
        'conflict.keepMine': {
          target: 'saving',
          actions: assign(({ context }) => ({
            version: context.theirs?.version ?? context.version,
            theirs: null,
          })),
        },
        'conflict.takeTheirs': {
          target: 'editing',
          actions: [
            assign(({ context }) => ({
              content: context.theirs?.content ?? context.content,
              version: context.theirs?.version ?? context.version,
              savedRevision: context.revision,
              sendingRevision: context.revision,
              theirs: null,
              error: null,
            })),
            'clearCopyIfSynced',
          ],
        },
      },
    },
    signing: {
      tags: ['busy'],
      invoke: {
        src: 'signDraft',
        input: ({ context }) => ({ id: context.id ?? '', version: context.version ?? 0 }),
        onDone: {
          target: 'signed',
          actions: [
            { type: 'recordSaved', params: ({ event }) => event.output },
            assign({ content: ({ event }) => event.output.content, signAfterSave: false }),
            'clearCopyIfSynced',
          ],
        },
        onError: [
          {
            guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
            target: 'conflict',
            actions: { type: 'recordConflict', params: ({ event }) => ({ error: event.error }) },
          },
          {
            // Only a saved draft is signed, so a refusal leaves it saved: the status stays
            // "Saved", and the reason is the sign's, not a save's.
            target: 'saved',
            actions: {
              type: 'recordSignFailure',
              params: ({ event }) => ({ error: event.error }),
            },
          },
        ],
      },
    },
    /** Read-only: signed (or entered in error); every event is ignored. */
    signed: {},
    failed: {
      entry: 'keepCopy',
      on: {
        'draft.change': { target: 'dirty', actions: 'recordChange' },
        'draft.flush': 'saving',
        'draft.pagehide': { actions: 'keepCopy' },
        'draft.sign': signOrSaveFirst,
      },
    },
  },
});
