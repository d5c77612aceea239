import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { askPatientSearch } from '../shell/patient-search-handoff';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import { PATIENT_PATHS } from '../../../common/contracts/patients.contract';
import { httpClient } from '../../api/http/http-client';
import { accountApi } from '../../api/session/account.api';
import { DEMO_ACCOUNT } from '../../mocks/session/demo-account';
import { server } from '../../mocks/node';
import { resetMockPatients } from '../../mocks/patients/patients.handlers';
import type { User } from '../../../common/contracts/account.contract';
import { renderWithAuth } from '../session/page-test-kit';
import PatientPage from './patient-page';

/** The page under a signed-in member (owner + clinician unless `roles` says otherwise). */
const renderPage = (roles?: User['roles']) =>
  renderWithAuth('/app/panels/hospital/patient', <PatientPage />, { signedIn: true, roles });

/** Fills a field by pasting: each keystroke re-renders the list too, and only the value matters. */
async function fill(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  await user.clear(screen.getByLabelText(label));
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function register(user: ReturnType<typeof userEvent.setup>, given: string, family: string) {
  await fill(user, /^Given name/, given);
  await fill(user, /^Family name/, family);
  await fill(user, /^Birth date/, '1985-12-10');
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

/** Opens the page and registers Grace Hopper (MRN 000001), then Barbara Liskov (000002). */
async function registerTwo(user: ReturnType<typeof userEvent.setup>) {
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Register a patient' }));
  await register(user, 'Grace', 'Hopper');
  await screen.findByText('Grace Hopper is registered with MRN 000001.');
  await register(user, 'Barbara', 'Liskov');
  await screen.findByText('Barbara Liskov is registered with MRN 000002.');
}

beforeEach(async () => {
  resetMockPatients();
  const login = await accountApi.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  httpClient.configure({ getToken: () => login.access_token ?? null });
});
afterEach(() => httpClient.configure({ getToken: () => null }));

describe('the patients page', () => {
  it('registers a patient, says so with the MRN, lists them and opens their chart', async () => {
    const user = userEvent.setup();
    const { location } = renderPage();
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent(
      'No patients on your caseload yet.',
    );
    // A clinician chooses between their caseload and the whole clinic.
    expect(screen.getByRole('radiogroup')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Register a patient' }));
    await register(user, 'Ada', 'Lovelace');
    expect(await screen.findByText('Ada Lovelace is registered with MRN 000001.')).toBeVisible();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'Lovelace, Ada' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/app\/panels\/hospital\/patientdashboard\?id=./),
    );
    // The registration ends offering the new chart and a booking, and stays on the list.
    expect(screen.getByRole('link', { name: 'Open the chart of Ada Lovelace' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/app\/panels\/hospital\/patientdashboard\?id=./),
    );
    expect(screen.getByRole('link', { name: 'Book a session' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/app\/panels\/hospital\/patientviewsession\?patientId=./),
    );
    expect(location.history.at(-1) ?? '').not.toMatch(/patientdashboard/);
  });

  it('shows a likely duplicate with "Open existing" before saving, and registers anyway only after a confirmation', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Register a patient' }));
    await register(user, 'Oliver', 'Clarke');
    await screen.findByText('Oliver Clarke is registered with MRN 000001.');
    const firstChart = screen
      .getByRole('link', { name: 'Open the chart of Oliver Clarke' })
      .getAttribute('href');
    await register(user, 'Oliver', 'Clark');
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('This patient may already be registered');
    expect(warning).toHaveTextContent('Clarke, Oliver');
    expect(within(warning).getByRole('link', { name: 'Open existing' })).toHaveAttribute(
      'href',
      firstChart,
    );
    await user.click(
      within(warning).getByRole('button', { name: 'Register a new patient anyway' }),
    );
    await user.click(
      await within(warning).findByRole('button', { name: 'Yes, register a new patient' }),
    );
    expect(await screen.findByText('Oliver Clark is registered with MRN 000002.')).toBeVisible();
    const secondChart = screen
      .getByRole('link', { name: 'Open the chart of Oliver Clark' })
      .getAttribute('href');
    expect(secondChart).toMatch(/patientdashboard\?id=./);
    expect(secondChart).not.toBe(firstChart);
  });

  it('searches on the server once typing pauses', async () => {
    const user = userEvent.setup();
    await registerTwo(user);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    await user.type(screen.getByLabelText('Search by name, MRN or birth date'), 'lisk');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByText('Liskov, Barbara')).toBeVisible();
  });

  it('opens searching for the name the header search hands over, with no name in its address', async () => {
    const user = userEvent.setup();
    await registerTwo(user);
    cleanup();
    askPatientSearch('Liskov');
    renderWithAuth('/app/panels/hospital/patient', <PatientPage />, { signedIn: true });
    expect(await screen.findByLabelText('Search by name, MRN or birth date')).toHaveValue('Liskov');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByText('Liskov, Barbara')).toBeVisible();
  });

  it('explains a refusal by role and keeps what was typed', async () => {
    server.use(
      http.post(`*${API_BASE_PATH}${PATIENT_PATHS.list}`, () =>
        HttpResponse.json(
          { message: 'Your role in this clinic does not allow this.' },
          { status: 403 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Register a patient' }));
    await register(user, 'Ada', 'Lovelace');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your role in this clinic does not allow registering patients.',
    );
    expect(screen.getByLabelText(/^Family name/)).toHaveValue('Lovelace');
  });

  it("shows a clinician's caseload chosen from the first render, and widens a search that finds nobody there to the whole clinic in one click", async () => {
    const asked: Record<string, unknown>[] = [];
    server.use(
      http.post(`*${API_BASE_PATH}${PATIENT_PATHS.search}`, async ({ request }) => {
        const query = (await request.json()) as Record<string, unknown>;
        asked.push(query);
        const patients =
          query.clinician === 'any' && query.q === 'hopper'
            ? [
                {
                  id: 'p1',
                  mrn: '000001',
                  familyName: 'Hopper',
                  givenName: 'Grace',
                  preferredName: null,
                  birthDate: '1906-12-09',
                  status: 'active',
                  primaryClinicianId: 'someone-else',
                },
              ]
            : [];
        return HttpResponse.json({ patients });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('radio', { name: 'My caseload' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Whole clinic' })).not.toBeChecked();
    await waitFor(() => expect(asked[0]?.clinician).toBe('me'));
    await user.type(screen.getByLabelText('Search by name, MRN or birth date'), 'hopper');
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent(
      'No patients on your caseload match.',
    );
    expect(screen.getByText('Only your caseload was searched.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Search the whole clinic' }));
    expect(await screen.findByRole('link', { name: 'Hopper, Grace' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Whole clinic' })).toBeChecked();
    expect(screen.getByLabelText('Search by name, MRN or birth date')).toHaveValue('hopper');
    expect(asked.at(-1)?.q).toBe('hopper');
  });

  it('offers registering only to roles that may register, and the caseload choice only to clinicians', async () => {
    renderPage(['owner']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Register a patient' })).toBeNull();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('offers the front desk registering but no caseload choice', async () => {
    renderPage(['staff']);
    expect(await screen.findByRole('button', { name: 'Register a patient' })).toBeVisible();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});
