import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import { API_BASE_PATH } from '../../common/constants/server.constants.ts';
import { forwardClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import type { ServerConfig } from '../config.ts';
import { startServer } from '../server.ts';
import { hashPassword } from '../auth/passwords.ts';
import { SCHEMA_CHANGE_LOCK } from '../db/migrations.ts';
import { openDatabase, type OpenDatabase } from '../db/database.ts';
import type { RunningServer, StartOptions } from '../server.ts';
import { testPgliteDatabase } from './pglite-template.ts';

/** Which database the suite runs on: PGlite unless PRAXIS_TEST_DATABASE=postgres (with DATABASE_URL). */
export const TEST_DATABASE =
  process.env.PRAXIS_TEST_DATABASE === 'postgres' ? 'postgres' : ('pglite' as const);

/** DATABASE_URL in the PostgreSQL pass only (npm test runs the server suite twice when it is set). */
export const POSTGRES_TEST_URL =
  TEST_DATABASE === 'postgres' ? process.env.DATABASE_URL : undefined;

/** A new PostgreSQL schema's name: each test server, process or copy works in its own. */
export const scratchSchema = (prefix = 'praxis_test') =>
  `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is, for malformed-JSON cases. */
  raw?: string;
  token?: string;
  headers?: Record<string, string>;
}

export interface TestServer {
  url: string;
  server: RunningServer;
  mails: { email: string; link: string }[];
  /** Lets time pass: the server's wall clock and its monotonic clock move forward. */
  advance(ms: number): void;
  /** Sets the server's wall clock back (an operator, an NTP step); real time does not go back. */
  setWallClockBack(ms: number): void;
  request<T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: RequestOptions,
  ): Promise<Reply<T>>;
  /** Registers a fresh account (its own clinic) and signs it in. */
  signUp(password?: string): Promise<{ email: string; password: string; login: LoginResponse }>;
  /**
   * Adds a member with these roles to a clinic and signs them in. Stands in for an accepted
   * invitation (not built yet): written straight to the database.
   */
  addMember(tenantId: string, roles: string[]): Promise<{ id: string; login: LoginResponse }>;
  /** The server's clock (real time plus every `advance`). */
  now(): Date;
  /**
   * Closes the server, drops its PostgreSQL schema (unless `keepDatabase`: a restart on the same
   * database) and removes its audio directory, even when closing fails. Closing again does nothing.
   */
  close(options?: { keepDatabase?: boolean }): Promise<void>;
}

/** The token a reset link carries (in its fragment, so no request log ever sees it). */
export function resetTokenOf(link: string): string {
  const token = new URLSearchParams(new URL(link).hash.slice(1)).get('token');
  if (!token) throw new Error('the link carries no token');
  return token;
}

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.test`;

/** The database a test server opens: the migrated PGlite template, or a new PostgreSQL schema. */
export function databaseConfig(): Pick<
  ServerConfig,
  'databaseUrl' | 'databaseSchema' | 'dataDir' | 'dataDirSeed'
> {
  if (TEST_DATABASE === 'pglite') return testPgliteDatabase();
  if (!process.env.DATABASE_URL)
    throw new Error('PRAXIS_TEST_DATABASE=postgres needs DATABASE_URL');
  const schema = scratchSchema();
  return { databaseUrl: process.env.DATABASE_URL, databaseSchema: schema, dataDir: 'memory://' };
}

export async function dropSchema(url: string | undefined, schema: string | undefined) {
  if (!url || !schema) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Never while a migration elsewhere reads the catalogue (see SCHEMA_CHANGE_LOCK).
    await client.query('SELECT pg_advisory_lock($1::bigint)', [SCHEMA_CHANGE_LOCK]);
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

/** The suite's database opened on its own, without a server: its `close` also drops its schema. */
export async function openTestDatabase(): Promise<OpenDatabase> {
  const config = databaseConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    dataDir: config.dataDir,
    dataDirSeed: config.dataDirSeed,
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropSchema(config.databaseUrl, config.databaseSchema);
    },
  };
}

/**
 * Paths the tests name outside the API (the web app, its assets, health probes, the key set and
 * whole URLs under /backend); every other path is an API path and gets the API's prefix.
 */
const OUTSIDE_API = /^\/(?:$|app\b|assets\b|backend\b|healthz\b|readyz\b|\.well-known\b)/;
const isOutsideApi = (path: string) => OUTSIDE_API.test(path);

/** A new directory name for a test's audio under the system's temporary directory. */
export const temporaryAudioDir = () => join(tmpdir(), `praxis-audio-${randomUUID()}`);

/** A real server on a loopback port with its own empty database and a movable clock. */
export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
  options: Pick<StartOptions, 'freeSpace' | 'logger' | 'mailTransport'> = {},
): Promise<TestServer> {
  let offset = 0;
  let passed = 0;
  const mails: TestServer['mails'] = [];
  const base = loadConfig({});
  // Each test server keeps its audio in a directory of its own, removed when it closes.
  const ownAudioDir = temporaryAudioDir();
  const config: ServerConfig = {
    ...base,
    speech: { ...base.speech, audioDir: ownAudioDir },
    port: 0,
    host: '127.0.0.1',
    requestRateLimit: { perAddress: 1000, windowMs: 60_000 },
    ...databaseConfig(),
    ...overrides,
  };
  // A test that names its own data directory (a restart on disk) opens it as it is, unseeded.
  if (overrides.dataDir) delete config.dataDirSeed;
  // The server's own forward-only clock over a wall clock and a time the test moves.
  const clock = forwardClock({
    wall: () => Date.now() + offset,
    elapsed: () => performance.now() + passed,
  });
  const server = await startServer(config, {
    ...options,
    clock,
    mailer: (mail) => void mails.push(mail),
  });
  const url = server.url;
  let closing: Promise<void> | undefined;

  const request: TestServer['request'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined = options.raw;
    if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const target = isOutsideApi(path) ? path : `${API_BASE_PATH}${path}`;
    const response = await fetch(`${url}${target}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = {};
    }
    return { status: response.status, body: parsed as never, text, headers: response.headers };
  };

  const signUp: TestServer['signUp'] = async (password = 'correct horse battery') => {
    const email = uniqueEmail();
    const registered = await request('POST', '/account/register', {
      body: { id: '123456', email, password, firstName: 'Ada', lastName: 'Lovelace' },
    });
    if (registered.status !== 201) throw new Error(`register failed: ${registered.text}`);
    const login = await request<LoginResponse>('POST', '/account/login', {
      body: { email, password },
    });
    if (login.status !== 200) throw new Error(`login failed: ${login.text}`);
    return { email, password, login: login.body };
  };

  const addMember: TestServer['addMember'] = async (tenantId, roles) => {
    const email = uniqueEmail('member');
    const password = 'member password 1';
    const id = randomUUID();
    await server.ctx.db
      .insertInto('users')
      .values({
        id,
        tenant_id: tenantId,
        email,
        password_hash: await hashPassword(password),
        first_name: 'Member',
        last_name: roles.join('-'),
        created_at: new Date(),
        roles,
      })
      .execute();
    const login = await request<LoginResponse>('POST', '/account/login', {
      body: { email, password },
    });
    if (login.status !== 200) throw new Error(`member login failed: ${login.text}`);
    return { id, login: login.body };
  };

  return {
    url,
    server,
    addMember,
    mails,
    advance: (ms) => {
      offset += ms;
      passed += ms;
    },
    setWallClockBack: (ms) => void (offset -= ms),
    now: clock,
    request,
    signUp,
    close(options = {}) {
      closing ??= (async () => {
        try {
          await server.close();
          if (!options.keepDatabase) await dropSchema(config.databaseUrl, config.databaseSchema);
        } finally {
          await rm(ownAudioDir, { recursive: true, force: true });
        }
      })();
      return closing;
    },
  };
}
