import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTES, SESSION_KEYS } from '../../config/constants';
import { renderWithAppEffects as renderAt } from './page-test-kit';
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

afterEach(() => sessionStorage.clear());

/** Auth start settles: the machine has asked for a sibling tab's session and decided. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('the public-route guard', () => {
  it('shows the sign-in page to a signed-out user', async () => {
    const { location } = renderAt('/login', loginPage);
    await settle();
    expect(location.history).toEqual(['/login']);
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('sends a user with an auth code and a health-record token to the default page', async () => {
    storeProviderSession();
    const { location } = renderAt('/login', loginPage);
    await settle();
    expect(location.history.at(-1)).toBe(ROUTES.landing);
  });

  it('sends them back to the page they came from when it is a safe app path', async () => {
    storeProviderSession();
    const { location } = renderAt(
      '/login?returnTo=%2Fapp%2Fpanels%2Fhospital%2Fpatient',
      loginPage,
    );
    await settle();
    expect(location.history.at(-1)).toBe('/app/panels/hospital/patient');
  });

  it('does not follow a returnTo that leaves the app', async () => {
    storeProviderSession();
    const { location } = renderAt('/signin?returnTo=https%3A%2F%2Fevil.example', loginPage);
    await settle();
    expect(location.history.at(-1)).toBe(ROUTES.landing);
  });

  it('sends a signed-in user on as well (one session for both sign-in layers)', async () => {
    sessionStorage.setItem(SESSION_KEYS.accessToken, 'a');
    sessionStorage.setItem(SESSION_KEYS.idToken, 'i');
    sessionStorage.setItem(SESSION_KEYS.tenantId, 't');
    sessionStorage.setItem(SESSION_KEYS.tokenExpires, String(Date.now() + 3_600_000));
    const { location } = renderAt('/signup', loginPage);
    await settle();
    expect(location.history.at(-1)).toBe(ROUTES.landing);
  });
});
