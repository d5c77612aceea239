import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, httpClient } from '../../api/http/http-client';
import { accountApi } from '../../api/session/account.api';
import { createConsentTextsApi } from '../../api/shares/consent-texts.api';
import { resetMockApi } from '../../mocks/reset';
import { DEMO_ACCOUNT, DEMO_PORTAL_PATIENT } from '../../mocks/session/demo-account';
import { renderWithAuth } from '../session/page-test-kit';
import PortalConsentsPage from './portal-consents-page';

vi.setConfig({ testTimeout: 20_000 });
const slow = { timeout: 5_000 };

/** The demo owner's consent texts API, beside the patient's session of the page. */
async function ownerTexts() {
  const login = await accountApi.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  return createConsentTextsApi(createHttpClient({ getToken: () => login.access_token ?? null }));
}

beforeEach(async () => {
  resetMockApi();
  const login = await accountApi.login(DEMO_PORTAL_PATIENT.email, DEMO_PORTAL_PATIENT.password);
  httpClient.configure({ getToken: () => login.access_token ?? null });
});
afterEach(() => httpClient.configure({ getToken: () => null }));

describe('the patient’s consents page', () => {
  it('refuses an empty name, then shows the new text with a clear message when the text changed since it was shown, and signs the new one', async () => {
    const owner = await ownerTexts();
    await owner.add({ kind: 'treatment', title: 'Consent to treatment', body: 'First text.' });
    const user = userEvent.setup();
    renderWithAuth('/portal/consents', <PortalConsentsPage />, {
      signedIn: true,
      patientId: DEMO_PORTAL_PATIENT.patientId,
    });
    expect(await screen.findByText('First text.', {}, slow)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(screen.getByText('Type your name to sign.')).toBeVisible();

    await owner.add({ kind: 'treatment', title: 'Consent to treatment', body: 'Second text.' });
    await user.type(screen.getByLabelText('Type your full name to sign'), 'Maria Ionescu');
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      /changed since you opened it/,
    );
    expect(await screen.findByText('Second text.', {}, slow)).toBeVisible();
    expect(screen.queryByText('First text.')).toBeNull();

    await user.type(screen.getByLabelText('Type your full name to sign'), 'Maria Ionescu');
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    const signed = await screen.findByRole('article', { name: 'Consent to treatment' }, slow);
    expect(await within(signed).findByText(/as Maria Ionescu$/, {}, slow)).toBeVisible();
  });
});
