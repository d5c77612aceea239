import { beforeEach, describe, expect, it } from 'vitest';
import { createAccountApi } from '../../api/session/account.api';
import type { ApiError } from '../../api/http/api-error';
import { createHttpClient } from '../../api/http/http-client';
import { decodeJwtPayload } from '../../platform/session/jwt';
import { recordedAuditEvents, resetAuditTrail } from './audit.handlers';
import { resetAccountData, sentResetToken } from './account.db';
import { DEMO_ACCOUNT, MOCK_TOKEN_LIFETIME_S } from './demo-account';
import { MOCK_MESSAGES } from './account.handlers';
import { mintToken, type MockClaims } from './mock-tokens';

const BASE = 'http://localhost/backend/api';

function apiWith(token: string | null = null) {
  return createAccountApi(createHttpClient({ getToken: () => token }, BASE));
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as ApiError,
  );

beforeEach(() => {
  resetAccountData();
  resetAuditTrail();
});

describe('the mock account API', () => {
  it('signs the demo account in with serviceToken, user and a decodable token set', async () => {
    const answer = await apiWith().login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    expect(answer.user).toEqual({
      id: DEMO_ACCOUNT.id,
      email: DEMO_ACCOUNT.email,
      name: `${DEMO_ACCOUNT.firstName} ${DEMO_ACCOUNT.lastName}`,
      tenantId: DEMO_ACCOUNT.tenantId,
      roles: ['owner', 'clinician'],
    });
    expect(answer).toMatchObject({
      tenant_id: DEMO_ACCOUNT.tenantId,
      expires_in: MOCK_TOKEN_LIFETIME_S,
    });
    expect(decodeJwtPayload(answer.id_token)).toMatchObject({
      oid: DEMO_ACCOUNT.id,
      sub: DEMO_ACCOUNT.id,
      email: DEMO_ACCOUNT.email,
      name: 'Dana Demo',
      tid: DEMO_ACCOUNT.tenantId,
      // A reload restores the user from the id token: the roles must be in it.
      roles: ['owner', 'clinician'],
    });
    expect(decodeJwtPayload(answer.serviceToken)).toHaveProperty('exp');
  });

  it('answers 401 with a message for a wrong password', async () => {
    const error = await rejection(apiWith().login(DEMO_ACCOUNT.email, 'wrong-password'));
    expect(error).toMatchObject({ status: 401, body: { message: MOCK_MESSAGES.badCredentials } });
  });

  it('answers /me only with a live bearer token', async () => {
    const { access_token, serviceToken } = await apiWith().login(
      DEMO_ACCOUNT.email,
      DEMO_ACCOUNT.password,
    );
    expect((await rejection(apiWith().me()))?.status).toBe(401);
    expect((await apiWith(access_token ?? null).me()).id).toBe(DEMO_ACCOUNT.id);
    expect((await apiWith(serviceToken).me()).id).toBe(DEMO_ACCOUNT.id);
    const expired = mintToken({ ...(decodeJwtPayload(serviceToken) as MockClaims), exp: 1 });
    expect((await rejection(apiWith(expired).me()))?.status).toBe(401);
  });

  it('accepts a heartbeat only with a live bearer token', async () => {
    const { access_token } = await apiWith().login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    await expect(apiWith(access_token ?? null).activity()).resolves.toBeUndefined();
    expect((await rejection(apiWith().activity()))?.status).toBe(401);
  });

  it('registers a new account that can then sign in, and refuses the same e-mail twice', async () => {
    const account = {
      firstName: 'Ada',
      lastName: 'Byron',
      email: 'ada@clinic.org',
      password: 'analytical',
    };
    const user = await apiWith().register(account);
    expect(user).toMatchObject({ email: 'ada@clinic.org', name: 'Ada Byron' });
    await expect(apiWith().login('ada@clinic.org', 'analytical')).resolves.toHaveProperty('user');
    const error = await rejection(apiWith().register(account));
    expect(error).toMatchObject({ status: 409, body: { message: MOCK_MESSAGES.emailTaken } });
  });

  it('changes the password only with the right current one, answering 400 (not 401) otherwise', async () => {
    const { access_token } = await apiWith().login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const api = apiWith(access_token ?? null);
    const wrong = await rejection(
      api.changePassword({ currentPassword: 'nope', newPassword: 'brand-new-pass' }),
    );
    expect(wrong?.status).toBe(400);
    await api.changePassword({
      currentPassword: DEMO_ACCOUNT.password,
      newPassword: 'brand-new-pass',
    });
    await expect(apiWith().login(DEMO_ACCOUNT.email, 'brand-new-pass')).resolves.toBeTruthy();
  });

  it('resets a password with the e-mailed token, once', async () => {
    await apiWith().requestPasswordReset({ email: DEMO_ACCOUNT.email });
    const token = sentResetToken(DEMO_ACCOUNT.email) ?? '';
    await apiWith().confirmPasswordReset({ token, newPassword: 'after-reset-1' });
    await expect(apiWith().login(DEMO_ACCOUNT.email, 'after-reset-1')).resolves.toBeTruthy();
    const again = await rejection(
      apiWith().confirmPasswordReset({ token, newPassword: 'x-x-x-x-x' }),
    );
    expect(again?.status).toBe(400);
  });

  it('answers a reset request the same way for an unknown address', async () => {
    await expect(apiWith().requestPasswordReset({ email: 'nobody@x.org' })).resolves.toBeDefined();
    expect(sentResetToken('nobody@x.org')).toBeUndefined();
  });

  it('updates the profile of the signed-in account', async () => {
    const { access_token } = await apiWith().login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const user = await apiWith(access_token ?? null).updateProfile({
      firstName: 'Dora',
      lastName: 'Demo',
    });
    expect(user.name).toBe('Dora Demo');
  });

  it('forgets registered accounts on reset, keeping the demo account', async () => {
    await apiWith().register({
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.org',
      password: 'long-enough',
    });
    resetAccountData();
    expect((await rejection(apiWith().login('a@b.org', 'long-enough')))?.status).toBe(401);
    await expect(apiWith().login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password)).resolves.toBeTruthy();
  });
});

describe('the mock audit trail of sign-in and logout, as the server records it', () => {
  const trail = () => recordedAuditEvents().map(({ type, reason }) => ({ type, reason }));

  it('records a sign-in at login and nothing for a refused one', async () => {
    await rejection(apiWith().login(DEMO_ACCOUNT.email, 'wrong-password'));
    expect(trail()).toEqual([]);
    await apiWith().login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    expect(trail()).toEqual([{ type: 'sign-in', reason: undefined }]);
  });

  it('records the session end with the reason sent at logout', async () => {
    const { access_token } = await apiWith().login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    resetAuditTrail();
    await apiWith().logout(access_token ?? '', 'idle-watcher-2');
    expect(trail()).toEqual([{ type: 'session-end', reason: 'idle-watcher-2' }]);
    expect(recordedAuditEvents()[0]).toMatchObject({
      userId: DEMO_ACCOUNT.id,
      tenantId: DEMO_ACCOUNT.tenantId,
    });
  });

  it('refuses a logout without a live bearer with 401 and records nothing', async () => {
    const { serviceToken } = await apiWith().login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    resetAuditTrail();
    const expired = mintToken({ ...(decodeJwtPayload(serviceToken) as MockClaims), exp: 1 });
    expect((await rejection(apiWith().logout(expired, 'expired')))?.status).toBe(401);
    expect(trail()).toEqual([]);
  });
});

describe('the mock ends every session of the account on a password change, as the server does', () => {
  it('refuses the old tokens with 401 after a change, and signs in with the new password', async () => {
    const first = await apiWith().login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const second = await apiWith().login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    await apiWith(first.access_token ?? null).changePassword({
      currentPassword: DEMO_ACCOUNT.password,
      newPassword: 'brand-new-password',
    });
    expect((await rejection(apiWith(first.access_token ?? null).me()))?.status).toBe(401);
    expect((await rejection(apiWith(second.serviceToken).me()))?.status).toBe(401);
    expect(
      (await rejection(apiWith().login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password)))?.status,
    ).toBe(401);
    const fresh = await apiWith().login(DEMO_ACCOUNT.email, 'brand-new-password');
    expect((await apiWith(fresh.access_token ?? null).me()).id).toBe(DEMO_ACCOUNT.id);
    expect(recordedAuditEvents().map((e) => e.type)).toContain('password-change');
  });

  it('keeps the sessions when the current password is wrong', async () => {
    const { access_token } = await apiWith().login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const refused = await rejection(
      apiWith(access_token ?? null).changePassword({
        currentPassword: 'not-the-password',
        newPassword: 'brand-new-password',
      }),
    );
    expect(refused?.status).toBe(400);
    expect((await apiWith(access_token ?? null).me()).id).toBe(DEMO_ACCOUNT.id);
  });
});

describe('the mock refresh, rotating refresh tokens like the server', () => {
  const refresh = (token: string | undefined) => apiWith().refresh(token ?? '');

  it('swaps a refresh token for a new token set with a new refresh token', async () => {
    const signedIn = await apiWith().login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const refreshed = await refresh(signedIn.refresh_token);
    expect(refreshed.refresh_token).toBeTruthy();
    expect(refreshed.refresh_token).not.toBe(signedIn.refresh_token);
    expect(refreshed).toMatchObject({
      expires_in: MOCK_TOKEN_LIFETIME_S,
      user: { id: DEMO_ACCOUNT.id },
    });
    expect((await apiWith(refreshed.access_token).me()).id).toBe(DEMO_ACCOUNT.id);
    await expect(refresh(refreshed.refresh_token)).resolves.toHaveProperty('access_token');
  });

  it('a reused refresh token gets 401 and ends the whole session, new tokens included', async () => {
    const signedIn = await apiWith().login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const refreshed = await refresh(signedIn.refresh_token);
    expect((await rejection(refresh(signedIn.refresh_token)))?.status).toBe(401);
    expect((await rejection(apiWith(refreshed.access_token).me()))?.status).toBe(401);
    expect((await rejection(refresh(refreshed.refresh_token)))?.status).toBe(401);
    const other = await apiWith().login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    expect((await apiWith(other.access_token ?? null).me()).id).toBe(DEMO_ACCOUNT.id);
  });

  it('refuses an access token or garbage as a refresh token', async () => {
    const { access_token } = await apiWith().login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    expect((await rejection(refresh(access_token)))?.status).toBe(401);
    expect((await rejection(refresh('not-a-token')))?.status).toBe(401);
  });

  it('a password change ends refreshing too', async () => {
    const signedIn = await apiWith().login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    await apiWith(signedIn.access_token ?? null).changePassword({
      currentPassword: DEMO_ACCOUNT.password,
      newPassword: 'brand-new-password',
    });
    expect((await rejection(refresh(signedIn.refresh_token)))?.status).toBe(401);
  });
});
