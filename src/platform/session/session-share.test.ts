import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '../../../common/contracts/account.contract';
import { createSessionShare, type SessionShare } from './session-share';
import type { StoredSession } from '../../config/session-values';

const session: StoredSession = {
  accessToken: 'a.b.c',
  idToken: 'i.d.t',
  tenantId: 'clinic-1',
  refreshToken: 'refresh-1',
  tokenExpires: '1767600000000',
  authCode: null,
  fhirToken: null,
  serviceToken: 'a.b.c',
  sessionStartedAt: '1767596400000',
};

const refreshed: LoginResponse = {
  access_token: 'n.e.w',
  id_token: 'i.d.2',
  tenant_id: 'clinic-1',
  refresh_token: 'refresh-2',
  expires_in: 3600,
  serviceToken: 'n.e.w',
  user: { id: 'u1', email: 'ana@clinic.test', name: 'Ana', tenantId: 'clinic-1', roles: [] },
};

let opened: SessionShare[] = [];
let channelName = '';
const tab = () => {
  const share = createSessionShare({ name: channelName });
  opened.push(share);
  return share;
};
/** Lets BroadcastChannel deliver what was posted (it crosses the event loop). */
const delivered = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  for (const share of opened) share.close();
  opened = [];
  vi.useRealTimers();
});

describe('sharing a session between tabs of one browser', () => {
  it('gives a new tab the session of an open, signed-in sibling', async () => {
    channelName = `test-${crypto.randomUUID()}`;
    tab().answer(() => session);
    await expect(tab().ask(5_000)).resolves.toEqual(session);
  });

  it('answers null after the wait when no sibling is signed in', async () => {
    channelName = `test-${crypto.randomUUID()}`;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    tab().answer(() => null);
    const asked = tab().ask(300);
    await delivered();
    vi.advanceTimersByTime(300);
    await expect(asked).resolves.toBeNull();
  });

  it('answers null at once where the browser has no BroadcastChannel (never via localStorage)', async () => {
    const share = createSessionShare({ broadcastChannel: undefined });
    await expect(share.ask(60_000)).resolves.toBeNull();
  });

  it('offers a refresh to the siblings that hold the refresh token it replaced, and only to them', async () => {
    channelName = `test-${crypto.randomUUID()}`;
    const [refresher, sibling] = [tab(), tab()];
    refresher.shareRefresh('refresh-1', { response: refreshed, receivedAt: 1_000 });
    await delivered();
    expect(sibling.sharedRefreshFor('refresh-1')).toEqual({
      response: refreshed,
      receivedAt: 1_000,
    });
    expect(sibling.sharedRefreshFor('some-other-token')).toBeNull();
    expect(sibling.sharedRefreshFor(null)).toBeNull();
  });

  it('ignores a malformed message', async () => {
    channelName = `test-${crypto.randomUUID()}`;
    const sibling = tab();
    const raw = new BroadcastChannel(channelName);
    raw.postMessage({ type: 'session.refreshed', previousRefreshToken: 'refresh-1', response: {} });
    await delivered();
    raw.close();
    expect(sibling.sharedRefreshFor('refresh-1')).toBeNull();
  });
});
