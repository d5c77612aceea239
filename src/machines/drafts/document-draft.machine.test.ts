import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_TIMING } from '../../config/draft-timing';
import { selectHasPending } from './document-draft.selectors';
import type { DraftSaved } from './document-draft.types';
import { elapse, failure, start, T0 } from './document-draft.test-kit';

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('autosave', () => {
  it('saves once typing has paused for the autosave delay, not before', async () => {
    const { saves, state, type, cleared } = start();
    type('I');
    await elapse(1_000);
    type('I felt');
    await elapse(DRAFT_TIMING.autosaveDelayMs - 1);
    expect(saves).toEqual([]);
    expect(state()).toBe('dirty');
    await elapse(1);
    expect(state()).toBe('saved');
    expect(saves).toEqual([{ id: 'n1', version: 1, content: 'I felt' }]);
    expect(cleared).toHaveBeenCalledTimes(1);
  });

  it('saves at once on blur and on flush, and creates the record on the first save', async () => {
    const { actor, saves, state, type } = start({}, { id: null, version: null });
    type('first words');
    actor.send({ type: 'draft.blur' });
    await elapse(0);
    expect(saves).toEqual([{ id: null, version: null, content: 'first words' }]);
    expect(actor.getSnapshot().context).toMatchObject({ id: 'n1', version: 2 });
    type('more words');
    actor.send({ type: 'draft.flush' });
    await elapse(0);
    expect(saves[1]).toEqual({ id: 'n1', version: 2, content: 'more words' });
    expect(state()).toBe('saved');
  });

  it('saves again after a save during which the author kept typing', async () => {
    let finish: (saved: DraftSaved) => void = () => {};
    const { actor, saves, state, type, cleared } = start({
      save: (args) =>
        saves.length === 1
          ? new Promise((resolve) => (finish = resolve))
          : Promise.resolve({
              id: 'n1',
              version: 3,
              savedAt: '',
              content: args.content,
              status: 'draft',
            }),
    });
    type('one');
    await elapse(DRAFT_TIMING.autosaveDelayMs);
    expect(state()).toBe('saving');
    type('one two');
    expect(selectHasPending(actor.getSnapshot())).toBe(true);
    finish({ id: 'n1', version: 2, savedAt: '', content: 'one', status: 'draft' });
    await elapse(0);
    expect(state()).toBe('dirty');
    expect(cleared).not.toHaveBeenCalled();
    await elapse(DRAFT_TIMING.autosaveDelayMs);
    expect(saves.map((s) => [s.version, s.content])).toEqual([
      [1, 'one'],
      [2, 'one two'],
    ]);
    expect(state()).toBe('saved');
    expect(selectHasPending(actor.getSnapshot())).toBe(false);
  });
});

const theirs = { version: 4, content: 'their text' };

describe('a stale version (412) is a conflict that shows both texts', () => {
  it('keeps mine: saves my text again against their version', async () => {
    const { actor, saves, state, type, kept } = start({
      save: (args) =>
        args.version === 1
          ? Promise.reject(failure(412, 'Changed elsewhere', theirs))
          : Promise.resolve({
              id: 'n1',
              version: 5,
              savedAt: '',
              content: args.content,
              status: 'draft',
            }),
    });
    type('my text');
    actor.send({ type: 'draft.flush' });
    await elapse(0);
    expect(state()).toBe('conflict');
    expect(actor.getSnapshot().context).toMatchObject({ content: 'my text', theirs });
    expect(kept).toEqual([{ content: 'my text', baseVersion: 1 }]);
    actor.send({ type: 'conflict.keepMine' });
    await elapse(0);
    expect(saves[1]).toEqual({ id: 'n1', version: 4, content: 'my text' });
    expect(state()).toBe('saved');
    expect(actor.getSnapshot().context).toMatchObject({ version: 5, theirs: null });
  });

  it('takes theirs: the editor shows the saved version and nothing is left to save', async () => {
    const { actor, saves, state, type, cleared } = start({
      save: () => Promise.reject(failure(412, 'Changed elsewhere', theirs)),
    });
    type('my text');
    actor.send({ type: 'draft.blur' });
    await elapse(0);
    actor.send({ type: 'conflict.takeTheirs' });
    expect(state()).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ content: 'their text', version: 4 });
    expect(selectHasPending(actor.getSnapshot())).toBe(false);
    await elapse(0);
    expect(cleared).toHaveBeenCalledTimes(1);
    await elapse(60_000);
    expect(saves).toHaveLength(1);
  });

  it('treats a 412 without the current record as a failure', async () => {
    const { actor, state, type } = start({ save: () => Promise.reject(failure(412, 'Stale')) });
    type('x');
    actor.send({ type: 'draft.flush' });
    await elapse(0);
    expect(state()).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Stale');
  });
});

describe('offline: the text waits on this device', () => {
  it.each([0, 503, 401])(
    'keeps a copy locally when a save answers %i, then syncs when online',
    async (status) => {
      let online = false;
      const { actor, saves, state, type, kept, cleared } = start({
        save: (args) =>
          online
            ? Promise.resolve({
                id: 'n1',
                version: 2,
                savedAt: '',
                content: args.content,
                status: 'draft',
              })
            : Promise.reject(failure(status)),
      });
      type('offline words');
      await elapse(DRAFT_TIMING.autosaveDelayMs);
      expect(state()).toBe('offline');
      expect(kept).toEqual([{ content: 'offline words', baseVersion: 1 }]);
      expect(selectHasPending(actor.getSnapshot())).toBe(true);
      online = true;
      actor.send({ type: 'draft.online' });
      await elapse(0);
      expect(state()).toBe('saved');
      expect(saves).toHaveLength(2);
      expect(cleared).toHaveBeenCalledTimes(1);
    },
  );

  it('tries again after the retry delay, and renews the device copy once typing pauses', async () => {
    const { saves, state, type, kept } = start({ save: () => Promise.reject(failure(0)) });
    type('a');
    await elapse(DRAFT_TIMING.autosaveDelayMs);
    type('ab');
    await elapse(DRAFT_TIMING.autosaveDelayMs - 1);
    expect(kept).toHaveLength(1);
    await elapse(1);
    expect(kept.map((copy) => copy.content)).toEqual(['a', 'ab']);
    expect(state()).toBe('offline');
    await elapse(DRAFT_TIMING.offlineRetryMs - DRAFT_TIMING.autosaveDelayMs);
    expect(saves.map((s) => s.content)).toEqual(['a', 'ab']);
  });

  it('keeps a copy on page hide before the save answers', async () => {
    const { actor, type, kept, saves } = start({ save: () => new Promise(() => {}) });
    type('leaving');
    actor.send({ type: 'draft.pagehide' });
    await elapse(0);
    expect(kept).toEqual([{ content: 'leaving', baseVersion: 1 }]);
    expect(saves).toHaveLength(1);
  });
});
