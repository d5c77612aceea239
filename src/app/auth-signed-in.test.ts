import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { ERRORS, SERVICE_TOKEN_KEY, SESSION_KEYS } from '../config/constants';
import { SESSION } from '../../common/constants/session-timing';
import { DEMO_ACCOUNT } from '../mocks/session/demo-account';
import { mintToken } from '../mocks/session/mock-tokens';
import { server } from '../mocks/node';
import {
  NOW,
  BASE,
  claims,
  storeTokenSet,
  startAuth,
  storedKeys,
  runOnFakeClockAtNow,
} from './auth-effects.test-kit';

/** The login handler, the per-second check, leaving for sign-in and 401s, with the browser effects. */
runOnFakeClockAtNow();

describe('the login handler with the browser effects', () => {
  it('stores every value and token_expires = now + expires_in seconds, in milliseconds', async () => {
    const { actor, settled } = startAuth('/auth/callback');
    await settled();
    actor.send({
      type: 'auth.signIn.tokens',
      tokens: {
        access_token: 'acc',
        id_token: mintToken(claims()),
        tenant_id: 'tenant-1',
        refresh_token: 'ref',
        expires_in: 3600,
      },
      authCode: 'code-1',
    });
    await settled();
    expect(sessionStorage.getItem(SESSION_KEYS.tokenExpires)).toBe(String(NOW + 3_600_000));
    expect(sessionStorage.getItem(SESSION_KEYS.refreshToken)).toBe('ref');
    expect(sessionStorage.getItem(SESSION_KEYS.authCode)).toBe('code-1');
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it(`clears the session and logs "${ERRORS.missingTokens}" without a tenant id`, async () => {
    sessionStorage.setItem(SESSION_KEYS.authCode, 'stale');
    const { actor, settled, log } = startAuth('/auth/callback');
    await settled();
    actor.send({ type: 'auth.signIn.tokens', tokens: { access_token: 'a', id_token: 'i' } });
    expect(storedKeys()).toEqual([]);
    expect((log.mock.calls[0]?.[1] as Error).message).toBe(ERRORS.missingTokens);
  });

  it('password sign-in stores the serviceToken and goes to the validated returnTo', async () => {
    const { actor, settled, navigate } = startAuth(
      '/login',
      '?returnTo=%2Fapp%2Fpanels%2Fhospital%2Fpatient',
    );
    await settled();
    actor.send({
      type: 'auth.signIn.password',
      email: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
    });
    await settled();
    expect(sessionStorage.getItem(SERVICE_TOKEN_KEY)).toMatch(/\./);
    expect(navigate).toHaveBeenCalledWith('/app/panels/hospital/patient', { replace: true });
  });

  it('password sign-in ignores a returnTo that leaves the app', async () => {
    const { actor, settled, navigate } = startAuth('/login', '?returnTo=%2F%2Fevil.example%2F');
    await settled();
    actor.send({
      type: 'auth.signIn.password',
      email: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
    });
    await settled();
    expect(navigate).toHaveBeenCalledWith('/app/panels/hospital/practitionerdashboard', {
      replace: true,
    });
  });
});

describe('the per-second check against token_expires', () => {
  it('keeps the session 1 ms before token_expires and ends it exactly at token_expires', async () => {
    storeTokenSet(mintToken(claims()), NOW + 2 * SESSION.checkIntervalMs);
    const { actor, settled, navigate, onSessionEnd } = startAuth();
    await settled();
    await vi.advanceTimersByTimeAsync(SESSION.checkIntervalMs);
    vi.setSystemTime(NOW + 2 * SESSION.checkIntervalMs - 1);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);

    await vi.advanceTimersByTimeAsync(SESSION.checkIntervalMs);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(onSessionEnd).toHaveBeenCalledWith(
      'expired',
      expect.objectContaining({ id: DEMO_ACCOUNT.id }),
    );
    expect(storedKeys()).toEqual([]);
    expect(navigate).toHaveBeenCalledWith('/login?returnTo=%2Fapp%2Fpanels%2Fhospital%2Fpatient', {
      replace: true,
    });
  });

  it.each([
    ['not a number', 'soon'],
    ['negative', '-1'],
    ['in seconds', String(Math.floor(NOW / 1000) + 3600)],
  ])('ends the session at the first check when token_expires is %s', async (_case, value) => {
    storeTokenSet(mintToken(claims()));
    sessionStorage.setItem(SESSION_KEYS.tokenExpires, value);
    const { actor, settled } = startAuth();
    await settled();
    await vi.advanceTimersByTimeAsync(SESSION.checkIntervalMs);
    expect(actor.getSnapshot().context.endReason).toBe('expired');
  });
});

describe('leaving for the sign-in page', () => {
  it('a user logout goes to /login with no returnTo and tells the server why', async () => {
    storeTokenSet(mintToken(claims()));
    let body: unknown;
    server.use(
      http.post(`${BASE}/account/logout`, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { actor, settled, navigate } = startAuth('/auth/logout');
    await settled();
    actor.send({ type: 'auth.logout', reason: 'user' });
    await vi.advanceTimersByTimeAsync(0);
    await vi.waitFor(() => expect(body).toEqual({ reason: 'user' }));
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('does not navigate when the session ends on a login page', async () => {
    storeTokenSet(mintToken(claims()));
    const { actor, settled, navigate } = startAuth('/login');
    await settled();
    actor.send({ type: 'http.unauthorized' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('a 401 from the API', () => {
  const rejectEveryCall = () =>
    server.use(
      http.get(`${BASE}/account/me`, () => HttpResponse.json({ m: 'no' }, { status: 401 })),
    );

  it('ends the session once with reason unauthorized however many calls fail together', async () => {
    storeTokenSet(mintToken(claims()));
    rejectEveryCall();
    const { actor, api, settled, navigate, onSessionEnd } = startAuth();
    await settled();
    await Promise.allSettled([api.me(), api.me(), api.me()]);
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
    expect(onSessionEnd).toHaveBeenCalledWith('unauthorized', expect.anything());
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('reaches the next session too, and no signed-out machine hears it', async () => {
    storeTokenSet(mintToken(claims()));
    rejectEveryCall();
    const { actor, api, settled, onSessionEnd } = startAuth();
    await settled();
    await Promise.allSettled([api.me()]);
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
    // Signed out, a 401 is nobody's report.
    await Promise.allSettled([api.me()]);
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
    actor.send({
      type: 'auth.signIn.tokens',
      tokens: {
        access_token: 'acc',
        id_token: mintToken(claims()),
        tenant_id: 'tenant-7',
        expires_in: 3600,
      },
    });
    await settled();
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    await Promise.allSettled([api.me()]);
    expect(onSessionEnd).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('on a login page ends nothing and navigates nowhere', async () => {
    storeTokenSet(mintToken(claims()));
    rejectEveryCall();
    const { actor, api, settled, navigate } = startAuth('/login');
    await settled();
    await Promise.allSettled([api.me(), api.me()]);
    expect(navigate).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('a 5xx or a network error leaves the session as it was', async () => {
    storeTokenSet(mintToken(claims()));
    server.use(http.post(`${BASE}/account/change-password`, () => HttpResponse.error()));
    server.use(http.put(`${BASE}/account/profile`, () => HttpResponse.json({}, { status: 503 })));
    const { actor, api, settled } = startAuth();
    await settled();
    await Promise.allSettled([
      api.changePassword({ currentPassword: 'a', newPassword: 'long-enough' }),
      api.updateProfile({ firstName: 'A', lastName: 'B' }),
    ]);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  });
});
