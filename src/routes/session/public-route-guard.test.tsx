import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES, SESSION_KEYS } from '../../config/constants';
import {
  renderWithAppEffects as renderAt,
  settleAuthStart,
  storeLiveTokenSet,
} from './page-test-kit';
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

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('the public-route guard', () => {
  it('shows the sign-in page to a signed-out user', async () => {
    const { location } = renderAt('/login', loginPage);
    await settleAuthStart();
    expect(location.history).toEqual(['/login']);
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('sends a user with an auth code and a health-record token to the default page', async () => {
    storeProviderSession();
    const { location } = renderAt('/login', loginPage);
    await settleAuthStart();
    expect(location.history.at(-1)).toBe(ROUTES.landing);
  });

  it('sends them back to the page they came from when it is a safe app path', async () => {
    storeProviderSession();
    const { location } = renderAt(
      '/login?returnTo=%2Fapp%2Fpanels%2Fhospital%2Fpatient',
      loginPage,
    );
    await settleAuthStart();
    expect(location.history.at(-1)).toBe('/app/panels/hospital/patient');
  });

  it('does not follow a returnTo that leaves the app', async () => {
    storeProviderSession();
    const { location } = renderAt('/signin?returnTo=https%3A%2F%2Fevil.example', loginPage);
    await settleAuthStart();
    expect(location.history.at(-1)).toBe(ROUTES.landing);
  });

  it('sends a signed-in user on as well (one session for both sign-in layers)', async () => {
    storeLiveTokenSet();
    const { location } = renderAt('/signup', loginPage);
    await settleAuthStart();
    expect(location.history.at(-1)).toBe(ROUTES.landing);
  });
});
