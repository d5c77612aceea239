import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ERRORS } from '../../config/constants';
import { server } from '../../mocks/node';
import { ApiError } from './api-error';
import { createHttpClient, type HttpClientHooks } from './http-client';

const BASE = 'http://localhost/backend/api';
const anything = z.unknown();

function client(hooks: Partial<HttpClientHooks> = {}, timeoutMs?: number) {
  const onUnauthorized = vi.fn();
  const http = createHttpClient({ onUnauthorized, ...hooks }, BASE, timeoutMs);
  return { http, onUnauthorized };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError,
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('the HTTP client', () => {
  it('calls {origin}/backend/api with a bearer header once a token exists', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/probe`, ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json({ ok: true });
      }),
    );
    let token: string | null = null;
    const { http: api } = client({ getToken: () => token });
    await api.request('get', '/probe', anything);
    token = 'abc';
    await api.request('get', '/probe', anything);
    expect(seen).toEqual([null, 'Bearer abc']);
  });

  it('validates the answer with the schema it was given', async () => {
    server.use(http.get(`${BASE}/user`, () => HttpResponse.json({ name: 'Ada' })));
    const { http: api } = client();
    await expect(api.request('get', '/user', z.object({ name: z.string() }))).resolves.toEqual({
      name: 'Ada',
    });
    const error = await failure(api.request('get', '/user', z.object({ id: z.string() })));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(ERRORS.wrongServices);
  });

  it('rejects with the response body of a failed call', async () => {
    server.use(
      http.post(`${BASE}/fail`, () =>
        HttpResponse.json({ message: 'No such clinic' }, { status: 404 }),
      ),
    );
    const error = await failure(client().http.request('post', '/fail', anything, {}));
    expect(error).toMatchObject({ status: 404, body: { message: 'No such clinic' } });
    expect(error.message).toBe('No such clinic');
  });

  it('rejects with "Wrong Services" when a failed call has no body', async () => {
    server.use(http.get(`${BASE}/empty`, () => new HttpResponse(null, { status: 404 })));
    const error = await failure(client().http.request('get', '/empty', anything));
    expect(error.body).toBe(ERRORS.wrongServices);
    expect(error.message).toBe(ERRORS.wrongServices);
  });

  it('reports many 401s that fail together exactly once, and again after the session restarts', async () => {
    server.use(
      http.get(`${BASE}/secret`, () => HttpResponse.json({ message: 'no' }, { status: 401 })),
    );
    const { http: api, onUnauthorized } = client();
    const calls = Array.from({ length: 5 }, () => failure(api.request('get', '/secret', anything)));
    const errors = await Promise.all(calls);
    expect(errors.every((error) => error.status === 401)).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    await failure(api.request('get', '/secret', anything));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    api.restartUnauthorizedWatch();
    await failure(api.request('get', '/secret', anything));
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('sends a sessionless call without the bearer and never reports its 401', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.post(`${BASE}/refresh`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ message: 'reused' }, { status: 401 });
      }),
    );
    const { http: api, onUnauthorized } = client({ getToken: () => 'live-token' });
    const error = await failure(
      api.request('post', '/refresh', anything, {}, { sessionless: true }),
    );
    expect(error.status).toBe(401);
    expect(authorization).toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not report a 401 while the user is on a login page', async () => {
    server.use(
      http.post(`${BASE}/login`, () => HttpResponse.json({ message: 'bad' }, { status: 401 })),
    );
    let onLoginPage = true;
    const { http: api, onUnauthorized } = client({ isUnauthorizedIgnored: () => onLoginPage });
    const error = await failure(api.request('post', '/login', anything, {}));
    expect(error.status).toBe(401);
    expect(onUnauthorized).not.toHaveBeenCalled();
    onLoginPage = false;
    await failure(api.request('post', '/login', anything, {}));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('never reports a 5xx as unauthorized and never retries a POST', async () => {
    let attempts = 0;
    server.use(
      http.post(`${BASE}/save`, () => {
        attempts += 1;
        return HttpResponse.json({ message: 'down' }, { status: 503 });
      }),
    );
    const { http: api, onUnauthorized } = client();
    const error = await failure(api.request('post', '/save', anything, { note: 'x' }));
    expect(error.status).toBe(503);
    expect(attempts).toBe(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('turns a network error into status 0 with "Wrong Services", not a session end', async () => {
    server.use(http.post(`${BASE}/offline`, () => HttpResponse.error()));
    const { http: api, onUnauthorized } = client();
    const error = await failure(api.request('post', '/offline', anything, {}));
    expect(error).toMatchObject({ status: 0, body: ERRORS.wrongServices });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('turns a timeout into status 0, not a session end', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(
      http.post(`${BASE}/slow`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { http: api, onUnauthorized } = client({}, 1_000);
    const pending = failure(api.request('post', '/slow', anything, {}));
    await vi.advanceTimersByTimeAsync(1_000);
    const error = await pending;
    expect(error.status).toBe(0);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
  it('lets one call wait longer than the client’s limit when it names its own', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(
      http.post(`${BASE}/transcribe`, async () => {
        await delay(5_000);
        return HttpResponse.json({ done: true });
      }),
    );
    const { http: api } = client({}, 1_000);
    const pending = api.request('post', '/transcribe', anything, {}, { timeoutMs: 10_000 });
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(pending).resolves.toEqual({ done: true });
  });

  it('stops a call its caller cancels, answering status 0 without ending the session', async () => {
    server.use(
      http.post(`${BASE}/draft`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { http: api, onUnauthorized } = client();
    const controller = new AbortController();
    const pending = failure(
      api.request('post', '/draft', anything, {}, { signal: controller.signal }),
    );
    controller.abort();
    const error = await pending;
    expect(error.status).toBe(0);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
