import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createActor, waitFor } from 'xstate';
import { createAccountApi } from '../api/session/account.api';
import { createHttpClient } from '../api/http/http-client';
import { SERVICE_TOKEN_KEY, SESSION_KEYS } from '../config/constants';
import { SESSION } from '../../common/constants/session-timing';
import { DEMO_ACCOUNT } from '../mocks/session/demo-account';
import { mintToken } from '../mocks/session/mock-tokens';
import { server } from '../mocks/node';
import { decodeJwtPayload } from '../platform/session/jwt';
import { createSessionStore } from '../platform/session/session-storage';
import { provideAuthEffects } from './auth-effects';
import {
  b64url,
  NOW,
  BASE,
  token,
  claims,
  storeTokenSet,
  fakeShare,
  startAuth,
  storedKeys,
  runOnFakeClockAtNow,
} from './auth-effects.test-kit';

/** Auth start with the browser effects: stored id token, sibling tab, serviceToken. */
runOnFakeClockAtNow();

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
      // These claims carry no roles: the member is offered nothing a role would allow.
      roles: [],
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
    const actor = createActor(logic, { input: {} }).start();
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
    expect(share.ask).toHaveBeenCalledWith({
      uncountedMs: SESSION.siblingHandshakeMs,
      countedMs: SESSION.siblingAnswersMs,
    });
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
