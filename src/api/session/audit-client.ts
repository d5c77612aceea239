import { STORAGE_KEYS } from '../../config/constants';
import {
  AUDIT_EVENT_TYPES,
  AUDIT_PATHS,
  SESSION_END_REASONS,
} from '../../../common/constants/account.constants';
import type { AuditEvent, SessionEndReason } from '../../../common/contracts/audit.contract';
import { waitAfter, type RetryWaits } from '../../../common/time/retry-waits';
import { apiBaseUrl } from '../http/http-client';

/** Text as the contract's `safeText().min(1)`: no NUL character, not empty. */
const isText = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && !value.includes('\u0000');

/** An ISO 8601 UTC date-time, as `z.iso.datetime()` takes it (with a real day and time). */
const ISO_UTC =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?Z$/;
const isIsoTime = (value: unknown) =>
  typeof value === 'string' && ISO_UTC.test(value) && !Number.isNaN(Date.parse(value));

const EVENT_FIELDS = new Set(['id', 'type', 'reason', 'at', 'userId', 'tenantId']);

/**
 * The contract's `auditEvent` (a strict object), checked by hand so the start-up code does not
 * load zod; a test holds the two together.
 */
function asAuditEvent(value: unknown): AuditEvent | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const event = value as Record<string, unknown>;
  const valid =
    Object.keys(event).every((key) => EVENT_FIELDS.has(key)) &&
    isText(event.id) &&
    event.id.length <= 64 &&
    (AUDIT_EVENT_TYPES as readonly unknown[]).includes(event.type) &&
    (event.reason === undefined ||
      (SESSION_END_REASONS as readonly unknown[]).includes(event.reason)) &&
    isIsoTime(event.at) &&
    isText(event.userId) &&
    isText(event.tenantId);
  return valid ? (event as unknown as AuditEvent) : null;
}

/** Who the event is about: ids only, never a token. */
export interface AuditSubject {
  id: string;
  tenantId: string;
}

/** Sends one batch with the bearer token of the session the events belong to. */
export type AuditTransport = (events: AuditEvent[], token: string | null) => Promise<void>;

/** A refused send; `status` 0 when no response arrived. */
export class AuditSendError extends Error {
  override name = 'AuditSendError';
  constructor(readonly status: number) {
    super(`Audit events not accepted (status ${status})`);
  }
}

export interface AuditClientOptions {
  send: AuditTransport;
  /** The session's bearer token, read when an event is recorded (a logout clears it next). */
  getToken?: () => string | null;
  /** Told about a batch the server refused for good (4xx), which is then dropped. */
  onDropped?: (events: AuditEvent[], error: unknown) => void;
  /** localStorage: the outbox outlives the tab, so an event from a closed tab is sent later. */
  storage?: () => Storage | undefined;
  now?: () => number;
  newId?: () => string;
  /** Waits before each retry after consecutive failures; the last one repeats. */
  retryDelaysMs?: RetryWaits;
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
  configure(options: Pick<AuditClientOptions, 'getToken' | 'onDropped'>): void;
}

const MAX_BATCH = 100;
/** Beyond this the oldest events are dropped, so a long offline spell cannot fill storage. */
const MAX_OUTBOX = 1_000;
const RETRY_DELAYS_MS: RetryWaits = [5_000, 15_000, 60_000, 300_000];

/** A 4xx other than timeout or rate limit will fail the same way on every retry. */
function isPermanent(error: unknown): boolean {
  const status = error instanceof AuditSendError ? error.status : 0;
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

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
      const event = asAuditEvent(item);
      return event ? [event] : [];
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
  let getToken = options.getToken ?? (() => null);
  let onDropped = options.onDropped ?? (() => {});
  // Tokens stay in memory only; an event restored from storage is sent with the current one.
  const tokens = new Map<string, string | null>();
  const tokenOf = (event: AuditEvent) =>
    tokens.has(event.id) ? (tokens.get(event.id) ?? null) : getToken();
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
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void flush(), waitAfter(retryDelays, failures));
  };

  const sendAll = async () => {
    do {
      again = false;
      const [first, ...others] = read();
      if (!first) return;
      const token = tokenOf(first);
      const sameSession = others.filter((event) => tokenOf(event) === token);
      const batch = [first, ...sameSession].slice(0, MAX_BATCH);
      try {
        await options.send(batch, token);
      } catch (error) {
        if (!isPermanent(error)) {
          failures += 1;
          scheduleRetry();
          return;
        }
        onDropped(batch, error);
      }
      failures = 0;
      const done = new Set(batch.map((event) => event.id));
      for (const id of done) tokens.delete(id);
      const rest = read().filter((event) => !done.has(event.id));
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
    const checked = asAuditEvent(stamped);
    // Without a user and tenant there is nothing the contract can record; a logout goes on.
    if (!checked) return;
    tokens.set(checked.id, getToken());
    write([...read(), checked]);
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
    configure: (next) => {
      if (next.getToken) getToken = next.getToken;
      if (next.onDropped) onDropped = next.onDropped;
    },
  };
}

/**
 * Plain fetch, not the app's HTTP client: a refused audit call must never count as the session's
 * 401. keepalive lets a send started during a logout or unload finish.
 */
export function fetchAuditTransport(baseUrl: () => string = apiBaseUrl): AuditTransport {
  return async (events, token) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await fetch(`${baseUrl()}${AUDIT_PATHS.events}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ events }),
      keepalive: true,
    }).catch(() => {
      throw new AuditSendError(0);
    });
    if (!response.ok) throw new AuditSendError(response.status);
  };
}

/** The app's audit client; the composition root gives it the session's token (`configure`). */
export const auditClient = createAuditClient({ send: fetchAuditTransport() });
