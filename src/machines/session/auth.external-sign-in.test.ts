import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TokenSet } from '../../../common/contracts/account.contract';
import { ROUTES } from '../../config/constants';
import type { ProviderCallback } from './auth.machine';
import { demoUser, flush, startAuth } from './auth.test-kit';

const tokens: TokenSet = {
  access_token: 'access-1',
  id_token: 'h.p.s',
  tenant_id: 'tenant-7',
  expires_in: 3600,
};
const RETURN_TO = '/app/panels/hospital/patient';
const success: ProviderCallback = {
  ok: true,
  result: { tokens, authCode: 'code-1', returnTo: RETURN_TO },
};
const callbackEvent = {
  type: 'auth.external.callback',
  url: 'https://praxis.test/auth/callback?code=c&state=s',
} as const;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('starting an external sign-in from the sign-in page', () => {
  it('is busy while the browser leaves for the identity provider with the return page', async () => {
    const redirect = vi.fn(() => new Promise<void>(() => {}));
    const { actor } = startAuth({ redirectToProvider: redirect });
    await flush();
    actor.send({ type: 'auth.external.start', returnTo: RETURN_TO });
    expect(actor.getSnapshot().matches({ signingIn: 'redirectingToProvider' })).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('says the provider failed when the redirect cannot start, and stays signed out', async () => {
    const { actor, effects } = startAuth({
      redirectToProvider: () => Promise.reject(new Error('discovery unreachable')),
    });
    await flush();
    actor.send({ type: 'auth.external.start', returnTo: RETURN_TO });
    await flush();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.signInError).toBe('provider-error');
    expect(effects.logAuthError).toHaveBeenCalledTimes(1);
  });
});

describe('completing an external sign-in on /auth/callback', () => {
  it('stores the token set and auth code, signs in, records it and goes to the return page', async () => {
    const { actor, effects } = startAuth({
      completeProviderCallback: async () => success,
      decodeStoredIdToken: async () => demoUser,
    });
    await flush();
    actor.send(callbackEvent);
    expect(actor.getSnapshot().matches({ signingIn: 'completingProviderCallback' })).toBe(true);
    await flush();
    expect(effects.storeTokenSet).toHaveBeenCalledWith({ tokens, authCode: 'code-1' });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(effects.recordSignIn).toHaveBeenCalledWith({ user: demoUser });
    expect(effects.navigateToReturnTo).toHaveBeenCalledWith({ to: RETURN_TO });
  });

  it('goes to the member’s day when the sign-in started from no page (issue 30)', async () => {
    const { actor, effects } = startAuth({
      completeProviderCallback: async () => ({
        ok: true,
        result: { tokens, authCode: 'code-1', returnTo: ROUTES.landing },
      }),
      decodeStoredIdToken: async () => ({ ...demoUser, roles: ['staff'] }),
    });
    await flush();
    actor.send(callbackEvent);
    await flush();
    expect(effects.navigateToReturnTo).toHaveBeenCalledWith({
      to: '/app/panels/hospital/practitionerdashboard',
    });
  });

  it("keeps the provider's error for the page, and neither stores, signs in nor navigates", async () => {
    const refused: ProviderCallback = {
      ok: false,
      error: {
        code: 'provider',
        detail: { error: 'access_denied', description: 'End-User aborted interaction' },
      },
    };
    const { actor, effects } = startAuth({ completeProviderCallback: async () => refused });
    await flush();
    actor.send(callbackEvent);
    await flush();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.providerFailure).toEqual(refused.error);
    expect(effects.storeTokenSet).not.toHaveBeenCalled();
    expect(effects.navigateToReturnTo).not.toHaveBeenCalled();
  });

  it('reports "rejected" when the login handler refuses the tokens (undecodable id token)', async () => {
    const { actor, effects } = startAuth({
      completeProviderCallback: async () => success,
      decodeStoredIdToken: () => Promise.reject(new Error('Invalid token')),
    });
    await flush();
    actor.send(callbackEvent);
    await flush();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.providerFailure).toEqual({ code: 'rejected', detail: {} });
    expect(effects.clearSession).toHaveBeenCalled();
    expect(effects.navigateToReturnTo).not.toHaveBeenCalled();
  });

  it('reports "rejected" for a token set without its tenant, storing nothing', async () => {
    const partial: ProviderCallback = {
      ok: true,
      result: { tokens: { ...tokens, tenant_id: undefined }, authCode: 'c', returnTo: RETURN_TO },
    };
    const { actor, effects } = startAuth({ completeProviderCallback: async () => partial });
    await flush();
    actor.send(callbackEvent);
    await flush();
    expect(actor.getSnapshot().context.providerFailure).toEqual({ code: 'rejected', detail: {} });
    expect(effects.storeTokenSet).not.toHaveBeenCalled();
  });

  it('completes once however often the page sends the callback (StrictMode mounts twice)', async () => {
    const complete = vi.fn(async () => success);
    const { actor, effects } = startAuth({
      completeProviderCallback: complete,
      decodeStoredIdToken: async () => demoUser,
    });
    await flush();
    actor.send(callbackEvent);
    actor.send(callbackEvent);
    await flush();
    expect(complete).toHaveBeenCalledTimes(1);
    expect(effects.storeTokenSet).toHaveBeenCalledTimes(1);
  });

  it('goes to the return page without a second sign-in when a session was taken over meanwhile', async () => {
    const { actor, effects } = startAuth({
      hasStoredTokenSet: true,
      decodeStoredIdToken: async () => demoUser,
      completeProviderCallback: async () => success,
    });
    await flush();
    actor.send(callbackEvent);
    await flush();
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(effects.storeTokenSet).not.toHaveBeenCalled();
    expect(effects.navigateToReturnTo).toHaveBeenCalledWith({ to: RETURN_TO });
  });
});
