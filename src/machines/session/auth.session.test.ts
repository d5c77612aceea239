import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SESSION_CONFIG } from '../../config/session-config';
import { IDLE, SESSION } from '../../../common/constants/session-timing';
import { demoUser, flush, startAuth } from './auth.test-kit';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the session check while signed in', () => {
  const signedIn = (sessionIsLive: () => boolean) =>
    startAuth({
      hasStoredTokenSet: true,
      decodeStoredIdToken: async () => demoUser,
      sessionIsLive,
    });

  it('runs every second and keeps a live session', async () => {
    const check = vi.fn(() => true);
    const { actor } = signedIn(check);
    await flush();
    await vi.advanceTimersByTimeAsync(10 * SESSION.checkIntervalMs);
    expect(check).toHaveBeenCalledTimes(10);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('ends the session with reason expired at the first failed check, not before', async () => {
    const { actor, effects } = signedIn(() => false);
    await flush();
    await vi.advanceTimersByTimeAsync(SESSION.checkIntervalMs - 1);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ user: null, endReason: 'expired' });
    expect(effects.clearSession).toHaveBeenCalledTimes(1);
    expect(effects.leaveToLogin).toHaveBeenCalledWith({ reason: 'expired' });
  });

  it('stops checking once signed out', async () => {
    const check = vi.fn(() => false);
    signedIn(check);
    await flush();
    await vi.advanceTimersByTimeAsync(5 * SESSION.checkIntervalMs);
    expect(check).toHaveBeenCalledTimes(1);
  });
});

describe('ending a session', () => {
  const signedIn = async () => {
    const kit = startAuth({ hasStoredTokenSet: true, decodeStoredIdToken: async () => demoUser });
    await flush();
    return kit;
  };

  it('restores a session without recording a sign-in, watching for 401s only while signed in', async () => {
    const { actor, effects } = await signedIn();
    expect(effects.recordSignIn).not.toHaveBeenCalled();
    expect(actor.getSnapshot().children.unauthorizedWatch).toBeDefined();
    actor.send({ type: 'auth.logout', reason: 'user' });
    expect(actor.getSnapshot().children.unauthorizedWatch).toBeUndefined();
  });

  it('invokes the idle watchers while signed in and stops them when the session ends', async () => {
    const { actor } = await signedIn();
    expect(actor.getSnapshot().children.idle).toBeDefined();
    actor.send({ type: 'auth.logout', reason: 'user' });
    expect(actor.getSnapshot().children.idle).toBeUndefined();
  });

  it('starts the idle watchers with the configuration the auth actor was given', async () => {
    const watcher1Off = startAuth(
      { hasStoredTokenSet: true, decodeStoredIdToken: async () => demoUser },
      { ...DEFAULT_SESSION_CONFIG, watcher1Ms: null },
    );
    const specDefaults = await signedIn();
    await flush();
    for (const { actor } of [watcher1Off, specDefaults]) {
      const idle = actor.getSnapshot().children.idle;
      idle?.send({ type: 'clock.start', now: 1, lastActivityAt: null });
      idle?.send({ type: 'clock.tick', now: 1 + IDLE.watcher1LogoutMs });
    }
    expect(specDefaults.effects.leaveToLogin).toHaveBeenCalledWith({ reason: 'idle-watcher-1' });
    expect(watcher1Off.actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('an idle watcher ending the session logs out with its reason', async () => {
    const { actor, effects } = await signedIn();
    actor.getSnapshot().children.idle?.send({ type: 'tab.logout' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(effects.recordSessionEnd).toHaveBeenCalledWith({ reason: 'other-tab' });
  });

  it.each(['user', 'idle-watcher-1', 'idle-watcher-2', 'logout-now', 'other-tab'] as const)(
    'logout with reason %s records it, tells the server, clears storage and the user, then leaves',
    async (reason) => {
      const { actor, effects, calls } = await signedIn();
      calls.length = 0;
      actor.send({ type: 'auth.logout', reason });
      expect(calls).toEqual([
        'recordSessionEnd',
        'revokeServerSession',
        'clearSession',
        'leaveToLogin',
      ]);
      expect(effects.recordSessionEnd).toHaveBeenCalledWith({ reason });
      expect(actor.getSnapshot().context).toMatchObject({ user: null, endReason: reason });
    },
  );

  it('a 401 ends the session with reason unauthorized', async () => {
    const { actor, effects } = await signedIn();
    actor.send({ type: 'http.unauthorized' });
    expect(actor.getSnapshot().context.endReason).toBe('unauthorized');
    expect(effects.leaveToLogin).toHaveBeenCalledWith({ reason: 'unauthorized' });
  });

  it('a 401 while signed out changes nothing', async () => {
    const { actor, effects } = startAuth();
    await flush();
    actor.send({ type: 'http.unauthorized' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(effects.clearSession).not.toHaveBeenCalled();
  });

  it('logout while signed out still clears storage and lands on the sign-in page', async () => {
    const { actor, effects } = startAuth();
    await flush();
    actor.send({ type: 'auth.logout', reason: 'user' });
    expect(effects.clearSession).toHaveBeenCalledTimes(1);
    expect(effects.leaveToLogin).toHaveBeenCalledWith({ reason: 'user' });
    expect(effects.recordSessionEnd).not.toHaveBeenCalled();
  });

  it('a saved profile updates the session user', async () => {
    const { actor } = await signedIn();
    actor.send({ type: 'auth.profile.updated', user: { ...demoUser, name: 'Ada King' } });
    expect(actor.getSnapshot().context.user?.name).toBe('Ada King');
  });
});
