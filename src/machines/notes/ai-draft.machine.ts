import { assign, fromCallback, fromPromise, not, sendTo, setup } from 'xstate';
import {
  DRAFTING_REFUSALS,
  DRAFT_INPUT_MAX,
  type NoteDraft,
} from '../../../common/contracts/drafting.contract';
import { statusOf } from '../session/auth.rules';
import type {
  AiDraftContext,
  AiDraftEvent,
  AiDraftInput,
  DictationCommand,
  DraftFailure,
  DraftNoteInput,
  UseFailure,
} from './ai-draft.types';

/** Named waits of the AI draft page (the tests shorten them or run fake timers). */
export const AI_DRAFT_TIMING = {
  /** After this, the busy state says an external model can take a while. */
  slowDraftMs: 8_000,
  /** How long a stopped dictation may still deliver its last final words. */
  dictationFinishMs: 2_000,
};

const codeOf = (error: unknown): unknown =>
  (error as { body?: { code?: unknown } | null } | null)?.body?.code;

/** A drafting endpoint's refusal as the page explains it. */
export function draftFailureOf(error: unknown): DraftFailure {
  const status = statusOf(error);
  const code = codeOf(error);
  if (status === 409) {
    if (code === 'note-signed') return 'note-signed';
    const refusal = DRAFTING_REFUSALS.find((known) => known === code);
    if (refusal) return refusal;
  }
  return status === 400 ? 'invalid' : 'failed';
}

/** A refused save of the note as the page explains it. */
export function useFailureOf(error: unknown): UseFailure {
  const status = statusOf(error);
  if (status === 412) return 'note-changed';
  return status === 409 ? 'conflict' : 'failed';
}

/** Final dictated words appended to the summary, one space between. */
export function appendDictated(summary: string, words: string): string {
  const text = words.trim();
  if (!text) return summary;
  return summary === '' || /\s$/.test(summary) ? `${summary}${text}` : `${summary} ${text}`;
}

/** The draft request the chosen source makes (the summary as typed). */
const requestOf = (context: AiDraftContext): DraftNoteInput => ({
  format: context.format,
  source:
    context.source.kind === 'transcript'
      ? { kind: 'transcript', recordingId: context.source.recordingId }
      : { kind: 'summary', text: context.summary },
});

/**
 * The AI-drafted note page (issue 11): choose a source (a transcript, or a summary typed or
 * dictated), draft it on the server (cancellable, slow after a while), review each sentence with
 * its source, then put it into the session's note (asking first before replacing written text)
 * and open the note. Effects — drafting, dictation, saving, opening the note — are the page's.
 */
export const aiDraftMachine = setup({
  types: {
    context: {} as AiDraftContext,
    events: {} as AiDraftEvent,
    input: {} as AiDraftInput,
    tags: {} as 'busy' | 'dictating',
  },
  actors: {
    draftNote: fromPromise<NoteDraft, DraftNoteInput>(() =>
      Promise.reject(new Error('draftNote is not provided')),
    ),
    /** Puts the draft into the session's note (create, or update with If-Match) with its id. */
    useDraft: fromPromise<unknown, { draft: NoteDraft }>(() =>
      Promise.reject(new Error('useDraft is not provided')),
    ),
    /** The browser's speech recognition: sends dictation.* events back, finishes on command. */
    dictate: fromCallback<DictationCommand>(() => () => {}),
  },
  actions: {
    /** Opens the session's note page (the editor and its life cycle continue there). */
    openNote: () => {},
  },
  delays: {
    SLOW_DRAFT: () => AI_DRAFT_TIMING.slowDraftMs,
    DICTATION_FINISH: () => AI_DRAFT_TIMING.dictationFinishMs,
  },
  guards: {
    summaryChosen: ({ context }) => context.source.kind === 'summary',
    sourceReady: ({ context }) =>
      context.source.kind === 'transcript' ||
      (context.summary.trim().length > 0 && context.summary.length <= DRAFT_INPUT_MAX),
    noteHasText: ({ context }) => context.noteHasText,
    /** A 412: retrying the same version fails again; the page is reloaded instead. */
    noteChanged: ({ context }) => context.useFailure === 'note-changed',
  },
}).createMachine({
  id: 'aiDraft',
  context: ({ input }) => ({
    format: input.format,
    source: input.recordingId
      ? { kind: 'transcript', recordingId: input.recordingId }
      : { kind: 'summary' },
    summary: '',
    interim: '',
    summaryMissing: false,
    dictationFailure: null,
    noteHasText: input.noteHasText,
    draft: null,
    draftFailure: null,
    useFailure: null,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      initial: 'typing',
      on: {
        'source.transcript': {
          target: '.typing',
          actions: assign({
            source: ({ event }) => ({ kind: 'transcript', recordingId: event.recordingId }),
            summaryMissing: false,
          }),
        },
        'source.summary': { actions: assign({ source: { kind: 'summary' } }) },
        'summary.change': {
          actions: assign({ summary: ({ event }) => event.text, summaryMissing: false }),
        },
        'draft.request': [
          { guard: 'sourceReady', target: 'drafting' },
          { actions: assign({ summaryMissing: true }) },
        ],
      },
      states: {
        typing: {
          on: {
            'dictation.start': {
              guard: 'summaryChosen',
              target: 'dictating',
              actions: assign({ dictationFailure: null, summaryMissing: false }),
            },
          },
        },
        dictating: {
          tags: ['dictating'],
          initial: 'listening',
          invoke: { id: 'dictation', src: 'dictate' },
          exit: assign({ interim: '' }),
          on: {
            'dictation.interim': { actions: assign({ interim: ({ event }) => event.text }) },
            'dictation.final': {
              actions: assign({
                summary: ({ context, event }) => appendDictated(context.summary, event.text),
                interim: '',
              }),
            },
            'dictation.ended': 'typing',
            'dictation.failed': {
              target: 'typing',
              actions: assign({ dictationFailure: ({ event }) => event.failure }),
            },
          },
          states: {
            listening: {
              on: {
                'dictation.stop': {
                  target: 'finishing',
                  actions: sendTo('dictation', { type: 'dictation.finish' }),
                },
              },
            },
            // The recogniser still delivers its last final words; it is stopped if it does not end.
            finishing: { after: { DICTATION_FINISH: '#aiDraft.choosing.typing' } },
          },
        },
      },
    },
    drafting: {
      tags: ['busy'],
      initial: 'waiting',
      entry: assign({ draftFailure: null, draft: null }),
      invoke: {
        src: 'draftNote',
        input: ({ context }) => requestOf(context),
        onDone: { target: 'reviewing', actions: assign({ draft: ({ event }) => event.output }) },
        onError: {
          target: 'draftFailed',
          actions: assign({ draftFailure: ({ event }) => draftFailureOf(event.error) }),
        },
      },
      on: { 'draft.cancel': 'choosing' },
      states: {
        waiting: { after: { SLOW_DRAFT: 'slow' } },
        slow: {},
      },
    },
    draftFailed: {
      on: { 'draft.retry': 'drafting', 'draft.back': 'choosing' },
    },
    reviewing: {
      on: {
        'draft.again': { target: 'choosing', actions: assign({ draft: null }) },
        'draft.use': [{ guard: 'noteHasText', target: 'confirmingReplace' }, { target: 'using' }],
      },
    },
    confirmingReplace: {
      on: { 'replace.confirm': 'using', 'replace.cancel': 'reviewing' },
    },
    using: {
      tags: ['busy'],
      entry: assign({ useFailure: null }),
      invoke: {
        src: 'useDraft',
        input: ({ context }) => ({ draft: context.draft! }),
        onDone: 'done',
        onError: {
          target: 'useFailed',
          actions: assign({ useFailure: ({ event }) => useFailureOf(event.error) }),
        },
      },
    },
    useFailed: {
      on: {
        'use.retry': { guard: not('noteChanged'), target: 'using' },
        'use.back': 'reviewing',
      },
    },
    done: { type: 'final', entry: 'openNote' },
  },
});
