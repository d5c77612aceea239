import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../config/constants';
import ChangePasswordPage from './change-password-page';
import { renderWithAuth } from './page-test-kit';
import LogoutPage from './logout-page';
import ProfileSettingsPage, { splitName } from './profile-settings-page';

describe('the change password page', () => {
  it('signed in, links back into Praxis', async () => {
    renderWithAuth('/auth/change-password', <ChangePasswordPage />, { signedIn: true });
    expect(await screen.findByRole('link', { name: 'Back to Praxis' })).toHaveAttribute(
      'href',
      ROUTES.landing,
    );
  });
});

describe('the logout page', () => {
  it('ends the session with reason user on arrival', async () => {
    const { actor } = renderWithAuth('/auth/logout', <LogoutPage />, { signedIn: true });
    await waitFor(() => expect(actor.getSnapshot().context.endReason).toBe('user'));
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.user).toBeNull();
  });
});

describe('the profile settings page', () => {
  it('signed out, says so and links to sign-in that returns here', async () => {
    renderWithAuth('/auth/profile-settings', <ProfileSettingsPage />);
    expect(await screen.findByText('Sign in to manage your account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fauth%2Fprofile-settings',
    );
  });

  it('signed in, fills the form from the session user', async () => {
    renderWithAuth('/auth/profile-settings', <ProfileSettingsPage />, { signedIn: true });
    expect(await screen.findByDisplayValue('Ada')).toBeInTheDocument();
    expect(screen.getByDisplayValue('L')).toBeInTheDocument();
  });

  it('signed in, links back into Praxis', async () => {
    renderWithAuth('/auth/profile-settings', <ProfileSettingsPage />, { signedIn: true });
    expect(await screen.findByRole('link', { name: 'Back to Praxis' })).toHaveAttribute(
      'href',
      ROUTES.landing,
    );
  });

  it('splits a display name into first name and the rest', () => {
    expect(splitName('Maria de la Cruz')).toEqual({ firstName: 'Maria', lastName: 'de la Cruz' });
    expect(splitName('Plato')).toEqual({ firstName: 'Plato', lastName: '' });
  });
});
