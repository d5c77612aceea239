import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { server } from '../../mocks/node';
import { ApiError } from './api-error';
import { createHttpClient } from './http-client';

const BASE = 'http://localhost/backend/api';

function client() {
  const onUnauthorized = vi.fn();
  const sent = vi.fn();
  server.use(
    http.post(`${BASE}/account/login`, () => {
      sent();
      return HttpResponse.json({ fresh: true });
    }),
  );
  return { api: createHttpClient({ onUnauthorized }, BASE), onUnauthorized, sent };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError,
  );

const post = (api: ReturnType<typeof createHttpClient>, answer: Promise<Response>) =>
  api.request('post', '/account/login', z.object({ token: z.string() }), {}, { answer });

describe('the HTTP client, given the answer to a request already sent (issue 35)', () => {
  it('reads that answer with the schema and sends nothing again', async () => {
    const { api, sent } = client();
    await expect(post(api, Promise.resolve(Response.json({ token: 't' })))).resolves.toEqual({
      token: 't',
    });
    expect(sent).not.toHaveBeenCalled();
  });

  it.each([
    [401, { message: 'Invalid credentials' }],
    [429, { code: 'too-many-attempts', retryAfterSeconds: 60 }],
  ])(
    'rejects a %i answer with its status and body, as for a request it sent',
    async (status, body) => {
      const { api } = client();
      const error = await failure(post(api, Promise.resolve(Response.json(body, { status }))));
      expect(error).toBeInstanceOf(ApiError);
      expect(error.status).toBe(status);
      expect(error.body).toEqual(body);
    },
  );

  it('reports a 401 answer once, as it reports one to a request it sent', async () => {
    const { api, onUnauthorized } = client();
    await failure(post(api, Promise.resolve(new Response('', { status: 401 }))));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('turns a request that never got an answer (network, time limit) into status 0', async () => {
    const { api } = client();
    const error = await failure(post(api, Promise.reject(new TypeError('Failed to fetch'))));
    expect(error.status).toBe(0);
  });
});
