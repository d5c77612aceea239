import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fromPromise } from 'xstate';
import type { User } from '../../../common/contracts/account.contract';
import { authMachine } from '../../machines/session/auth.machine';
import type { ExternalSignInOutcome } from '../../platform/session/oidc-client';
import { ExternalSignInError } from '../../platform/session/oidc-errors';
import { system } from '../../ui/theme/system';
import { AuthGate } from '../../app/auth-root';
import { AuthContext } from './auth-context';
import CallbackPage from './callback-page';

const user: User = { id: 'p-1', email: 'ana@clinic.test', name: 'Ana', tenantId: 't-1', roles: [] };
const complete = vi.fn<(url: string) => Promise<ExternalSignInOutcome>>();

function renderCallback(outcome: ExternalSignInOutcome) {
  complete.mockResolvedValue(outcome);
  window.history.replaceState(null, '', '/auth/callback?code=c&state=s');
  const location = memoryLocation({ path: '/auth/callback', record: true });
  // The auth machine with the callback exchange and the navigation of the test's choosing.
  const signedInLogic = authMachine.provide({
    actors: {
      decodeStoredIdToken: fromPromise(() => Promise.resolve(user)),
      completeProviderCallback: fromPromise(({ input }) => complete(input.url)),
    },
    actions: {
      navigateToReturnTo: (_, { to }) => {
        if (to) location.navigate(to, { replace: true });
      },
    },
  });
  render(
    <StrictMode>
      <ChakraProvider value={system}>
        <AuthContext.Provider logic={signedInLogic}>
          <Router hook={location.hook}>
            <AuthGate>
              <CallbackPage />
            </AuthGate>
          </Router>
        </AuthContext.Provider>
      </ChakraProvider>
    </StrictMode>,
  );
  return location;
}

describe('the /auth/callback page', () => {
  beforeEach(() => complete.mockReset());

  it('shows progress, then replaces itself with the return page once signed in', async () => {
    const location = renderCallback({
      ok: true,
      result: {
        tokens: { access_token: 'a', id_token: 'h.p.s', tenant_id: 't-1', expires_in: 3600 },
        authCode: 'c',
        returnTo: '/app/panels/hospital/patient',
      },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Completing the sign-in');
    await vi.waitFor(() => expect(location.history).toContain('/app/panels/hospital/patient'));
    expect(location.history).toEqual(['/app/panels/hospital/patient']);
    expect(complete).toHaveBeenCalledExactlyOnceWith(
      'http://localhost:3000/auth/callback?code=c&state=s',
    );
  });

  it("shows the provider's error with its description and a link back to sign in", async () => {
    renderCallback({
      ok: false,
      error: new ExternalSignInError('provider', {
        error: 'access_denied',
        description: 'End-User aborted interaction',
      }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('End-User aborted interaction');
    expect(
      screen.getByRole('heading', { name: 'Sign-in with your organization failed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });
});
