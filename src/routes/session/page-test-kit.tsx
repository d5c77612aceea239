import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fromPromise, type ActorRefFrom, type AnyActorLogic } from 'xstate';
import type { User } from '../../../common/contracts/account.contract';
import { demoUser } from '../../machines/session/auth.test-kit';
import type { AccountApi } from '../../api/session/account.api';
import type { HttpClient } from '../../api/http/http-client';
import { provideAuthEffects, type AuthEffectDeps } from '../../app/auth-effects';
import { AuthGate } from '../../app/auth-root';
import { SESSION_KEYS } from '../../config/constants';
import {
  authMachine,
  type Credentials,
  type LoginResult,
} from '../../machines/session/auth.machine';
import { sessionStore } from '../../platform/session/session-storage';
import { system } from '../../ui/theme/system';
import { AuthContext } from './auth-context';

/** The signed-in user of page tests: the machine kit's. */
export const pageUser = demoUser;

type AuthRef = ActorRefFrom<typeof authMachine>;
type MemoryLocation = ReturnType<typeof memoryLocation>;

function ActorProbe({ into }: { into: { current: AuthRef | null } }) {
  into.current = AuthContext.useActorRef();
  return null;
}

/** Mounts `page` like the app does: under the auth actor, and only once auth start is over. */
function mount(
  location: MemoryLocation,
  logic: AnyActorLogic,
  page: ReactNode,
  // A fresh cache per page, failing at once: a test sees each answer, never a retry's.
  queries = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  const probe: { current: AuthRef | null } = { current: null };
  const view = render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={queries}>
        <AuthContext.Provider logic={logic as typeof authMachine}>
          <ActorProbe into={probe} />
          <Router hook={location.hook} searchHook={location.searchHook}>
            <AuthGate>{page}</AuthGate>
          </Router>
        </AuthContext.Provider>
      </QueryClientProvider>
    </ChakraProvider>,
  );
  if (!probe.current) throw new Error('the auth actor did not start');
  return { ...view, location, actor: probe.current };
}

interface PageWorld {
  signedIn?: boolean;
  /** The signed-in member's roles (the page user's, owner + clinician, unless given). */
  roles?: User['roles'];
  /** The signed-in member's id (the page user's unless given: a mock account's, say). */
  userId?: string;
  /** Signed in as a portal patient (issue 36): the patient the session is scoped to. */
  patientId?: string;
  signInWithPassword?: ReturnType<typeof fromPromise<LoginResult, Credentials>>;
  /** The read cache the page gets (a fresh one unless given: one a first load filled, say). */
  queries?: QueryClient;
  /** Two-factor's steps (issue 36), as the test answers them. */
  secondFactor?: Partial<SecondFactorActors>;
}

type SecondFactorActors = Pick<
  Parameters<typeof authMachine.provide>[0]['actors'] & object,
  'verifySecondFactor' | 'startSignInEnrolment' | 'confirmSignInEnrolment'
>;

/** A page with a real auth actor whose sign-in answer the test chooses. */
export function renderWithAuth(path: string, page: ReactNode, world: PageWorld = {}) {
  const fallback = fromPromise<LoginResult, Credentials>(() => new Promise<never>(() => {}));
  const logic = authMachine.provide({
    guards: { hasStoredTokenSet: () => world.signedIn ?? false, sessionIsLive: () => true },
    actors: {
      decodeStoredIdToken: fromPromise(async () => ({
        ...pageUser,
        id: world.userId ?? pageUser.id,
        roles: world.roles ?? pageUser.roles,
        ...(world.patientId && { roles: [], patientId: world.patientId }),
      })),
      signInWithPassword: world.signInWithPassword ?? fallback,
      ...world.secondFactor,
    },
  });
  return mount(memoryLocation({ path, record: true }), logic, page, world.queries);
}

/**
 * A page under the auth machine with the app's own effects over this test's session storage and
 * a memory location: a stored token set starts it signed in, and the guards act on storage.
 */
export function renderWithAppEffects(
  path: string,
  page: ReactNode,
  extra: Pick<AuthEffectDeps, 'drafts'> = {},
) {
  const location = memoryLocation({ path, record: true });
  const current = () => {
    const [pathname, search = ''] = location.history.at(-1)!.split('?');
    return {
      pathname: pathname!,
      search: search ? `?${search}` : '',
      origin: 'http://praxis.test',
    };
  };
  const logic = provideAuthEffects({
    store: sessionStore,
    clock: { now: () => Date.now() },
    // The session check ending a session tells the server; nothing else calls it here.
    api: { logout: async () => {} } as unknown as AccountApi,
    http: { restartUnauthorizedWatch: () => {}, configure: () => {} } as unknown as HttpClient,
    decodeJwt: () => ({ sub: pageUser.id, email: pageUser.email, name: pageUser.name }),
    navigate: (to, options) => location.navigate(to, options),
    location: current,
    log: () => {},
    ...extra,
  });
  return mount(location, logic, page);
}

/** A live token set in this test's session storage: an hour left. */
export function storeLiveTokenSet() {
  sessionStorage.setItem(SESSION_KEYS.accessToken, 'a');
  sessionStorage.setItem(SESSION_KEYS.idToken, 'i');
  sessionStorage.setItem(SESSION_KEYS.tenantId, 't');
  sessionStorage.setItem(SESSION_KEYS.tokenExpires, String(Date.now() + 3_600_000));
}

/** Auth start settles on the fake clock (sibling tabs are asked and none answers). */
export const settleAuthStart = () => act(() => vi.advanceTimersByTimeAsync(0));
