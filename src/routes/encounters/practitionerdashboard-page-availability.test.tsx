import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  resetMockAvailability,
  setClinicianWeek,
} from '../../mocks/availability/availability.store';
import { DEMO_ACCOUNT } from '../../mocks/session/demo-account';
import { pageUser, renderWithAuth } from '../session/page-test-kit';
import PractitionerDashboardPage from './practitionerdashboard-page';
import {
  bookToday,
  OTHER_CLINICIAN,
  registerPatient,
  signInToMock,
  signOutOfMock,
} from './sessions.test-kit';

const PATH = '/app/panels/hospital/practitionerdashboard';
/** Monday 7 December 2026, 08:00 in the clinic (Bucharest, UTC+2). */
const MONDAY_MORNING = new Date('2026-12-07T06:00:00Z');
const MONDAY = '2026-12-07';

beforeEach(() => {
  // Only the date is fixed: the mock API's promises and timers run as they do.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(MONDAY_MORNING);
  resetMockAvailability();
});
afterEach(() => {
  signOutOfMock();
  vi.useRealTimers();
});

/** The signed-in clinician works Mondays 09:00–13:00, with these dates off. */
const mondayMornings = (datesOff: string[] = []) =>
  setClinicianWeek(DEMO_ACCOUNT.tenantId, pageUser.id, {
    hours: [{ weekday: 1, start: '09:00', end: '13:00' }],
    datesOff,
  });

const rowOf = async (name: string) =>
  (await within(await screen.findByRole('table')).findByRole('link', { name })).closest('tr')!;

describe('the day view’s availability', () => {
  it('says when the clinician works today and shades their session outside those hours', async () => {
    await signInToMock();
    const ada = await registerPatient('Ada', 'Lovelace');
    const grace = await registerPatient('Grace', 'Hopper');
    await bookToday(ada.id, 10);
    await bookToday(grace.id, 15);
    mondayMornings();
    renderWithAuth(PATH, <PractitionerDashboardPage />, { signedIn: true });

    const hours = await screen.findByRole('list', { name: 'Working hours on this day' });
    expect(hours).toHaveTextContent(
      /^You work today: 9:00\sAM\s–\s1:00\sPM\. The rest of the day is outside your working hours\.$/,
    );
    const inside = await rowOf('Ada Lovelace');
    const outside = await rowOf('Grace Hopper');
    await waitFor(() => expect(outside).toHaveAttribute('data-shade', 'outside'));
    expect(outside).toHaveTextContent('outside working hours');
    expect(inside).not.toHaveAttribute('data-shade');
    expect(inside).not.toHaveTextContent('outside');
    expect(screen.getByRole('region', { name: 'What the shading means' })).toHaveTextContent(
      'the booking asks you to confirm',
    );
  });

  it('says plainly that the clinician is off today, and shades every session as a date off', async () => {
    await signInToMock();
    const ada = await registerPatient('Ada', 'Lovelace');
    await bookToday(ada.id, 10);
    mondayMornings([MONDAY]);
    renderWithAuth(PATH, <PractitionerDashboardPage />, { signedIn: true });

    expect(await screen.findByText('You are off today.')).toBeVisible();
    const row = await rowOf('Ada Lovelace');
    await waitFor(() => expect(row).toHaveAttribute('data-shade', 'date-off'));
    expect(row).toHaveTextContent('a date off');
  });

  it('shows the front desk each bounded clinician by name, and nothing for one without hours', async () => {
    await signInToMock({ frontDesk: true });
    const ada = await registerPatient('Ada', 'Lovelace');
    const grace = await registerPatient('Grace', 'Hopper');
    await bookToday(ada.id, 15);
    await bookToday(grace.id, 15, { clinicianId: OTHER_CLINICIAN.id });
    mondayMornings([MONDAY]);
    renderWithAuth(PATH, <PractitionerDashboardPage />, { signedIn: true, roles: ['staff'] });

    const hours = await screen.findByRole('list', { name: 'Working hours on this day' });
    expect(
      within(hours)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([`${pageUser.name} is off today.`]);
    const ours = await rowOf('Ada Lovelace');
    await waitFor(() => expect(ours).toHaveAttribute('data-shade', 'date-off'));
    // Neither Grace Okafor nor the clinic set hours: no time of hers is outside them.
    expect(await rowOf('Grace Hopper')).not.toHaveAttribute('data-shade');
  });

  it('names no hours when no clinician’s time is bounded', async () => {
    await signInToMock();
    const ada = await registerPatient('Ada', 'Lovelace');
    await bookToday(ada.id, 15);
    renderWithAuth(PATH, <PractitionerDashboardPage />, { signedIn: true });

    const row = await rowOf('Ada Lovelace');
    expect(row).not.toHaveAttribute('data-shade');
    expect(screen.queryByRole('list', { name: 'Working hours on this day' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'What the shading means' })).toBeNull();
  });
});
