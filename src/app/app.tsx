import { ChakraProvider } from '@chakra-ui/react';
import { useState } from 'react';
import type { SessionEndReason } from '../../common/contracts/audit.contract';
import type { User } from '../../common/contracts/account.contract';
import type { SessionConfig } from '../config/session-config';
import { system } from '../ui/theme/system';
import { AppRouter } from '../routes/app-router';
import { LayoutRoot } from './layout-root';
import { AuthRoot } from './auth-root';
import { clearQueryCache } from '../routes/query-cache';
import { recordSessionEnd, recordSignIn, recordUnrecordedSessionEnd } from './session-audit';
import { forgetDraftKey } from '../platform/drafts/local-draft-store';

export function App({ sessionConfig }: { sessionConfig: SessionConfig }) {
  // No record read in one session is shown in the next (another user may sign in here).
  const [onSessionEnd] = useState(() => (reason: SessionEndReason, user: User | null) => {
    clearQueryCache();
    // The key of the encrypted draft store goes too: the next person here cannot read a copy.
    forgetDraftKey();
    recordSessionEnd(reason, user);
  });
  return (
    <ChakraProvider value={system}>
      <LayoutRoot>
        <AuthRoot
          config={sessionConfig}
          onSignIn={recordSignIn}
          onSessionEnd={onSessionEnd}
          onUnrecordedSessionEnd={recordUnrecordedSessionEnd}
        >
          <AppRouter />
        </AuthRoot>
      </LayoutRoot>
    </ChakraProvider>
  );
}
