import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpClient } from '../../api/http/http-client';
import { accountApi } from '../../api/session/account.api';
import { grantMockPatientApp } from '../../mocks/portal/portal-smart-grants.handlers';
import { resetMockApi } from '../../mocks/reset';
import { DEMO_PORTAL_PATIENT } from '../../mocks/session/demo-account';
import { renderWithAuth } from '../session/page-test-kit';
import PortalAppsPage from './portal-apps-page';
import PortalSecurityPage from './portal-security-page';

vi.setConfig({ testTimeout: 20_000 });
const slow = { timeout: 5_000 };
const asPatient = { signedIn: true, patientId: DEMO_PORTAL_PATIENT.patientId };

beforeEach(async () => {
  resetMockApi();
  const login = await accountApi.login(DEMO_PORTAL_PATIENT.email, DEMO_PORTAL_PATIENT.password);
  httpClient.configure({ getToken: () => login.access_token ?? null });
});
afterEach(() => httpClient.configure({ getToken: () => null }));

describe('the portal’s security and apps pages on the mock API (issue 36)', () => {
  it('loads the patient’s two-factor status, off, and starts an enrolment that shows the key in groups of four', async () => {
    const user = userEvent.setup();
    renderWithAuth('/portal/security', <PortalSecurityPage />, asPatient);
    const enrol = await screen.findByRole('button', { name: 'Set up two-factor sign-in' }, slow);
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
    await user.click(enrol);
    expect(await screen.findByText(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/, {}, slow)).toBeVisible();
  });

  it('lists no app for a patient who allowed none', async () => {
    renderWithAuth('/portal/apps', <PortalAppsPage />, asPatient);
    expect(await screen.findByText('You have not allowed any app.', {}, slow)).toBeVisible();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });

  it('lists an app the patient allowed and revokes it, leaving none', async () => {
    grantMockPatientApp(DEMO_PORTAL_PATIENT.id, {
      id: 'grant-1',
      app: { name: 'Mood Diary', clientId: 'mood-diary' },
      scopes: ['patient/Patient.read'],
      approvedAt: '2026-11-02T09:00:00.000Z',
    });
    const user = userEvent.setup();
    renderWithAuth('/portal/apps', <PortalAppsPage />, asPatient);
    await user.click(await screen.findByRole('button', { name: 'Revoke Mood Diary' }, slow));
    expect(
      await screen.findByText('Mood Diary can no longer read your records.', {}, slow),
    ).toBeVisible();
    expect(await screen.findByText('You have not allowed any app.', {}, slow)).toBeVisible();
  });
});
