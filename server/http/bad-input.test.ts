import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRequest } from '../../common/contracts/account.contract.ts';
import { bodyLimitFor } from './body-limits.ts';
import { startTestServer, uniqueEmail } from '../test/harness.ts';
import type { Reply, TestServer } from '../test/harness.ts';

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer({ bodyLimitBytes: 2048 });
  token = (await t.signUp()).login.access_token;
});
afterAll(() => t.close());

const validRegistration = () => ({
  id: '913',
  email: uniqueEmail('bad'),
  password: 'long enough secret',
  firstName: 'Al',
  lastName: 'Bo',
});

/** Every error is `{ message }` alone, readable, with no stack trace or SQL in it. */
function expectCleanError(reply: Reply, status: number, message: string | RegExp) {
  expect(reply.status).toBe(status);
  expect(Object.keys(reply.body)).toEqual(['message']);
  expect(reply.body.message).toMatch(message);
  expect(reply.text).not.toMatch(/\bat .+:\d+|select |insert |node_modules/i);
}

async function userCount(): Promise<number> {
  const rows = await t.server.ctx.db.selectFrom('users').select('id').execute();
  return rows.length;
}

describe('request bodies that are not acceptable', () => {
  it('malformed JSON is refused with 400 and nothing is stored', async () => {
    const before = await userCount();
    const reply = await t.request('POST', '/account/register', { raw: '{"email": "a@b.c",' });
    expectCleanError(reply, 400, 'The request body is not valid JSON.');
    expect(await userCount()).toBe(before);
  });

  it('a field of the wrong type is refused, naming the field', async () => {
    const reply = await t.request('POST', '/account/register', {
      body: { ...validRegistration(), firstName: 42 },
    });
    expectCleanError(reply, 400, /^Invalid request body: firstName: /);
  });

  it('a missing field is refused, naming the field', async () => {
    const { password: _password, ...withoutPassword } = validRegistration();
    const reply = await t.request('POST', '/account/register', { body: withoutPassword });
    expectCleanError(reply, 400, /password: /);
  });

  it('an unknown field is refused rather than silently dropped, and nothing is stored', async () => {
    const before = await userCount();
    const reply = await t.request('POST', '/account/register', {
      body: { ...validRegistration(), isAdmin: true },
    });
    expectCleanError(reply, 400, /Unrecognized key: "isAdmin"/);
    expect(await userCount()).toBe(before);
  });

  it('a body over the size limit is refused with 413', async () => {
    // The register contract's largest body is above the server's 2048 bytes: that is its limit.
    const limit = bodyLimitFor(registerRequest, 2048);
    expect(limit).toBeGreaterThan(2048);
    const reply = await t.request('POST', '/account/register', {
      raw: JSON.stringify(validRegistration()) + ' '.repeat(limit),
    });
    expectCleanError(reply, 413, `The request body is too large (at most ${limit} bytes).`);
  });

  it('a body whose contract allows less than the server’s limit is held to that limit', async () => {
    const reply = await t.request('POST', '/account/logout', {
      token,
      raw: `{}${' '.repeat(4096)}`,
    });
    expectCleanError(reply, 413, 'The request body is too large (at most 2048 bytes).');
  });

  it('a body that is not JSON is refused with 415', async () => {
    const reply = await t.request('POST', '/account/login', {
      raw: 'email=a@b.c&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectCleanError(reply, 415, 'Send the request body as application/json.');
  });

  it.each([
    ['POST', '/account/register'],
    ['POST', '/account/login'],
    ['POST', '/account/refresh'],
    ['POST', '/account/change-password'],
    ['POST', '/account/reset-password/request'],
    ['POST', '/account/reset-password/confirm'],
    ['PUT', '/account/profile'],
    ['POST', '/audit/events'],
  ])('%s %s without a body is refused with 400', async (method, path) => {
    const reply = await t.request(method, path, { token });
    expectCleanError(reply, 400, /^Invalid request body: /);
  });

  it.each([
    ['POST', '/account/change-password', { currentPassword: 'x', newPassword: 'short' }],
    ['POST', '/account/reset-password/confirm', { token: 'abc', newPassword: 'short' }],
    ['PUT', '/account/profile', { firstName: '   ', lastName: 'Bo' }],
    ['POST', '/account/logout', { reason: 'because' }],
    ['POST', '/audit/events', { events: [] }],
  ])('%s %s with invalid values is refused with 400', async (method, path, body) => {
    const reply = await t.request(method, path, { token, body });
    expectCleanError(reply, 400, /^Invalid request body: /);
  });
});

describe('query strings, paths and failures', () => {
  it('a query parameter of the wrong type or unknown is refused', async () => {
    expectCleanError(
      await t.request('GET', '/audit/events?limit=many', { token }),
      400,
      /^Invalid query: limit: /,
    );
    expectCleanError(
      await t.request('GET', '/audit/events?tenant=other', { token }),
      400,
      /Unrecognized key: "tenant"/,
    );
  });

  it('an unknown API path answers 404 as JSON', async () => {
    expectCleanError(await t.request('GET', '/backend/api/nothing-here'), 404, 'Not found.');
  });

  it('an unexpected failure answers a plain 500 without its details', async () => {
    const broken = await startTestServer();
    broken.server.ctx.mailer = () => {
      throw new Error('SMTP relay 10.0.0.7 refused: select * from users');
    };
    const { email } = await broken.signUp();
    const reply = await broken.request('POST', '/account/reset-password/request', {
      body: { email },
    });
    await broken.close();
    expectCleanError(reply, 500, 'Internal server error');
    expect(reply.text).not.toContain('SMTP');
  });
});
