import { assign, fromCallback, fromPromise, not, setup } from 'xstate';
import { SESSION } from '../../../common/constants/session-timing';
import { DEFAULT_SESSION_CONFIG } from '../../config/session-config';
import type { LoginResponse, TokenSet, User } from '../../../common/contracts/account.contract';
import type { SessionEndReason } from '../../../common/contracts/audit.contract';
import { idleMachine } from './idle.machine';
import type { AuthEvent } from './auth.events';
import { authErrorCode, isTokenSetComplete, retryAfterOf, type AuthErrorCode } from './auth.rules';
import type {
  AuthContext,
  AuthInput,
  Credentials,
  ProviderCallback,
  ProviderFailure,
  Registration,
  LoginResult,
  TokenStore,
} from './auth.types';
import {
  tokensFromEvent,
  providerTokensFromEvent,
  tokensFromLogin,
  loginTokensFromOutput,
  userFromLogin,
  refreshedTokensFromOutput,
  refreshFailureFromEvent,
  userFromOutput,
  userFromProfileEvent,
  userFromContext,
  errorFromEvent,
  reasonFromEvent,
  reasonFromContext,
  credentialsFromEvent,
  registrationFromEvent,
  idleInput,
  reasonFromIdleOutput,
  missingTokens,
  rejected,
  returnToFromStartEvent,
  urlFromCallbackEvent,
  callbackTokens,
  tokensFromCallback,
  returnToFromCallback,
  keepCallbackFailure,
  callbackBroke,
  returnToFromContext,
  returnToFromCallbackOutput,
} from './auth.params';

export type * from './auth.types';

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

/**
 * The auth statechart: auth start, the login handler of both sign-in layers, register, the
 * per-second session check and every session end with its reason (spec §4, DESIGN §2).
 * Effects (storage, HTTP, navigation, clock, audit) are named here and provided by src/app/auth-root.
 */
export const authMachine = setup({
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
    navigateAfterSignIn: () => {},
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
    DRAFT_FLUSH_LIMIT: SESSION.draftFlushLimitMs,
  },
}).createMachine({
  id: 'auth',
  initial: 'initialising',
  context: ({ input }) => ({
    config: input?.config ?? DEFAULT_SESSION_CONFIG,
    user: null,
    signInError: null,
    registerError: null,
    retryAfterS: null,
    endReason: null,
    refreshFailures: 0,
    siblingsAsked: false,
    providerFailure: null,
    providerReturnTo: null,
  }),
  states: {
    initialising: {
      tags: ['loading'],
      initial: 'checkingStoredTokens',
      states: {
        checkingStoredTokens: {
          always: [
            { guard: 'hasStoredTokenSet', target: 'decodingIdToken' },
            { target: 'checkingServiceToken' },
          ],
        },
        decodingIdToken: {
          invoke: {
            id: 'decodeStoredIdToken',
            src: 'decodeStoredIdToken',
            onDone: {
              target: '#auth.signedIn',
              actions: { type: 'assignUser', params: userFromOutput },
            },
            onError: {
              target: 'checkingServiceToken',
              actions: ['clearSession', { type: 'logAuthError', params: errorFromEvent }],
            },
          },
        },
        checkingServiceToken: {
          always: [
            { guard: 'hasLiveServiceToken', target: 'fetchingCurrentUser' },
            { guard: 'siblingsNotAsked', target: 'askingSiblingTabs' },
            { target: '#auth.signedOut' },
          ],
        },
        /** A new tab takes the session of an open sibling tab, else the user signs in. */
        askingSiblingTabs: {
          entry: assign({ siblingsAsked: true }),
          invoke: {
            id: 'sessionFromSiblingTab',
            src: 'sessionFromSiblingTab',
            onDone: [
              { guard: 'siblingSessionTaken', target: 'checkingStoredTokens' },
              { target: '#auth.signedOut' },
            ],
            onError: {
              target: '#auth.signedOut',
              actions: { type: 'logAuthError', params: errorFromEvent },
            },
          },
        },
        fetchingCurrentUser: {
          invoke: {
            id: 'fetchCurrentUser',
            src: 'fetchCurrentUser',
            onDone: {
              target: '#auth.signedIn',
              actions: { type: 'assignUser', params: userFromOutput },
            },
            onError: {
              target: '#auth.signedOut',
              actions: { type: 'logAuthError', params: errorFromEvent },
            },
          },
        },
      },
    },
    signedOut: {
      initial: 'checkingProviderCodes',
      states: {
        checkingProviderCodes: {
          always: [
            { guard: 'hasProviderCodes', target: 'holdingProviderCodes' },
            { target: 'resting' },
          ],
        },
        resting: {},
        /** A registration just succeeded: the sign-up page says so until the user acts again. */
        registered: {},
        /** Spec §2: the public routes send a user with provider codes on, like a signed-in one. */
        holdingProviderCodes: {},
        /**
         * Spec §4 session guard: a protected route shows the progress bar for the guard delay, then
         * storage is cleared and the user goes to /login (a session arriving first leaves signedOut).
         */
        guarding: {
          after: {
            GUARD_DELAY: {
              target: 'resting',
              actions: ['clearSession', 'leaveProtectedRoute'],
            },
          },
          on: {
            'guard.protectedRoute.left': 'checkingProviderCodes',
          },
        },
      },
      on: {
        // Guards show only after auth start (the app gates on it), so signedOut is where they wait.
        'guard.protectedRoute.entered': '.guarding',
        'auth.signIn.password': { target: 'signingIn.withPassword', actions: 'clearErrors' },
        'auth.signIn.tokens': [
          {
            guard: { type: 'tokenSetComplete', params: tokensFromEvent },
            target: 'signingIn.withProviderTokens',
            actions: ['clearErrors', { type: 'storeTokenSet', params: providerTokensFromEvent }],
          },
          {
            target: 'signedOut',
            actions: [
              'clearSession',
              { type: 'logAuthError', params: missingTokens },
              { type: 'assignSignInError', params: { error: 'missing-tokens' } },
            ],
          },
        ],
        'auth.external.start': {
          target: 'signingIn.redirectingToProvider',
          actions: 'clearErrors',
        },
        'auth.external.callback': {
          target: 'signingIn.completingProviderCallback',
          actions: 'clearErrors',
        },
        'auth.register': { target: 'registering', actions: 'clearErrors' },
        'auth.logout': {
          actions: ['clearSession', { type: 'leaveToLogin', params: reasonFromEvent }],
        },
      },
    },
    signingIn: {
      tags: ['busy'],
      initial: 'withPassword',
      states: {
        withPassword: {
          invoke: {
            id: 'signInWithPassword',
            src: 'signInWithPassword',
            input: credentialsFromEvent,
            onDone: [
              {
                guard: { type: 'tokenSetComplete', params: tokensFromLogin },
                target: '#auth.signedIn',
                actions: [
                  { type: 'storeTokenSet', params: loginTokensFromOutput },
                  // The server records a password sign-in itself (POST /account/login).
                  { type: 'assignUser', params: userFromLogin },
                  'navigateAfterSignIn',
                ],
              },
              {
                target: '#auth.signedOut',
                actions: [
                  'clearSession',
                  { type: 'logAuthError', params: missingTokens },
                  { type: 'assignSignInError', params: { error: 'missing-tokens' } },
                ],
              },
            ],
            onError: {
              target: '#auth.signedOut',
              actions: { type: 'assignSignInFailure', params: errorFromEvent },
            },
          },
        },
        /** The sign-in page's provider button: the browser leaves for the identity provider. */
        redirectingToProvider: {
          invoke: {
            id: 'redirectToProvider',
            src: 'redirectToProvider',
            input: returnToFromStartEvent,
            // Resolves as the page unloads; a page restored from the back-forward cache is signed out.
            onDone: { target: '#auth.signedOut' },
            onError: {
              target: '#auth.signedOut',
              actions: [
                { type: 'logAuthError', params: errorFromEvent },
                { type: 'assignSignInError', params: { error: 'provider-error' } },
              ],
            },
          },
        },
        /** /auth/callback: the code is exchanged, then the login handler takes the token set. */
        completingProviderCallback: {
          invoke: {
            id: 'completeProviderCallback',
            src: 'completeProviderCallback',
            input: urlFromCallbackEvent,
            onDone: [
              {
                guard: { type: 'tokenSetComplete', params: callbackTokens },
                target: 'withProviderTokens',
                actions: [
                  { type: 'storeTokenSet', params: tokensFromCallback },
                  { type: 'assignProviderReturnTo', params: returnToFromCallback },
                ],
              },
              {
                // The provider answered, but without the whole token set: the login handler refuses.
                guard: 'callbackSucceeded',
                target: '#auth.signedOut',
                actions: [
                  'clearSession',
                  { type: 'logAuthError', params: missingTokens },
                  { type: 'assignProviderFailure', params: rejected },
                ],
              },
              {
                target: '#auth.signedOut',
                actions: keepCallbackFailure,
              },
            ],
            onError: {
              target: '#auth.signedOut',
              actions: callbackBroke,
            },
          },
        },
        withProviderTokens: {
          invoke: {
            id: 'decodeProviderIdToken',
            src: 'decodeStoredIdToken',
            onDone: {
              target: '#auth.signedIn',
              actions: [
                { type: 'assignUser', params: userFromOutput },
                { type: 'recordSignIn', params: userFromContext },
                // Only a sign-in that came through the callback has a page to return to.
                { type: 'navigateToReturnTo', params: returnToFromContext },
              ],
            },
            onError: {
              target: '#auth.signedOut',
              actions: [
                'clearSession',
                { type: 'logAuthError', params: errorFromEvent },
                { type: 'assignSignInError', params: { error: 'provider-error' } },
                { type: 'assignProviderFailure', params: rejected },
              ],
            },
          },
        },
      },
    },
    registering: {
      tags: ['busy'],
      invoke: {
        id: 'registerAccount',
        src: 'registerAccount',
        input: registrationFromEvent,
        onDone: { target: 'signedOut.registered' },
        onError: {
          target: 'signedOut',
          actions: { type: 'assignRegisterFailure', params: errorFromEvent },
        },
      },
    },
    signedIn: {
      // Children of signedIn: leaving it stops the idle watchers and the 401 watch, no cleanup code.
      invoke: [
        {
          id: 'idle',
          src: 'idle',
          input: idleInput,
          onDone: {
            target: 'flushingDrafts',
            actions: { type: 'assignEndReason', params: reasonFromIdleOutput },
          },
        },
        { id: 'unauthorizedWatch', src: 'unauthorizedWatch' },
      ],
      type: 'parallel',
      states: {
        expiry: {
          initial: 'live',
          states: {
            live: {
              after: {
                SESSION_CHECK: [
                  { guard: 'sessionIsLive', target: 'live', reenter: true },
                  {
                    target: '#auth.flushingDrafts',
                    actions: { type: 'assignEndReason', params: { reason: 'expired' } },
                  },
                ],
              },
            },
          },
        },
        // Decision 7: a refresh before token_expires extends it, never past the absolute maximum.
        refresh: {
          entry: 'resetRefreshFailures',
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'refreshWanted', target: 'waiting' }, { target: 'off' }],
            },
            waiting: { after: { REFRESH_DUE: 'refreshing' } },
            refreshing: {
              invoke: {
                id: 'refreshTokens',
                src: 'refreshTokens',
                onDone: {
                  target: 'deciding',
                  actions: [
                    { type: 'storeRefreshedTokens', params: refreshedTokensFromOutput },
                    'resetRefreshFailures',
                  ],
                },
                onError: [
                  {
                    guard: { type: 'refreshRetryAllowed', params: refreshFailureFromEvent },
                    target: 'retrying',
                    actions: 'countRefreshFailure',
                  },
                  // Refused or out of time: the session ends at token_expires as before.
                  { target: 'off', actions: { type: 'logAuthError', params: errorFromEvent } },
                ],
              },
            },
            retrying: { after: { REFRESH_RETRY: 'refreshing' } },
            off: {},
          },
        },
        // A sibling tab's session was taken over while this tab was at the provider: the callback
        // still completes (the code is spent) and goes to its page, keeping the session it has.
        providerCallback: {
          initial: 'none',
          states: {
            none: {
              on: { 'auth.external.callback': 'completing' },
            },
            completing: {
              invoke: {
                id: 'completeProviderCallbackSignedIn',
                src: 'completeProviderCallback',
                input: urlFromCallbackEvent,
                onDone: [
                  {
                    guard: 'callbackSucceeded',
                    target: 'none',
                    actions: { type: 'navigateToReturnTo', params: returnToFromCallbackOutput },
                  },
                  {
                    target: 'none',
                    actions: keepCallbackFailure,
                  },
                ],
                onError: {
                  target: 'none',
                  actions: callbackBroke,
                },
              },
            },
          },
        },
      },
      on: {
        'auth.logout': {
          target: 'flushingDrafts',
          actions: { type: 'assignEndReason', params: reasonFromEvent },
        },
        'http.unauthorized': {
          target: 'flushingDrafts',
          actions: { type: 'assignEndReason', params: { reason: 'unauthorized' } },
        },
        'auth.profile.updated': { actions: { type: 'assignUser', params: userFromProfileEvent } },
      },
    },
    // Decision 2 of CLINICAL.md: no session ends with a word unsaved. Drafts with unsaved changes
    // are saved first, within a bounded wait; with none, the session ends at once.
    flushingDrafts: {
      always: { guard: not('hasPendingDrafts'), target: 'endingSession' },
      invoke: {
        id: 'flushPendingDrafts',
        src: 'flushPendingDrafts',
        onDone: 'endingSession',
        onError: {
          target: 'endingSession',
          actions: { type: 'logAuthError', params: errorFromEvent },
        },
      },
      after: { DRAFT_FLUSH_LIMIT: 'endingSession' },
    },
    endingSession: {
      entry: [
        { type: 'recordSessionEnd', params: reasonFromContext },
        { type: 'revokeServerSession', params: reasonFromContext },
        'clearSession',
        'clearUser',
        { type: 'leaveToLogin', params: reasonFromContext },
      ],
      always: 'signedOut',
    },
  },
});

export type AuthMachine = typeof authMachine;
