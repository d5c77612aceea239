import { STORAGE_KEYS } from '../config/constants';
import {
  AUDIT_PATHS,
  auditEvent,
  type AuditEvent,
  type SessionEndReason,
} from '../contracts/audit.contract';
import { httpClient } from './http-client';

/** Who the event is about: ids only, never a token. */
export interface AuditSubject {
  id: string;
  tenantId: string;
}

export type AuditTransport = (events: AuditEvent[]) => Promise<void>;

export interface AuditClientOptions {
  send: AuditTransport;
  /** localStorage: the outbox outlives the tab, so an event from a closed tab is sent later. */
  storage?: () => Storage | undefined;
  now?: () => number;
  newId?: () => string;
  /** Waits before each retry after consecutive failures; the last one repeats. */
  retryDelaysMs?: readonly number[];
}

export interface AuditClient {
  /** Queues the event and sends it in the background; never throws, never waits. */
  recordSignIn(subject: AuditSubject): void;
  recordSessionEnd(subject: AuditSubject, reason: SessionEndReason): void;
  /** Sends what the outbox holds; resolves (never rejects) when done or when a send failed. */
  flush(): Promise<void>;
  /** Events not yet accepted by the server. */
  pending(): AuditEvent[];
  /** Cancels a scheduled retry. */
  dispose(): void;
}

const MAX_BATCH = 100;
/** Beyond this the oldest events are dropped, so a long offline spell cannot fill storage. */
const MAX_OUTBOX = 1_000;
const RETRY_DELAYS_MS = [5_000, 15_000, 60_000, 300_000] as const;

/** randomUUID exists only in secure contexts; getRandomValues everywhere. */
function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function readOutbox(storage: Storage | undefined, fallback: AuditEvent[]): AuditEvent[] {
  try {
    const raw = storage?.getItem(STORAGE_KEYS.auditOutbox);
    if (!raw) return storage ? [] : fallback;
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((item) => {
      const result = auditEvent.safeParse(item);
      return result.success ? [result.data] : [];
    });
  } catch {
    return fallback;
  }
}

/**
 * The audit trail of sign-ins and session ends (DESIGN §5): each event gets an id once and goes
 * through an outbox, so a failed send is retried later and a retry is idempotent on the server.
 */
export function createAuditClient(options: AuditClientOptions): AuditClient {
  const storage = options.storage ?? (() => globalThis.localStorage);
  const now = options.now ?? (() => Date.now());
  const newId = options.newId ?? randomId;
  const retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  // Mirrors the outbox when storage is unavailable, so events survive at least in memory.
  let memory: AuditEvent[] = [];
  let inFlight: Promise<void> | null = null;
  let again = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const read = () => readOutbox(storage(), memory);
  const write = (events: AuditEvent[]) => {
    memory = events.slice(-MAX_OUTBOX);
    try {
      storage()?.setItem(STORAGE_KEYS.auditOutbox, JSON.stringify(memory));
    } catch {
      // Storage full or disabled: the in-memory copy still gets sent.
    }
  };

  const scheduleRetry = () => {
    const delay = retryDelays[Math.min(failures, retryDelays.length) - 1] ?? 0;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void flush(), delay);
  };

  const sendAll = async () => {
    do {
      again = false;
      const batch = read().slice(0, MAX_BATCH);
      if (batch.length === 0) return;
      try {
        await options.send(batch);
      } catch {
        failures += 1;
        scheduleRetry();
        return;
      }
      failures = 0;
      const sent = new Set(batch.map((event) => event.id));
      const rest = read().filter((event) => !sent.has(event.id));
      write(rest);
      if (rest.length > 0) again = true;
    } while (again);
  };

  function flush(): Promise<void> {
    if (inFlight) {
      again = true;
      return inFlight;
    }
    inFlight = sendAll().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  const record = (event: Omit<AuditEvent, 'id' | 'at'>) => {
    const stamped = { ...event, id: newId(), at: new Date(now()).toISOString() };
    const result = auditEvent.safeParse(stamped);
    // Without a user and tenant there is nothing the contract can record; a logout goes on.
    if (!result.success) return;
    write([...read(), result.data]);
    void flush();
  };

  return {
    recordSignIn: (subject) =>
      record({ type: 'sign-in', userId: subject.id, tenantId: subject.tenantId }),
    recordSessionEnd: (subject, reason) =>
      record({ type: 'session-end', reason, userId: subject.id, tenantId: subject.tenantId }),
    flush,
    pending: read,
    dispose: () => clearTimeout(retryTimer),
  };
}

/** The app's audit client over the one HTTP client. */
export const auditClient = createAuditClient({
  send: (events) => httpClient.send('post', AUDIT_PATHS.events, { events }),
});
