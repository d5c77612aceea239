import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { httpClient } from '../../api/http/http-client';
import { literatureApi } from '../../api/literature/literature.api';
import { patientsApi } from '../../api/patients/patients.api';
import { accountApi } from '../../api/session/account.api';
import { resetMockReadingLists } from '../../mocks/literature/literature.handlers';
import { resetMockPatients } from '../../mocks/patients/patients.handlers';
import { DEMO_ACCOUNT } from '../../mocks/session/demo-account';
import { renderWithAuth } from '../session/page-test-kit';
import { ChartReadingList } from './chart-reading-list';

const renderCard = (patientId: string, roles: Parameters<typeof ChartReadingList>[0]['roles']) =>
  renderWithAuth(
    '/app/panels/hospital/patientdashboard',
    <>
      <ChartReadingList patientId={patientId} roles={roles} />
      <p>The chart</p>
    </>,
    { signedIn: true },
  );

beforeEach(async () => {
  resetMockPatients();
  resetMockReadingLists();
  const login = await accountApi.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  httpClient.configure({ getToken: () => login.access_token ?? null });
});
afterEach(() => httpClient.configure({ getToken: () => null }));

describe("the chart's reading list card", () => {
  it('shows the articles saved to this patient with their notes and links to the search', async () => {
    const patient = await patientsApi.register({
      givenName: 'Ada',
      familyName: 'Lovelace',
      birthDate: '1985-12-10',
    });
    const { articles } = await literatureApi.search({ q: 'insomnia' });
    await literatureApi.save({ article: articles[0]!, patientId: patient.id, note: 'Try CBT-I' });
    renderCard(patient.id, ['clinician']);
    expect(await screen.findByRole('heading', { level: 3, name: /insomnia/ })).toBeVisible();
    expect(screen.getByText('Note: Try CBT-I')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Search the literature' })).toHaveAttribute(
      'href',
      '/app/panels/hospital/searchliterature',
    );
  });

  it('says the list is not available when the server does not show it', async () => {
    renderCard('someone-else', ['clinician']);
    expect(
      await screen.findByText('The reading list is not available for this patient.'),
    ).toBeVisible();
  });

  it('is not offered to a role without clinical reading', async () => {
    renderCard('any', ['staff']);
    await screen.findByText('The chart');
    expect(screen.queryByRole('heading', { name: 'Reading list' })).toBeNull();
  });
});
