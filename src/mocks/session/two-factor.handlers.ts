import { http, HttpResponse, type HttpHandler } from 'msw';
import type * as z from 'zod/mini';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import { ACCOUNT_MESSAGES, HTTP_MESSAGES } from '../../../common/contracts/http-messages';
import {
  enrolmentChallengeConfirm,
  enrolmentChallengeRequest,
  enrolmentConfirm,
  secondFactorRequest,
  TWO_FACTOR_PATHS,
  twoFactorDisable,
  type SecondFactorNeeded,
  type TwoFactorSettingsPaths,
} from '../../../common/contracts/two-factor.contract';
import { findById, type AccountRecord } from './account.db';
import { authenticated } from './mock-bearer';
import { recordServerAuditEvent } from './audit.handlers';
import {
  checkCode,
  confirmEnrolment,
  disableTwoFactor,
  hasTwoFactor,
  isTwoFactorRequired,
  liveChallenge,
  openChallenge,
  regenerateRecoveryCodes,
  spendChallenge,
  startEnrolment,
  twoFactorStatusOf,
  useRecoveryCode,
} from './two-factor.store';

const url = (path: string) => `*${API_BASE_PATH}${path}`;
const fail = (status: number, message: string) => HttpResponse.json({ message }, { status });
const invalid = () => fail(400, 'Invalid request');
const gone = () => fail(410, ACCOUNT_MESSAGES.signInExpired);

async function bodyOf<T>(request: Request, schema: z.ZodMiniType<T>): Promise<T | null> {
  const json: unknown = await request.json().catch(() => null);
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/**
 * What a right password opens, as on the server (`afterRightPassword`): a challenge for the code
 * when the account has two-factor, one to enrol when its clinic requires it; else null (a session).
 */
export function secondFactorAfterPassword(account: AccountRecord): SecondFactorNeeded | null {
  if (hasTwoFactor(account.id)) return { secondFactor: openChallenge(account.id, 'code') };
  // No clinic rule makes a portal patient enrol (the server's `required` is false for patients).
  if (!account.patientId && isTwoFactorRequired(account.tenantId)) {
    return { secondFactor: openChallenge(account.id, 'enrol') };
  }
  return null;
}

/** The live challenge's account, or null (the answer is then a 410: start over). */
const challengedAccount = (token: string, mode: 'code' | 'enrol') => {
  const accountId = liveChallenge(token, mode);
  return accountId ? findById(accountId) : null;
};

/**
 * Two-factor's endpoints (issue 36) by the server's rules, except its throttle: the mock limits
 * neither wrong passwords nor wrong codes. `sessionFor` is the password sign-in's answer.
 */
export function twoFactorHandlers(
  sessionFor: (account: AccountRecord) => Record<string, unknown>,
): HttpHandler[] {
  const signedIn = (account: AccountRecord) => {
    recordServerAuditEvent({ type: 'sign-in', userId: account.id, tenantId: account.tenantId });
    return sessionFor(account);
  };
  return [
    http.post(url(TWO_FACTOR_PATHS.signInCode), async ({ request }) => {
      const body = await bodyOf(request, secondFactorRequest);
      if (!body) return invalid();
      const account = challengedAccount(body.challenge, 'code');
      if (!account) return gone();
      const ok =
        'code' in body
          ? checkCode(account.id, body.code)
          : useRecoveryCode(account.id, body.recoveryCode);
      if (!ok) return fail(401, ACCOUNT_MESSAGES.wrongCode);
      spendChallenge(body.challenge);
      return HttpResponse.json(signedIn(account));
    }),

    http.post(url(TWO_FACTOR_PATHS.signInEnrolment), async ({ request }) => {
      const body = await bodyOf(request, enrolmentChallengeRequest);
      if (!body) return invalid();
      const account = challengedAccount(body.challenge, 'enrol');
      if (!account) return gone();
      const started = startEnrolment(account.id, account.email);
      if (!started) return fail(409, ACCOUNT_MESSAGES.twoFactorAlreadyOn);
      return HttpResponse.json(started);
    }),

    http.post(url(TWO_FACTOR_PATHS.signInEnrolmentConfirm), async ({ request }) => {
      const body = await bodyOf(request, enrolmentChallengeConfirm);
      if (!body) return invalid();
      const account = challengedAccount(body.challenge, 'enrol');
      if (!account) return gone();
      const recoveryCodes = confirmEnrolment(account.id, body.code);
      if (!recoveryCodes) return fail(401, ACCOUNT_MESSAGES.wrongCode);
      spendChallenge(body.challenge);
      return HttpResponse.json({ ...signedIn(account), recoveryCodes });
    }),

    ...twoFactorSettingsHandlers(TWO_FACTOR_PATHS, memberCaller),
  ];
}

/** Whose second factor a settings route changes: a member's, or a portal patient's. */
export interface TwoFactorSettingsCaller {
  /** The signed-in account of this kind, else the refusal (401, or 403 for the other kind). */
  account: (request: Request) => AccountRecord | Response;
  /** Whether the account's clinic requires two-factor of it. */
  required: (account: AccountRecord) => boolean;
}

const memberCaller: TwoFactorSettingsCaller = {
  account: (request) => authenticated(request) ?? fail(401, HTTP_MESSAGES.unauthorized),
  required: (account) => isTwoFactorRequired(account.tenantId),
};

/**
 * An account's own second factor (status, enrolment, recovery codes, switching off), as the
 * server's `twoFactorSettingsRoutes`: the same handlers for a member (`TWO_FACTOR_PATHS`) and a
 * portal patient (`PORTAL_TWO_FACTOR_PATHS`, src/mocks/portal), each with its caller.
 */
export function twoFactorSettingsHandlers(
  paths: TwoFactorSettingsPaths,
  caller: TwoFactorSettingsCaller,
): HttpHandler[] {
  return [
    http.get(url(paths.status), ({ request }) => {
      const account = caller.account(request);
      if (account instanceof Response) return account;
      const required = caller.required(account);
      return HttpResponse.json({ ...twoFactorStatusOf(account.id), required });
    }),

    http.post(url(paths.enrolment), ({ request }) => {
      const account = caller.account(request);
      if (account instanceof Response) return account;
      const started = startEnrolment(account.id, account.email);
      if (!started) return fail(409, ACCOUNT_MESSAGES.twoFactorAlreadyOn);
      return HttpResponse.json(started);
    }),

    http.post(url(paths.enrolmentConfirm), async ({ request }) => {
      const account = caller.account(request);
      if (account instanceof Response) return account;
      const body = await bodyOf(request, enrolmentConfirm);
      if (!body) return invalid();
      if (hasTwoFactor(account.id)) return fail(409, ACCOUNT_MESSAGES.twoFactorAlreadyOn);
      const recoveryCodes = confirmEnrolment(account.id, body.code);
      // 400, not 401, on the signed-in routes: a 401 would sign the account out.
      if (!recoveryCodes) return fail(400, ACCOUNT_MESSAGES.wrongCode);
      return HttpResponse.json({ recoveryCodes });
    }),

    http.post(url(paths.recoveryCodes), async ({ request }) => {
      const account = caller.account(request);
      if (account instanceof Response) return account;
      const body = await bodyOf(request, enrolmentConfirm);
      if (!body) return invalid();
      if (!hasTwoFactor(account.id)) return fail(409, ACCOUNT_MESSAGES.twoFactorNotOn);
      const recoveryCodes = regenerateRecoveryCodes(account.id, body.code);
      if (!recoveryCodes) return fail(400, ACCOUNT_MESSAGES.wrongCode);
      return HttpResponse.json({ recoveryCodes });
    }),

    http.post(url(paths.disable), async ({ request }) => {
      const account = caller.account(request);
      if (account instanceof Response) return account;
      const body = await bodyOf(request, twoFactorDisable);
      if (!body) return invalid();
      if (!hasTwoFactor(account.id)) return fail(409, ACCOUNT_MESSAGES.twoFactorNotOn);
      const proved =
        'code' in body ? checkCode(account.id, body.code) : body.password === account.password;
      if (!proved) return fail(400, ACCOUNT_MESSAGES.wrongCode);
      disableTwoFactor(account.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
