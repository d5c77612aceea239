import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { User } from '../../../common/contracts/account.contract';
import {
  authMachine,
  type Credentials,
  type LoginResult,
} from '../../machines/session/auth.machine';
import { system } from '../../ui/theme/system';
import { AuthContext, useIsInitialised } from './auth-context';

const pageUser: User = { id: 'u1', email: 'ada@clinic.org', name: 'Ada L', tenantId: 't1' };

interface PageWorld {
  signedIn?: boolean;
  signInWithPassword?: ReturnType<typeof fromPromise<LoginResult, Credentials>>;
}

type AuthRef = ActorRefFrom<typeof authMachine>;

function ActorProbe({ into }: { into: { current: AuthRef | null } }) {
  into.current = AuthContext.useActorRef();
  return null;
}

/** Like the app's auth root: pages mount only once auth start is over. */
function AfterAuthStart({ children }: { children: ReactNode }) {
  return useIsInitialised() ? children : null;
}

/** A page with a real auth actor whose sign-in answer the test chooses. */
export function renderWithAuth(path: string, page: ReactNode, world: PageWorld = {}) {
  const location = memoryLocation({ path, record: true });
  const fallback = fromPromise<LoginResult, Credentials>(() => new Promise<never>(() => {}));
  const logic = authMachine.provide({
    guards: { hasStoredTokenSet: () => world.signedIn ?? false, sessionIsLive: () => true },
    actors: {
      decodeStoredIdToken: fromPromise(async () => pageUser),
      signInWithPassword: world.signInWithPassword ?? fallback,
    },
  });
  const probe: { current: AuthRef | null } = { current: null };
  const view = render(
    <ChakraProvider value={system}>
      <AuthContext.Provider logic={logic}>
        <ActorProbe into={probe} />
        <Router hook={location.hook} searchHook={location.searchHook}>
          <AfterAuthStart>{page}</AfterAuthStart>
        </Router>
      </AuthContext.Provider>
    </ChakraProvider>,
  );
  if (!probe.current) throw new Error('the auth actor did not start');
  return { ...view, location, actor: probe.current };
}
