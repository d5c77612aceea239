import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { SESSION } from '../../../common/constants/session-timing';
import type { LoginResponse, TokenSet, User } from '../../../common/contracts/account.contract';
import type { SessionEndReason } from '../../../common/contracts/audit.contract';
import type { SignedInWho } from './landing';
import { idleMachine } from './idle.machine';
import type { AuthEvent } from './auth.events';
import {
  authErrorCode,
  isTokenSetComplete,
  retryAfterOf,
  SECOND_FACTOR_MEANINGS,
  statusOf,
  type AuthErrorCode,
} from './auth.rules';
import type {
  AuthContext,
  AuthInput,
  Credentials,
  ProviderCallback,
  ProviderFailure,
  Registration,
  LoginResult,
  SecondFactorAnswer,
  SecondFactorChallenge,
  TokenStore,
} from './auth.types';
import type { EnrolledSignIn } from '../../../common/contracts/two-factor.contract';

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

/**
 * The auth statechart's types, and the effects it names (actors, guards, actions, delays), which
 * src/app/auth-effects.ts provides for the browser. Its states are in the auth.*.states.ts files;
 * auth.machine.ts puts them together.
 */
export const authSetup = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
  },
  actors: {
    /** Decodes the stored id token into the session user; rejects on any decode failure. */
    decodeStoredIdToken: fromPromise<User>(notProvided('decodeStoredIdToken')),
    /** Applies the stored serviceToken as bearer and reads GET /account/me. */
    fetchCurrentUser: fromPromise<User>(notProvided('fetchCurrentUser')),
    signInWithPassword: fromPromise<LoginResult, Credentials>(notProvided('signInWithPassword')),
    registerAccount: fromPromise<User, Registration>(notProvided('registerAccount')),
    /** Two-factor (issue 36): the challenge answered with a code or a recovery code. */
    verifySecondFactor: fromPromise<LoginResponse, SecondFactorAnswer>(
      notProvided('verifySecondFactor'),
    ),
    /** Two-factor required by the clinic: the enrolment's secret and URI for this challenge. */
    startSignInEnrolment: fromPromise<{ secret: string; uri: string }, { challenge: string }>(
      notProvided('startSignInEnrolment'),
    ),
    /** The enrolment confirmed with its first code: the session and the recovery codes. */
    confirmSignInEnrolment: fromPromise<EnrolledSignIn, { challenge: string; code: string }>(
      notProvided('confirmSignInEnrolment'),
    ),
    /** POST /account/refresh with the stored refresh token; answers the rotated token set. */
    refreshTokens: fromPromise<LoginResponse>(notProvided('refreshTokens')),
    /**
     * Asks the browser's open sibling tabs for their session and stores it (decision H15);
     * answers whether one was taken over. Standalone, no tab answers.
     */
    sessionFromSiblingTab: fromPromise<boolean>(async () => false),
    /** Sends the browser to the identity provider (the page unloads); rejects if it cannot. */
    redirectToProvider: fromPromise<void, { returnTo: string }>(notProvided('redirectToProvider')),
    /** Exchanges the provider's callback URL for tokens; answers a failure, never rejects. */
    completeProviderCallback: fromPromise<ProviderCallback, { url: string }>(
      notProvided('completeProviderCallback'),
    ),
    /**
     * While signed in: the HTTP client's single 401 report of this session, sent back as
     * `http.unauthorized` (provided by the app; stopping it disconnects the report).
     */
    unauthorizedWatch: fromCallback(() => undefined),
    /**
     * Saves the drafts being written before the session ends (CLINICAL.md decision 2): to the
     * server while it still accepts them, else to the browser's encrypted draft store.
     */
    flushPendingDrafts: fromPromise<void>(async () => undefined),
    /** Watchers 1 and 2 (spec §4); the app provides the browser's activity, clock and tabs. */
    idle: idleMachine,
  },
  guards: {
    siblingsNotAsked: ({ context }) => !context.siblingsAsked,
    siblingSessionTaken: ({ event }) => (event as { output?: unknown }).output === true,
    callbackSucceeded: ({ event }) => (event as { output?: ProviderCallback }).output?.ok === true,
    /** Session storage holds access token, id token and tenant id. */
    hasStoredTokenSet: () => false,
    /** The older layer's stored serviceToken has an exp later than now (in seconds). */
    hasLiveServiceToken: () => false,
    /** Spec §2: session storage holds an auth code and a health-record token. */
    hasProviderCodes: () => false,
    /** The shell's logged-in check: tokens present and now < token_expires. */
    sessionIsLive: () => false,
    tokenSetComplete: (_, params: { tokens: Partial<TokenSet> | undefined }) =>
      isTokenSetComplete(params.tokens),
    /** A right password whose sign-in waits for a second factor (issue 36). */
    secondFactorNeeded: ({ event }) =>
      typeof (event as { output?: unknown }).output === 'object' &&
      'secondFactor' in ((event as { output?: object }).output ?? {}),
    /** The challenge is for the enrolment the clinic requires, not for a code. */
    challengeIsEnrolment: ({ context }) => context.secondFactor?.mode === 'enrol',
    /** A refusal that ends the second step: the challenge expired or was used (410). */
    challengeGone: ({ event }) => statusOf((event as { error?: unknown }).error) === 410,
    /** A refresh token is stored and token_expires is still short of the absolute maximum. */
    refreshWanted: () => false,
    /** Some note or intake being written has changes the server has not stored. */
    hasPendingDrafts: () => false,
    /** The refresh got no answer (not a refusal), retries are left and token_expires is not near. */
    refreshRetryAllowed: (_, _params: { error: unknown; failures: number }) => false,
  },
  actions: {
    assignUser: assign((_, params: { user: User }) => ({
      user: params.user,
      signInError: null,
      registerError: null,
      retryAfterS: null,
      endReason: null,
    })),
    assignSignInError: assign((_, params: { error: AuthErrorCode }) => ({
      signInError: params.error,
      retryAfterS: null,
    })),
    assignSignInFailure: assign((_, params: { error: unknown }) => ({
      signInError: authErrorCode(params.error),
      retryAfterS: retryAfterOf(params.error),
    })),
    assignRegisterFailure: assign((_, params: { error: unknown }) => ({
      registerError: authErrorCode(params.error),
      retryAfterS: retryAfterOf(params.error),
    })),
    clearErrors: assign({
      signInError: null,
      registerError: null,
      retryAfterS: null,
      providerFailure: null,
      providerReturnTo: null,
    }),
    assignProviderFailure: assign((_, params: { failure: ProviderFailure }) => ({
      providerFailure: params.failure,
    })),
    assignProviderReturnTo: assign((_, params: { returnTo: string | null }) => ({
      providerReturnTo: params.returnTo,
    })),
    assignEndReason: assign((_, params: { reason: SessionEndReason }) => ({
      endReason: params.reason,
    })),
    clearUser: assign({ user: null }),
    assignChallenge: assign((_, params: { challenge: SecondFactorChallenge }) => ({
      secondFactor: params.challenge,
      signInError: null,
      retryAfterS: null,
    })),
    assignSecondFactorFailure: assign((_, params: { error: unknown }) => ({
      signInError: authErrorCode(params.error, SECOND_FACTOR_MEANINGS),
      retryAfterS: retryAfterOf(params.error),
    })),
    assignEnrolment: assign((_, params: { enrolment: { secret: string; uri: string } }) => ({
      enrolment: params.enrolment,
    })),
    assignEnrolledSignIn: assign((_, params: { enrolled: EnrolledSignIn }) => {
      const { recoveryCodes, ...session } = params.enrolled;
      return { recoveryCodes, pendingSignIn: session, signInError: null, retryAfterS: null };
    }),
    /** Forgets every second-factor value: the challenge, the secret, the codes, the session held. */
    clearSecondFactor: assign({
      secondFactor: null,
      enrolment: null,
      recoveryCodes: null,
      pendingSignIn: null,
    }),
    /** At sign-in: the token set, with the session start the absolute maximum counts from. */
    storeTokenSet: (_, _params: TokenStore) => {},
    /** After a refresh: the rotated set, token_expires capped at the absolute maximum. */
    storeRefreshedTokens: (_, _params: TokenStore) => {},
    countRefreshFailure: assign(({ context }) => ({
      refreshFailures: context.refreshFailures + 1,
    })),
    resetRefreshFailures: assign({ refreshFailures: 0 }),
    clearSession: () => {},
    logAuthError: (_, _params: { error: unknown }) => {},
    /**
     * The remembered page, else home (`landing.ts`): a portal patient's is the patient's area,
     * and a patient is never taken to a clinic page (issue 36).
     */
    navigateAfterSignIn: (_, _params: SignedInWho) => {},
    /** After an external sign-in: the page the user started it from (validated by the platform). */
    navigateToReturnTo: (_, _params: { to: string | null }) => {},
    leaveToLogin: (_, _params: { reason: SessionEndReason }) => {},
    /** The session guard sends the user to /login, which brings them back to this page. */
    leaveProtectedRoute: () => {},
    /** Ends the server session and makes sure the end is audited once, by server or client. */
    revokeServerSession: (_, _params: { reason: SessionEndReason }) => {},
    /** An external-provider sign-in, which the server never sees, goes to the audit trail. */
    recordSignIn: (_, _params: { user: User | null }) => {},
    /** Tells the session's other tabs; the audit record is revokeServerSession's to decide. */
    recordSessionEnd: (_, _params: { reason: SessionEndReason }) => {},
  },
  delays: {
    SESSION_CHECK: ({ context }) => context.config.checkIntervalMs,
    /** Spec §4: how long a protected route waits for a session before sending the user away. */
    GUARD_DELAY: ({ context }) => context.config.guardDelayMs,
    /** Provided: until token_expires less the refresh lead, never below 0. */
    REFRESH_DUE: 0,
    REFRESH_RETRY: SESSION.refreshRetryMs,
    /** The challenge's life as the server gave it: the second step ends with it. */
    CHALLENGE_EXPIRY: ({ context }) => (context.secondFactor?.expiresIn ?? 0) * 1000,
    DRAFT_FLUSH_LIMIT: SESSION.draftFlushLimitMs,
  },
});
