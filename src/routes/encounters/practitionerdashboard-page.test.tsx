import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionsApi } from '../../api/encounters/sessions.api';
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
const EARLIER_DAY = { confirmed: true, reason: 'Set up as a session of an earlier day' } as const;
let dayCalls: string[] = [];

beforeEach(async () => {
  ({ dayCalls } = await signInToMock());
});
afterEach(signOutOfMock);

/**
 * A session's row in the day's table. jsdom applies no media queries, so the phone's cards are
 * in the document too (hidden by CSS in a browser; see the day's stories).
 */
const rowOf = async (name: string) =>
  (await within(await screen.findByRole('table')).findByRole('link', { name })).closest('tr')!;

describe('the clinician’s day', () => {
  it('offers one next step per session and moves a session through check in, start and finish', async () => {
    const ada = await registerPatient('Ada', 'Lovelace');
    const session = await bookToday(ada.id, 9);
    const user = userEvent.setup();
    renderWithAuth(PATH, <PractitionerDashboardPage />, { signedIn: true });

    const row = await rowOf('Ada Lovelace');
    expect(within(row).getByText('Planned')).toBeVisible();
    await user.click(within(row).getByRole('button', { name: /^Check in/ }));
    await waitFor(() => expect(within(row).getByText('Checked in')).toBeVisible());
    expect(within(row).queryByRole('button', { name: /^Check in/ })).toBeNull();

    await user.click(within(row).getByRole('button', { name: /^Start session/ }));
    await waitFor(() => expect(within(row).getByText('In progress')).toBeVisible());

    await user.click(within(row).getByRole('button', { name: /^Finish/ }));
    await waitFor(() => expect(within(row).getByText('Finished')).toBeVisible());
    expect(within(row).getByText('Nothing to do')).toBeVisible();
    // The finished session now has a note to write, linked to its SOAP note page.
    const notes = screen.getByRole('region', { name: 'Notes to write' });
    const toWrite = await within(notes).findByRole('link', { name: /^Note for Ada Lovelace/ });
    expect(toWrite).toBeVisible();
    expect(toWrite).toHaveAttribute(
      'href',
      `/app/panels/hospital/therapysoapform?session=${session.id}`,
    );
  });

  it('lists the notes of earlier days first as overdue, and flagged patients with a link to the chart', async () => {
    const ada = await registerPatient('Ada', 'Lovelace', ['suicide-risk']);
    const grace = await registerPatient('Grace', 'Hopper');
    for (const [patient, hours] of [
      [grace, 10],
      [ada, -20],
    ] as const) {
      const session = await bookToday(patient.id, hours);
      // Yesterday's session is started on another day than its own: confirmed, with a reason.
      await sessionsApi.transition(session.id, { action: 'start', offDay: EARLIER_DAY });
      await sessionsApi.transition(session.id, { action: 'finish' });
    }
    renderWithAuth(PATH, <PractitionerDashboardPage />, { signedIn: true });

    const notes = await screen.findByRole('region', { name: 'Notes to write' });
    await waitFor(() => expect(within(notes).getAllByRole('listitem')).toHaveLength(2));
    const [first, second] = within(notes).getAllByRole('listitem');
    expect(first).toHaveTextContent(/Ada Lovelace.*Overdue/);
    expect(second).not.toHaveTextContent('Overdue');
    const flagged = screen.getByRole('region', { name: 'Patients flagged at risk' });
    expect(within(flagged).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      `/app/panels/hospital/patientdashboard?id=${ada.id}`,
    );
    expect(within(flagged).getByText('Suicide risk')).toBeVisible();
    expect(within(flagged).queryByText('Grace Hopper')).toBeNull();
  });

  it('shows only the signed-in clinician’s sessions, each with its own next step', async () => {
    const ada = await registerPatient('Ada', 'Lovelace');
    const session = await bookToday(ada.id, 9);
    await sessionsApi.transition(session.id, { action: 'check-in' });
    // A planned session of another clinician is not on this day at all.
    await bookToday(ada.id, 12, { clinicianId: OTHER_CLINICIAN.id });
    renderWithAuth(PATH, <PractitionerDashboardPage />, { signedIn: true });
    const row = await rowOf('Ada Lovelace');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(within(row).getByRole('button', { name: /^Start session/ })).toBeVisible();
  });

  it('explains the page to a member with no role in the clinic and never asks for a day', async () => {
    renderWithAuth(PATH, <PractitionerDashboardPage />, { signedIn: true, roles: [] });
    expect(
      await screen.findByRole('heading', { name: "This page is a clinician's day" }),
    ).toBeVisible();
    expect(screen.queryByRole('radio', { name: 'My day' })).toBeNull();
    expect(dayCalls).toEqual([]);
  });
});

describe('the clinic’s day', () => {
  it('shows the front desk every clinician’s session of today, and lets it check a patient in', async () => {
    ({ dayCalls } = await signInToMock({ frontDesk: true }));
    const ada = await registerPatient('Ada', 'Lovelace');
    const grace = await registerPatient('Grace', 'Hopper');
    await bookToday(ada.id, 9);
    const graceToday = await bookToday(grace.id, 11, { clinicianId: OTHER_CLINICIAN.id });
    // Yesterday's and tomorrow's sessions are not today's.
    await bookToday(grace.id, -10, { clinicianId: OTHER_CLINICIAN.id });
    await bookToday(ada.id, 30);
    const user = userEvent.setup();
    renderWithAuth(PATH, <PractitionerDashboardPage />, { signedIn: true, roles: ['staff'] });

    expect(await screen.findByRole('heading', { name: /^The clinic's day — / })).toBeVisible();
    const row = await rowOf('Grace Hopper');
    expect(screen.getAllByRole('row')).toHaveLength(3);
    const [first] = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('Ada Lovelace');
    expect(first).toHaveTextContent(pageUser.name);
    expect(within(row).getByText(OTHER_CLINICIAN.name)).toBeVisible();
    expect(screen.getByText(/Sessions: 2 · to arrive: 2/)).toBeVisible();
    // The patient's name opens the session, where the desk reschedules, cancels or marks a no-show.
    expect(within(row).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      `/app/panels/hospital/patientviewsession?id=${graceToday.id}`,
    );
    await user.click(within(row).getByRole('button', { name: /^Check in/ }));
    await waitFor(() => expect(within(row).getByText('Checked in')).toBeVisible());
    // Starting is the clinician's, and cancelling is on the session's page (with a reason): the
    // checked-in patient's row offers the front desk nothing to click by mistake.
    expect(within(row).queryByRole('button')).toBeNull();
    expect(within(row).getByText('Nothing to do')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Notes to write' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'My day' })).toBeNull();
    expect(dayCalls).toEqual([]);
  });

  it('starts an owner who is also a clinician on their own day, with a switch to the whole clinic', async () => {
    const ada = await registerPatient('Ada', 'Lovelace');
    const grace = await registerPatient('Grace', 'Hopper');
    await bookToday(ada.id, 9);
    await bookToday(grace.id, 11, { clinicianId: OTHER_CLINICIAN.id });
    const user = userEvent.setup();
    renderWithAuth(PATH, <PractitionerDashboardPage />, { signedIn: true });

    await rowOf('Ada Lovelace');
    expect(screen.getByRole('radio', { name: 'My day' })).toBeChecked();
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByText('Grace Hopper')).toBeNull();

    await user.click(screen.getByText('The whole clinic'));
    expect(await screen.findByRole('heading', { name: /^The clinic's day/ })).toBeVisible();
    const row = await rowOf('Grace Hopper');
    expect(within(row).getByText(OTHER_CLINICIAN.name)).toBeVisible();
    expect(screen.getByRole('radio', { name: 'The whole clinic' })).toBeChecked();
    // An owner who is not front desk checks in only their own patients.
    expect(within(row).getByText('Nothing to do')).toBeVisible();
    expect(
      within(await rowOf('Ada Lovelace')).getByRole('button', { name: /^Check in/ }),
    ).toBeVisible();

    await user.click(screen.getByText('My day'));
    expect(await screen.findByRole('region', { name: 'Notes to write' })).toBeVisible();
  });

  it('gives a clinician who is neither front desk nor owner no switch', async () => {
    renderWithAuth(PATH, <PractitionerDashboardPage />, { signedIn: true, roles: ['clinician'] });
    expect(await screen.findByRole('region', { name: 'Notes to write' })).toBeVisible();
    expect(screen.queryByRole('radio', { name: 'My day' })).toBeNull();
  });
});
