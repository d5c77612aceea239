import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { sessionsApi } from '../../api/sessions/sessions.api';
import type { Credentials, LoginResult } from '../../machines/session/auth.machine';
import { loginResult } from '../../machines/session/auth.test-kit';
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
      for (const action of ['start', 'finish'] as const) {
        await sessionsApi.transition(session.id, { action });
      }
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

  it('explains the page to a member without the clinician role and never asks for a day', async () => {
    const staff = { ...loginResult, user: { ...pageUser, roles: ['staff' as const] } };
    const { actor } = renderWithAuth(PATH, <PractitionerDashboardPage />, {
      signInWithPassword: fromPromise<LoginResult, Credentials>(async () => staff),
    });
    const explanation = { name: "This page is a clinician's day" };
    await screen.findByRole('heading', explanation);
    act(() =>
      actor.send({ type: 'auth.signIn.password', email: 'f@d.org', password: 'front-desk' }),
    );
    await waitFor(() => expect(actor.getSnapshot().context.user?.roles).toEqual(['staff']));
    expect(screen.getByRole('heading', explanation)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Start session/ })).toBeNull();
    expect(dayCalls).toEqual([]);
  });
});
