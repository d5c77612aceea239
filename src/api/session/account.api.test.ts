import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { server } from '../../mocks/node';
import { createAccountApi, randomPin } from './account.api';
import { ApiError } from '../http/api-error';
import { createHttpClient } from '../http/http-client';

const BASE = 'http://localhost/backend/api';
const api = createAccountApi(createHttpClient({}, BASE));

describe('the account endpoints', () => {
  it('register posts a random numeric pin with the e-mail, password and names', async () => {
    let sent: unknown;
    server.use(
      http.post(`${BASE}/account/register`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { user: { id: 'u', email: 'ada@clinic.org', name: 'Ada B', tenantId: 't' } },
          { status: 201 },
        );
      }),
    );
    await api.register({
      firstName: 'Ada',
      lastName: 'B',
      email: 'Ada@Clinic.org',
      password: 'long-enough',
    });
    expect(sent).toEqual({
      id: expect.stringMatching(/^\d{10}$/),
      email: 'ada@clinic.org',
      password: 'long-enough',
      firstName: 'Ada',
      lastName: 'B',
    });
  });

  it('rejects input the contract refuses before anything is sent, like a 400', async () => {
    const error = await api
      .register({ firstName: 'Ada', lastName: 'B', email: 'not-an-email', password: 'long-enough' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400 });
  });

  describe('without zod messages loaded (the contracts use zod/mini, which has none)', () => {
    afterEach(() => config(en()));

    it("still refuses in zod's English: the messages are loaded for the refusal", async () => {
      config({ localeError: undefined });
      const error = await api
        .register({
          firstName: 'Ada',
          lastName: 'B',
          email: 'not-an-email',
          password: 'long-enough',
        })
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 400, body: { message: 'Invalid email address' } });
    });
  });

  it('makes pins of ten digits', () => {
    expect(randomPin(() => 0)).toBe('1000000000');
    expect(randomPin(() => 0.999999999)).toMatch(/^\d{10}$/);
  });
});
