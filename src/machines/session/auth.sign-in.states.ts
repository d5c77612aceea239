import { authSetup } from './auth.setup';
import {
  tokensFromEvent,
  providerTokensFromEvent,
  tokensFromLogin,
  loginTokensFromOutput,
  userFromLogin,
  rolesFromLogin,
  userFromOutput,
  userFromContext,
  errorFromEvent,
  reasonFromEvent,
  credentialsFromEvent,
  challengeFromLogin,
  registrationFromEvent,
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
} from './auth.params';

// Signed out, and the ways in: the login handler of both sign-in layers, the organization's
// identity provider, and registration.

export const signedOut = authSetup.createStateConfig({
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
});

export const signingIn = authSetup.createStateConfig({
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
            // Issue 36: a right password of an account with two-factor (or whose clinic requires
            // it): no session yet, the second step asks for the code (or the enrolment).
            guard: 'secondFactorNeeded',
            target: '#auth.secondFactor',
            actions: { type: 'assignChallenge', params: challengeFromLogin },
          },
          {
            guard: { type: 'tokenSetComplete', params: tokensFromLogin },
            target: '#auth.signedIn',
            actions: [
              { type: 'storeTokenSet', params: loginTokensFromOutput },
              // The server records a password sign-in itself (POST /account/login).
              { type: 'assignUser', params: userFromLogin },
              { type: 'navigateAfterSignIn', params: rolesFromLogin },
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
});

export const registering = authSetup.createStateConfig({
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
});
