import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { SERVICE_TOKEN_KEY, SESSION_KEYS } from '../config/constants';
import { SESSION } from '../../common/constants/session-timing';
import { mintToken } from '../mocks/session/mock-tokens';
import { server } from '../mocks/node';
import type { LoginResponse } from '../../common/contracts/account.contract';
import {
  NOW,
  claims,
  storeTokenSet,
  fakeShare,
  startAuth,
  runOnFakeClockAtNow,
} from './auth-effects.test-kit';

/** Refreshing the token set before token_expires, with the browser effects. */
runOnFakeClockAtNow();

describe('refreshing the token set before token_expires', () => {
  const MINUTE = 60_000;
  const refreshToken = (jti: string) =>
    mintToken(claims({ token_use: 'refresh', jti, sid: 'session-1' }));

  let firstRefreshToken = '';
  beforeEach(() => {
    firstRefreshToken = refreshToken(crypto.randomUUID());
  });

  /** A password sign-in whose token_expires is 3 minutes away, started now. */
  function storeRefreshableSession(
    withRefreshToken = true,
    layer: 'password' | 'provider' = 'password',
  ) {
    storeTokenSet(mintToken(claims()), NOW + 3 * MINUTE);
    if (layer === 'password') sessionStorage.setItem(SERVICE_TOKEN_KEY, mintToken(claims()));
    sessionStorage.setItem(SESSION_KEYS.sessionStartedAt, String(NOW));
    // A fresh id per test: the mock remembers every refresh token swapped.
    if (withRefreshToken) sessionStorage.setItem(SESSION_KEYS.refreshToken, firstRefreshToken);
  }

  /** Counts refresh calls; `answer` replaces the mock's answer when given. */
  function countRefreshes(answer?: () => Response) {
    const calls = { count: 0 };
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/account/refresh')) calls.count += 1;
    });
    if (answer) server.use(http.post('*/account/refresh', answer));
    return calls;
  }
  afterEach(() => server.events.removeAllListeners());

  const storedExpiry = () => Number(sessionStorage.getItem(SESSION_KEYS.tokenExpires));

  it('refreshes a minute before token_expires and the session outlives the old token_expires', async () => {
    storeRefreshableSession();
    const calls = countRefreshes();
    const { actor, settled } = startAuth();
    await settled();

    await vi.advanceTimersByTimeAsync(2 * MINUTE - 1);
    expect(calls.count).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(calls.count).toBe(1));
    await vi.waitFor(() => expect(storedExpiry()).toBeGreaterThan(NOW + 3 * MINUTE));
    expect(sessionStorage.getItem(SESSION_KEYS.refreshToken)).not.toBe(firstRefreshToken);
    expect(sessionStorage.getItem(SESSION_KEYS.sessionStartedAt)).toBe(String(NOW));

    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('takes a set a sibling tab already rotated from this refresh token, without calling the server', async () => {
    storeRefreshableSession();
    const calls = countRefreshes();
    const receivedAt = NOW + 2 * MINUTE - 10_000;
    const rotated: LoginResponse = {
      access_token: mintToken(claims()),
      id_token: mintToken(claims()),
      tenant_id: 'tenant-7',
      refresh_token: 'rotated-by-sibling',
      expires_in: 3600,
      serviceToken: mintToken(claims()),
      user: { id: 'u', email: 'e', name: 'n', tenantId: 'tenant-7', roles: [] },
    };
    const share = fakeShare({
      sharedRefreshFor: async (token) =>
        token === firstRefreshToken ? { response: rotated, receivedAt } : null,
    });
    let locked = 0;
    const lock = <T>(refresh: () => Promise<T>) => {
      locked += 1;
      return refresh();
    };
    const { settled } = startAuth(undefined, undefined, undefined, {
      share,
      withRefreshLock: lock,
    });
    await settled();
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    await vi.waitFor(() =>
      expect(sessionStorage.getItem(SESSION_KEYS.refreshToken)).toBe('rotated-by-sibling'),
    );
    expect(calls.count).toBe(0);
    expect(locked).toBe(1);
    // The sibling's expires_in counts from when it received the set, ten seconds ago.
    expect(storedExpiry()).toBe(NOW + 2 * MINUTE + (3600 - 10) * 1000);
  });

  it('offers its own refresh to sibling tabs with the refresh token it replaced', async () => {
    storeRefreshableSession();
    const share = fakeShare();
    const { settled } = startAuth(undefined, undefined, undefined, { share });
    await settled();
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    await vi.waitFor(() => expect(share.shareRefresh).toHaveBeenCalledTimes(1));
    expect(share.shareRefresh).toHaveBeenCalledWith(firstRefreshToken, {
      response: expect.objectContaining({
        refresh_token: sessionStorage.getItem(SESSION_KEYS.refreshToken),
      }),
      receivedAt: NOW + 2 * MINUTE,
    });
  });

  it('never refreshes without a refresh token: the session ends at token_expires', async () => {
    storeRefreshableSession(false);
    const calls = countRefreshes();
    const { actor, settled } = startAuth();
    await settled();
    await vi.advanceTimersByTimeAsync(3 * MINUTE);
    expect(calls.count).toBe(0);
    expect(actor.getSnapshot().context.endReason).toBe('expired');
  });

  it("never sends an identity provider's refresh token to the server: the session ends at token_expires", async () => {
    storeRefreshableSession(true, 'provider');
    const calls = countRefreshes();
    const { actor, settled } = startAuth();
    await settled();
    await vi.advanceTimersByTimeAsync(3 * MINUTE);
    expect(calls.count).toBe(0);
    expect(actor.getSnapshot().context.endReason).toBe('expired');
  });

  it('never extends past the absolute maximum: the session ends at its ceiling', async () => {
    storeRefreshableSession();
    const calls = countRefreshes();
    const { actor, settled } = startAuth(undefined, undefined, 5 * MINUTE);
    await settled();
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    await vi.waitFor(() => expect(storedExpiry()).toBe(NOW + 5 * MINUTE));

    await vi.advanceTimersByTimeAsync(3 * MINUTE - SESSION.checkIntervalMs);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    await vi.advanceTimersByTimeAsync(SESSION.checkIntervalMs);
    expect(actor.getSnapshot().context.endReason).toBe('expired');
    expect(calls.count).toBe(1);
  });

  it('a refused refresh (401) is not retried and the session ends at token_expires, not before', async () => {
    storeRefreshableSession();
    const calls = countRefreshes(() => HttpResponse.json({ message: 'no' }, { status: 401 }));
    const { actor, settled } = startAuth();
    await settled();
    await vi.advanceTimersByTimeAsync(3 * MINUTE - SESSION.checkIntervalMs);
    expect(calls.count).toBe(1);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    await vi.advanceTimersByTimeAsync(SESSION.checkIntervalMs);
    expect(actor.getSnapshot().context.endReason).toBe('expired');
  });

  it('a refresh that gets no answer is tried twice more before token_expires, then the session ends there', async () => {
    storeRefreshableSession();
    const calls = countRefreshes(() => HttpResponse.error());
    const { actor, settled } = startAuth();
    await settled();
    await vi.advanceTimersByTimeAsync(3 * MINUTE - SESSION.checkIntervalMs);
    expect(calls.count).toBe(1 + SESSION.refreshRetries);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    await vi.advanceTimersByTimeAsync(SESSION.checkIntervalMs);
    expect(actor.getSnapshot().context.endReason).toBe('expired');
  });

  it('a retried refresh that then succeeds keeps the session going', async () => {
    storeRefreshableSession();
    let failFirst = true;
    const calls = countRefreshes();
    server.use(
      http.post('*/account/refresh', () => {
        if (!failFirst) return undefined;
        failFirst = false;
        return HttpResponse.error();
      }),
    );
    const { actor, settled } = startAuth();
    await settled();
    await vi.advanceTimersByTimeAsync(2 * MINUTE + SESSION.refreshRetryMs);
    await vi.waitFor(() => expect(storedExpiry()).toBeGreaterThan(NOW + 3 * MINUTE));
    expect(calls.count).toBe(2);
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  });
});
