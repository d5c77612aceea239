import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { SESSION_KEYS } from '../config/constants';
import { LOGOUT_GRACE_S } from '../../common/constants/server.constants';
import { SESSION } from '../../common/constants/session-timing';
import { DEMO_ACCOUNT } from '../mocks/session/demo-account';
import { mintToken } from '../mocks/session/mock-tokens';
import { recordedAuditEvents, resetAuditTrail } from '../mocks/session/audit.handlers';
import { server } from '../mocks/node';
import type { SessionEndReason } from '../../common/contracts/audit.contract';
import {
  NOW,
  BASE,
  claims,
  storeTokenSet,
  startAuth,
  storedKeys,
  runOnFakeClockAtNow,
} from './auth-effects.test-kit';

/** Who records a session end, and a changed password, with the browser effects. */
runOnFakeClockAtNow();

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
