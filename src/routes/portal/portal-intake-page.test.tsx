import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUESTIONNAIRE_PATHS } from '../../../common/contracts/questionnaires.contract';
import { httpClient } from '../../api/http/http-client';
import { portalQuestionnairesApi } from '../../api/portal/questionnaires.api';
import { accountApi } from '../../api/session/account.api';
import { url } from '../../mocks/clinic/clinic.mock-http';
import { server } from '../../mocks/node';
import { resetMockApi } from '../../mocks/reset';
import { DEMO_PORTAL_PATIENT } from '../../mocks/session/demo-account';
import { renderWithAuth } from '../session/page-test-kit';
import PortalIntakePage from './portal-intake-page';

vi.setConfig({ testTimeout: 30_000 });
const slow = { timeout: 5_000 };

beforeEach(async () => {
  resetMockApi();
  const login = await accountApi.login(DEMO_PORTAL_PATIENT.email, DEMO_PORTAL_PATIENT.password);
  httpClient.configure({ getToken: () => login.access_token ?? null });
});
afterEach(() => httpClient.configure({ getToken: () => null }));

const renderPage = () =>
  renderWithAuth('/portal/intake', <PortalIntakePage />, {
    signedIn: true,
    patientId: DEMO_PORTAL_PATIENT.patientId,
  });

/** Next through every section after the first, to the review. */
async function toReview(user: ReturnType<typeof userEvent.setup>) {
  while (!screen.queryByRole('heading', { name: 'Check your answers' })) {
    await user.click(screen.getByRole('button', { name: 'Next' }));
  }
}

describe('the patient’s part of the intake in the portal', () => {
  it('keeps every word through a failed send, sends it on retry, and is then no longer due', async () => {
    const user = userEvent.setup();
    let refuse = true;
    server.use(
      http.post(url(QUESTIONNAIRE_PATHS.portal), () =>
        refuse ? HttpResponse.json({ message: 'Unavailable.' }, { status: 503 }) : undefined,
      ),
    );
    renderPage();
    await user.type(
      await screen.findByLabelText('The name you would like to be called', {}, slow),
      'Mara',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('In your own words'), 'Panic on the way to work');
    await toReview(user);
    await user.click(screen.getByRole('button', { name: 'Send to my clinician' }));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      'Nothing you wrote is lost',
    );
    expect(screen.getByText('Panic on the way to work')).toBeVisible();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('Thank you: your part of the intake is sent', {}, slow),
    ).toBeVisible();
    const { due } = await portalQuestionnairesApi.due();
    expect(due.map((d) => d.questionnaire)).not.toContain('intake');
  });

  it('says there is nothing to fill when the clinic has not asked for it', async () => {
    server.use(
      http.get(url(QUESTIONNAIRE_PATHS.portal), () =>
        HttpResponse.json({ due: [], crisisLines: { clinicLine: null, nationalLine: null } }),
      ),
    );
    renderPage();
    expect(
      await screen.findByText(
        'Your clinic has not asked you for this now, or you have already sent it.',
        {},
        slow,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});
