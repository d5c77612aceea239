import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '../../config/constants';
import { DEFAULT_SESSION_CONFIG } from '../../config/session-config';
import { IDLE, SESSION } from '../../../common/constants/session-timing';
import { demoUser, flush, loginResult, startAuth } from './auth.test-kit';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const apiError = (status: number) => Object.assign(new Error('failed'), { status });
const tokens = { access_token: 'a', id_token: 'i', tenant_id: 't1', expires_in: 60 };

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

describe('password sign-in', () => {
  it('stores the token set and the serviceToken, signs in as the answer says and navigates on', async () => {
    const { actor, effects } = startAuth({ signInWithPassword: async () => loginResult });
    await flush();
    actor.send({ type: 'auth.signIn.password', email: 'ada@clinic.org', password: 'pw' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(effects.storeTokenSet).toHaveBeenCalledWith({
      tokens: loginResult,
      serviceToken: 'service',
    });
    expect(actor.getSnapshot().context.user).toEqual(demoUser);
    expect(effects.navigateAfterSignIn).toHaveBeenCalledTimes(1);
  });

  it('leaves the sign-in audit record to the server, which saw the login', async () => {
    const { actor, effects } = startAuth({ signInWithPassword: async () => loginResult });
    await flush();
    actor.send({ type: 'auth.signIn.password', email: 'ada@clinic.org', password: 'pw' });
    await flush();
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(effects.recordSignIn).not.toHaveBeenCalled();
  });

  it('applies the login handler to the answer: no tenant_id means missing tokens', async () => {
    const { actor, effects } = startAuth({
      signInWithPassword: async () => ({ ...loginResult, tenant_id: undefined }),
    });
    await flush();
    actor.send({ type: 'auth.signIn.password', email: 'a@b.org', password: 'pw' });
    await flush();
    expect(effects.storeTokenSet).not.toHaveBeenCalled();
    expect(effects.clearSession).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.signInError).toBe('missing-tokens');
  });

  it('stays signed out with invalid-credentials on a 401', async () => {
    const { actor } = startAuth({ signInWithPassword: async () => Promise.reject(apiError(401)) });
    await flush();
    actor.send({ type: 'auth.signIn.password', email: 'a@b.org', password: 'wrong' });
    await flush();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.signInError).toBe('invalid-credentials');
  });

  it('keeps the server’s too-many-attempts wait with the error, and forgets it on success', async () => {
    const slowed = Object.assign(apiError(429), {
      body: { message: 'slow down', code: 'too-many-attempts', retryAfterSeconds: 240 },
    });
    let answer: () => Promise<typeof loginResult> = () => Promise.reject(slowed);
    const { actor } = startAuth({ signInWithPassword: () => answer() });
    await flush();
    actor.send({ type: 'auth.signIn.password', email: 'a@b.org', password: 'pw' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      signInError: 'too-many-attempts',
      retryAfterS: 240,
    });
    answer = async () => loginResult;
    actor.send({ type: 'auth.signIn.password', email: 'a@b.org', password: 'pw' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ signInError: null, retryAfterS: null });
  });

  it('clears the last error when a new attempt starts', async () => {
    const { actor } = startAuth({ signInWithPassword: async () => Promise.reject(apiError(0)) });
    await flush();
    actor.send({ type: 'auth.signIn.password', email: 'a@b.org', password: 'pw' });
    await flush();
    expect(actor.getSnapshot().context.signInError).toBe('network');
    actor.send({ type: 'auth.signIn.password', email: 'a@b.org', password: 'pw' });
    expect(actor.getSnapshot().context.signInError).toBeNull();
  });
});

describe('register', () => {
  const account = { firstName: 'Ada', lastName: 'L', email: 'a@b.org', password: 'long-enough' };

  it('marks the account as registered and stays signed out', async () => {
    const { actor } = startAuth({ registerAccount: async () => demoUser });
    await flush();
    actor.send({ type: 'auth.register', ...account });
    await flush();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().matches({ signedOut: 'registered' })).toBe(true);
  });

  it('ends the registered notice when the user goes on to sign in', async () => {
    const { actor } = startAuth({ registerAccount: async () => demoUser });
    await flush();
    actor.send({ type: 'auth.register', ...account });
    await flush();
    actor.send({ type: 'auth.signIn.password', email: account.email, password: 'wrong' });
    expect(actor.getSnapshot().matches({ signedOut: 'registered' })).toBe(false);
  });

  it('reports email-taken on a 409', async () => {
    const { actor } = startAuth({ registerAccount: async () => Promise.reject(apiError(409)) });
    await flush();
    actor.send({ type: 'auth.register', ...account });
    await flush();
    expect(actor.getSnapshot().context.registerError).toBe('email-taken');
    // Each page shows only its own failure: the sign-in form stays clean.
    expect(actor.getSnapshot().context.signInError).toBeNull();
  });
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
