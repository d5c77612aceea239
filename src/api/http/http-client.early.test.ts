import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { server } from '../../mocks/node';
import { ApiError } from './api-error';
import { createHttpClient } from './http-client';

const BASE = 'http://localhost/backend/api';
const WEEK = '/calendar?weekOf=2026-12-28';
const answer = z.object({ week: z.number() });

/** A client with a bearer token over a calendar that counts its requests and their tokens. */
function client(status = 200) {
  let served = 0;
  const tokens: (string | null)[] = [];
  server.use(
    http.get(`${BASE}/calendar`, ({ request }) => {
      served += 1;
      tokens.push(request.headers.get('authorization'));
      return status === 200
        ? HttpResponse.json({ week: served })
        : HttpResponse.json({ message: 'refused' }, { status });
    }),
  );
  const onUnauthorized = vi.fn();
  const api = createHttpClient({ getToken: () => 'token-1', onUnauthorized }, BASE);
  return { api, served: () => served, tokens, onUnauthorized };
}

describe('the HTTP client, sending a first page’s read early (issue 32)', () => {
  it('answers the first read of that address with the early answer, sending nothing again', async () => {
    const { api, served, tokens } = client();
    api.sendEarly(WEEK);
    await expect(api.request('get', WEEK, answer)).resolves.toEqual({ week: 1 });
    expect(served()).toBe(1);
    expect(tokens).toEqual(['Bearer token-1']);
  });

  it('answers it once: the next read of the address asks the server', async () => {
    const { api, served } = client();
    api.sendEarly(WEEK);
    await api.request('get', WEEK, answer);
    await expect(api.request('get', WEEK, answer)).resolves.toEqual({ week: 2 });
    expect(served()).toBe(2);
  });

  it('leaves other addresses, and a read with options of its own, to ask the server', async () => {
    const { api, served } = client();
    api.sendEarly(WEEK);
    await expect(api.request('get', `${WEEK}&clinicianId=doc-1`, answer)).resolves.toEqual({
      week: 2,
    });
    await expect(
      api.request('get', WEEK, answer, undefined, { timeoutMs: 5_000 }),
    ).resolves.toEqual({ week: 3 });
    expect(served()).toBe(3);
  });

  it('forgets its early answers once the first page has arrived, and sends no more', async () => {
    const { api, served } = client();
    api.sendEarly(WEEK);
    await vi.waitFor(() => expect(served()).toBe(1));
    api.closeEarly();
    api.sendEarly(WEEK);
    await expect(api.request('get', WEEK, answer)).resolves.toEqual({ week: 2 });
    expect(served()).toBe(2);
  });

  it('rejects the taker with a refused early answer’s status, and reports a 401 once', async () => {
    const { api, onUnauthorized } = client(401);
    api.sendEarly(WEEK);
    const error: unknown = await api.request('get', WEEK, answer).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('answers the first search of that very body with an early POST, and other bodies itself', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${BASE}/patients/search`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ week: bodies.length });
      }),
    );
    const api = createHttpClient({ getToken: () => 'token-1' }, BASE);
    api.sendEarly('/patients/search', { clinician: 'me' });
    await expect(
      api.request('post', '/patients/search', answer, { clinician: 'me' }),
    ).resolves.toEqual({ week: 1 });
    await expect(
      api.request('post', '/patients/search', answer, { clinician: 'any' }),
    ).resolves.toEqual({ week: 2 });
    // An empty body is a body: the early POST of `{}` answers the search with no filter.
    api.sendEarly('/patients/search', {});
    await expect(api.request('post', '/patients/search', answer, {})).resolves.toEqual({
      week: 3,
    });
    expect(bodies).toEqual([{ clinician: 'me' }, { clinician: 'any' }, {}]);
  });

  it('keeps a GET and a POST of one address apart', async () => {
    const { api, served } = client();
    let posted = 0;
    server.use(
      http.post(`${BASE}/calendar`, () => {
        posted += 1;
        return HttpResponse.json({ week: 100 + posted });
      }),
    );
    api.sendEarly('/calendar', { weekOf: '2026-12-28' });
    await expect(api.request('get', '/calendar', answer)).resolves.toEqual({ week: 1 });
    await expect(
      api.request('post', '/calendar', answer, { weekOf: '2026-12-28' }),
    ).resolves.toEqual({ week: 101 });
    expect([served(), posted]).toEqual([1, 1]);
  });
});
