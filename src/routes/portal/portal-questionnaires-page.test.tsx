import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpClient } from '../../api/http/http-client';
import { accountApi } from '../../api/session/account.api';
import { resetMockApi } from '../../mocks/reset';
import { DEMO_PORTAL_PATIENT } from '../../mocks/session/demo-account';
import { renderWithAuth } from '../session/page-test-kit';
import PortalQuestionnairesPage from './portal-questionnaires-page';

vi.setConfig({ testTimeout: 20_000 });
const slow = { timeout: 5_000 };

beforeEach(async () => {
  resetMockApi();
  const login = await accountApi.login(DEMO_PORTAL_PATIENT.email, DEMO_PORTAL_PATIENT.password);
  httpClient.configure({ getToken: () => login.access_token ?? null });
});
afterEach(() => httpClient.configure({ getToken: () => null }));

describe('the patient’s questionnaires page', () => {
  it('shows the crisis resources at once for PHQ-9 item 9 above 0, before sending, and again once sent', async () => {
    const user = userEvent.setup();
    renderWithAuth('/portal/questionnaires', <PortalQuestionnairesPage />, {
      signedIn: true,
      patientId: DEMO_PORTAL_PATIENT.patientId,
    });
    expect(await screen.findByText('Question 1 of 9', {}, slow)).toBeVisible();
    for (let item = 0; item < 8; item += 1) {
      await user.click(screen.getByRole('button', { name: 'Not at all' }));
    }
    await user.click(screen.getByRole('button', { name: 'Several days' }));
    const crisis = 'If you are thinking of hurting yourself, help is there now';
    expect(await screen.findByText(crisis)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(await screen.findByText('Thank you: your answers are sent', {}, slow)).toBeVisible();
    expect(screen.getByText(crisis)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next questionnaire' }));
    expect(await screen.findByText('Question 1 of 7', {}, slow)).toBeVisible();
  });
});
