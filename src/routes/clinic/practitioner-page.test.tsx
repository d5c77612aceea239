import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import { AVAILABILITY_PATHS } from '../../../common/contracts/availability.contract';
import { CLINIC_PATHS } from '../../../common/contracts/clinic.contract';
import { httpClient } from '../../api/http/http-client';
import { accountApi } from '../../api/session/account.api';
import { resetMockCalendarFeeds } from '../../mocks/calendar/calendar-feed.handlers';
import { resetMockClinic } from '../../mocks/clinic/clinic.db';
import { server } from '../../mocks/node';
import { resetAccountData } from '../../mocks/session/account.db';
import { DEMO_ACCOUNT } from '../../mocks/session/demo-account';
import { renderWithAuth } from '../session/page-test-kit';
import PractitionerPage from './practitioner-page';

const PATH = '/app/panels/hospital/practitioner';
const practitioners = `*${API_BASE_PATH}${CLINIC_PATHS.practitioners}`;

beforeEach(async () => {
  resetMockClinic();
  resetMockCalendarFeeds();
  resetAccountData();
  const login = await accountApi.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  httpClient.configure({ getToken: () => login.access_token ?? null });
});
afterEach(() => {
  httpClient.configure({ getToken: () => null });
  vi.useRealTimers();
});

describe('the practitioner page', () => {
  it('lists the active clinicians with their counts and searches by name', async () => {
    const user = userEvent.setup();
    renderWithAuth(PATH, <PractitionerPage />, { signedIn: true });
    const table = await screen.findByRole('table', { name: 'Practitioners' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const ioana = within(table).getByText('Ioana Popescu').closest('tr') as HTMLElement;
    expect(ioana).toHaveTextContent('LCSW');
    expect(ioana).toHaveTextContent('2417');
    // A deactivated clinician and the front desk are not practitioners.
    expect(within(table).queryByText('Sam Rivera')).toBeNull();
    expect(within(table).queryByText('Irina Dobre')).toBeNull();
    await user.type(screen.getByLabelText('Search by name'), 'ioana');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('Ioana Popescu')).toBeVisible();
  });

  it('says when nobody matches the name', async () => {
    const user = userEvent.setup();
    renderWithAuth(PATH, <PractitionerPage />, { signedIn: true });
    await screen.findByRole('table', { name: 'Practitioners' });
    await user.type(screen.getByLabelText('Search by name'), 'nobody here');
    expect(await screen.findByText('No practitioner matches this name.')).toBeVisible();
  });

  it('says the list could not be loaded and tries again on request', async () => {
    let refusals = 1;
    server.use(
      http.get(practitioners, ({ request }) => {
        // The list's own read (the availability mock reads the practitioners too, without a week).
        if (!new URL(request.url).searchParams.has('weekFrom')) return undefined;
        if (refusals-- > 0) return HttpResponse.json({ message: 'down' }, { status: 500 });
        return undefined;
      }),
    );
    const user = userEvent.setup();
    renderWithAuth(PATH, <PractitionerPage />, { signedIn: true });
    const failure = await screen.findByText('The practitioners could not be loaded.');
    expect(failure).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again: Practitioners' }));
    expect(await screen.findByRole('table', { name: 'Practitioners' })).toBeVisible();
  });

  it('names each failed section’s retry for its section, and each retries its own read', async () => {
    let listDown = true;
    server.use(
      http.get(practitioners, ({ request }) => {
        if (!new URL(request.url).searchParams.has('weekFrom') || !listDown) return undefined;
        return HttpResponse.json({ message: 'down' }, { status: 500 });
      }),
      http.get(`*${API_BASE_PATH}${AVAILABILITY_PATHS.clinician}`, () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderWithAuth(PATH, <PractitionerPage />, { signedIn: true });
    await screen.findByText('The working hours could not be loaded.');
    await screen.findByText('The practitioners could not be loaded.');
    const retries = screen.getAllByRole('button', { name: /^Try again/ });
    expect(retries.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Try again: Practitioners',
      'Try again: Your working hours',
    ]);
    listDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again: Practitioners' }));
    expect(await screen.findByRole('table', { name: 'Practitioners' })).toBeVisible();
    // The working hours still failed: their own retry is still there, under their own name.
    expect(screen.getByRole('button', { name: 'Try again: Your working hours' })).toBeVisible();
  });

  it('counts the clinic week across the change to winter time (169 hours)', async () => {
    // Wednesday 21 October 2026 in Bucharest; the clocks go back on Sunday the 25th.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-21T09:00:00Z'));
    const asked: URL[] = [];
    server.use(
      http.get(practitioners, ({ request }) => {
        // The list's own read (the availability mock reads the practitioners too, without a week).
        const url = new URL(request.url);
        if (url.searchParams.has('weekFrom')) asked.push(url);
        return undefined;
      }),
    );
    renderWithAuth(PATH, <PractitionerPage />, { signedIn: true });
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]?.searchParams.get('weekFrom')).toBe('2026-10-18T21:00:00.000Z');
    expect(asked[0]?.searchParams.get('weekTo')).toBe('2026-10-25T22:00:00.000Z');
    expect(screen.getByText(/Europe\/Bucharest/)).toHaveTextContent(
      'Sessions counted from Mon, Oct 19 to Sun, Oct 25 (Europe/Bucharest).',
    );
  });

  it('gives a clinician their calendar address to copy, and revokes it only after asking', async () => {
    const user = userEvent.setup();
    renderWithAuth(PATH, <PractitionerPage />, { signedIn: true });
    const card = await screen.findByRole('region', { name: 'Your calendar app' });
    await user.click(await within(card).findByRole('button', { name: 'Make my calendar address' }));
    expect(await within(card).findByText(/\/calendar-feeds\/\w+\.ics$/)).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Revoke the address' }));
    await user.click(within(card).getByRole('button', { name: 'Revoke the address' }));
    expect(await within(card).findByText('You have no calendar address yet.')).toBeVisible();
  });

  it('offers no calendar address to the front desk, who has no sessions of its own', async () => {
    renderWithAuth(PATH, <PractitionerPage />, { signedIn: true, roles: ['staff'] });
    await screen.findByRole('table', { name: 'Practitioners' });
    expect(screen.queryByRole('region', { name: 'Your calendar app' })).toBeNull();
  });
});
