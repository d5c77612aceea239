import { STORAGE_KEYS } from '../../config/constants';
import { SESSION_END_REASONS } from '../../../common/constants/account.constants';
import type { SessionEndReason } from '../../../common/contracts/audit.contract';

/** What tabs of one session tell each other (decision 6); never a token. */
export type TabMessage =
  | { type: 'activity'; sessionId: string; nonce: string }
  | { type: 'logout'; sessionId: string; nonce: string; reason: SessionEndReason };

const isReason = (value: unknown): value is SessionEndReason =>
  (SESSION_END_REASONS as readonly unknown[]).includes(value);

export interface TabChannel {
  publishActivity(): void;
  publishLogout(reason: SessionEndReason): void;
  /** Messages from sibling tabs of the same session only. */
  subscribe(listener: (message: TabMessage) => void): () => void;
  close(): void;
}

export interface TabChannelOptions {
  /** Identifies the session (not secret): tabs of other sessions are ignored. */
  sessionId: string;
  /** Undefined where the browser lacks BroadcastChannel: the storage-event fallback is used. */
  broadcastChannel?: typeof BroadcastChannel | undefined;
  storage?: Storage;
  /** Where `storage` events arrive (the window). */
  target?: EventTarget;
  name?: string;
  nonce?: () => string;
}

/** A message of another tab, with only its known fields; anything else is null. */
function parse(data: unknown): TabMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, sessionId, nonce, reason } = data as Record<string, unknown>;
  if (typeof sessionId !== 'string' || typeof nonce !== 'string') return null;
  if (type === 'activity') return { type, sessionId, nonce };
  if (type === 'logout' && isReason(reason)) return { type, sessionId, nonce, reason };
  return null;
}

function parseJson(text: string | null): TabMessage | null {
  if (!text) return null;
  try {
    return parse(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * BroadcastChannel between tabs; where it is missing, a localStorage write whose `storage`
 * event reaches the other tabs (a fresh nonce makes every write a change).
 */
export function createTabChannel(options: TabChannelOptions): TabChannel {
  const name = options.name ?? STORAGE_KEYS.tabChannel;
  const nonce = options.nonce ?? (() => crypto.randomUUID());
  const Broadcast =
    'broadcastChannel' in options ? options.broadcastChannel : globalThis.BroadcastChannel;
  const listeners = new Set<(message: TabMessage) => void>();
  const deliver = (message: TabMessage | null) => {
    if (message?.sessionId !== options.sessionId) return;
    for (const listener of listeners) listener(message);
  };

  let post: (message: TabMessage) => void;
  let close: () => void;
  if (Broadcast) {
    const channel = new Broadcast(name);
    channel.onmessage = (event: MessageEvent) => deliver(parse(event.data));
    post = (message) => channel.postMessage(message);
    close = () => channel.close();
  } else {
    const storage = options.storage ?? globalThis.localStorage;
    const target = options.target ?? globalThis.window;
    const onStorage = (event: Event) => {
      const { key, newValue } = event as StorageEvent;
      if (key === name) deliver(parseJson(newValue));
    };
    target.addEventListener('storage', onStorage);
    post = (message) => {
      try {
        storage.setItem(name, JSON.stringify(message));
      } catch {
        // Storage full or disabled: sibling tabs fall back on their own watchers.
      }
    };
    close = () => target.removeEventListener('storage', onStorage);
  }

  const { sessionId } = options;
  return {
    publishActivity: () => post({ type: 'activity', sessionId, nonce: nonce() }),
    publishLogout: (reason) => post({ type: 'logout', sessionId, nonce: nonce(), reason }),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => {
      listeners.clear();
      close();
    },
  };
}
