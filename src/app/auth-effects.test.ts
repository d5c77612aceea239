import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createAccountApi } from '../api/session/account.api';
import { createHttpClient } from '../api/http/http-client';
import { ERRORS, SERVICE_TOKEN_KEY, SESSION_KEYS } from '../config/constants';
import { LOGOUT_GRACE_S } from '../../common/constants/server.constants';
import { SESSION } from '../../common/constants/session-timing';
import { DEMO_ACCOUNT } from '../mocks/session/demo-account';
import { mintToken, type MockClaims } from '../mocks/session/mock-tokens';
import { recordedAuditEvents, resetAuditTrail } from '../mocks/session/audit.handlers';
import { server } from '../mocks/node';
import { decodeJwtPayload } from '../platform/session/jwt';
import { createSessionStore } from '../platform/session/session-storage';
import type { SessionEndReason } from '../../common/contracts/audit.contract';
import { isLoginPath } from '../routes/session/return-to';
import type { SessionShare } from '../platform/session/session-share';
import type { LoginResponse } from '../../common/contracts/account.contract';
import { bearerToken, provideAuthEffects, type AuthEffectDeps } from './auth-effects';

const NOW = Date.UTC(2026, 10, 21, 9, 0, 0);
const BASE = 'http://localhost/backend/api';
const b64url = (text: string) => btoa(text).replace(/=+$/, '');
const token = (payload: unknown) =>
  `${b64url('{"alg":"none"}')}.${b64url(JSON.stringify(payload))}.sig`;

function claims(overrides: Partial<MockClaims> = {}): MockClaims {
  const iat = Math.floor(NOW / 1000);
  return {
    sub: DEMO_ACCOUNT.id,
    oid: DEMO_ACCOUNT.id,
    email: DEMO_ACCOUNT.email,
    name: 'Dana Demo',
    given_name: 'Dana',
    tid: DEMO_ACCOUNT.tenantId,
    token_use: 'access',
    iat,
    exp: iat + 3600,
    ...overrides,
  };
}

function storeTokenSet(idToken: string, expiresAt = NOW + 60_000) {
  sessionStorage.setItem(SESSION_KEYS.accessToken, mintToken(claims()));
  sessionStorage.setItem(SESSION_KEYS.idToken, idToken);
  sessionStorage.setItem(SESSION_KEYS.tenantId, 'tenant-7');
  sessionStorage.setItem(SESSION_KEYS.tokenExpires, String(expiresAt));
}

/** A sibling-tab channel whose answers the test chooses. */
function fakeShare(overrides: Partial<SessionShare> = {}): SessionShare {
  return {
    ask: async () => null,
    answer: () => () => undefined,
    shareRefresh: vi.fn(),
    sharedRefreshFor: () => null,
    close: () => undefined,
    ...overrides,
  };
}

function startAuth(
  path = '/app/panels/hospital/patient',
  search = '',
  sessionMaxMs?: number,
  extra: Partial<AuthEffectDeps> = {},
) {
  const store = createSessionStore();
  const httpClient = createHttpClient(
    { getToken: () => bearerToken(store), isUnauthorizedIgnored: () => isLoginPath(path) },
    BASE,
  );
  const api = createAccountApi(httpClient);
  const navigate = vi.fn();
  const log = vi.fn();
  const onSessionEnd = vi.fn();
  const onUnrecordedSessionEnd = vi.fn();
  const logic = provideAuthEffects({
    store,
    clock: { now: () => Date.now() },
    api,
    http: httpClient,
    decodeJwt: decodeJwtPayload,
    navigate,
    location: () => ({ pathname: path, search, origin: 'http://localhost' }),
    log,
    onSessionEnd,
    onUnrecordedSessionEnd,
    sessionMaxMs,
    ...extra,
  });
  const actor = createActor(logic).start();
  const settled = () => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('busy'));
  return { actor, api, navigate, log, onSessionEnd, onUnrecordedSessionEnd, settled };
}

const storedKeys = () => Object.keys(sessionStorage).sort();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('auth start from the stored id token', () => {
  it('signs in as the id token and the stored tenant say', async () => {
    storeTokenSet(mintToken(claims({ oid: 'oid-1', sub: 'sub-1' })));
    const { actor, settled, navigate } = startAuth();
    await settled();
    expect(actor.getSnapshot().context.user).toEqual({
      id: 'oid-1',
      email: DEMO_ACCOUNT.email,
      name: 'Dana Demo',
      tenantId: 'tenant-7',
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['a missing part', 'only-one-part', 'Invalid token specified: missing part #2'],
    ['invalid base64', 'head.%%%.sig', 'Invalid token specified: invalid base64 for part #2'],
    ['invalid json', `head.${b64url('{oops')}.sig`, 'Invalid token specified: invalid json'],
    ['a non-object payload', token([1, 2]), 'not an object'],
    ['a string payload', token('just text'), 'not an object'],
    ['no oid or sub', token({ email: 'a@b.org' }), 'neither oid nor sub'],
  ])('with %s: clears storage, logs why and signs out', async (_case, idToken, message) => {
    storeTokenSet(idToken);
    const { actor, settled, log } = startAuth();
    await settled();
    expect(storedKeys()).toEqual([]);
    const [, error] = log.mock.calls[0] ?? [];
    expect((error as Error).message).toContain(message);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
  });

  it("reports a token that is not a string with jwt-decode's own message", async () => {
    const store = createSessionStore(() => sessionStorage);
    store.writeTokenSet({
      access_token: 'a',
      id_token: 'x',
      tenant_id: 't',
      tokenExpires: NOW + 1000,
    });
    const log = vi.fn();
    const logic = provideAuthEffects({
      store: { ...store, read: () => ({ ...store.read(), idToken: null, accessToken: 'a' }) },
      clock: { now: () => Date.now() },
      api: createAccountApi(createHttpClient({}, BASE)),
      http: createHttpClient({}, BASE),
      decodeJwt: decodeJwtPayload,
      navigate: vi.fn(),
      location: () => ({ pathname: '/', search: '', origin: 'http://localhost' }),
      log,
    }).provide({ guards: { hasStoredTokenSet: () => true } });
    const actor = createActor(logic).start();
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect((log.mock.calls[0]?.[1] as Error).message).toBe(
      'Invalid token specified: must be a string',
    );
  });
});

describe('auth start from an open sibling tab (decision H15)', () => {
  it('takes the sibling’s whole session into this tab’s storage and signs in as its id token says', async () => {
    const offered = {
      accessToken: mintToken(claims()),
      idToken: mintToken(claims({ oid: 'oid-9' })),
      tenantId: 'tenant-7',
      refreshToken: 'refresh-from-sibling',
      tokenExpires: String(NOW + 30 * 60_000),
      authCode: null,
      fhirToken: null,
      serviceToken: mintToken(claims()),
      sessionStartedAt: String(NOW - 60_000),
    };
    const share = fakeShare({ ask: vi.fn(async () => offered) });
    const { actor, settled } = startAuth(undefined, undefined, undefined, { share });
    await settled();
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(actor.getSnapshot().context.user?.id).toBe('oid-9');
    expect(sessionStorage.getItem(SESSION_KEYS.refreshToken)).toBe('refresh-from-sibling');
    expect(sessionStorage.getItem(SERVICE_TOKEN_KEY)).toBe(offered.serviceToken);
    expect(share.ask).toHaveBeenCalledWith(SESSION.siblingHandshakeMs);
  });

  it('signs out, storing nothing, when the offer lacks a tenant', async () => {
    const share = fakeShare({
      ask: async () => ({
        accessToken: 'a',
        idToken: 'i',
        tenantId: null,
        refreshToken: null,
        tokenExpires: null,
        authCode: null,
        fhirToken: null,
        serviceToken: null,
        sessionStartedAt: null,
      }),
    });
    const { actor, settled } = startAuth(undefined, undefined, undefined, { share });
    await settled();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(storedKeys()).toEqual([]);
  });
});

describe('auth start from the stored serviceToken', () => {
  it('applies a live serviceToken as bearer and signs in as GET /account/me says', async () => {
    const serviceToken = mintToken(claims({ token_use: 'service' }));
    sessionStorage.setItem(SERVICE_TOKEN_KEY, serviceToken);
    let bearer: string | null = null;
    server.use(
      http.get(`${BASE}/account/me`, ({ request }) => {
        bearer = request.headers.get('Authorization');
        return HttpResponse.json({ user: { id: 'u', email: 'e', name: 'n', tenantId: 'tn' } });
      }),
    );
    const { actor, settled } = startAuth();
    await settled();
    expect(bearer).toBe(`Bearer ${serviceToken}`);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    // Decision 1: the restored session's hard ceiling is the serviceToken's exp.
    expect(sessionStorage.getItem(SESSION_KEYS.tokenExpires)).toBe(String(claims().exp * 1000));
    expect(sessionStorage.getItem(SESSION_KEYS.tenantId)).toBe('tn');
  });

  it('never restores from a serviceToken an earlier version left in localStorage, and removes it', async () => {
    localStorage.setItem(SERVICE_TOKEN_KEY, mintToken(claims({ token_use: 'service' })));
    const { actor, settled } = startAuth();
    await settled();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(localStorage.getItem(SERVICE_TOKEN_KEY)).toBeNull();
  });

  it('ignores a serviceToken whose exp is now or past (no call is made)', async () => {
    sessionStorage.setItem(SERVICE_TOKEN_KEY, token({ exp: Math.floor(NOW / 1000) }));
    const { actor, settled } = startAuth();
    await settled();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
  });

  it.each([
    ['a 401', () => HttpResponse.json({ message: 'no' }, { status: 401 })],
    ['a network error', () => HttpResponse.error()],
  ])('signs out and logs when /account/me answers %s', async (_case, answer) => {
    sessionStorage.setItem(SERVICE_TOKEN_KEY, mintToken(claims({ token_use: 'service' })));
    server.use(http.get(`${BASE}/account/me`, answer));
    const { actor, settled, log } = startAuth();
    const known = settled();
    // A GET is retried once after a short backoff before the call fails.
    await vi.advanceTimersByTimeAsync(SESSION.checkIntervalMs);
    await known;
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(log).toHaveBeenCalledTimes(1);
  });
});

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
    expect(navigate).toHaveBeenCalledWith('/app/panels/hospital/organization', { replace: true });
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

describe('the audit record of a session end', () => {
  const serverRecorded = () => recordedAuditEvents().filter((e) => e.type === 'session-end');

  async function endSignedInSession(reason: SessionEndReason, accessToken = mintToken(claims())) {
    resetAuditTrail();
    storeTokenSet(mintToken(claims()));
    sessionStorage.setItem(SESSION_KEYS.accessToken, accessToken);
    const started = startAuth();
    await started.settled();
    if (reason === 'unauthorized') started.actor.send({ type: 'http.unauthorized' });
    else started.actor.send({ type: 'auth.logout', reason });
    await vi.advanceTimersByTimeAsync(0);
    await vi.waitFor(() =>
      expect(serverRecorded().length + started.onUnrecordedSessionEnd.mock.calls.length).toBe(1),
    );
    return started;
  }

  it.each<SessionEndReason>([
    'user',
    'idle-watcher-1',
    'idle-watcher-2',
    'logout-now',
    'expired',
    'other-tab',
    'invalid-token',
  ])('%s: the server records it at logout and the client posts nothing', async (reason) => {
    const { onUnrecordedSessionEnd } = await endSignedInSession(reason);
    expect(serverRecorded()).toEqual([expect.objectContaining({ reason })]);
    await vi.advanceTimersByTimeAsync(SESSION.checkIntervalMs);
    expect(serverRecorded()).toHaveLength(1);
    expect(onUnrecordedSessionEnd).not.toHaveBeenCalled();
  });

  it('unauthorized: no logout call is made, so the client posts it once', async () => {
    const { onUnrecordedSessionEnd } = await endSignedInSession('unauthorized');
    expect(serverRecorded()).toEqual([]);
    expect(onUnrecordedSessionEnd).toHaveBeenCalledTimes(1);
    expect(onUnrecordedSessionEnd).toHaveBeenCalledWith(
      'unauthorized',
      expect.objectContaining({ id: DEMO_ACCOUNT.id }),
      expect.any(String),
    );
  });

  it('a bearer that just expired still ends its session at the server, which records it once', async () => {
    const justExpired = mintToken(claims({ exp: Math.floor(NOW / 1000) - 1 }));
    const { onUnrecordedSessionEnd } = await endSignedInSession('expired', justExpired);
    expect(serverRecorded()).toEqual([
      expect.objectContaining({ type: 'session-end', reason: 'expired' }),
    ]);
    expect(onUnrecordedSessionEnd).not.toHaveBeenCalled();
  });

  it('a bearer expired beyond the logout grace gets 401, so the client posts it once', async () => {
    const stale = mintToken(claims({ exp: Math.floor(NOW / 1000) - LOGOUT_GRACE_S - 1 }));
    const { onUnrecordedSessionEnd } = await endSignedInSession('expired', stale);
    expect(serverRecorded()).toEqual([]);
    expect(onUnrecordedSessionEnd).toHaveBeenCalledTimes(1);
    expect(onUnrecordedSessionEnd).toHaveBeenCalledWith('expired', expect.anything(), stale);
  });

  it('a logout call that never reaches the server leaves the record to the client, once', async () => {
    server.use(http.post(`${BASE}/account/logout`, () => HttpResponse.error()));
    const { onUnrecordedSessionEnd } = await endSignedInSession('idle-watcher-1');
    expect(serverRecorded()).toEqual([]);
    expect(onUnrecordedSessionEnd).toHaveBeenCalledTimes(1);
    expect(onUnrecordedSessionEnd).toHaveBeenCalledWith(
      'idle-watcher-1',
      expect.anything(),
      expect.any(String),
    );
  });

  it('with no bearer left no logout call is made, so the client posts it once', async () => {
    resetAuditTrail();
    storeTokenSet(mintToken(claims()));
    const { actor, settled, onUnrecordedSessionEnd } = startAuth();
    await settled();
    sessionStorage.removeItem(SESSION_KEYS.accessToken);
    actor.send({ type: 'auth.logout', reason: 'logout-now' });
    await vi.advanceTimersByTimeAsync(0);
    expect(serverRecorded()).toEqual([]);
    expect(onUnrecordedSessionEnd).toHaveBeenCalledExactlyOnceWith(
      'logout-now',
      expect.anything(),
      null,
    );
  });
});

describe('a changed password', () => {
  it('ends the session locally: no logout call, no client audit record, /login with no returnTo', async () => {
    resetAuditTrail();
    storeTokenSet(mintToken(claims()));
    let logoutCalls = 0;
    server.use(
      http.post(`${BASE}/account/logout`, () => {
        logoutCalls += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { actor, settled, navigate, onSessionEnd, onUnrecordedSessionEnd } =
      startAuth('/auth/change-password');
    await settled();
    actor.send({ type: 'auth.logout', reason: 'password-changed' });
    await vi.advanceTimersByTimeAsync(SESSION.checkIntervalMs);
    expect(actor.getSnapshot().context.endReason).toBe('password-changed');
    expect(logoutCalls).toBe(0);
    expect(onUnrecordedSessionEnd).not.toHaveBeenCalled();
    expect(onSessionEnd).toHaveBeenCalledWith('password-changed', expect.anything());
    expect(storedKeys()).toEqual([]);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login', { replace: true });
  });
});

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
      user: { id: 'u', email: 'e', name: 'n', tenantId: 'tenant-7' },
    };
    const share = fakeShare({
      sharedRefreshFor: (token) =>
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
