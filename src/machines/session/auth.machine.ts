import { DEFAULT_SESSION_CONFIG } from '../../config/session-config';
import { authSetup } from './auth.setup';
import { initialising } from './auth.start.states';
import { registering, signedOut, signingIn } from './auth.sign-in.states';
import { secondFactor } from './auth.second-factor.states';
import { endingSession, flushingDrafts, signedIn } from './auth.session.states';

export type * from './auth.types';

/**
 * The auth statechart: auth start, the login handler of both sign-in layers, register, the
 * per-second session check and every session end with its reason (spec §4, DESIGN §2).
 * Effects (storage, HTTP, navigation, clock, audit) are named in auth.setup.ts and provided by
 * src/app/auth-effects.ts; each group of states has its file.
 */
export const authMachine = authSetup.createMachine({
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
    secondFactor: null,
    enrolment: null,
    recoveryCodes: null,
    pendingSignIn: null,
  }),
  states: {
    initialising,
    signedOut,
    signingIn,
    registering,
    secondFactor,
    signedIn,
    flushingDrafts,
    endingSession,
  },
});

export type AuthMachine = typeof authMachine;
