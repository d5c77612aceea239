import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '../../../common/contracts/account.contract';
import {
  createSessionShare,
  type SessionShare,
  type ShareLocks,
  type SiblingWait,
} from './session-share';
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

/** The same wait whether or not the siblings can be counted. */
const waitOf = (ms: number): SiblingWait => ({ uncountedMs: ms, countedMs: ms });

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
    await expect(tab().ask(waitOf(5_000))).resolves.toEqual(session);
  });

  it('takes no offer whose session values are not all text or null', async () => {
    channelName = `test-${crypto.randomUUID()}`;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const raw = new BroadcastChannel(channelName);
    raw.onmessage = (event: MessageEvent<{ type: string; requestId: string }>) => {
      if (event.data.type !== 'session.request') return;
      const { requestId } = event.data;
      raw.postMessage({ type: 'session.offer', requestId, session: { ...session, idToken: 7 } });
      const { serviceToken: _missing, ...partial } = session;
      raw.postMessage({ type: 'session.offer', requestId, session: partial });
    };
    const asked = tab().ask(waitOf(300));
    await delivered();
    await delivered();
    vi.advanceTimersByTime(300);
    raw.close();
    await expect(asked).resolves.toBeNull();
  });

  it('answers null after the wait when no sibling is signed in', async () => {
    channelName = `test-${crypto.randomUUID()}`;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    tab().answer(() => null);
    const asked = tab().ask(waitOf(300));
    await delivered();
    vi.advanceTimersByTime(300);
    await expect(asked).resolves.toBeNull();
  });

  it('answers null at once where the browser has no BroadcastChannel (never via localStorage)', async () => {
    const share = createSessionShare({ broadcastChannel: undefined });
    await expect(share.ask(waitOf(60_000))).resolves.toBeNull();
  });

  it('offers a refresh to the siblings that hold the refresh token it replaced, and only to them', async () => {
    channelName = `test-${crypto.randomUUID()}`;
    const [refresher, sibling] = [tab(), tab()];
    refresher.shareRefresh('refresh-1', { response: refreshed, receivedAt: 1_000 });
    await delivered();
    await expect(sibling.sharedRefreshFor('refresh-1')).resolves.toEqual({
      response: refreshed,
      receivedAt: 1_000,
    });
    await expect(sibling.sharedRefreshFor('some-other-token')).resolves.toBeNull();
    await expect(sibling.sharedRefreshFor(null)).resolves.toBeNull();
  });

  it('ignores a malformed message', async () => {
    channelName = `test-${crypto.randomUUID()}`;
    const sibling = tab();
    const raw = new BroadcastChannel(channelName);
    raw.postMessage({ type: 'session.refreshed', previousRefreshToken: 'refresh-1', response: {} });
    await delivered();
    raw.close();
    await expect(sibling.sharedRefreshFor('refresh-1')).resolves.toBeNull();
  });

  it('keeps the last good refresh when a malformed one follows it', async () => {
    channelName = `test-${crypto.randomUUID()}`;
    const [refresher, sibling] = [tab(), tab()];
    const raw = new BroadcastChannel(channelName);
    refresher.shareRefresh('refresh-1', { response: refreshed, receivedAt: 1_000 });
    raw.postMessage({ type: 'session.refreshed', previousRefreshToken: 'refresh-1', response: {} });
    await delivered();
    raw.close();
    await expect(sibling.sharedRefreshFor('refresh-1')).resolves.toEqual({
      response: refreshed,
      receivedAt: 1_000,
    });
  });
});

/** One browser's Web Locks, shared by the tabs of a test: a lock is held until its callback ends. */
function fakeLocks() {
  const held = new Set<string>();
  const locks: ShareLocks = {
    request: (async (name: string, callback: () => Promise<unknown>) => {
      held.add(name);
      try {
        return await callback();
      } finally {
        held.delete(name);
      }
    }) as ShareLocks['request'],
    query: async () => ({ held: [...held].map((name) => ({ name, mode: 'exclusive' as const })) }),
  };
  return { locks, held };
}

describe('knowing at once how many sibling tabs will answer (Web Locks)', () => {
  const browserTab = (locks: ShareLocks) => {
    const share = createSessionShare({ name: channelName, locks });
    opened.push(share);
    return share;
  };
  /** Every message posted on the test's channel, as a sibling tab would receive it. */
  const overheard = () => {
    const seen: string[] = [];
    const raw = new BroadcastChannel(channelName);
    raw.onmessage = (event: MessageEvent<{ type: string }>) => seen.push(event.data.type);
    return { seen, close: () => raw.close() };
  };

  it('stops at once, without asking, when no sibling tab answers', async () => {
    channelName = `test-${crypto.randomUUID()}`;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { locks } = fakeLocks();
    const listener = overheard();
    await expect(browserTab(locks).ask(waitOf(60_000))).resolves.toBeNull();
    await delivered();
    listener.close();
    expect(listener.seen).toEqual([]);
  });

  it('does not count its own answering lock as a sibling', async () => {
    channelName = `test-${crypto.randomUUID()}`;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { locks, held } = fakeLocks();
    const tab = browserTab(locks);
    tab.answer(() => null);
    expect(held.size).toBe(1);
    await expect(tab.ask(waitOf(60_000))).resolves.toBeNull();
  });

  it('stops as soon as every answering sibling has said it has no session', async () => {
    channelName = `test-${crypto.randomUUID()}`;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { locks } = fakeLocks();
    browserTab(locks).answer(() => null);
    browserTab(locks).answer(() => null);
    await expect(browserTab(locks).ask(waitOf(60_000))).resolves.toBeNull();
  });

  it('takes the session of one sibling while another sibling has none', async () => {
    channelName = `test-${crypto.randomUUID()}`;
    const { locks } = fakeLocks();
    browserTab(locks).answer(() => null);
    browserTab(locks).answer(() => session);
    await expect(browserTab(locks).ask(waitOf(60_000))).resolves.toEqual(session);
  });

  it('lets go of its lock when it stops answering or closes', async () => {
    channelName = `test-${crypto.randomUUID()}`;
    const { locks, held } = fakeLocks();
    const stopAnswering = browserTab(locks).answer(() => session);
    const closing = browserTab(locks);
    closing.answer(() => session);
    expect(held.size).toBe(2);
    stopAnswering();
    closing.close();
    await delivered();
    expect(held.size).toBe(0);
  });

  it('waits out the handshake when the browser cannot list its locks', async () => {
    channelName = `test-${crypto.randomUUID()}`;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { locks } = fakeLocks();
    browserTab(locks).answer(() => null);
    const broken: ShareLocks = { ...locks, query: () => Promise.reject(new Error('no locks')) };
    let answered = false;
    const asked = browserTab(broken)
      .ask(waitOf(300))
      .then((value) => {
        answered = true;
        return value;
      });
    await delivered();
    await delivered();
    expect(answered).toBe(false);
    vi.advanceTimersByTime(300);
    await expect(asked).resolves.toBeNull();
  });

  it('waits the longer limit for a counted sibling that is slow to answer, and takes its session', async () => {
    channelName = `test-${crypto.randomUUID()}`;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { locks } = fakeLocks();
    const busy = busySibling(locks, 1_000);
    const asked = browserTab(locks).ask({ uncountedMs: 300, countedMs: 3_000 });
    await delivered();
    vi.advanceTimersByTime(999);
    await delivered();
    vi.advanceTimersByTime(1);
    await delivered();
    await expect(asked).resolves.toEqual(session);
    busy.close();
  });

  it('gives up on a counted sibling that never answers once the longer limit has passed', async () => {
    channelName = `test-${crypto.randomUUID()}`;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { locks } = fakeLocks();
    const frozen = busySibling(locks, Number.POSITIVE_INFINITY);
    let answered = false;
    const asked = browserTab(locks)
      .ask({ uncountedMs: 300, countedMs: 3_000 })
      .then((value) => {
        answered = true;
        return value;
      });
    await delivered();
    vi.advanceTimersByTime(2_999);
    await delivered();
    expect(answered).toBe(false);
    vi.advanceTimersByTime(1);
    await expect(asked).resolves.toBeNull();
    frozen.close();
  });
});

/** A sibling tab that holds its answering lock and offers its session `delayMs` after a request. */
function busySibling(locks: ShareLocks, delayMs: number) {
  let release = () => {};
  void locks.request(
    `${channelName}:answering:busy`,
    () =>
      new Promise<void>((resolve) => {
        release = resolve;
      }),
  );
  const raw = new BroadcastChannel(channelName);
  raw.onmessage = (event: MessageEvent<{ type: string; requestId: string }>) => {
    if (event.data.type !== 'session.request' || !Number.isFinite(delayMs)) return;
    const { requestId } = event.data;
    setTimeout(() => raw.postMessage({ type: 'session.offer', requestId, session }), delayMs);
  };
  return {
    close: () => {
      release();
      raw.close();
    },
  };
}
