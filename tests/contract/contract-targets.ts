import { setupServer } from 'msw/node';
import { API_BASE_PATH } from '../../common/constants/server.constants.ts';
import { handlers } from '../../src/mocks/handlers.ts';
import { resetMockApi } from '../../src/mocks/reset.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { startTestServer } from '../../server/test/harness.ts';

/** One API, two implementations: the MSW mock the front end develops against, and the server. */
export interface Target {
  base: string;
  stop(): Promise<void>;
}

async function realServer(): Promise<Target> {
  const t = await startTestServer();
  await seedDemo(t.server.ctx.db, new Date());
  return { base: `${t.url}${API_BASE_PATH}`, stop: () => t.close() };
}

/** The mock from its seed, as the server starts from a freshly migrated and seeded database. */
async function mockServer(): Promise<Target> {
  resetMockApi();
  const msw = setupServer(...handlers);
  msw.listen({ onUnhandledRequest: 'error' });
  return { base: `http://praxis.mock${API_BASE_PATH}`, stop: async () => msw.close() };
}

/** The targets every contract suite runs against (`describe.each`). */
export const CONTRACT_TARGETS = [
  { name: 'the server', start: realServer },
  { name: 'the MSW mock', start: mockServer },
];

/** A JSON call to a target: the status and the parsed body (null when there is none). */
export async function callTarget(
  target: Target,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${target.base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
}
