import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fromPromise } from 'xstate';
import type { User } from '../../../common/contracts/account.contract';
import { authMachine } from '../../machines/session/auth.machine';
import {
  completeExternalSignIn,
  type ExternalSignInOutcome,
} from '../../platform/session/oidc-client';
import { ExternalSignInError } from '../../platform/session/oidc-errors';
import { system } from '../../ui/theme/system';
import { AuthContext } from './auth-context';
import CallbackPage from './callback-page';

vi.mock('../../platform/session/oidc-client', () => ({ completeExternalSignIn: vi.fn() }));

const user: User = { id: 'p-1', email: 'ana@clinic.test', name: 'Ana', tenantId: 't-1' };
const signedInLogic = authMachine.provide({
  actors: { decodeStoredIdToken: fromPromise(() => Promise.resolve(user)) },
});

let page = 0;
function renderCallback(outcome: ExternalSignInOutcome) {
  vi.mocked(completeExternalSignIn).mockResolvedValue(outcome);
  // Each render is a distinct callback URL: the handshake runs once per URL.
  window.history.replaceState(null, '', `/auth/callback?code=c&state=s${++page}`);
  const location = memoryLocation({ path: '/auth/callback', record: true });
  render(
    <StrictMode>
      <ChakraProvider value={system}>
        <AuthContext.Provider logic={signedInLogic}>
          <Router hook={location.hook}>
            <CallbackPage />
          </Router>
        </AuthContext.Provider>
      </ChakraProvider>
    </StrictMode>,
  );
  return location;
}

describe('the /auth/callback page', () => {
  beforeEach(() => vi.mocked(completeExternalSignIn).mockReset());

  it('shows progress, then replaces itself with the return page once signed in', async () => {
    const location = renderCallback({
      ok: true,
      result: {
        tokens: { access_token: 'a', id_token: 'h.p.s', tenant_id: 't-1', expires_in: 3600 },
        authCode: 'c',
        returnTo: '/app/panels/hospital/patient',
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Completing the sign-in');
    await vi.waitFor(() => expect(location.history).toContain('/app/panels/hospital/patient'));
    expect(location.history).toEqual(['/app/panels/hospital/patient']);
    expect(completeExternalSignIn).toHaveBeenCalledTimes(1);
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
