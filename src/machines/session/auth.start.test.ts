import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '../../config/constants';
import { DEFAULT_SESSION_CONFIG } from '../../config/session-config';
import { SESSION } from '../../../common/constants/session-timing';
import { apiError, demoUser, flush, startAuth, tokens } from './auth.test-kit';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the session guard and the public-route rule (spec §2, §4)', () => {
  it('a protected route without a session waits the guard delay, then clears storage and leaves', async () => {
    const { actor, effects, calls } = startAuth();
    await flush();
    actor.send({ type: 'guard.protectedRoute.entered' });
    vi.advanceTimersByTime(SESSION.guardDelayMs - 1);
    expect(effects.clearSession).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(calls.slice(-2)).toEqual(['clearSession', 'leaveProtectedRoute']);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('waits the guard delay its input configures, not the default', async () => {
    const config = { ...DEFAULT_SESSION_CONFIG, guardDelayMs: 2_000 };
    const { actor, effects } = startAuth({}, config);
    await flush();
    actor.send({ type: 'guard.protectedRoute.entered' });
    vi.advanceTimersByTime(1_999);
    expect(effects.leaveProtectedRoute).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(effects.leaveProtectedRoute).toHaveBeenCalledTimes(1);
  });

  it('a guard that goes away inside the delay sends no one anywhere', async () => {
    const { actor, effects } = startAuth();
    await flush();
    actor.send({ type: 'guard.protectedRoute.entered' });
    vi.advanceTimersByTime(SESSION.guardDelayMs - 1);
    actor.send({ type: 'guard.protectedRoute.left' });
    vi.advanceTimersByTime(SESSION.guardDelayMs * 4);
    expect(effects.leaveProtectedRoute).not.toHaveBeenCalled();
    expect(effects.clearSession).not.toHaveBeenCalled();
  });

  it('a signed-in session ignores the guard: nothing is cleared', async () => {
    const { actor, effects } = startAuth({
      hasStoredTokenSet: true,
      decodeStoredIdToken: async () => demoUser,
    });
    await flush();
    actor.send({ type: 'guard.protectedRoute.entered' });
    vi.advanceTimersByTime(SESSION.guardDelayMs * 4);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(effects.leaveProtectedRoute).not.toHaveBeenCalled();
  });

  it('marks a signed-out user holding an auth code and a health-record token for the public routes to send on', async () => {
    const holding = startAuth({ hasProviderCodes: () => true });
    const without = startAuth();
    await flush();
    expect(holding.actor.getSnapshot().matches({ signedOut: 'holdingProviderCodes' })).toBe(true);
    expect(without.actor.getSnapshot().matches({ signedOut: 'resting' })).toBe(true);
  });
});

describe('auth start', () => {
  it('shows the loading tag until the session is known', () => {
    const { actor } = startAuth({ hasStoredTokenSet: true });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
  });

  it('signs in from the stored id token without navigating', async () => {
    const { actor, effects } = startAuth({
      hasStoredTokenSet: true,
      decodeStoredIdToken: async () => demoUser,
    });
    await flush();
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(actor.getSnapshot().context.user).toEqual(demoUser);
    expect(effects.navigateAfterSignIn).not.toHaveBeenCalled();
  });

  it('a new tab with nothing stored takes an open sibling tab’s session, asking once', async () => {
    let stored = false;
    const asked = vi.fn(async () => {
      stored = true;
      return true;
    });
    const { actor } = startAuth({
      hasStoredTokenSet: () => stored,
      sessionFromSiblingTab: asked,
      decodeStoredIdToken: async () => demoUser,
    });
    expect(actor.getSnapshot().matches({ initialising: 'askingSiblingTabs' })).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await flush();
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(actor.getSnapshot().context.user).toEqual(demoUser);
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('signs out when no sibling tab answers, or the answer cannot be read', async () => {
    const none = startAuth({ sessionFromSiblingTab: async () => false });
    const broken = startAuth({ sessionFromSiblingTab: async () => Promise.reject(new Error('x')) });
    await flush();
    expect(none.actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(broken.actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(broken.effects.logAuthError).toHaveBeenCalledTimes(1);
  });

  it('asks the siblings only once: a taken session that fails to decode signs out', async () => {
    let stored = false;
    const asked = vi.fn(async () => {
      stored = true;
      return true;
    });
    const { actor, effects } = startAuth({
      hasStoredTokenSet: () => stored,
      sessionFromSiblingTab: asked,
      decodeStoredIdToken: async () => Promise.reject(new Error('bad id token')),
    });
    await flush();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(effects.clearSession).toHaveBeenCalledTimes(1);
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('clears storage, logs the reason and continues when the id token cannot be decoded', async () => {
    const failure = new Error('Invalid token specified: missing part #2');
    const { actor, effects } = startAuth({
      hasStoredTokenSet: true,
      decodeStoredIdToken: async () => Promise.reject(failure),
    });
    await flush();
    expect(effects.clearSession).toHaveBeenCalledTimes(1);
    expect(effects.logAuthError).toHaveBeenCalledWith({ error: failure });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('falls through to a live serviceToken after a decode failure', async () => {
    const { actor } = startAuth({
      hasStoredTokenSet: true,
      hasLiveServiceToken: true,
      decodeStoredIdToken: async () => Promise.reject(new Error('bad')),
      fetchCurrentUser: async () => demoUser,
    });
    await flush();
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('signs in with GET /account/me when only a live serviceToken is stored', async () => {
    const fetchCurrentUser = vi.fn(async () => demoUser);
    const { actor } = startAuth({ hasLiveServiceToken: true, fetchCurrentUser });
    await flush();
    expect(fetchCurrentUser).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.user).toEqual(demoUser);
  });

  it('logs and signs out when GET /account/me fails', async () => {
    const failure = apiError(401);
    const { actor, effects } = startAuth({
      hasLiveServiceToken: true,
      fetchCurrentUser: async () => Promise.reject(failure),
    });
    await flush();
    expect(effects.logAuthError).toHaveBeenCalledWith({ error: failure });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('signs out without any call when nothing usable is stored', async () => {
    const fetchCurrentUser = vi.fn(async () => demoUser);
    const { actor } = startAuth({ fetchCurrentUser });
    await flush();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(fetchCurrentUser).not.toHaveBeenCalled();
  });
});

describe('the login handler on the external provider tokens', () => {
  it.each(['access_token', 'id_token', 'tenant_id'] as const)(
    'without %s: fails with the missing-tokens message, clears storage, stays signed out',
    async (missing) => {
      const { actor, effects } = startAuth();
      await flush();
      actor.send({ type: 'auth.signIn.tokens', tokens: { ...tokens, [missing]: undefined } });
      expect(effects.storeTokenSet).not.toHaveBeenCalled();
      expect(effects.clearSession).toHaveBeenCalledTimes(1);
      const logged = effects.logAuthError.mock.calls[0]?.[0] as { error: Error };
      expect(logged.error.message).toBe(ERRORS.missingTokens);
      expect(actor.getSnapshot().context.signInError).toBe('missing-tokens');
      expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    },
  );

  it('stores the whole set with the auth code, then signs in as the id token says', async () => {
    const { actor, effects } = startAuth({ decodeStoredIdToken: async () => demoUser });
    await flush();
    actor.send({ type: 'auth.signIn.tokens', tokens, authCode: 'code-1', fhirToken: 'fhir-1' });
    expect(effects.storeTokenSet).toHaveBeenCalledWith({
      tokens,
      authCode: 'code-1',
      fhirToken: 'fhir-1',
    });
    await flush();
    expect(actor.getSnapshot().context.user).toEqual(demoUser);
    expect(effects.recordSignIn).toHaveBeenCalledWith({ user: demoUser });
  });

  it('clears storage and reports a provider error when the new id token is unreadable', async () => {
    const { actor, effects } = startAuth({
      decodeStoredIdToken: async () => Promise.reject(new Error('invalid json')),
    });
    await flush();
    actor.send({ type: 'auth.signIn.tokens', tokens });
    await flush();
    expect(effects.clearSession).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.signInError).toBe('provider-error');
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
  });
});
