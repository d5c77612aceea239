import { setupServer } from 'msw/node';
import { API_BASE_PATH } from '../../common/constants/server.constants.ts';
import { handlers } from '../../src/mocks/handlers.ts';
import { resetMockApi } from '../../src/mocks/reset.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import type { ServerConfig } from '../../server/config.ts';
import { startTestServer, TEST_DATABASE } from '../../server/test/harness.ts';

/** One API, two implementations: the MSW mock the front end develops against, and the server. */
export interface Target {
  base: string;
  stop(): Promise<void>;
}

/** The server on the demo clinic; `overrides` set what a suite needs configured (a service's address). */
export async function realServer(overrides: Partial<ServerConfig> = {}): Promise<Target> {
  const t = await startTestServer(overrides);
  await seedDemo(t.server.ctx.db, new Date());
  return { base: `${t.url}${API_BASE_PATH}`, stop: () => t.close() };
}

/** The mock from its seed, as the server starts from a freshly migrated and seeded database. */
export async function mockServer(): Promise<Target> {
  resetMockApi();
  const msw = setupServer(...handlers);
  msw.listen({ onUnhandledRequest: 'error' });
  return { base: `http://praxis.mock${API_BASE_PATH}`, stop: async () => msw.close() };
}

const SERVER_TARGET = { name: 'the server', start: () => realServer() };
const MOCK_TARGET = { name: 'the MSW mock', start: mockServer };

/**
 * The server and the mock, as a suite's `describe.each` takes them; in the PostgreSQL pass the
 * server only: the mock answers the same whichever database the server has, and the PGlite pass
 * has already held it to the server.
 */
export const bothTargets = <T>(server: T, mock: T): T[] =>
  TEST_DATABASE === 'postgres' ? [server] : [server, mock];

/** The targets every contract suite runs against. */
export const CONTRACT_TARGETS = bothTargets(SERVER_TARGET, MOCK_TARGET);

/** What a contract case sends beyond a JSON body: request headers (If-Match…) or a raw body. */
export interface CallOptions {
  headers?: Record<string, string>;
  /** Sent as is (audio, a form), with `headers['content-type']` saying what it is. */
  raw?: BodyInit;
}

/** A target's answer: the status, the response headers (ETag…), the parsed body (null if none). */
export interface TargetReply {
  status: number;
  headers: Headers;
  body: unknown;
}

/** A body as JSON when it is JSON, as text when it is not, null when there is none. */
function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A call to a target, JSON unless `options.raw` is given, answered with its headers. */
export async function exchange(
  target: Target,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  options: CallOptions = {},
): Promise<TargetReply> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  Object.assign(headers, options.headers);
  const response = await fetch(`${target.base}${path}`, {
    method,
    headers,
    body: options.raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: parseBody(text) };
}

/** A call to a target: the status and the parsed body (null when there is none). */
export async function callTarget(
  target: Target,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  options: CallOptions = {},
): Promise<{ status: number; body: unknown }> {
  const { status, body: parsed } = await exchange(target, method, path, body, token, options);
  return { status, body: parsed };
}
