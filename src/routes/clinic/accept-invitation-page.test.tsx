import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../config/constants';
import { DEMO_INVITATION_TOKEN, resetMockClinic } from '../../mocks/clinic/clinic.db';
import { resetAccountData } from '../../mocks/session/account.db';
import { renderWithAuth } from '../session/page-test-kit';
import { PublicRouteGuard } from '../session/public-route-guard';
import AcceptInvitationPage from './accept-invitation-page';

const PATH = '/auth/accept-invitation';
// Typing four fields in jsdom on a shared machine takes seconds.
vi.setConfig({ testTimeout: 20_000 });

function openLink(fragment: string) {
  window.history.replaceState(null, '', `${PATH}${fragment}`);
  return renderWithAuth(
    PATH,
    <PublicRouteGuard>
      <AcceptInvitationPage />
    </PublicRouteGuard>,
  );
}

beforeEach(() => {
  resetMockClinic();
  resetAccountData();
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the invitation acceptance page', () => {
  it('reads the token from the link, clears it, and signs the new member in', async () => {
    const user = userEvent.setup();
    const { actor, location } = openLink(`#token=${DEMO_INVITATION_TOKEN}`);
    expect(await screen.findByText('Join Praxis Demo Clinic as Clinician.')).toBeVisible();
    // The token is gone from the address bar (and its history entry) once the page has read it.
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe(PATH);
    expect(screen.getByLabelText('Your e-mail')).toHaveValue('new.colleague@praxis.clinic');

    await user.type(screen.getByLabelText(/^First name/), 'Grace');
    await user.type(screen.getByLabelText(/^Last name/), 'Hopper');
    await user.type(screen.getByLabelText(/^Password/), 'a-long-password');
    await user.type(screen.getByLabelText(/^Confirm password/), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Join the clinic' }));

    await waitFor(() => expect(actor.getSnapshot().matches('signedIn')).toBe(true));
    // The roles are the invitation's (the id token carries none).
    await waitFor(() => expect(actor.getSnapshot().context.user?.roles).toEqual(['clinician']));
    // A clinician lands on their day, as after any sign-in (issue 30).
    await waitFor(() => expect(location.history.at(-1)).toBe(ROUTES.day));
  });

  it('says an unknown or expired link cannot be used and leads to sign-in', async () => {
    openLink('#token=not-a-real-invitation-token');
    expect(
      await screen.findByText(
        'This invitation link is invalid or has expired. Ask the clinic for a new invitation.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(window.location.hash).toBe('');
  });

  it('asks for the link from the e-mail when the address carries no token', async () => {
    openLink('');
    expect(
      await screen.findByText(/This page needs the link from your invitation e-mail/),
    ).toBeVisible();
  });
});
