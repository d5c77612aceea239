import { vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { LoginResponse, User } from '../../../common/contracts/account.contract';
import type { SessionConfig } from '../../config/session-config';
import { authMachine, type LoginResult, type ProviderCallback } from './auth.machine';

export const demoUser: User = {
  id: 'u1',
  email: 'ada@clinic.org',
  name: 'Ada L',
  tenantId: 't1',
  roles: ['owner', 'clinician'],
};

export const loginResult: LoginResult = {
  serviceToken: 'service',
  user: demoUser,
  access_token: 'access',
  id_token: 'id',
  tenant_id: 't1',
  expires_in: 3600,
};

export interface FakeWorld {
  hasStoredTokenSet?: boolean | (() => boolean);
  hasLiveServiceToken?: boolean;
  sessionIsLive?: () => boolean;
  decodeStoredIdToken?: () => Promise<User>;
  fetchCurrentUser?: () => Promise<User>;
  signInWithPassword?: () => Promise<LoginResult>;
  registerAccount?: () => Promise<User>;
  /** Two-factor (issue 36): the second step's answers. */
  verifySecondFactor?: (input: unknown) => Promise<LoginResponse>;
  startSignInEnrolment?: () => Promise<{ secret: string; uri: string }>;
  confirmSignInEnrolment?: () => Promise<LoginResponse & { recoveryCodes: string[] }>;
  refreshWanted?: () => boolean;
  refreshRetryAllowed?: () => boolean;
  refreshTokens?: () => Promise<LoginResponse>;
  /** Storage holds an auth code and a health-record token (spec §2). */
  hasProviderCodes?: () => boolean;
  /** The browser leaving for the identity provider; by default it never returns. */
  redirectToProvider?: () => Promise<void>;
  /** The provider's callback exchanged for tokens. */
  completeProviderCallback?: () => Promise<ProviderCallback>;
  /** An open sibling tab's answer; by default none answers. */
  sessionFromSiblingTab?: () => Promise<boolean>;
}

/** The auth machine with every effect a spy and every fact of the browser chosen by the test. */
export function startAuth(world: FakeWorld = {}, config?: SessionConfig) {
  const effects = {
    storeTokenSet: vi.fn(),
    storeRefreshedTokens: vi.fn(),
    clearSession: vi.fn(),
    logAuthError: vi.fn(),
    navigateAfterSignIn: vi.fn(),
    navigateToReturnTo: vi.fn(),
    leaveToLogin: vi.fn(),
    leaveProtectedRoute: vi.fn(),
    revokeServerSession: vi.fn(),
    recordSignIn: vi.fn(),
    recordSessionEnd: vi.fn(),
  };
  const calls: string[] = [];
  const traced = Object.fromEntries(
    Object.entries(effects).map(([name, spy]) => [
      name,
      (...args: unknown[]) => {
        calls.push(name);
        spy(args[1]);
      },
    ]),
  ) as unknown as typeof effects;
  const never = () => new Promise<never>(() => {});
  const logic = authMachine.provide({
    guards: {
      hasStoredTokenSet: () => {
        const stored = world.hasStoredTokenSet ?? false;
        return typeof stored === 'function' ? stored() : stored;
      },
      hasLiveServiceToken: () => world.hasLiveServiceToken ?? false,
      sessionIsLive: () => world.sessionIsLive?.() ?? true,
      refreshWanted: () => world.refreshWanted?.() ?? false,
      refreshRetryAllowed: () => world.refreshRetryAllowed?.() ?? false,
      hasProviderCodes: () => world.hasProviderCodes?.() ?? false,
    },
    actors: {
      decodeStoredIdToken: fromPromise(world.decodeStoredIdToken ?? never),
      fetchCurrentUser: fromPromise(world.fetchCurrentUser ?? never),
      signInWithPassword: fromPromise(world.signInWithPassword ?? never),
      registerAccount: fromPromise(world.registerAccount ?? never),
      verifySecondFactor: fromPromise(({ input }) =>
        world.verifySecondFactor ? world.verifySecondFactor(input) : never(),
      ),
      startSignInEnrolment: fromPromise(world.startSignInEnrolment ?? never),
      confirmSignInEnrolment: fromPromise(world.confirmSignInEnrolment ?? never),
      refreshTokens: fromPromise(world.refreshTokens ?? never),
      sessionFromSiblingTab: fromPromise(world.sessionFromSiblingTab ?? (async () => false)),
      redirectToProvider: fromPromise(world.redirectToProvider ?? never),
      completeProviderCallback: fromPromise(world.completeProviderCallback ?? never),
    },
    actions: traced,
  });
  const actor = createActor(logic, { input: { config } }).start();
  return { actor, effects, calls };
}

/** Lets settled promise actors deliver their done events. */
export const flush = () => vi.advanceTimersByTimeAsync(0);

/** A failed call as the HTTP client rejects it: an error carrying the response's status. */
export const apiError = (status: number) => Object.assign(new Error('failed'), { status });
/** The provider's tokens as auth start finds them (spec §4). */
export const tokens = { access_token: 'a', id_token: 'i', tenant_id: 't1', expires_in: 60 };
