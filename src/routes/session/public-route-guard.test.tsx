import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTES, SESSION_KEYS } from '../../config/constants';
import { renderAt } from './guard-test-kit';
import { PublicRouteGuard } from './public-route-guard';

const loginPage = (
  <PublicRouteGuard>
    <h1>Sign in</h1>
  </PublicRouteGuard>
);

function storeProviderSession() {
  sessionStorage.setItem(SESSION_KEYS.authCode, 'code');
  sessionStorage.setItem(SESSION_KEYS.fhirToken, 'fhir');
}

describe('the public-route guard', () => {
  it('shows the sign-in page to a signed-out user', () => {
    renderAt('/login', loginPage, { signedIn: false });
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('sends a user with an auth code and a health-record token to the default page', () => {
    storeProviderSession();
    const { location } = renderAt('/login', loginPage, { signedIn: false });
    expect(location.history.at(-1)).toBe(ROUTES.landing);
  });

  it('sends them back to the page they came from when it is a safe app path', () => {
    storeProviderSession();
    const { location } = renderAt(
      '/login?returnTo=%2Fapp%2Fpanels%2Fhospital%2Fpatient',
      loginPage,
      {
        signedIn: false,
      },
    );
    expect(location.history.at(-1)).toBe('/app/panels/hospital/patient');
  });

  it('does not follow a returnTo that leaves the app', () => {
    storeProviderSession();
    const { location } = renderAt('/signin?returnTo=https%3A%2F%2Fevil.example', loginPage, {
      signedIn: false,
    });
    expect(location.history.at(-1)).toBe(ROUTES.landing);
  });

  it('sends a signed-in user on as well (one session for both sign-in layers)', async () => {
    const { location } = renderAt('/signup', loginPage, { signedIn: true });
    await act(() => Promise.resolve());
    expect(location.history.at(-1)).toBe(ROUTES.landing);
  });
});
