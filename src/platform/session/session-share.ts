import type { LoginResponse } from '../../../common/contracts/account.contract';
import type { StoredSession } from '../../config/session-values';

/** Its own channel, BroadcastChannel only: tokens never go through localStorage (decision H15). */
export const SESSION_SHARE_CHANNEL = 'praxis.session.share.v1';

type ShareMessage =
  | { type: 'session.request'; requestId: string }
  | { type: 'session.offer'; requestId: string; session: StoredSession }
  /** An answering tab has no live session to give. */
  | { type: 'session.none'; requestId: string }
  // The response is checked against the account contract later (see keepRefresh).
  | {
      type: 'session.refreshed';
      previousRefreshToken: string;
      response: unknown;
      receivedAt: number;
    };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A sibling's session values, each text or null; anything else is no session. */
function sessionOf(value: unknown): StoredSession | null {
  if (!isRecord(value)) return null;
  const text = (key: keyof StoredSession) => {
    const field = value[key];
    return field === null || typeof field === 'string' ? field : undefined;
  };
  // Typed as every field of StoredSession, so a field added there must be read here too.
  const session: { [K in keyof StoredSession]: StoredSession[K] | undefined } = {
    accessToken: text('accessToken'),
    idToken: text('idToken'),
    tenantId: text('tenantId'),
    refreshToken: text('refreshToken'),
    tokenExpires: text('tokenExpires'),
    authCode: text('authCode'),
    fhirToken: text('fhirToken'),
    serviceToken: text('serviceToken'),
    sessionStartedAt: text('sessionStartedAt'),
  };
  return Object.values(session).includes(undefined) ? null : (session as StoredSession);
}

/** A message of a sibling tab, with only its known fields; anything else is null. */
function parseMessage(data: unknown): ShareMessage | null {
  if (!isRecord(data)) return null;
  const { type, requestId } = data;
  if ((type === 'session.request' || type === 'session.none') && typeof requestId === 'string')
    return { type, requestId };
  if (type === 'session.offer' && typeof requestId === 'string') {
    const session = sessionOf(data.session);
    return session ? { type, requestId, session } : null;
  }
  const { previousRefreshToken, response, receivedAt } = data;
  if (
    type === 'session.refreshed' &&
    typeof previousRefreshToken === 'string' &&
    typeof receivedAt === 'number' &&
    Number.isFinite(receivedAt)
  )
    return { type, previousRefreshToken, response, receivedAt };
  return null;
}

/** A refresh a sibling tab made with a refresh token this tab also holds. */
export interface SharedRefresh {
  response: LoginResponse;
  /** Epoch ms at which the sibling received it (its `expires_in` counts from then). */
  receivedAt: number;
}

export interface SessionShare {
  /** Asks open sibling tabs for their session; null when none offers one within the wait. */
  ask(wait: SiblingWait): Promise<StoredSession | null>;
  /** Answers siblings' requests with `current()` while it returns a session. */
  answer(current: () => StoredSession | null): () => void;
  /** Tells siblings holding `previousRefreshToken` the rotated set this tab received. */
  shareRefresh(previousRefreshToken: string, refresh: SharedRefresh): void;
  /** The latest refresh a sibling shared for this refresh token, if any (once checked). */
  sharedRefreshFor(refreshToken: string | null): Promise<SharedRefresh | null>;
  close(): void;
}

/** How long a new tab waits for its siblings' answers. */
export interface SiblingWait {
  /** When the browser cannot tell how many siblings will answer (no Web Locks): a short wait. */
  uncountedMs: number;
  /**
   * The most it waits for siblings it knows will answer; it stops once each has. A busy sibling
   * may take more than the short wait, and its member would be asked to sign in again (issue 37).
   */
  countedMs: number;
}

/** The part of the Web Locks API the share uses (a test gives its own). */
export type ShareLocks = Pick<LockManager, 'request' | 'query'>;

export interface SessionShareOptions {
  broadcastChannel?: typeof BroadcastChannel | undefined;
  /** Tells how many tabs answer; without it a new tab always waits out the handshake. */
  locks?: ShareLocks | undefined;
  name?: string;
  requestId?: () => string;
}

/**
 * How many other tabs answer requests: each answering tab holds a lock named with the channel and
 * its own id while it answers, so a new tab knows at once whether anyone will answer (null where
 * the browser cannot tell).
 */
async function answeringSiblings(
  locks: ShareLocks | undefined,
  prefix: string,
  own: string,
): Promise<number | null> {
  if (!locks) return null;
  try {
    const { held = [] } = await locks.query();
    const names = new Set(held.map((lock) => lock.name ?? ''));
    names.delete(own);
    return [...names].filter((name) => name.startsWith(prefix)).length;
  } catch {
    return null;
  }
}

/** Holds the lock `name` until the returned function is called (nothing without Web Locks). */
function holdLock(locks: ShareLocks | undefined, name: string): () => void {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  locks?.request(name, () => held).catch(() => undefined);
  return release;
}

/**
 * Tabs of one browser share a session over BroadcastChannel (same origin only, like the
 * sessionStorage a duplicated tab copies): a new tab asks its open siblings for theirs, and a
 * refresh one tab made is offered to the others. Without BroadcastChannel a new tab signs in.
 * Each answering tab holds a Web Lock while it answers and says so when it has no session, so a
 * new tab stops waiting once every sibling has answered — at once when there is none (issue 13:
 * the handshake's whole wait stood between a new tab and a usable sign-in form).
 */
export function createSessionShare(options: SessionShareOptions = {}): SessionShare {
  const Broadcast =
    'broadcastChannel' in options ? options.broadcastChannel : globalThis.BroadcastChannel;
  const requestId = options.requestId ?? (() => crypto.randomUUID());
  if (!Broadcast) {
    return {
      ask: async () => null,
      answer: () => () => undefined,
      shareRefresh: () => undefined,
      sharedRefreshFor: async () => null,
      close: () => undefined,
    };
  }
  const name = options.name ?? SESSION_SHARE_CHANNEL;
  const locks = 'locks' in options ? options.locks : globalThis.navigator?.locks;
  const lockPrefix = `${name}:answering:`;
  const ownLock = `${lockPrefix}${requestId()}`;
  const releases = new Set<() => void>();
  const channel = new Broadcast(name);
  const listeners = new Set<(message: ShareMessage) => void>();
  const refreshes = new Map<string, SharedRefresh>();
  // Shared refreshes are checked in the order they came; a lookup waits for the checks under way.
  let checked: Promise<void> = Promise.resolve();
  const keepRefresh = (message: Extract<ShareMessage, { type: 'session.refreshed' }>) => {
    checked = checked
      .then(async () => {
        const { loginResponse } = await import('../../../common/contracts/account.contract');
        const response = loginResponse.safeParse(message.response);
        if (!response.success) return;
        refreshes.clear();
        refreshes.set(message.previousRefreshToken, {
          response: response.data,
          receivedAt: message.receivedAt,
        });
      })
      // The contract could not be loaded (offline): this tab refreshes on its own.
      .catch(() => undefined);
  };
  channel.onmessage = (event: MessageEvent) => {
    const message = parseMessage(event.data);
    if (!message) return;
    if (message.type === 'session.refreshed') keepRefresh(message);
    for (const listener of listeners) listener(message);
  };
  const post = (message: ShareMessage) => channel.postMessage(message);

  return {
    ask: async (wait) => {
      const siblings = await answeringSiblings(locks, lockPrefix, ownLock);
      if (siblings === 0) return null;
      const timeoutMs = siblings === null ? wait.uncountedMs : wait.countedMs;
      return new Promise((resolve) => {
        const id = requestId();
        let declined = 0;
        const done = (session: StoredSession | null) => {
          clearTimeout(timer);
          listeners.delete(onAnswer);
          resolve(session);
        };
        const onAnswer = (message: ShareMessage) => {
          if (!('requestId' in message) || message.requestId !== id) return;
          if (message.type === 'session.offer') done(message.session);
          if (message.type !== 'session.none') return;
          declined += 1;
          if (siblings !== null && declined >= siblings) done(null);
        };
        const timer = setTimeout(() => done(null), timeoutMs);
        listeners.add(onAnswer);
        post({ type: 'session.request', requestId: id });
      });
    },
    answer: (current) => {
      const onRequest = (message: ShareMessage) => {
        if (message.type !== 'session.request') return;
        const session = current();
        const { requestId: id } = message;
        post(
          session
            ? { type: 'session.offer', requestId: id, session }
            : { type: 'session.none', requestId: id },
        );
      };
      listeners.add(onRequest);
      const release = holdLock(locks, ownLock);
      releases.add(release);
      return () => {
        listeners.delete(onRequest);
        releases.delete(release);
        release();
      };
    },
    shareRefresh: (previousRefreshToken, refresh) =>
      post({ type: 'session.refreshed', previousRefreshToken, ...refresh }),
    sharedRefreshFor: async (refreshToken) => {
      await checked;
      return refreshToken ? (refreshes.get(refreshToken) ?? null) : null;
    },
    close: () => {
      for (const release of releases) release();
      releases.clear();
      listeners.clear();
      channel.close();
    },
  };
}
