import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../../common/contracts/account.contract';
import { httpClient } from '../../api/http/http-client';
import { patientChartApi } from '../../api/patients/patient-chart.api';
import { patientsApi } from '../../api/patients/patients.api';
import { accountApi } from '../../api/session/account.api';
import { resetMockPatients } from '../../mocks/patients/patients.handlers';
import { DEMO_ACCOUNT } from '../../mocks/session/demo-account';
import { renderWithAuth } from '../session/page-test-kit';
import SearchKnowledgePage from './searchknowledge-page';

const PAGE = '/app/panels/hospital/searchknowledge';
const ERP = /^Exposure and response prevention/;

/** The page at `search` under a signed-in member (owner + clinician unless `roles` says). */
const renderPage = (search: string, roles?: User['roles']) =>
  renderWithAuth(`${PAGE}${search}`, <SearchKnowledgePage />, { signedIn: true, roles });

const lastLocation = (view: ReturnType<typeof renderPage>) => view.location.history.at(-1);

beforeEach(async () => {
  resetMockPatients();
  const login = await accountApi.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  httpClient.configure({ getToken: () => login.access_token ?? null });
});
afterEach(() => httpClient.configure({ getToken: () => null }));

describe('the knowledge search', () => {
  it('searches the query in the URL and shows the hits with the matched words marked', async () => {
    renderPage('?q=rituals');
    const results = await screen.findByRole('list', { name: 'Results' });
    expect(within(results).getByRole('link', { name: ERP })).toBeVisible();
    const marks = results.querySelectorAll('mark');
    expect(marks.length).toBeGreaterThan(0);
    marks.forEach((mark) => expect(mark.textContent?.toLowerCase()).toMatch(/^ritual/));
    expect(screen.getByLabelText('Search the knowledge base')).toHaveValue('rituals');
  });

  it('puts a new search in the URL, so reload and back keep it', async () => {
    const user = userEvent.setup();
    const view = renderPage('');
    await user.type(await screen.findByLabelText('Search the knowledge base'), 'nightmares xyzzy');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(lastLocation(view)).toBe(`${PAGE}?q=nightmares+xyzzy`);
    expect(
      await screen.findByRole('heading', {
        name: 'Nothing in the knowledge base matches “nightmares xyzzy”.',
      }),
    ).toBeVisible();
  });

  it('opens an entry from the results with its evidence, sources and literature link', async () => {
    const user = userEvent.setup();
    const view = renderPage('?q=rituals');
    await user.click(await screen.findByRole('link', { name: ERP }));
    expect(lastLocation(view)).toBe(`${PAGE}?q=rituals&entry=exposure-response-prevention`);
    expect(await screen.findByRole('heading', { level: 2, name: ERP })).toBeVisible();
    const conditions = screen.getByRole('region', { name: 'What it treats, and the evidence' });
    expect(within(conditions).getAllByText('Strong evidence').length).toBeGreaterThan(0);
    const sources = within(conditions).getByRole('list', {
      name: 'Sources for Obsessive-compulsive disorder',
    });
    for (const link of within(sources).getAllByRole('link')) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
    expect(screen.getByRole('link', { name: 'Search the literature' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/app\/panels\/hospital\/searchliterature\?q=.*exposure/),
    );
    await user.click(screen.getByRole('link', { name: 'Back to the results' }));
    expect(lastLocation(view)).toBe(`${PAGE}?q=rituals`);
    expect(await screen.findByRole('list', { name: 'Results' })).toBeVisible();
  });
});

describe('the renowned treatments matcher', () => {
  it('ranks exposure and response prevention first for F42.2 and says why', async () => {
    const user = userEvent.setup();
    // An owner alone may not read charts: the matcher offers only the typed-in diagnoses.
    renderPage('?tab=matcher', ['owner']);
    const combobox = await screen.findByRole('combobox', { name: 'Add an ICD-10-CM diagnosis' });
    expect(screen.queryByLabelText('Find a patient')).toBeNull();
    await user.type(combobox, 'F42.2{Enter}');
    await user.selectOptions(screen.getByLabelText('Age group'), 'Adults');
    await user.click(screen.getByRole('button', { name: 'Find treatments' }));
    expect(
      await screen.findByText('F42.2 Mixed obsessional thoughts and acts; adult'),
    ).toBeVisible();
    const ranked = screen.getByRole('heading', { name: 'Treatments, strongest evidence first' })
      .nextElementSibling as HTMLElement;
    const first = within(ranked).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent(ERP.source.slice(1));
    expect(within(first).getByText('Strong evidence')).toBeVisible();
    expect(
      within(first).getByText('Diagnosis F42.2 is a form of obsessive-compulsive disorder'),
    ).toBeVisible();
    expect(within(first).getByText('Suited to adults')).toBeVisible();
  });

  it('matches a patient chosen by name from their chart', async () => {
    const user = userEvent.setup();
    const patient = await patientsApi.register({
      givenName: 'Ada',
      familyName: 'Lovelace',
      birthDate: '1985-12-10',
    });
    await patientChartApi.recordDiagnosis(patient.id, {
      code: 'F42.2',
      text: 'Mixed obsessional thoughts and acts',
    });
    const view = renderPage('?tab=matcher');
    await user.type(await screen.findByLabelText('Find a patient'), 'lovel');
    await user.click(
      await screen.findByRole('button', { name: 'Match treatments for Ada Lovelace' }),
    );
    expect(lastLocation(view)).toBe(`${PAGE}?tab=matcher&patient=${patient.id}`);
    expect(
      await screen.findByRole('heading', { name: 'Treatments for Ada Lovelace (MRN 000001)' }),
    ).toBeVisible();
    expect(
      await screen.findByText('F42.2 Mixed obsessional thoughts and acts; adult'),
    ).toBeVisible();
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.find((h) => h.closest('li'))).toHaveTextContent(ERP.source.slice(1));
  });

  it('says so when the patient is not on the caseload', async () => {
    renderPage('?tab=matcher&patient=nobody');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This patient is not on your caseload, or the link is incomplete.',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Choose another patient' })).toBeVisible(),
    );
  });
});
