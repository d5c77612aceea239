import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { availabilityApi } from '../../api/availability/availability.api';
import { sessionsApi } from '../../api/encounters/sessions.api';
import { pageUser, renderWithAuth } from '../session/page-test-kit';
import PatientViewSessionPage from './patientviewsession-page';
import { stubSessionNotes } from './session-note.test-kit';
import { registerPatient, signInToMock, signOutOfMock } from './sessions.test-kit';

const PAGE = '/app/panels/hospital/patientviewsession';
const open = (search: string) =>
  renderWithAuth(`${PAGE}${search}`, <PatientViewSessionPage />, { signedIn: true });

beforeEach(async () => {
  await signInToMock();
  stubSessionNotes({});
});
afterEach(async () => {
  await availabilityApi.setClinician(pageUser.id, { hours: [], datesOff: [] });
  signOutOfMock();
});

/** Fills the form's date and time (Monday 7 April 2031, Bucharest: UTC+3). */
async function fillWhen(user: ReturnType<typeof userEvent.setup>, date: string, time: string) {
  await waitFor(() => expect(screen.getByLabelText(/^Clinician/)).toHaveValue(pageUser.id));
  await user.clear(screen.getByLabelText(/^Date/, { selector: 'input[name="date"]' }));
  await user.type(screen.getByLabelText(/^Date/, { selector: 'input[name="date"]' }), date);
  await user.clear(screen.getByLabelText(/^Start time/));
  await user.type(screen.getByLabelText(/^Start time/), time);
}

describe('booking a weekly series from the session form (mock API)', () => {
  it('names the conflict before anything is stored, then books every session at another time', async () => {
    const ada = await registerPatient('Ada', 'Lovelace');
    const grace = await registerPatient('Grace', 'Hopper');
    // Grace already sees the clinician at 10:00 on the series' second Monday.
    await sessionsApi.book({
      patientId: grace.id,
      clinicianId: pageUser.id,
      startsAt: '2031-04-14T07:00:00.000Z',
      endsAt: '2031-04-14T07:45:00.000Z',
      modality: 'in-person',
      type: 'individual',
    });
    const user = userEvent.setup();
    const { location } = open(`?patientId=${ada.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Book a session for Ada Lovelace' });
    await fillWhen(user, '2031-04-07', '10:00');
    await user.selectOptions(screen.getByLabelText(/^Repeats/), 'Weekly');
    await user.clear(screen.getByLabelText(/^Number of sessions/));
    await user.type(screen.getByLabelText(/^Number of sessions/), '3');
    await user.click(screen.getByRole('button', { name: 'Show the sessions' }));

    const preview = await screen.findByRole('region', { name: 'Sessions of this series' });
    expect(within(preview).getByText('3 sessions, 1 with a conflict.')).toBeVisible();
    expect(within(preview).getAllByRole('listitem')[1]).toHaveTextContent(
      /Meets the clinician's session 10:00\sAM.10:45\sAM/,
    );
    expect(screen.queryByRole('button', { name: /^Book \d+ sessions/ })).toBeNull();
    expect((await sessionsApi.list({ patientId: ada.id })).encounters).toEqual([]);

    await user.clear(screen.getByLabelText(/^Start time/));
    await user.type(screen.getByLabelText(/^Start time/), '12:00');
    expect(screen.queryByRole('region', { name: 'Sessions of this series' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show the sessions' }));
    await user.click(await screen.findByRole('button', { name: 'Book 3 sessions' }));
    await waitFor(() => expect(location.history.at(-1)).toMatch(/patientviewsession\?id=/));
    const { encounters } = await sessionsApi.list({ patientId: ada.id });
    expect(encounters.map((s) => s.startsAt).sort()).toEqual([
      '2031-04-07T09:00:00.000Z',
      '2031-04-14T09:00:00.000Z',
      '2031-04-21T09:00:00.000Z',
    ]);
    expect(new Set(encounters.map((s) => s.seriesId)).size).toBe(1);
  });

  it('shows the server’s reason for a series too long, and books nothing', async () => {
    const ada = await registerPatient('Ada', 'Lovelace');
    const user = userEvent.setup();
    open(`?patientId=${ada.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Book a session for Ada Lovelace' });
    await fillWhen(user, '2031-04-07', '10:00');
    await user.selectOptions(screen.getByLabelText(/^Repeats/), 'Weekly');
    await user.clear(screen.getByLabelText(/^Number of sessions/));
    await user.type(screen.getByLabelText(/^Number of sessions/), '500');
    await user.click(screen.getByRole('button', { name: 'Show the sessions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The series cannot be booked: A series may hold at most 52 sessions.',
    );
    expect((await sessionsApi.list({ patientId: ada.id })).encounters).toEqual([]);
  });

  it('asks before booking outside the clinician’s working hours, and books once confirmed', async () => {
    await availabilityApi.setClinician(pageUser.id, {
      hours: [{ weekday: 1, start: '09:00', end: '12:00' }],
      datesOff: [],
    });
    const ada = await registerPatient('Ada', 'Lovelace');
    const user = userEvent.setup();
    const { location } = open(`?patientId=${ada.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Book a session for Ada Lovelace' });
    await fillWhen(user, '2031-04-07', '18:00');
    await user.click(screen.getByRole('button', { name: 'Book the session' }));
    const question = await screen.findByRole('alert');
    expect(question).toHaveTextContent(
      'Outside the clinician’s working hours or on their date off: Monday, April 7, 2031.',
    );
    expect((await sessionsApi.list({ patientId: ada.id })).encounters).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Yes, book anyway' }));
    await waitFor(() => expect(location.history.at(-1)).toMatch(/patientviewsession\?id=/));
    expect((await sessionsApi.list({ patientId: ada.id })).encounters).toHaveLength(1);
  });
});
