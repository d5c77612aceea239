import type * as z from 'zod/mini';
import type {
  changePasswordRequest,
  LoginResult,
  SignInAnswer,
  profileUpdateRequest,
  registerRequest,
  resetConfirmRequest,
  resetRequest,
  LoginResponse,
  User,
} from '../../../common/contracts/account.contract';
import { ApiError } from '../http/api-error';
import type { SessionEndReason } from '../../../common/contracts/audit.contract';
import { httpClient, type HttpClient } from '../http/http-client';

/**
 * The contract (and the zod it uses) is loaded by the first call, not with the app: the sign-in
 * page is usable before it arrives. Its paths come with it. Never `import('zod')` itself: a
 * dynamic import keeps the whole of zod's namespace (≈ 90 kB gzip) in the bundle.
 */
const contract = () => import('../../../common/contracts/account.contract');
const twoFactorContract = () => import('../../../common/contracts/two-factor.contract');
/** The sign-in's steps carry no bearer, and their 401 (a wrong code) ends no session. */
const SESSIONLESS = { sessionless: true } as const;

/**
 * Input the contract rejects never leaves the browser; it fails like a 400 with the first issue,
 * in zod's English. The contract's `zod/mini` has no messages of its own: zod's English ones are
 * loaded for a refusal only, and the input is checked again with them.
 */
async function valid<T>(schema: z.ZodMiniType<T>, input: unknown): Promise<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const { default: en } = await import('zod/v4/locales/en.js');
  const issue = schema.safeParse(input, { error: en().localeError }).error?.issues[0];
  throw new ApiError(400, { message: issue?.message ?? 'Invalid input' });
}

/**
 * An account's own two-factor settings (issue 36): a member's (`/account/two-factor…`) or a portal
 * patient's (`/portal/two-factor…`, c36-patient-2fa) — the same calls on each side's paths.
 */
export function twoFactorSettingsCalls(http: HttpClient, side: 'member' | 'patient') {
  const paths = async () => {
    const c = await twoFactorContract();
    return { c, paths: side === 'member' ? c.TWO_FACTOR_PATHS : c.PORTAL_TWO_FACTOR_PATHS };
  };
  return {
    /** On or off, recovery codes left, whether the clinic requires it (never of a patient). */
    twoFactorStatus: async () => {
      const { c, paths: p } = await paths();
      return http.request('get', p.status, c.twoFactorStatus);
    },
    /** Starts (or restarts) an enrolment: the secret and its otpauth URI. */
    startTwoFactorEnrolment: async () => {
      const { c, paths: p } = await paths();
      return http.request('post', p.enrolment, c.enrolmentStart);
    },
    /** Confirms the enrolment with its first code: the recovery codes, shown once. */
    confirmTwoFactorEnrolment: async (code: string) => {
      const { c, paths: p } = await paths();
      const body = await valid(c.enrolmentConfirm, { code });
      return (await http.request('post', p.enrolmentConfirm, c.recoveryCodes, body)).recoveryCodes;
    },
    /** New recovery codes for a current code; the old ones stop working. */
    regenerateRecoveryCodes: async (code: string) => {
      const { c, paths: p } = await paths();
      const body = await valid(c.enrolmentConfirm, { code });
      return (await http.request('post', p.recoveryCodes, c.recoveryCodes, body)).recoveryCodes;
    },
    /** Switches two-factor off with a current code or the password. */
    disableTwoFactor: async (proof: { code: string } | { password: string }) => {
      const { anyBody } = await contract();
      const { c, paths: p } = await paths();
      await http.request('post', p.disable, anyBody, await valid(c.twoFactorDisable, proof));
    },
  };
}

export type TwoFactorSettingsCalls = ReturnType<typeof twoFactorSettingsCalls>;

/** A random numeric pin for a new account's id (spec §7). */
export function randomPin(random: () => number = Math.random): string {
  return String(Math.floor(random() * 9e9) + 1e9);
}

/**
 * Typed endpoints of the account API (spec §7 + the contract); responses validated by its schemas.
 * The refresh call is sessionless: it carries no bearer and reports no 401, so a refused refresh
 * does not end the session early (it ends at token_expires).
 */
export function createAccountApi(http: HttpClient) {
  return {
    /** `answer`: this sign-in's answer where it was already sent (the boot script's, issue 35). */
    login: async (
      email: string,
      password: string,
      answer?: Promise<Response> | null,
    ): Promise<LoginResult> => {
      const { ACCOUNT_PATHS, loginResult } = await contract();
      const options = answer ? { answer } : undefined;
      return http.request('post', ACCOUNT_PATHS.login, loginResult, { email, password }, options);
    },
    /**
     * The app's sign-in (the auth statechart's): as `login`, but an account with two-factor (issue
     * 36) answers a second-factor challenge instead of the token set.
     */
    signIn: async (
      email: string,
      password: string,
      answer?: Promise<Response> | null,
    ): Promise<SignInAnswer> => {
      const { ACCOUNT_PATHS, signInAnswer } = await contract();
      const options = answer ? { answer } : undefined;
      return http.request('post', ACCOUNT_PATHS.login, signInAnswer, { email, password }, options);
    },
    /** Two-factor's second step (issue 36): the challenge with a code or a recovery code. */
    secondFactor: async (
      input: { challenge: string; code: string } | { challenge: string; recoveryCode: string },
    ): Promise<LoginResponse> => {
      const { loginResponse } = await contract();
      const { TWO_FACTOR_PATHS, secondFactorRequest } = await twoFactorContract();
      const body = await valid(secondFactorRequest, input);
      return http.request('post', TWO_FACTOR_PATHS.signInCode, loginResponse, body, SESSIONLESS);
    },
    /** The enrolment a clinic requires, at sign-in: its secret and otpauth URI. */
    signInEnrolment: async (challenge: string) => {
      const { TWO_FACTOR_PATHS, enrolmentStart } = await twoFactorContract();
      return http.request(
        'post',
        TWO_FACTOR_PATHS.signInEnrolment,
        enrolmentStart,
        { challenge },
        SESSIONLESS,
      );
    },
    /** The enrolment at sign-in confirmed with its first code: the session and recovery codes. */
    confirmSignInEnrolment: async (input: { challenge: string; code: string }) => {
      const { TWO_FACTOR_PATHS, enrolledSignIn, enrolmentChallengeConfirm } =
        await twoFactorContract();
      return http.request(
        'post',
        TWO_FACTOR_PATHS.signInEnrolmentConfirm,
        enrolledSignIn,
        await valid(enrolmentChallengeConfirm, input),
        SESSIONLESS,
      );
    },
    me: async (): Promise<User> => {
      const { ACCOUNT_PATHS, meResponse } = await contract();
      return (await http.request('get', ACCOUNT_PATHS.me, meResponse)).user;
    },
    register: async (input: Omit<z.input<typeof registerRequest>, 'id'>): Promise<User> => {
      const { ACCOUNT_PATHS, registerRequest, registerResponse } = await contract();
      const body = await valid(registerRequest, { id: randomPin(), ...input });
      return (await http.request('post', ACCOUNT_PATHS.register, registerResponse, body)).user;
    },
    /** Sent as the session ends, so the token is passed in rather than read from storage. */
    logout: async (token: string, reason: SessionEndReason) => {
      const { ACCOUNT_PATHS } = await contract();
      return http.send(
        'post',
        ACCOUNT_PATHS.logout,
        { reason },
        { Authorization: `Bearer ${token}` },
      );
    },
    /** The heartbeat of a user at work: the server's idle limit counts from the last one. */
    activity: async () => {
      const { ACCOUNT_PATHS } = await contract();
      return http.send('post', ACCOUNT_PATHS.activity);
    },
    /** Swaps the refresh token for a new token set; the server rotates the refresh token. */
    refresh: async (refreshToken: string): Promise<LoginResponse> => {
      const { ACCOUNT_PATHS, loginResponse, refreshRequest } = await contract();
      return http.request(
        'post',
        ACCOUNT_PATHS.refresh,
        loginResponse,
        await valid(refreshRequest, { refresh_token: refreshToken }),
        { sessionless: true },
      );
    },
    /** The member's own two-factor (issue 36): on or off, recovery codes left, the clinic's rule. */
    ...twoFactorSettingsCalls(http, 'member'),
    changePassword: async (input: z.input<typeof changePasswordRequest>) => {
      const { ACCOUNT_PATHS, anyBody, changePasswordRequest } = await contract();
      return http.request(
        'post',
        ACCOUNT_PATHS.changePassword,
        anyBody,
        await valid(changePasswordRequest, input),
      );
    },
    requestPasswordReset: async (input: z.input<typeof resetRequest>) => {
      const { ACCOUNT_PATHS, anyBody, resetRequest } = await contract();
      return http.request(
        'post',
        ACCOUNT_PATHS.resetRequest,
        anyBody,
        await valid(resetRequest, input),
      );
    },
    confirmPasswordReset: async (input: z.input<typeof resetConfirmRequest>) => {
      const { ACCOUNT_PATHS, anyBody, resetConfirmRequest } = await contract();
      return http.request(
        'post',
        ACCOUNT_PATHS.resetConfirm,
        anyBody,
        await valid(resetConfirmRequest, input),
      );
    },
    updateProfile: async (input: z.input<typeof profileUpdateRequest>): Promise<User> => {
      const { ACCOUNT_PATHS, meResponse, profileUpdateRequest } = await contract();
      const body = await valid(profileUpdateRequest, input);
      return (await http.request('put', ACCOUNT_PATHS.profile, meResponse, body)).user;
    },
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;

/** The account endpoints on the app's one HTTP client. */
export const accountApi = createAccountApi(httpClient);
