import { z } from 'zod';
import { loginResponse, type LoginResponse } from '../../../common/contracts/account.contract';
import type { StoredSession } from '../../config/session-values';

/** Its own channel, BroadcastChannel only: tokens never go through localStorage (decision H15). */
export const SESSION_SHARE_CHANNEL = 'praxis.session.share.v1';

const text = z.string().nullable();
const sessionValues = z.object({
  accessToken: text,
  idToken: text,
  tenantId: text,
  refreshToken: text,
  tokenExpires: text,
  authCode: text,
  fhirToken: text,
  serviceToken: text,
  sessionStartedAt: text,
}) satisfies z.ZodType<StoredSession>;

const shareMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('session.request'), requestId: z.string() }),
  z.object({ type: z.literal('session.offer'), requestId: z.string(), session: sessionValues }),
  z.object({
    type: z.literal('session.refreshed'),
    previousRefreshToken: z.string(),
    response: loginResponse,
    receivedAt: z.number(),
  }),
]);
type ShareMessage = z.infer<typeof shareMessage>;

/** A refresh a sibling tab made with a refresh token this tab also holds. */
export interface SharedRefresh {
  response: LoginResponse;
  /** Epoch ms at which the sibling received it (its `expires_in` counts from then). */
  receivedAt: number;
}

export interface SessionShare {
  /** Asks open sibling tabs for their session; null when none answers within `timeoutMs`. */
  ask(timeoutMs: number): Promise<StoredSession | null>;
  /** Answers siblings' requests with `current()` while it returns a session. */
  answer(current: () => StoredSession | null): () => void;
  /** Tells siblings holding `previousRefreshToken` the rotated set this tab received. */
  shareRefresh(previousRefreshToken: string, refresh: SharedRefresh): void;
  /** The latest refresh a sibling shared for this refresh token, if any. */
  sharedRefreshFor(refreshToken: string | null): SharedRefresh | null;
  close(): void;
}

export interface SessionShareOptions {
  broadcastChannel?: typeof BroadcastChannel | undefined;
  name?: string;
  requestId?: () => string;
}

/**
 * Tabs of one browser share a session over BroadcastChannel (same origin only, like the
 * sessionStorage a duplicated tab copies): a new tab asks its open siblings for theirs, and a
 * refresh one tab made is offered to the others. Without BroadcastChannel a new tab signs in.
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
      sharedRefreshFor: () => null,
      close: () => undefined,
    };
  }
  const channel = new Broadcast(options.name ?? SESSION_SHARE_CHANNEL);
  const listeners = new Set<(message: ShareMessage) => void>();
  const refreshes = new Map<string, SharedRefresh>();
  channel.onmessage = (event: MessageEvent) => {
    const parsed = shareMessage.safeParse(event.data);
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === 'session.refreshed') {
      refreshes.clear();
      refreshes.set(message.previousRefreshToken, {
        response: message.response,
        receivedAt: message.receivedAt,
      });
    }
    for (const listener of listeners) listener(message);
  };
  const post = (message: ShareMessage) => channel.postMessage(message);

  return {
    ask: (timeoutMs) =>
      new Promise((resolve) => {
        const id = requestId();
        const done = (session: StoredSession | null) => {
          clearTimeout(timer);
          listeners.delete(onOffer);
          resolve(session);
        };
        const onOffer = (message: ShareMessage) => {
          if (message.type === 'session.offer' && message.requestId === id) done(message.session);
        };
        const timer = setTimeout(() => done(null), timeoutMs);
        listeners.add(onOffer);
        post({ type: 'session.request', requestId: id });
      }),
    answer: (current) => {
      const onRequest = (message: ShareMessage) => {
        if (message.type !== 'session.request') return;
        const session = current();
        if (session) post({ type: 'session.offer', requestId: message.requestId, session });
      };
      listeners.add(onRequest);
      return () => listeners.delete(onRequest);
    },
    shareRefresh: (previousRefreshToken, refresh) =>
      post({ type: 'session.refreshed', previousRefreshToken, ...refresh }),
    sharedRefreshFor: (refreshToken) =>
      refreshToken ? (refreshes.get(refreshToken) ?? null) : null,
    close: () => {
      listeners.clear();
      channel.close();
    },
  };
}
