import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../ui/theme/system';
import { AppRouter } from '../routes/app-router';
import type { AuthActorRef } from '../routes/session/auth-context';
import { LayoutRoot } from './layout-root';
import { AuthRoot } from './auth-root';

/** The React app over the page's auth actor (started before React: browser-auth.ts). */
export function App({ auth }: { auth: AuthActorRef }) {
  return (
    <ChakraProvider value={system}>
      <LayoutRoot>
        <AuthRoot auth={auth}>
          <AppRouter />
        </AuthRoot>
      </LayoutRoot>
    </ChakraProvider>
  );
}
