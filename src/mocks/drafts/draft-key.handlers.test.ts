import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http/api-error';
import { httpClient } from '../../api/http/http-client';
import { draftKeyApi } from '../../api/drafts/draft-key.api';
import { accountApi } from '../../api/session/account.api';
import { DEMO_ACCOUNT } from '../session/demo-account';
import { resetMockDraftKeys } from './draft-key.handlers';

beforeEach(() => resetMockDraftKeys());
afterEach(() => httpClient.configure({ getToken: () => null }));

describe('the mock draft key', () => {
  it('answers the signed-in user the same 256-bit key every time', async () => {
    const login = await accountApi.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    httpClient.configure({ getToken: () => login.access_token ?? null });
    const keys = await draftKeyApi.draftKey();
    expect(atob(keys.key)).toHaveLength(32);
    expect(keys).toMatchObject({ version: 1, previous: [] });
    expect(await draftKeyApi.draftKey()).toEqual(keys);
  });

  it('refuses a caller without a session (401)', async () => {
    const refusal = await draftKeyApi.draftKey().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(401);
  });
});
