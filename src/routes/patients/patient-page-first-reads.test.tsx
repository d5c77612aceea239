import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import { PATIENT_PATHS } from '../../../common/contracts/patients.contract';
import type { User } from '../../../common/contracts/account.contract';
import { httpClient } from '../../api/http/http-client';
import { accountApi } from '../../api/session/account.api';
import { server } from '../../mocks/node';
import { resetMockPatients } from '../../mocks/patients/patients.handlers';
import { DEMO_ACCOUNT } from '../../mocks/session/demo-account';
import { createQueryClient, FRESH_MS } from '../query-root';
import { renderWithAuth } from '../session/page-test-kit';
import { firstRequests } from './patient-list-reads';
import PatientPage, { firstReads } from './patient-page';

const desk = { userId: 'desk-1', roles: ['staff' as const] };
const clinician = { userId: 'doc-1', roles: ['owner' as const, 'clinician' as const] };
const SEARCH = `${API_BASE_PATH}${PATIENT_PATHS.search}`;

/** The bodies of the list searches the page sends, in order. */
function recordSearches() {
  const bodies: unknown[] = [];
  const record = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === SEARCH) {
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body));
    }
  };
  server.events.on('request:start', record);
  return { bodies, stop: () => server.events.removeListener('request:start', record) };
}

/** Whether `text` is ever in the document from now on (a mutation observer, no timer). */
function everShown(text: string) {
  let seen = document.body.textContent?.includes(text) ?? false;
  const observer = new MutationObserver(() => {
    seen ||= document.body.textContent?.includes(text) ?? false;
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return { seen: () => seen, stop: () => observer.disconnect() };
}

const renderPage = (queries: QueryClient, roles: User['roles'] = clinician.roles) =>
  renderWithAuth('/app/panels/hospital/patient', <PatientPage />, {
    signedIn: true,
    roles,
    queries,
  });

/** The app's read cache (its freshness), failing at once: a test sees each answer, never a retry's. */
function freshQueries(): QueryClient {
  const queries = createQueryClient();
  queries.setDefaultOptions({ queries: { ...queries.getDefaultOptions().queries, retry: false } });
  return queries;
}

/**
 * A clinician's tab whose first reads have been answered: `then` opens the page over its read
 * cache, with the list searches sent and whether "Loading patients…" ever showed recorded.
 */
async function afterAnsweredFirstReads(
  then: (world: {
    queries: QueryClient;
    searches: ReturnType<typeof recordSearches>;
    loading: ReturnType<typeof everShown>;
  }) => Promise<void>,
) {
  const queries = freshQueries();
  const searches = recordSearches();
  const loading = everShown('Loading patients…');
  try {
    firstReads(queries, '', clinician);
    await vi.waitFor(() => expect(queries.isFetching()).toBe(0));
    await then({ queries, searches, loading });
  } finally {
    loading.stop();
    searches.stop();
  }
}

beforeEach(async () => {
  resetMockPatients();
  const login = await accountApi.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  httpClient.configure({ getToken: () => login.access_token ?? null });
});
afterEach(() => {
  httpClient.configure({ getToken: () => null });
  vi.restoreAllMocks();
});

describe("the patient list's first reads (issue 35)", () => {
  it.each([
    ['a clinician', clinician, { clinician: 'me' }],
    ['the front desk', desk, {}],
  ])(
    'has the entry send, for %s, the very search the page’s first load then sends (so it takes that answer)',
    async (_who, viewer, body) => {
      expect(firstRequests('', viewer)).toEqual([{ path: PATIENT_PATHS.search, json: body }]);
      const request = vi.spyOn(httpClient, 'request').mockResolvedValue({ patients: [] });
      firstReads(freshQueries(), '', viewer);
      await vi.waitFor(() => expect(request).toHaveBeenCalled());
      expect(request.mock.calls.map(([method, path, , json]) => [method, path, json])).toEqual([
        ['post', PATIENT_PATHS.search, body],
      ]);
    },
  );

  it('shows the first page its first reads asked for without searching again, and asks the server for any later page', async () => {
    const user = userEvent.setup();
    const queries = freshQueries();
    const searches = recordSearches();
    try {
      firstReads(queries, '', clinician);
      await vi.waitFor(() => expect(searches.bodies).toHaveLength(1));
      renderPage(queries);
      expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent(
        'No patients on your caseload yet.',
      );
      expect(searches.bodies).toEqual([{ clinician: 'me' }]);
      // Choosing the whole clinic is a later load: the server answers it, as does coming back.
      await user.click(screen.getByRole('radio', { name: 'Whole clinic' }));
      await waitFor(() =>
        expect(searches.bodies).toEqual([{ clinician: 'me' }, { clinician: 'any' }]),
      );
      await user.click(screen.getByRole('radio', { name: 'My caseload' }));
      await waitFor(() => expect(searches.bodies).toHaveLength(3));
      expect(searches.bodies[2]).toEqual({ clinician: 'me' });
    } finally {
      searches.stop();
    }
  });

  it('draws the answered first page when the page first renders, never “loading”, then forgets it so a later load asks the server', () =>
    afterAnsweredFirstReads(async ({ queries, searches, loading }) => {
      renderPage(queries);
      expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent(
        'No patients on your caseload yet.',
      );
      expect(loading.seen()).toBe(false);
      expect(searches.bodies).toEqual([{ clinician: 'me' }]);
      expect(
        queries.getQueryCache().findAll({ queryKey: ['patients', 'list', 'first page'] }),
      ).toEqual([]);
    }));

  it('asks the server again, showing “loading”, for a first page answered longer ago than reads stay fresh', () =>
    afterAnsweredFirstReads(async ({ queries, searches, loading }) => {
      vi.spyOn(Date, 'now').mockReturnValue(Date.now() + FRESH_MS + 1);
      renderPage(queries);
      await screen.findByRole('heading', { level: 2 });
      expect(loading.seen()).toBe(true);
      expect(searches.bodies).toEqual([{ clinician: 'me' }, { clinician: 'me' }]);
    }));

  it('asks again when the first reads’ search failed, and shows the list', async () => {
    const queries = freshQueries();
    server.use(
      http.post(SEARCH, () => HttpResponse.json({ message: 'busy' }, { status: 503 }), {
        once: true,
      }),
    );
    const searches = recordSearches();
    try {
      firstReads(queries, '', desk);
      await vi.waitFor(() => expect(searches.bodies).toHaveLength(1));
      await vi.waitFor(() => expect(queries.isFetching()).toBe(0));
      renderPage(queries, desk.roles);
      expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent(/No patients/);
      expect(screen.queryByText(/could not be loaded/i)).toBeNull();
      expect(searches.bodies).toEqual([{}, {}]);
    } finally {
      searches.stop();
    }
  });
});
