import { afterEach, beforeEach, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createAccountApi } from '../api/session/account.api';
import { createHttpClient } from '../api/http/http-client';
import { SESSION_KEYS } from '../config/constants';
import { DEMO_ACCOUNT } from '../mocks/session/demo-account';
import { mintToken, type MockClaims } from '../mocks/session/mock-tokens';
import { decodeJwtPayload } from '../platform/session/jwt';
import { createSessionStore } from '../platform/session/session-storage';
import { isLoginPath } from '../routes/session/return-to';
import type { SessionShare } from '../platform/session/session-share';
import { bearerToken, provideAuthEffects, type AuthEffectDeps } from './auth-effects';

export const NOW = Date.UTC(2026, 10, 21, 9, 0, 0);
export const BASE = 'http://localhost/backend/api';
export const b64url = (text: string) => btoa(text).replace(/=+$/, '');
export const token = (payload: unknown) =>
  `${b64url('{"alg":"none"}')}.${b64url(JSON.stringify(payload))}.sig`;

export function claims(overrides: Partial<MockClaims> = {}): MockClaims {
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

export function storeTokenSet(idToken: string, expiresAt = NOW + 60_000) {
  sessionStorage.setItem(SESSION_KEYS.accessToken, mintToken(claims()));
  sessionStorage.setItem(SESSION_KEYS.idToken, idToken);
  sessionStorage.setItem(SESSION_KEYS.tenantId, 'tenant-7');
  sessionStorage.setItem(SESSION_KEYS.tokenExpires, String(expiresAt));
}

/** A sibling-tab channel whose answers the test chooses. */
export function fakeShare(overrides: Partial<SessionShare> = {}): SessionShare {
  return {
    ask: async () => null,
    answer: () => () => undefined,
    shareRefresh: vi.fn(),
    sharedRefreshFor: async () => null,
    close: () => undefined,
    ...overrides,
  };
}

export function startAuth(
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
  const actor = createActor(logic, { input: {} }).start();
  const settled = () => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('busy'));
  return { actor, api, navigate, log, onSessionEnd, onUnrecordedSessionEnd, settled };
}

export const storedKeys = () => Object.keys(sessionStorage).sort();

/** Every auth-effects test runs on a fake clock set to NOW. */
export function runOnFakeClockAtNow() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
