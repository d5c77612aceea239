import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import { articleAbstractPath } from '../../../common/contracts/literature.contract';
import { httpClient } from '../../api/http/http-client';
import { literatureApi } from '../../api/literature/literature.api';
import { patientsApi } from '../../api/patients/patients.api';
import { accountApi } from '../../api/session/account.api';
import { resetMockReadingLists } from '../../mocks/literature/literature.handlers';
import { server } from '../../mocks/node';
import { resetMockPatients } from '../../mocks/patients/patients.handlers';
import { DEMO_ACCOUNT } from '../../mocks/session/demo-account';
import { renderWithAuth } from '../session/page-test-kit';
import SearchLiteraturePage from './searchliterature-page';

const PAGE = '/app/panels/hospital/searchliterature';
const PE_TRIAL = /^Prolonged exposure therapy versus present-centred therapy/;

const renderPage = (search = '') =>
  renderWithAuth(`${PAGE}${search}`, <SearchLiteraturePage />, { signedIn: true });

/** The literature API requests the page made, as `path?query`. */
function watchRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.includes('/literature/')) seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

beforeEach(async () => {
  resetMockPatients();
  resetMockReadingLists();
  const login = await accountApi.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  httpClient.configure({ getToken: () => login.access_token ?? null });
});
afterEach(() => {
  server.events.removeAllListeners();
  httpClient.configure({ getToken: () => null });
});

describe('the literature search page', () => {
  it('searches what the URL asks for and shows each source count', async () => {
    renderPage('?q=ptsd');
    const title = await screen.findByRole('heading', { level: 3, name: PE_TRIAL });
    expect(screen.getByRole('searchbox', { name: 'Search terms' })).toHaveValue('ptsd');
    expect(screen.getByText('Found by PubMed: 3')).toBeVisible();
    expect(screen.getByText('Found by Europe PMC: 2')).toBeVisible();
    const first = title.closest('article')!;
    expect(within(first).getByText('Foa EB, Yadin E, McLean CP, et al.')).toBeVisible();
    expect(within(first).getByText('Found by PubMed and Europe PMC')).toBeVisible();
  });

  it('puts a changed filter in the URL and in the request to the server', async () => {
    const user = userEvent.setup();
    const requests = watchRequests();
    const { location } = renderPage('?q=ptsd');
    await screen.findByRole('heading', { level: 3, name: PE_TRIAL });
    expect(
      screen.getByRole('heading', { level: 3, name: /^Cognitive processing therapy/ }),
    ).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Randomised controlled trial' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 3, name: /^Cognitive processing/ })).toBeNull(),
    );
    expect(location.history.at(-1)).toBe(`${PAGE}?q=ptsd&types=rct`);
    expect(requests.at(-1)).toMatch(/\/literature\/search\?q=ptsd&types=rct$/);
    expect(screen.getByRole('heading', { level: 3, name: PE_TRIAL })).toBeVisible();
  });

  it('fetches an abstract only when it is opened', async () => {
    const user = userEvent.setup();
    const requests = watchRequests();
    renderPage('?q=ptsd');
    const title = await screen.findByRole('heading', { level: 3, name: PE_TRIAL });
    const article = title.closest('article')!;
    expect(requests.some((path) => path.includes('/abstract'))).toBe(false);
    await user.click(within(article).getByRole('button', { name: 'Show abstract' }));
    expect(
      await within(article).findByRole('heading', { level: 4, name: 'Background' }),
    ).toBeVisible();
    expect(within(article).getByText(/first-line treatment/)).toBeVisible();
    expect(requests.filter((path) => path.includes('/abstract'))).toEqual([
      `${API_BASE_PATH}${articleAbstractPath('pmid:10000001')}`,
    ]);
    await user.click(within(article).getByRole('button', { name: 'Hide abstract' }));
    expect(within(article).queryByText(/first-line treatment/)).toBeNull();
  });

  it('names the source that could not be reached and still shows the other one', async () => {
    renderPage('?q=ptsd%20unreachable');
    expect(
      await screen.findByText(
        'Europe PMC could not be reached. The results below come from PubMed only.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: PE_TRIAL })).toBeVisible();
    expect(screen.queryByText(/Eye movement desensitization/)).toBeNull();
  });

  it('explains when neither source answers instead of showing an empty page', async () => {
    renderPage('?q=ptsd%20offline');
    expect(
      await screen.findByText('Neither PubMed nor Europe PMC could be reached.'),
    ).toBeVisible();
    expect(screen.queryByText('No articles match this search.')).toBeNull();
  });

  it('refuses a query of punctuation alone without asking the server', async () => {
    const user = userEvent.setup();
    const requests = watchRequests();
    const { location } = renderPage();
    await user.type(await screen.findByRole('searchbox', { name: 'Search terms' }), '?!');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('searchbox', { name: 'Search terms' })).toHaveAccessibleDescription(
      expect.stringContaining('punctuation alone finds nothing'),
    );
    expect(location.history.at(-1)).toBe(PAGE);
    expect(requests).toEqual([]);
  });

  it('saves an article to a patient chart with a note, and says when it is already there', async () => {
    const user = userEvent.setup();
    const patient = await patientsApi.register({
      givenName: 'Ada',
      familyName: 'Lovelace',
      birthDate: '1985-12-10',
    });
    renderPage('?q=ptsd');
    const title = await screen.findByRole('heading', { level: 3, name: PE_TRIAL });
    const save = within(title.closest('article')!).getByRole('button', { name: 'Save' });
    await user.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'Save this article' });
    await user.click(within(dialog).getByRole('radio', { name: "A patient's chart" }));
    await user.type(within(dialog).getByRole('searchbox', { name: 'Find a patient' }), 'love');
    await user.click(
      await within(dialog).findByRole('radio', { name: /^Ada Lovelace, MRN 000001/ }),
    );
    await user.type(within(dialog).getByLabelText('Note'), 'For the next session');
    await user.click(within(dialog).getByRole('button', { name: 'Save the article' }));
    expect(await within(dialog).findByText('Saved to the chart of Ada Lovelace.')).toBeVisible();
    const chart = await literatureApi.patientReadingList(patient.id);
    expect(chart.saved.map((entry) => [entry.article.key, entry.note])).toEqual([
      ['pmid:10000001', 'For the next session'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(save).toHaveFocus());

    await user.click(save);
    const again = await screen.findByRole('dialog', { name: 'Save this article' });
    await user.click(within(again).getByRole('radio', { name: "A patient's chart" }));
    await user.click(await within(again).findByRole('radio', { name: /^Ada Lovelace/ }));
    await user.click(within(again).getByRole('button', { name: 'Save the article' }));
    expect(await within(again).findByRole('alert')).toHaveTextContent(
      'This article is already on that reading list.',
    );
  });

  it('lists the clinic reading list and lets the saver remove an entry', async () => {
    const user = userEvent.setup();
    const { articles } = await literatureApi.search({ q: 'insomnia' });
    await literatureApi.save({ article: articles[0]!, note: 'Sleep group' });
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Clinic reading list' }));
    const item = await screen.findByRole('heading', { level: 3, name: /insomnia/ });
    expect(screen.getByText('Note: Sleep group')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(item).not.toBeInTheDocument());
    expect(await screen.findByText(/Nothing saved yet/)).toBeVisible();
  });
});
