import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpClient } from '../../api/http/http-client';
import { questionnairesApi } from '../../api/questionnaires/questionnaires.api';
import { accountApi } from '../../api/session/account.api';
import { resetMockClinic } from '../../mocks/clinic/clinic.db';
import { resetAccountData } from '../../mocks/session/account.db';
import { DEMO_ACCOUNT } from '../../mocks/session/demo-account';
import { renderWithAuth } from '../session/page-test-kit';
import OrganizationPage from './organization-page';

const PATH = '/app/panels/hospital/organization';
// The page reads several lists through the mock API; jsdom on a shared machine is slow to draw them.
vi.setConfig({ testTimeout: 20_000 });
const slow = { timeout: 5_000 };

beforeEach(async () => {
  resetMockClinic();
  resetAccountData();
  const login = await accountApi.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  httpClient.configure({ getToken: () => login.access_token ?? null });
});
afterEach(() => httpClient.configure({ getToken: () => null }));

const section = async () => screen.findByRole('region', { name: 'Crisis lines' }, slow);

describe('the clinic’s crisis lines on the organization page', () => {
  it('lets an owner write the clinic’s line; the server stores it and an emptied line stays unset', async () => {
    const user = userEvent.setup();
    renderWithAuth(PATH, <OrganizationPage />, { signedIn: true });
    const card = await section();
    await user.type(
      within(card).getByRole('textbox', { name: 'The clinic’s crisis line' }),
      'Praxis on call: 0700 000 000, 24/7',
    );
    await user.type(within(card).getByRole('textbox', { name: 'The national crisis line' }), '   ');
    await user.click(within(card).getByRole('button', { name: 'Save the crisis lines' }));
    expect(await within(card).findByRole('status')).toHaveTextContent(
      'The crisis lines are saved.',
    );
    expect(await questionnairesApi.crisisLines()).toEqual({
      clinicLine: 'Praxis on call: 0700 000 000, 24/7',
      nationalLine: null,
    });
  });

  it('shows a member who is not an owner the lines to read, with nothing to change', async () => {
    renderWithAuth(PATH, <OrganizationPage />, { signedIn: true, roles: ['clinician'] });
    const card = await section();
    expect(within(card).getAllByText('Not set: patients see the default text')).toHaveLength(2);
    expect(within(card).queryByRole('textbox')).toBeNull();
    expect(within(card).queryByRole('button')).toBeNull();
  });
});
