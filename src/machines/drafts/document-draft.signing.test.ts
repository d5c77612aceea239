import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_TIMING } from '../../config/draft-timing';
import { elapse, failure, start, T0 } from './document-draft.test-kit';

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('signing', () => {
  it('saves pending changes first, then signs the saved version', async () => {
    const { actor, saves, signs, state, type } = start();
    type('final text');
    actor.send({ type: 'draft.sign' });
    await elapse(0);
    expect(saves).toEqual([{ id: 'n1', version: 1, content: 'final text' }]);
    expect(signs).toEqual([{ id: 'n1', version: 2 }]);
    expect(state()).toBe('signed');
    expect(actor.getSnapshot().context.status).toBe('signed');
  });

  it('signs a clean, saved draft without saving it again', async () => {
    const { actor, saves, signs, state } = start({}, { version: 3 });
    actor.send({ type: 'draft.sign' });
    await elapse(0);
    expect(saves).toEqual([]);
    expect(signs).toEqual([{ id: 'n1', version: 3 }]);
    expect(state()).toBe('signed');
  });

  it('ignores every change once signed', async () => {
    const { actor, saves, state, type } = start({}, { status: 'signed', content: 'locked' });
    expect(state()).toBe('signed');
    type('tampering');
    actor.send({ type: 'draft.flush' });
    await elapse(60_000);
    expect(actor.getSnapshot().context.content).toBe('locked');
    expect(saves).toEqual([]);
  });

  it('keeps a refused signature (422) apart from saving: the draft stays saved, with the server’s reason', async () => {
    const { actor, state, type } = start({
      sign: () => Promise.reject(failure(422, 'Acknowledge the safety alert first')),
    });
    actor.send({ type: 'draft.sign' });
    await elapse(0);
    expect(state()).toBe('saved');
    expect(actor.getSnapshot().context).toMatchObject({
      error: null,
      signFailure: { kind: 'refused', message: 'Acknowledge the safety alert first' },
    });
    type('risk assessed');
    expect(state()).toBe('dirty');
  });

  it('reads a sign that got no answer or a server fault as a connection problem', async () => {
    for (const status of [0, 503]) {
      const { actor, state } = start({ sign: () => Promise.reject(failure(status, 'Boom')) });
      actor.send({ type: 'draft.sign' });
      await elapse(0);
      expect(state()).toBe('saved');
      expect(actor.getSnapshot().context.signFailure).toEqual({ kind: 'connection' });
    }
  });

  it('forgets the last sign failure when signing is asked again', async () => {
    let refuse = true;
    const { actor, state } = start({
      sign: (args) =>
        refuse
          ? Promise.reject(failure(422, 'Empty'))
          : Promise.resolve({ ...args, savedAt: '', content: 'x', status: 'signed' }),
    });
    actor.send({ type: 'draft.sign' });
    await elapse(0);
    expect(actor.getSnapshot().context.signFailure).not.toBeNull();
    refuse = false;
    actor.send({ type: 'draft.sign' });
    expect(actor.getSnapshot().context.signFailure).toBeNull();
    await elapse(0);
    expect(state()).toBe('signed');
  });

  it('says the sign did not happen when the save it waited for was refused', async () => {
    const { actor, state, type } = start({
      save: () => Promise.reject(failure(413, 'Section too long')),
    });
    type('a very long text');
    actor.send({ type: 'draft.sign' });
    await elapse(0);
    expect(state()).toBe('failed');
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'Section too long',
      signFailure: { kind: 'refused', message: 'Section too long' },
    });
  });
});

describe('a refusal (4xx) is a failure that keeps the edits', () => {
  it('keeps the message and the text, and saves again on the next change', async () => {
    let refuse = true;
    const { actor, state, type, kept } = start({
      save: (args) =>
        refuse
          ? Promise.reject(failure(409, 'This session does not take notes'))
          : Promise.resolve({
              id: 'n1',
              version: 2,
              savedAt: '',
              content: args.content,
              status: 'draft',
            }),
    });
    type('kept words');
    await elapse(DRAFT_TIMING.autosaveDelayMs);
    expect(state()).toBe('failed');
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'This session does not take notes',
      content: 'kept words',
    });
    expect(kept).toEqual([{ content: 'kept words', baseVersion: 1 }]);
    refuse = false;
    type('kept words.');
    await elapse(DRAFT_TIMING.autosaveDelayMs);
    expect(state()).toBe('saved');
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('a copy from this device', () => {
  it('is restored as unsaved changes when it edits the server’s current version', async () => {
    const { actor, state, saves } = start({}, { content: 'server' });
    actor.send({ type: 'draft.restore', content: 'device', baseVersion: 1 });
    expect(state()).toBe('dirty');
    await elapse(DRAFT_TIMING.autosaveDelayMs);
    expect(saves).toEqual([{ id: 'n1', version: 1, content: 'device' }]);
  });

  it('is a conflict when the server has moved on since', () => {
    const { actor, state } = start({}, { version: 3, content: 'server v3' });
    actor.send({ type: 'draft.restore', content: 'device', baseVersion: 2 });
    expect(state()).toBe('conflict');
    expect(actor.getSnapshot().context).toMatchObject({
      content: 'device',
      theirs: { version: 3, content: 'server v3' },
    });
  });
});
