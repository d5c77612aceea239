import { authSetup } from './auth.setup';
import {
  challengeFromContext,
  errorFromEvent,
  pendingRoles,
  pendingTokens,
  pendingUser,
  rolesFromLoginResponse,
  secondFactorAnswerFromEvent,
  storeFromOutput,
  userFromLoginResponse,
} from './auth.params';

/** The challenge is gone (expired, used): back to the password, saying so. */
const challengeGone = {
  guard: 'challengeGone' as const,
  target: '#auth.signedOut' as const,
  actions: [
    'clearSecondFactor' as const,
    { type: 'assignSignInError' as const, params: { error: 'sign-in-expired' as const } },
  ],
};
/** Any other refusal (a wrong code, too many attempts, no network): the same step, saying why. */
const refusedHere = (target: string) => ({
  target,
  actions: { type: 'assignSecondFactorFailure' as const, params: errorFromEvent },
});
/** The session the second step opened: stored, and the member goes on as after a password. */
const signedInWithOutput = [
  'clearSecondFactor' as const,
  { type: 'storeTokenSet' as const, params: storeFromOutput },
  { type: 'assignUser' as const, params: userFromLoginResponse },
  { type: 'navigateAfterSignIn' as const, params: rolesFromLoginResponse },
];

/**
 * Two-factor sign-in (issue 36; DESIGN's sign-in statechart): a right password opened a challenge,
 * not a session. `challenged` waits for the code from the authenticator app (or one recovery
 * code), or, where the clinic requires two-factor of an account without it, walks the enrolment;
 * it ends with the challenge's life (the server's `expiresIn`). Once an enrolment is confirmed,
 * the recovery codes are shown (`showingRecoveryCodes`) before the session starts: the server's
 * session exists then, so no expiry applies.
 */
export const secondFactor = authSetup.createStateConfig({
  initial: 'challenged',
  on: {
    'auth.secondFactor.cancel': {
      target: '#auth.signedOut',
      actions: ['clearSecondFactor', 'clearErrors'],
    },
  },
  states: {
    challenged: {
      initial: 'routing',
      after: {
        CHALLENGE_EXPIRY: {
          target: '#auth.signedOut',
          actions: [
            'clearSecondFactor',
            { type: 'assignSignInError', params: { error: 'sign-in-expired' } },
          ],
        },
      },
      states: {
        routing: {
          always: [
            { guard: 'challengeIsEnrolment', target: 'startingEnrolment' },
            { target: 'awaitingCode' },
          ],
        },
        awaitingCode: {
          on: {
            'auth.secondFactor.code': 'verifyingCode',
            'auth.secondFactor.recoveryCode': 'verifyingCode',
          },
        },
        verifyingCode: {
          tags: ['busy'],
          invoke: {
            id: 'verifySecondFactor',
            src: 'verifySecondFactor',
            input: secondFactorAnswerFromEvent,
            onDone: { target: '#auth.signedIn', actions: signedInWithOutput },
            onError: [challengeGone, refusedHere('awaitingCode')],
          },
        },
        startingEnrolment: {
          tags: ['busy'],
          invoke: {
            id: 'startSignInEnrolment',
            src: 'startSignInEnrolment',
            input: challengeFromContext,
            onDone: {
              target: 'awaitingEnrolmentCode',
              actions: {
                type: 'assignEnrolment',
                params: ({ event }) => ({ enrolment: event.output }),
              },
            },
            onError: [
              challengeGone,
              {
                target: '#auth.signedOut',
                actions: [
                  'clearSecondFactor',
                  { type: 'assignSignInFailure', params: errorFromEvent },
                ],
              },
            ],
          },
        },
        awaitingEnrolmentCode: {
          on: { 'auth.secondFactor.code': 'confirmingEnrolment' },
        },
        confirmingEnrolment: {
          tags: ['busy'],
          invoke: {
            id: 'confirmSignInEnrolment',
            src: 'confirmSignInEnrolment',
            input: ({ context, event }) => ({
              challenge: context.secondFactor?.challenge ?? '',
              code: event.type === 'auth.secondFactor.code' ? event.code : '',
            }),
            onDone: {
              target: '#auth.secondFactor.showingRecoveryCodes',
              actions: {
                type: 'assignEnrolledSignIn',
                params: ({ event }) => ({ enrolled: event.output }),
              },
            },
            onError: [challengeGone, refusedHere('awaitingEnrolmentCode')],
          },
        },
      },
    },
    /** The recovery codes, shown once; the session starts when the member says they kept them. */
    showingRecoveryCodes: {
      on: {
        'auth.secondFactor.recoveryCodesKept': {
          target: '#auth.signedIn',
          actions: [
            { type: 'storeTokenSet', params: pendingTokens },
            { type: 'assignUser', params: pendingUser },
            { type: 'navigateAfterSignIn', params: pendingRoles },
            'clearSecondFactor',
          ],
        },
      },
    },
  },
});
