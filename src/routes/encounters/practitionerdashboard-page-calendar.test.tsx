import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import { CLINIC_PATHS } from '../../../common/contracts/clinic.contract';
import { sessionsApi } from '../../api/encounters/sessions.api';
import { server } from '../../mocks/node';
import { isPeerMockCall } from '../../mocks/peer-mock-call';
import { pageUser, renderWithAuth } from '../session/page-test-kit';
import PatientViewSessionPage from './patientviewsession-page';
import PractitionerDashboardPage from './practitionerdashboard-page';
import {
  bookToday,
  OTHER_CLINICIAN,
  registerPatient,
  signInToMock,
  signOutOfMock,
  today,
  todayAt,
} from './sessions.test-kit';

const PAGE = '/app/panels/hospital/practitionerdashboard';
const weekOf = (date: string) => `${PAGE}?view=week&date=${date}`;

beforeEach(async () => {
  await signInToMock();
});
afterEach(signOutOfMock);

const cellOf = (name: string | RegExp) =>
  screen.getByRole('button', { name }).closest<HTMLElement>('[role="gridcell"]')!;

describe('the calendar’s week', () => {
  it('shows the front desk the whole clinic’s week as a grid by day and hour, each session opening the session', async () => {
    await signInToMock({ frontDesk: true });
    const ada = await registerPatient('Ada', 'Lovelace');
    const grace = await registerPatient('Grace', 'Hopper');
    const adas = await bookToday(ada.id, 9);
    await bookToday(grace.id, 11, { clinicianId: OTHER_CLINICIAN.id, modality: 'video' });
    const user = userEvent.setup();
    const { location } = renderWithAuth(weekOf(today().date), <PractitionerDashboardPage />, {
      signedIn: true,
      roles: ['staff'],
    });

    const grid = await screen.findByRole('grid', { name: /^Sessions from / });
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(8);
    expect(within(grid).getByRole('rowheader', { name: '9:00 AM' })).toBeVisible();
    const graces = await within(grid).findByRole('button', {
      name: /Grace Hopper, Planned, Video/,
    });
    expect(graces).toHaveTextContent(OTHER_CLINICIAN.name);
    expect(screen.getByRole('combobox', { name: 'Whose calendar' })).toHaveValue('all');
    expect(screen.getByRole('radio', { name: 'Week' })).toBeChecked();

    await user.click(
      within(grid).getByRole('button', { name: /Ada Lovelace, Planned, In person/ }),
    );
    await waitFor(() =>
      expect(location.history.at(-1)).toBe(`/app/panels/hospital/patientviewsession?id=${adas.id}`),
    );
  });

  it('shows the week’s sessions and its days while the clinic’s profile has not answered yet', async () => {
    const ada = await registerPatient('Ada', 'Lovelace');
    await bookToday(ada.id, 9);
    // The page's own read of the clinic's profile is held (the calendar's mock still reads it).
    let release = () => {};
    const held = new Promise<undefined>((done) => (release = () => done(undefined)));
    server.use(
      http.get(`*${API_BASE_PATH}${CLINIC_PATHS.profile}`, ({ request }) =>
        isPeerMockCall(request) ? undefined : held,
      ),
    );
    try {
      renderWithAuth(weekOf(today().date), <PractitionerDashboardPage />, { signedIn: true });
      const grid = await screen.findByRole('grid', { name: /^Sessions from / });
      expect(
        await within(grid).findByRole('button', { name: /Ada Lovelace, Planned/ }),
      ).toBeVisible();
      expect(screen.getByRole('heading', { name: /^Week of / })).toBeVisible();
    } finally {
      release();
    }
  });

  it('keeps the view, the date and whose calendar in the address as the toolbar changes them', async () => {
    const user = userEvent.setup();
    const { location } = renderWithAuth(weekOf('2026-11-25'), <PractitionerDashboardPage />, {
      signedIn: true,
    });
    expect(
      await screen.findByRole('heading', { name: 'Week of Nov 23, 2026 – Nov 29, 2026' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(location.history.at(-1)).toBe(`${PAGE}?view=week&date=2026-12-02`);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Whose calendar' }),
      'The whole clinic',
    );
    expect(location.history.at(-1)).toBe(`${PAGE}?view=week&date=2026-12-02&clinician=all`);
    await user.click(screen.getByText('Agenda'));
    expect(location.history.at(-1)).toBe(`${PAGE}?view=agenda&date=2026-12-02&clinician=all`);
  });

  it('shows today with a notice for a date that does not exist', async () => {
    renderWithAuth(`${PAGE}?view=week&date=2026-02-30`, <PractitionerDashboardPage />, {
      signedIn: true,
    });
    expect(
      await screen.findByText('The link named a date that does not exist: showing today.'),
    ).toBeVisible();
    expect(await screen.findByRole('grid')).toBeVisible();
  });

  it('moves a session to the slot chosen with the arrow keys and Enter, once confirmed', async () => {
    const ada = await registerPatient('Ada', 'Lovelace');
    const session = await bookToday(ada.id, 9);
    const user = userEvent.setup();
    renderWithAuth(weekOf(today().date), <PractitionerDashboardPage />, { signedIn: true });

    await user.click(
      await screen.findByRole('button', { name: 'Move the session of Ada Lovelace' }),
    );
    expect(screen.getByText(/^Choose a new time for the session of Ada Lovelace/)).toBeVisible();
    cellOf(/Ada Lovelace, Planned/).focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByText(/^Move the session of Ada Lovelace to /)).toBeVisible();
    await user.keyboard('{Enter}');

    expect(await screen.findByText(/^The session of Ada Lovelace is now on /)).toBeVisible();
    const moved = await sessionsApi.get(session.id);
    expect(moved.startsAt).toBe(todayAt(11));
    expect(moved.endsAt).toBe(todayAt(11.75));
  });

  it('names the session in the way when the chosen slot is taken, and lets Escape cancel the move', async () => {
    const ada = await registerPatient('Ada', 'Lovelace');
    const grace = await registerPatient('Grace', 'Hopper');
    const session = await bookToday(ada.id, 9);
    await bookToday(grace.id, 10);
    const user = userEvent.setup();
    renderWithAuth(weekOf(today().date), <PractitionerDashboardPage />, { signedIn: true });

    await user.click(
      await screen.findByRole('button', { name: 'Move the session of Ada Lovelace' }),
    );
    await user.click(cellOf(/Grace Hopper, Planned/));
    await user.click(screen.getByRole('button', { name: 'Move it' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^That time meets another session: Grace Hopper, .+\. Choose another time\.$/,
    );
    cellOf(/Grace Hopper, Planned/).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByText(/^Choose a new time/)).toBeNull();
    expect((await sessionsApi.get(session.id)).startsAt).toBe(todayAt(9));
  });
});

describe('booking from an empty slot', () => {
  it('finds the patient for the slot and opens the booking form prefilled with the clinician, date and time', async () => {
    const ada = await registerPatient('Ada', 'Lovelace');
    const user = userEvent.setup();
    const date = today().date;
    const { location } = renderWithAuth(weekOf(date), <PractitionerDashboardPage />, {
      signedIn: true,
    });
    await screen.findByRole('grid');
    // The empty week's current cell is today's first hour (07:00): Enter offers booking there.
    screen
      .getAllByRole('gridcell')
      .find((cell) => cell.tabIndex === 0)!
      .focus();
    await user.keyboard('{Enter}');
    expect(
      screen.getByText(/^Book a session with .+ on .+7:00 AM: find the patient$/),
    ).toBeVisible();
    await user.keyboard('Lovelace{Enter}');
    const found = await screen.findByRole('link', { name: 'Ada Lovelace' });
    const href = `/app/panels/hospital/patientviewsession?patientId=${ada.id}&clinicianId=${pageUser.id}&date=${date}&time=07%3A00`;
    expect(found).toHaveAttribute('href', href);
    await user.click(found);
    expect(location.history.at(-1)).toBe(href);
  });

  it('fills the booking form from the clinician, date and time its address names', async () => {
    const ada = await registerPatient('Ada', 'Lovelace');
    renderWithAuth(
      `/app/panels/hospital/patientviewsession?patientId=${ada.id}&clinicianId=${OTHER_CLINICIAN.id}&date=2026-12-07&time=18:00`,
      <PatientViewSessionPage />,
      { signedIn: true },
    );
    const clinician = await screen.findByRole('combobox', { name: 'Clinician' });
    // The clinic's clinicians are read when the form opens; then the named one is chosen.
    await waitFor(() => expect(clinician).toHaveValue(OTHER_CLINICIAN.id));
    expect(screen.getByLabelText(/^Date/)).toHaveValue('2026-12-07');
    expect(screen.getByLabelText(/^Start time/)).toHaveValue('18:00');
  });
});

describe('the calendar’s agenda', () => {
  it('lists the next fourteen days’ sessions grouped by day', async () => {
    const ada = await registerPatient('Ada', 'Lovelace');
    await bookToday(ada.id, 9);
    await bookToday(ada.id, 24 * 3 + 10);
    renderWithAuth(`${PAGE}?view=agenda&date=${today().date}`, <PractitionerDashboardPage />, {
      signedIn: true,
    });
    const days = await screen.findAllByRole('heading', { name: /: 1 session$/ });
    expect(days).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /Ada Lovelace, Planned/ })).toHaveLength(2);
  });
});
