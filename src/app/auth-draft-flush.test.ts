import { describe, expect, it, vi } from 'vitest';
import { SESSION } from '../../common/constants/session-timing';
import type { SessionEndReason } from '../../common/contracts/audit.contract';
import { createPendingDrafts } from '../platform/drafts/pending-drafts';
import { claims, runOnFakeClockAtNow, startAuth, storeTokenSet } from './auth-effects.test-kit';
import { mintToken } from '../mocks/session/mock-tokens';

/** CLINICAL.md decision 2: every way a session ends first saves the drafts being written. */
runOnFakeClockAtNow();

async function signedInWith(flush: () => Promise<void>, dirty = () => true) {
  const drafts = createPendingDrafts();
  const saved = vi.fn(flush);
  drafts.register({ hasPending: dirty, flush: saved });
  storeTokenSet(mintToken(claims()));
  const started = startAuth('/app/panels/hospital/therapysoapform', '', undefined, { drafts });
  await started.settled();
  expect(started.actor.getSnapshot().matches('signedIn')).toBe(true);
  return { ...started, saved };
}

describe('ending a session while a note is being written', () => {
  it.each<SessionEndReason>([
    'user',
    'idle-watcher-1',
    'idle-watcher-2',
    'other-tab',
    'logout-now',
  ])(
    '%s: the draft is saved before the session ends, and the session ends once it is',
    async (reason) => {
      let finishSave: () => void = () => {};
      const { actor, saved, onSessionEnd } = await signedInWith(
        () => new Promise<void>((resolve) => (finishSave = resolve)),
      );
      actor.send({ type: 'auth.logout', reason });
      expect(actor.getSnapshot().matches('flushingDrafts')).toBe(true);
      expect(saved).toHaveBeenCalledOnce();
      expect(onSessionEnd).not.toHaveBeenCalled();

      finishSave();
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().matches('signedOut')).toBe(true);
      expect(onSessionEnd).toHaveBeenCalledWith(reason, expect.anything());
    },
  );

  it('a 401 also saves first (the save may fail; the draft store keeps it)', async () => {
    const { actor, saved } = await signedInWith(() => Promise.reject(new Error('401')));
    actor.send({ type: 'http.unauthorized' });
    expect(saved).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('a save that never answers holds the session end for the bounded wait only', async () => {
    const { actor, onSessionEnd } = await signedInWith(() => new Promise<void>(() => {}));
    actor.send({ type: 'auth.logout', reason: 'idle-watcher-1' });
    await vi.advanceTimersByTimeAsync(SESSION.draftFlushLimitMs - 1);
    expect(actor.getSnapshot().matches('flushingDrafts')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(onSessionEnd).toHaveBeenCalledWith('idle-watcher-1', expect.anything());
  });

  it('token_expires during the save does not end the session twice', async () => {
    const { actor, onSessionEnd } = await signedInWith(() => new Promise<void>(() => {}));
    actor.send({ type: 'auth.logout', reason: 'expired' });
    actor.send({ type: 'http.unauthorized' });
    actor.send({ type: 'auth.logout', reason: 'user' });
    await vi.advanceTimersByTimeAsync(SESSION.draftFlushLimitMs);
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
    expect(onSessionEnd).toHaveBeenCalledWith('expired', expect.anything());
  });

  it('with nothing unsaved the session ends at once, without waiting', async () => {
    const { actor, saved } = await signedInWith(
      async () => {},
      () => false,
    );
    actor.send({ type: 'auth.logout', reason: 'user' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(saved).not.toHaveBeenCalled();
  });
});
