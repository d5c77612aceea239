import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import { loginResponse } from '../../../common/contracts/account.contract';
import {
  PORTAL_INVITATION_PAGE,
  patientPortalInvitationPath,
} from '../../../common/contracts/portal.contract';
import { patientResponse } from '../../../common/contracts/patients.contract';
import { sentPortalInvitationLink } from '../../mocks/portal/portal-access.handlers';
import { resetMockApi } from '../../mocks/reset';
import { DEMO_ACCOUNT } from '../../mocks/session/demo-account';
import { renderWithAuth } from '../session/page-test-kit';
import { PublicRouteGuard } from '../session/public-route-guard';
import PortalInvitationPage from './portal-invitation-page';

// Typing two password fields in jsdom on a shared machine takes seconds.
vi.setConfig({ testTimeout: 20_000 });

const api = async (path: string, body: unknown, token?: string) => {
  const response = await fetch(`${window.location.origin}${API_BASE_PATH}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  return response.json() as Promise<unknown>;
};

/** The demo clinician registers a patient and invites them: the link the mock would have mailed. */
async function invitedLink(email: string): Promise<string> {
  const { access_token: token } = loginResponse.parse(
    await api('/account/login', { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }),
  );
  const { patient } = patientResponse.parse(
    await api(
      '/patients',
      { givenName: 'Ana', familyName: 'Pop', birthDate: '1990-02-03', confirmNotDuplicate: true },
      token,
    ),
  );
  await api(patientPortalInvitationPath(patient.id), { email, consent: true }, token);
  return sentPortalInvitationLink(email) ?? '';
}

function openLink(link: string) {
  window.history.replaceState(null, '', link);
  return renderWithAuth(
    PORTAL_INVITATION_PAGE,
    <PublicRouteGuard>
      <PortalInvitationPage />
    </PublicRouteGuard>,
  );
}

beforeEach(() => resetMockApi());
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the portal set-password page', () => {
  it('reads the token from the link, clears it, sets the password and signs the patient in to /portal', async () => {
    const user = userEvent.setup();
    const link = await invitedLink('ana.pop@example.test');
    const { actor, location } = openLink(link);
    expect(await screen.findByText(/Choose a password for your patient portal/)).toBeVisible();
    expect(window.location.hash).toBe('');

    await user.type(screen.getByLabelText(/^Password/), 'a long portal password');
    await user.type(screen.getByLabelText(/^Confirm password/), 'a long portal password');
    await user.click(screen.getByRole('button', { name: 'Set the password and sign in' }));

    await waitFor(() => expect(actor.getSnapshot().matches('signedIn')).toBe(true));
    expect(actor.getSnapshot().context.user?.patientId).toBeTruthy();
    await waitFor(() => expect(location.history.at(-1)).toBe('/portal'));
  });

  it('says a used link cannot be used, to ask the clinic for a new one, and leads to sign-in', async () => {
    const user = userEvent.setup();
    const link = await invitedLink('ana.pop@example.test');
    const token = new URLSearchParams(link.split('#')[1]).get('token');
    await api('/portal-invitations/accept', { token, password: 'a long portal password' });
    openLink(link);
    await user.type(await screen.findByLabelText(/^Password/), 'another long password');
    await user.type(screen.getByLabelText(/^Confirm password/), 'another long password');
    await user.click(screen.getByRole('button', { name: 'Set the password and sign in' }));
    expect(await screen.findByText(/This link cannot be used any more/)).toBeVisible();
    expect(screen.getByText(/Ask your clinic to send you a new link/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  });

  it('asks for the link from the e-mail when the address carries no token', async () => {
    openLink(PORTAL_INVITATION_PAGE);
    expect(
      await screen.findByText(/This page opens from the link in your invitation e-mail/),
    ).toBeVisible();
  });
});
