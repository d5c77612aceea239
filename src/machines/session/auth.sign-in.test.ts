import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, demoUser, flush, loginResult, startAuth } from './auth.test-kit';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
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

  it('navigates on with the roles the answer gives, so the member lands on their home', async () => {
    const { actor, effects } = startAuth({ signInWithPassword: async () => loginResult });
    await flush();
    actor.send({ type: 'auth.signIn.password', email: 'ada@clinic.org', password: 'pw' });
    await flush();
    expect(effects.navigateAfterSignIn).toHaveBeenCalledWith({ roles: demoUser.roles });
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
