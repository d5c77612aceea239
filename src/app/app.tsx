import { ChakraProvider } from '@chakra-ui/react';
import type { SessionConfig } from '../config/session-config';
import { system } from '../ui/theme/system';
import { AppRouter } from '../routes/app-router';
import { LayoutRoot } from './layout-root';
import { AuthRoot } from './auth-root';
import { recordSessionEnd, recordSignIn, recordUnrecordedSessionEnd } from './session-audit';

export function App({ sessionConfig }: { sessionConfig: SessionConfig }) {
  return (
    <ChakraProvider value={system}>
      <LayoutRoot>
        <AuthRoot
          config={sessionConfig}
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
