import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../ui/theme/system';
import { AppRouter } from '../routes/app-router';
import { LayoutRoot } from './layout-root';
import { AuthRoot } from './auth-root';
import { recordSessionEnd, recordSignIn, recordUnrecordedSessionEnd } from './session-audit';

export function App() {
  return (
    <ChakraProvider value={system}>
      <LayoutRoot>
        <AuthRoot
          onSignIn={recordSignIn}
          onSessionEnd={recordSessionEnd}
          onUnrecordedSessionEnd={recordUnrecordedSessionEnd}
        >
          <AppRouter />
        </AuthRoot>
      </LayoutRoot>
    </ChakraProvider>
  );
}
