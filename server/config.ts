import { dirname, join, resolve } from 'node:path';
import { CLIENT_EVENTS_PER_HOUR } from '../common/contracts/audit.contract.ts';
import { SERVER_IDLE_LIMIT_MS } from '../common/constants/session-timing.ts';
import { loadBackupConfig, type BackupConfig } from './db/backup/backup-config.ts';
import { readDraftingConfig, type DraftingConfig } from './drafting/drafting-config.ts';
import { loadSpeechConfig, type SpeechConfig } from './speech/speech-config.ts';

/** Everything the server reads from its environment, with the defaults `npm start` uses. */
export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data directory; also where the signing key is kept when none is given. */
  dataDir: string;
  /** Tests only: a `memory://` database starts from this data directory (server/test/pglite-template.ts). */
  dataDirSeed?: Uint8Array;
  databaseUrl?: string;
  databaseSchema?: string;
  /**
   * The embedded database flushes every commit to the disk (fsync). `PRAXIS_DATABASE_FSYNC=off`
   * trades that for speed: a power cut or kernel crash can then lose the last commits (decision O2).
   */
  databaseFsync: boolean;
  /**
   * The week calendar and the clinician's day are kept between changes of the clinic's schedule
   * (docs/decisions.md c35-schedule-version). `PRAXIS_KEEP_ANSWERS=off` makes every answer afresh:
   * for measuring the database under load (`BENCH_ONLY=database`), or to rule the keeping out.
   */
  keepAnswers: boolean;
  /** PEM PKCS#8 ES256 private key; generated and kept in the data directory when absent. */
  signingKeyPem?: string;
  /** Retired signing keys (PEM bundle) whose tokens are still accepted until they expire. */
  previousSigningKeysPem?: string | undefined;
  issuer: string;
  /** Access and id token lifetime, seconds (the client's `expires_in`). */
  accessTokenTtlS: number;
  /** Absolute session lifetime, seconds: no refresh extends a session past it (decision 7). */
  sessionMaxAgeS: number;
  /** Password-reset link lifetime, seconds. */
  resetTokenTtlS: number;
  /** Mail: SMTP when a URL is set, else the embedded outbox (decision H4). */
  mail: { smtpUrl?: string | undefined; from: string; outboxDir: string };
  /** Where reset links point (the web app's origin). */
  publicUrl: string;
  /** A session unused (no sign-in, no activity heartbeat) this long is ended by the server. */
  idleLimitMs: number;
  /** Audit events one user may report per hour (decision H3); the server's own are not counted. */
  auditClientEventsPerHour: number;
  /** Registration and reset requests per address (they create rows and send mail). */
  requestRateLimit: { perAddress: number; windowMs: number };
  /**
   * Invitation mails (invitations and resends) per clinic and per recipient address within a
   * sliding window (issue 31); counted in the database, so restarts do not reset them.
   */
  invitationMailLimit: { perClinic: number; perAddress: number; windowMs: number };
  /** Failed sign-ins: free failures per key, then a doubling wait up to `maxDelayS` (decision H1). */
  signInThrottle: {
    perAccount: number;
    perAccountAndAddress: number;
    perAddress: number;
    /** The first wait after the free failures; each further failure doubles it. */
    baseDelayS: number;
    maxDelayS: number;
    /** NIST SP 800-63B: at most 100 consecutive failures, then only a reset unlocks the account. */
    lockAfter: number;
    /** Failures from an address are forgotten after this long (a hospital behind one NAT). */
    addressWindowMs: number;
  };
  bodyLimitBytes: number;
  /** Built web app to serve beside the API (`npm start`); absent: API only. */
  staticDir?: string;
  logLevel: string;
  /**
   * Behind reverse proxies: how many hops (a number) or which proxy addresses/CIDRs to trust when
   * reading the client address from X-Forwarded-For (limits key on it); false: the peer address.
   */
  trustProxy: false | number | string[];
  /** Outside literature services (CLINICAL.md decision 6), called by the server only. */
  literature: LiteratureConfig;
  /** Recordings' audio and the transcription provider (CLINICAL.md decision 5). */
  speech: SpeechConfig;
  /** The external drafting model (PRAXIS_AI_*); null: only the built-in offline drafter. */
  drafting: DraftingConfig | null;
  /** Running it for a clinic: the stop deadline, the free-space floor, the metrics token. */
  ops: OpsConfig;
  /** Scheduled backups (PRAXIS_BACKUP_*); `npm run backup` works without them. */
  backup: BackupConfig;
  /** How often due session reminders are looked for and sent (issue 32); 0: this instance never sends. */
  reminderEveryMs: number;
}

export interface OpsConfig {
  /** On SIGTERM/SIGINT the process exits within this, cutting requests still open at its end. */
  shutdownDeadlineMs: number;
  /** `/readyz` fails when the data directory's disk has less free space than this. */
  minFreeDiskBytes: number;
  /** `/metrics` answers only a bearer of this token; absent: `/metrics` is not served. */
  metricsToken?: string | undefined;
}

/** PubMed E-utilities and Europe PMC: where, who we are (their etiquette), how often, how long. */
export interface LiteratureConfig {
  /** E-utilities base, e.g. `https://eutils.ncbi.nlm.nih.gov/entrez/eutils` (no trailing slash). */
  pubmedUrl: string;
  /** Europe PMC REST base, e.g. `https://www.ebi.ac.uk/europepmc/webservices/rest`. */
  europePmcUrl: string;
  /** NCBI API key: raises PubMed's allowance from 3 to 10 requests per second. */
  ncbiApiKey?: string | undefined;
  /** NCBI etiquette: the `tool` and `email` parameters on every E-utilities request. */
  tool: string;
  email: string;
  /** Requests per second to each service, across every user of this server. */
  pubmedRequestsPerSecond: number;
  europePmcRequestsPerSecond: number;
  /** How long an identical request is answered from memory. */
  cacheTtlMs: number;
  /** One outside request's time limit; past it the source is reported unreachable. */
  timeoutMs: number;
  /** Retries after a 429 or 5xx (each after a growing wait, or the service's Retry-After). */
  maxRetries: number;
  /** Searches and abstracts one member may ask for per minute (then 429 with the wait). */
  memberRequestsPerMinute: number;
}

export const PUBMED_DEFAULT_URL = 'https://eutils.ncbi.nlm.nih.gov/entrez/eutils';
export const EUROPEPMC_DEFAULT_URL = 'https://www.ebi.ac.uk/europepmc/webservices/rest';

/** Base URLs from the environment, without a trailing slash. */
const baseUrl = (value: string | undefined, fallback: string) =>
  (value?.trim() || fallback).replace(/\/+$/, '');

function literatureConfig(env: NodeJS.ProcessEnv): LiteratureConfig {
  const ncbiApiKey = env.PRAXIS_NCBI_API_KEY || undefined;
  return {
    pubmedUrl: baseUrl(env.PRAXIS_PUBMED_URL, PUBMED_DEFAULT_URL),
    europePmcUrl: baseUrl(env.PRAXIS_EUROPEPMC_URL, EUROPEPMC_DEFAULT_URL),
    ncbiApiKey,
    tool: env.PRAXIS_LITERATURE_TOOL || 'praxis',
    email: env.PRAXIS_LITERATURE_EMAIL || 'literature@praxis.localhost',
    // NCBI: 3 requests/s without a key, 10 with one. Europe PMC asks for moderation; 5/s is well
    // within what it serves.
    pubmedRequestsPerSecond: Math.min(
      ncbiApiKey ? 10 : 3,
      int(env.PRAXIS_PUBMED_REQUESTS_PER_SECOND, ncbiApiKey ? 10 : 3),
    ),
    europePmcRequestsPerSecond: int(env.PRAXIS_EUROPEPMC_REQUESTS_PER_SECOND, 5),
    cacheTtlMs: int(env.PRAXIS_LITERATURE_CACHE_TTL_MS, 10 * 60 * 1000),
    timeoutMs: int(env.PRAXIS_LITERATURE_TIMEOUT_MS, 10_000),
    maxRetries: int(env.PRAXIS_LITERATURE_MAX_RETRIES, 2),
    memberRequestsPerMinute: int(env.PRAXIS_LITERATURE_MEMBER_REQUESTS_PER_MINUTE, 30),
  };
}

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** The default port of `npm start` (and of `vite preview`). */
export const DEFAULT_PORT = 4173;

/**
 * PORT: unset means 4173, `0` means any free port (what tests and side-by-side runs ask for),
 * anything but a whole number up to 65535 stops the start naming the setting.
 */
export function portFrom(value: string | undefined): number {
  const text = value?.trim() ?? '';
  if (text === '') return DEFAULT_PORT;
  const n = Number(text);
  if (!/^\d+$/.test(text) || n > 65_535) {
    throw new Error(`PORT must be a port number from 0 (any free port) to 65535, not "${text}".`);
  }
  return n;
}

/** `on`/`off` (or `true`/`false`); anything else stops the start with the setting's name. */
function onOff(value: string | undefined, name: string, fallback: boolean): boolean {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return fallback;
  if (text === 'on' || text === 'true') return true;
  if (text === 'off' || text === 'false') return false;
  throw new Error(`${name} must be on or off (it is "${value}").`);
}

export const TRUST_PROXY_TRUE_REFUSED =
  'PRAXIS_TRUST_PROXY=true would trust every X-Forwarded-For, so anyone could choose the address ' +
  'the sign-in limits count. Set the number of proxies in front of Praxis (e.g. PRAXIS_TRUST_PROXY=1) ' +
  'or their addresses (e.g. PRAXIS_TRUST_PROXY=10.0.0.5,10.1.0.0/16).';

/** Decision H9: a hop count or a list of proxies, never "trust everyone". */
function trustProxy(value: string | undefined): ServerConfig['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') throw new Error(TRUST_PROXY_TRUE_REFUSED);
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = portFrom(env.PORT);
  const dataDir = resolve(env.PRAXIS_DATA_DIR ?? '.data/pglite');
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    databaseFsync: onOff(env.PRAXIS_DATABASE_FSYNC, 'PRAXIS_DATABASE_FSYNC', true),
    keepAnswers: onOff(env.PRAXIS_KEEP_ANSWERS, 'PRAXIS_KEEP_ANSWERS', true),
    signingKeyPem: env.PRAXIS_SIGNING_KEY || undefined,
    previousSigningKeysPem: env.PRAXIS_PREVIOUS_SIGNING_KEYS || undefined,
    issuer: env.PRAXIS_ISSUER ?? 'praxis',
    accessTokenTtlS: int(env.PRAXIS_ACCESS_TOKEN_TTL_S, 60 * 60),
    sessionMaxAgeS: int(env.PRAXIS_SESSION_MAX_AGE_S, 12 * 60 * 60),
    resetTokenTtlS: int(env.PRAXIS_RESET_TOKEN_TTL_S, 30 * 60),
    mail: {
      smtpUrl: env.PRAXIS_SMTP_URL || undefined,
      from: env.PRAXIS_MAIL_FROM || 'Praxis <no-reply@praxis.localhost>',
      outboxDir: env.PRAXIS_MAIL_OUTBOX_DIR
        ? resolve(env.PRAXIS_MAIL_OUTBOX_DIR)
        : join(dirname(dataDir), 'outbox'),
    },
    publicUrl: env.PRAXIS_PUBLIC_URL ?? `http://localhost:${port}`,
    idleLimitMs: int(env.PRAXIS_IDLE_LIMIT_MS, SERVER_IDLE_LIMIT_MS),
    auditClientEventsPerHour: int(env.PRAXIS_AUDIT_CLIENT_EVENTS_PER_HOUR, CLIENT_EVENTS_PER_HOUR),
    requestRateLimit: {
      perAddress: int(env.PRAXIS_REQUEST_LIMIT_PER_ADDRESS, 50),
      windowMs: int(env.PRAXIS_REQUEST_LIMIT_WINDOW_MS, 15 * 60 * 1000),
    },
    invitationMailLimit: {
      perClinic: int(env.PRAXIS_INVITATION_MAILS_PER_CLINIC, 30),
      perAddress: int(env.PRAXIS_INVITATION_MAILS_PER_ADDRESS, 3),
      windowMs: int(env.PRAXIS_INVITATION_MAIL_WINDOW_MS, 60 * 60 * 1000),
    },
    signInThrottle: {
      perAccount: int(env.PRAXIS_SIGNIN_FREE_FAILURES_PER_ACCOUNT, 10),
      perAccountAndAddress: int(env.PRAXIS_SIGNIN_FREE_FAILURES_PER_PAIR, 5),
      perAddress: int(env.PRAXIS_SIGNIN_FREE_FAILURES_PER_ADDRESS, 50),
      baseDelayS: int(env.PRAXIS_SIGNIN_BASE_DELAY_S, 1),
      maxDelayS: int(env.PRAXIS_SIGNIN_MAX_DELAY_S, 15 * 60),
      lockAfter: Math.min(100, int(env.PRAXIS_SIGNIN_LOCK_AFTER, 100)),
      addressWindowMs: int(env.PRAXIS_SIGNIN_ADDRESS_WINDOW_MS, 15 * 60 * 1000),
    },
    bodyLimitBytes: int(env.PRAXIS_BODY_LIMIT_BYTES, 64 * 1024),
    staticDir: env.PRAXIS_STATIC_DIR || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: trustProxy(env.PRAXIS_TRUST_PROXY),
    literature: literatureConfig(env),
    speech: loadSpeechConfig(env, dataDir),
    drafting: readDraftingConfig(env),
    ops: {
      shutdownDeadlineMs: int(env.PRAXIS_SHUTDOWN_DEADLINE_MS, 10_000),
      minFreeDiskBytes: int(env.PRAXIS_MIN_FREE_DISK_MB, 200) * 1024 * 1024,
      metricsToken: env.PRAXIS_METRICS_TOKEN || undefined,
    },
    backup: loadBackupConfig(env, dataDir),
    reminderEveryMs: int(env.PRAXIS_REMINDERS_EVERY_S, 60) * 1000,
  };
}
