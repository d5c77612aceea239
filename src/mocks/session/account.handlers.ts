import { http, HttpResponse, type HttpHandler } from 'msw';
import type * as z from 'zod/mini';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import {
  ACCOUNT_PATHS,
  changePasswordRequest,
  loginRequest,
  logoutRequest,
  refreshRequest,
  profileUpdateRequest,
  registerRequest,
  resetConfirmRequest,
  resetRequest,
  type LoginResponse,
  type User,
} from '../../../common/contracts/account.contract';
import {
  claimRefreshToken,
  createAccount,
  endAccountSessions,
  findByEmail,
  findById,
  issueResetToken,
  redeemResetToken,
  sessionGeneration,
  toUser,
  updateAccount,
  type AccountRecord,
  accountName,
} from './account.db';
import { LOGOUT_GRACE_S } from '../../../common/constants/server.constants';
import { recordServerAuditEvent } from './audit.handlers';
import { MOCK_TOKEN_LIFETIME_S } from './demo-account';
import { mintToken, readToken, type MockClaims } from './mock-tokens';
import { authenticated, authenticatedPatient, liveSession } from './mock-bearer';
import { ACCOUNT_MESSAGES, HTTP_MESSAGES } from '../../../common/contracts/http-messages';

/** Error bodies of the mock: `{ message }`, as the contract's errorResponse. */
/** The server's words where the server has them (common/contracts), the mock's own elsewhere. */
export const MOCK_MESSAGES = {
  badCredentials: HTTP_MESSAGES.badCredentials,
  unauthenticated: HTTP_MESSAGES.unauthorized,
  emailTaken: HTTP_MESSAGES.emailTaken,
  wrongPassword: ACCOUNT_MESSAGES.wrongCurrentPassword,
  invalidRequest: 'Invalid request',
  invalidResetToken: HTTP_MESSAGES.resetInvalid,
  resetSent: ACCOUNT_MESSAGES.resetAccepted,
} as const;

const url = (path: string) => `*${API_BASE_PATH}${path}`;
const fail = (status: number, message: string) => HttpResponse.json({ message }, { status });

async function bodyOf<T>(request: Request, schema: z.ZodMiniType<T>): Promise<T | null> {
  const json: unknown = await request.json().catch(() => null);
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function claimsFor(
  account: AccountRecord,
  use: MockClaims['token_use'],
  sid: string,
  roles: User['roles'],
): MockClaims {
  const iat = nowSeconds();
  return {
    roles,
    sid,
    jti: crypto.randomUUID(),
    sub: account.id,
    oid: account.id,
    email: account.email,
    name: accountName(account),
    given_name: account.firstName,
    tid: account.tenantId,
    token_use: use,
    iat,
    exp: iat + MOCK_TOKEN_LIFETIME_S,
    gen: sessionGeneration(account.id),
    ...(account.patientId && { kind: 'patient' as const, patient_id: account.patientId }),
  };
}

/**
 * Decision 1: password sign-in answers serviceToken and user AND the token set; the id token
 * carries the member's roles as the server's does (the mock's accounts are owner + clinician
 * unless an invitation named others).
 */
export function loginResponseFor(
  account: AccountRecord,
  sid: string = crypto.randomUUID(),
  roles: User['roles'] = toUser(account).roles,
): LoginResponse {
  const token = (use: MockClaims['token_use']) => mintToken(claimsFor(account, use, sid, roles));
  return {
    serviceToken: token('service'),
    user: { ...toUser(account), roles },
    access_token: token('access'),
    id_token: token('id'),
    refresh_token: token('refresh'),
    tenant_id: account.tenantId,
    expires_in: MOCK_TOKEN_LIFETIME_S,
  };
}

export const accountHandlers: HttpHandler[] = [
  http.post(url(ACCOUNT_PATHS.login), async ({ request }) => {
    const body = await bodyOf(request, loginRequest);
    if (!body) return fail(400, MOCK_MESSAGES.invalidRequest);
    const account = findByEmail(body.email);
    if (!account || account.password !== body.password) {
      return fail(401, MOCK_MESSAGES.badCredentials);
    }
    recordServerAuditEvent({ type: 'sign-in', userId: account.id, tenantId: account.tenantId });
    return HttpResponse.json(loginResponseFor(account));
  }),

  http.get(url(ACCOUNT_PATHS.me), ({ request }) => {
    const account = authenticated(request);
    if (!account) return fail(401, MOCK_MESSAGES.unauthenticated);
    return HttpResponse.json({ user: toUser(account) });
  }),

  // The heartbeat: the mock keeps no server-side idle limit, it only checks the bearer as the server does.
  http.post(url(ACCOUNT_PATHS.activity), ({ request }) => {
    if (!authenticated(request) && !authenticatedPatient(request)) {
      return fail(401, MOCK_MESSAGES.unauthenticated);
    }
    return new HttpResponse(null, { status: 204 });
  }),

  http.post(url(ACCOUNT_PATHS.register), async ({ request }) => {
    const body = await bodyOf(request, registerRequest);
    if (!body) return fail(400, MOCK_MESSAGES.invalidRequest);
    if (findByEmail(body.email)) return fail(409, MOCK_MESSAGES.emailTaken);
    // Like the server: the client's random pin is never the account's id.
    const account = createAccount({ ...body, id: crypto.randomUUID() });
    return HttpResponse.json({ user: toUser(account) }, { status: 201 });
  }),

  // Like the server: a live session only, and the session end is recorded here with its reason.
  http.post(url(ACCOUNT_PATHS.logout), async ({ request }) => {
    // As on the server, a just-expired token may still end its session, so 'expired' is audited.
    const account =
      authenticated(request, LOGOUT_GRACE_S) ?? authenticatedPatient(request, LOGOUT_GRACE_S);
    if (!account) return fail(401, MOCK_MESSAGES.unauthenticated);
    // The body is optional, as on the server.
    const body = logoutRequest.safeParse(await request.json().catch(() => ({})));
    if (!body.success) return fail(400, MOCK_MESSAGES.invalidRequest);
    recordServerAuditEvent({
      type: 'session-end',
      reason: body.data.reason ?? 'user',
      userId: account.id,
      tenantId: account.tenantId,
    });
    return new HttpResponse(null, { status: 204 });
  }),

  http.post(url(ACCOUNT_PATHS.changePassword), async ({ request }) => {
    const account = authenticated(request);
    if (!account) return fail(401, MOCK_MESSAGES.unauthenticated);
    const body = await bodyOf(request, changePasswordRequest);
    if (!body) return fail(400, MOCK_MESSAGES.invalidRequest);
    // Not 401: a wrong current password must not end the session.
    if (body.currentPassword !== account.password) return fail(400, MOCK_MESSAGES.wrongPassword);
    updateAccount(account.id, { password: body.newPassword });
    endAccountSessions(account.id);
    recordServerAuditEvent({
      type: 'password-change',
      userId: account.id,
      tenantId: account.tenantId,
    });
    return new HttpResponse(null, { status: 204 });
  }),

  http.post(url(ACCOUNT_PATHS.resetRequest), async ({ request }) => {
    const body = await bodyOf(request, resetRequest);
    if (!body) return fail(400, MOCK_MESSAGES.invalidRequest);
    const account = findByEmail(body.email);
    // The answer is the same whether or not the address has an account.
    if (account) issueResetToken(account.id);
    return HttpResponse.json({ message: MOCK_MESSAGES.resetSent }, { status: 202 });
  }),

  http.post(url(ACCOUNT_PATHS.resetConfirm), async ({ request }) => {
    const body = await bodyOf(request, resetConfirmRequest);
    if (!body) return fail(400, MOCK_MESSAGES.invalidRequest);
    const accountId = redeemResetToken(body.token);
    if (!accountId) return fail(400, MOCK_MESSAGES.invalidResetToken);
    const account = updateAccount(accountId, { password: body.newPassword });
    endAccountSessions(accountId);
    if (account) {
      recordServerAuditEvent({
        type: 'password-reset',
        userId: account.id,
        tenantId: account.tenantId,
      });
    }
    return new HttpResponse(null, { status: 204 });
  }),

  // Like the server: each refresh token works once and is swapped for a new set in the same session.
  http.post(url(ACCOUNT_PATHS.refresh), async ({ request }) => {
    const body = await bodyOf(request, refreshRequest);
    if (!body) return fail(400, MOCK_MESSAGES.invalidRequest);
    const claims = readToken(body.refresh_token);
    if (!claims || claims.token_use !== 'refresh' || !claims.jti || !claims.sid) {
      return fail(401, MOCK_MESSAGES.unauthenticated);
    }
    const account = findById(claims.sub);
    const swapped = claimRefreshToken(claims.jti, claims.sid);
    if (!account || !swapped || !liveSession(claims)) {
      return fail(401, MOCK_MESSAGES.unauthenticated);
    }
    return HttpResponse.json(loginResponseFor(account, claims.sid));
  }),

  http.put(url(ACCOUNT_PATHS.profile), async ({ request }) => {
    const account = authenticated(request);
    if (!account) return fail(401, MOCK_MESSAGES.unauthenticated);
    const body = await bodyOf(request, profileUpdateRequest);
    if (!body) return fail(400, MOCK_MESSAGES.invalidRequest);
    const updated = updateAccount(account.id, body);
    return HttpResponse.json({ user: toUser(updated ?? account) });
  }),
];
