import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fromPromise } from 'xstate';
import type { User } from '../../../common/contracts/account.contract';
import { authMachine } from '../../machines/session/auth.machine';
import { system } from '../../ui/theme/system';
import { AuthContext } from './auth-context';

export const guardUser: User = { id: 'u1', email: 'a@b.org', name: 'Ada', tenantId: 't1' };

/** Renders `ui` at `path` with an auth actor that starts signed in or signed out. */
export function renderAt(path: string, ui: ReactNode, { signedIn }: { signedIn: boolean }) {
  const location = memoryLocation({ path, record: true });
  const logic = authMachine.provide({
    guards: { hasStoredTokenSet: () => signedIn, sessionIsLive: () => true },
    actors: { decodeStoredIdToken: fromPromise(async () => guardUser) },
  });
  const view = render(
    <ChakraProvider value={system}>
      <AuthContext.Provider logic={logic}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui}
        </Router>
      </AuthContext.Provider>
    </ChakraProvider>,
  );
  return { ...view, location };
}
