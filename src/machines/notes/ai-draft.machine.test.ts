import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type AnyEventObject } from 'xstate';
import type { NoteDraft } from '../../../common/contracts/drafting.contract';
import {
  AI_DRAFT_TIMING,
  aiDraftMachine,
  appendDictated,
  draftFailureOf,
  useFailureOf,
} from './ai-draft.machine';
import type { AiDraftInput, DraftNoteInput } from './ai-draft.types';
import { selectDictation, selectSlow, selectStep } from './ai-draft.selectors';

const refusal = (status: number, body: unknown = null) =>
  Object.assign(new Error('refused'), { status, body });

const DRAFT: NoteDraft = {
  id: 'd-1',
  encounterId: 'e-1',
  authorId: 'u-1',
  createdAt: '2026-11-24T08:00:00.000Z',
  sourceKind: 'summary',
  recordingId: null,
  input: 'Client reports better sleep.',
  note: {
    format: 'soap',
    sections: {
      subjective: 'Client reports better sleep.',
      objective: '',
      assessment: '',
      plan: '',
    },
    sentences: [
      {
        section: 'subjective',
        text: 'Client reports better sleep.',
        source: { start: 0, end: 28 },
        cue: 'reported-speech',
      },
    ],
    omitted: [],
    provider: 'offline',
    model: null,
  },
  fallback: null,
  offlineReason: null,
};

interface World {
  input?: Partial<AiDraftInput>;
  draftNote?: (input: DraftNoteInput) => Promise<NoteDraft>;
  useDraft?: () => Promise<unknown>;
}

function start(world: World = {}) {
  const requests: DraftNoteInput[] = [];
  const dictationCommands: AnyEventObject[] = [];
  const dictation: { send: ((event: AnyEventObject) => void) | null; stopped: boolean } = {
    send: null,
    stopped: false,
  };
  const openNote = vi.fn();
  const useDraft = vi.fn(world.useDraft ?? (async () => ({ id: 'n-1' })));
  const actor = createActor(
    aiDraftMachine.provide({
      actors: {
        draftNote: fromPromise(async ({ input }) => {
          requests.push(input);
          return (world.draftNote ?? (async () => DRAFT))(input);
        }),
        useDraft: fromPromise(() => useDraft()),
        dictate: fromCallback(({ sendBack, receive }) => {
          dictation.stopped = false;
          dictation.send = sendBack;
          receive((event) => dictationCommands.push(event));
          return () => {
            dictation.stopped = true;
          };
        }),
      },
      actions: { openNote },
    }),
    { input: { format: 'soap', recordingId: null, noteHasText: false, ...world.input } },
  );
  actor.start();
  return { actor, requests, dictation, dictationCommands, openNote, useDraft };
}

afterEach(() => vi.useRealTimers());

describe('the AI draft machine', () => {
  it('preselects the recording named in the address, else the clinician’s own summary', () => {
    const fromRecording = start({ input: { recordingId: 'r-7' } }).actor;
    expect(fromRecording.getSnapshot().context.source).toEqual({
      kind: 'transcript',
      recordingId: 'r-7',
    });
    expect(start().actor.getSnapshot().context.source).toEqual({ kind: 'summary' });
  });

  it('does not draft an empty summary and says a summary is needed', () => {
    const { actor, requests } = start();
    actor.send({ type: 'summary.change', text: '   ' });
    actor.send({ type: 'draft.request' });
    expect(selectStep(actor.getSnapshot())).toBe('choosing');
    expect(actor.getSnapshot().context.summaryMissing).toBe(true);
    expect(requests).toEqual([]);
  });

  it('drafts the typed summary, then shows the draft for review', async () => {
    const { actor, requests } = start();
    actor.send({ type: 'summary.change', text: 'Client reports better sleep.' });
    actor.send({ type: 'draft.request' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(requests).toEqual([
      { format: 'soap', source: { kind: 'summary', text: 'Client reports better sleep.' } },
    ]);
    expect(actor.getSnapshot().context.draft).toEqual(DRAFT);
  });

  it('drafts from the chosen transcript by its recording id', async () => {
    const { actor, requests } = start();
    actor.send({ type: 'source.transcript', recordingId: 'r-2' });
    actor.send({ type: 'draft.request' });
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(requests[0]?.source).toEqual({ kind: 'transcript', recordingId: 'r-2' });
  });

  it('says the draft is slow after a while, and a cancel goes back to the chosen source', () => {
    vi.useFakeTimers();
    const { actor } = start({ draftNote: () => new Promise<never>(() => {}) });
    actor.send({ type: 'summary.change', text: 'Worked on sleep.' });
    actor.send({ type: 'draft.request' });
    vi.advanceTimersByTime(AI_DRAFT_TIMING.slowDraftMs - 1);
    expect(selectSlow(actor.getSnapshot())).toBe(false);
    vi.advanceTimersByTime(1);
    expect(selectSlow(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'draft.cancel' });
    expect(selectStep(actor.getSnapshot())).toBe('choosing');
    expect(actor.getSnapshot().context.summary).toBe('Worked on sleep.');
  });

  it('names the server’s refusal and drafts again on retry', async () => {
    let attempt = 0;
    const { actor } = start({
      draftNote: async () => {
        attempt += 1;
        if (attempt === 1) throw refusal(409, { code: 'no-transcript', message: 'none' });
        return DRAFT;
      },
    });
    actor.send({ type: 'source.transcript', recordingId: 'r-1' });
    actor.send({ type: 'draft.request' });
    await waitFor(actor, (s) => s.matches('draftFailed'));
    expect(actor.getSnapshot().context.draftFailure).toBe('no-transcript');
    actor.send({ type: 'draft.retry' });
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(attempt).toBe(2);
  });

  it('uses the draft at once for an empty note, then opens the note', async () => {
    const { actor, openNote, useDraft } = start();
    actor.send({ type: 'summary.change', text: 'Client reports better sleep.' });
    actor.send({ type: 'draft.request' });
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'draft.use' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(useDraft).toHaveBeenCalledTimes(1);
    expect(openNote).toHaveBeenCalledTimes(1);
  });

  it('asks before replacing text the clinician wrote, and keeps the note if told so', async () => {
    const { actor, useDraft } = start({ input: { noteHasText: true } });
    actor.send({ type: 'summary.change', text: 'Client reports better sleep.' });
    actor.send({ type: 'draft.request' });
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'draft.use' });
    expect(selectStep(actor.getSnapshot())).toBe('confirmingReplace');
    actor.send({ type: 'replace.cancel' });
    expect(selectStep(actor.getSnapshot())).toBe('reviewing');
    expect(useDraft).not.toHaveBeenCalled();
    actor.send({ type: 'draft.use' });
    actor.send({ type: 'replace.confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(useDraft).toHaveBeenCalledTimes(1);
  });

  it('keeps the review after a failed save, retries a network failure but not a stale version', async () => {
    const failures = [refusal(0), refusal(412, { message: 'stale' })];
    const { actor } = start({
      useDraft: async () => {
        throw failures.shift();
      },
    });
    actor.send({ type: 'summary.change', text: 'Client reports better sleep.' });
    actor.send({ type: 'draft.request' });
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'draft.use' });
    await waitFor(actor, (s) => s.matches('useFailed'));
    expect(actor.getSnapshot().context.useFailure).toBe('failed');
    actor.send({ type: 'use.retry' });
    await waitFor(actor, (s) => s.matches('useFailed'));
    expect(actor.getSnapshot().context.useFailure).toBe('note-changed');
    expect(actor.getSnapshot().can({ type: 'use.retry' })).toBe(false);
    actor.send({ type: 'use.back' });
    expect(actor.getSnapshot().context.draft).toEqual(DRAFT);
  });

  it('“Draft again” goes back to the source with the summary kept', async () => {
    const { actor } = start();
    actor.send({ type: 'summary.change', text: 'Client reports better sleep.' });
    actor.send({ type: 'draft.request' });
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'draft.again' });
    expect(selectStep(actor.getSnapshot())).toBe('choosing');
    expect(actor.getSnapshot().context.summary).toBe('Client reports better sleep.');
    expect(actor.getSnapshot().context.draft).toBeNull();
  });
});

describe('dictation in the AI draft machine', () => {
  it('shows interim words and appends final ones to the summary', () => {
    const { actor, dictation } = start();
    actor.send({ type: 'summary.change', text: 'Typed first.' });
    actor.send({ type: 'dictation.start' });
    expect(selectDictation(actor.getSnapshot())).toBe('on');
    dictation.send!({ type: 'dictation.interim', text: 'slept bet' });
    expect(actor.getSnapshot().context.interim).toBe('slept bet');
    dictation.send!({ type: 'dictation.final', text: ' slept better' });
    expect(actor.getSnapshot().context.summary).toBe('Typed first. slept better');
    expect(actor.getSnapshot().context.interim).toBe('');
  });

  it('on stop, waits for the last final words, then ends dictation at the latest after the grace', () => {
    vi.useFakeTimers();
    const { actor, dictation, dictationCommands } = start();
    actor.send({ type: 'dictation.start' });
    actor.send({ type: 'dictation.stop' });
    expect(dictationCommands).toEqual([{ type: 'dictation.finish' }]);
    expect(selectDictation(actor.getSnapshot())).toBe('finishing');
    dictation.send!({ type: 'dictation.final', text: 'last words' });
    expect(actor.getSnapshot().context.summary).toBe('last words');
    vi.advanceTimersByTime(AI_DRAFT_TIMING.dictationFinishMs);
    expect(selectDictation(actor.getSnapshot())).toBe('off');
    expect(dictation.stopped).toBe(true);
  });

  it('says why dictation stopped on its own, and stops it when drafting starts', () => {
    const { actor, dictation } = start();
    actor.send({ type: 'dictation.start' });
    dictation.send!({ type: 'dictation.failed', failure: 'not-allowed' });
    expect(selectDictation(actor.getSnapshot())).toBe('off');
    expect(actor.getSnapshot().context.dictationFailure).toBe('not-allowed');
    actor.send({ type: 'dictation.start' });
    expect(actor.getSnapshot().context.dictationFailure).toBeNull();
    actor.send({ type: 'summary.change', text: 'Enough.' });
    actor.send({ type: 'draft.request' });
    expect(dictation.stopped).toBe(true);
    expect(selectDictation(actor.getSnapshot())).toBe('off');
  });

  it('does not dictate while a transcript is the source', () => {
    const { actor } = start({ input: { recordingId: 'r-1' } });
    actor.send({ type: 'dictation.start' });
    expect(selectDictation(actor.getSnapshot())).toBe('off');
  });
});

describe('the AI draft page’s failure codes', () => {
  it('reads the endpoint’s refusal codes and treats anything else as a failure', () => {
    expect(draftFailureOf(refusal(409, { code: 'ai-off' }))).toBe('ai-off');
    expect(draftFailureOf(refusal(409, { code: 'session-not-under-way' }))).toBe(
      'session-not-under-way',
    );
    expect(draftFailureOf(refusal(409, { code: 'note-signed' }))).toBe('note-signed');
    expect(draftFailureOf(refusal(409, { code: 'other' }))).toBe('failed');
    expect(draftFailureOf(refusal(400))).toBe('invalid');
    expect(draftFailureOf(refusal(0))).toBe('failed');
    expect(useFailureOf(refusal(412))).toBe('note-changed');
    expect(useFailureOf(refusal(409))).toBe('conflict');
    expect(useFailureOf(new Error('x'))).toBe('failed');
  });

  it('appends dictated words with one space and ignores empty ones', () => {
    expect(appendDictated('', ' Hello')).toBe('Hello');
    expect(appendDictated('One.', 'Two.')).toBe('One. Two.');
    expect(appendDictated('One.\n', 'Two.')).toBe('One.\nTwo.');
    expect(appendDictated('One.', '   ')).toBe('One.');
  });
});
