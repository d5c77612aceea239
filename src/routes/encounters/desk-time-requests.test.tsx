import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Encounter } from '../../../common/contracts/encounters.contract';
import { sessionsOf } from '../../mocks/encounters/sessions.store';
import { DEMO_ACCOUNT } from '../../mocks/session/demo-account';
import { resetMockTimeRequests, timeRequestsOf } from '../../mocks/visits/time-requests.store';
import { renderWithAuth } from '../session/page-test-kit';
import PractitionerDashboardPage from './practitionerdashboard-page';
import {
  bookToday,
  registerPatient,
  signInToMock,
  signOutOfMock,
  todayAt,
} from './sessions.test-kit';

const PATH = '/app/panels/hospital/practitionerdashboard';

/** A patient's pending request to move `session` to today at `hours` (as the portal stores it). */
function askToMove(session: Encounter, hours: number) {
  const startsAt = todayAt(hours);
  const length = Date.parse(session.endsAt) - Date.parse(session.startsAt);
  timeRequestsOf(DEMO_ACCOUNT.tenantId).push({
    id: `request-${session.id}`,
    sessionId: session.id,
    patientId: session.patient.id,
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + length).toISOString(),
    status: 'pending',
    requestedAt: new Date().toISOString(),
    decidedAt: null,
  });
}

beforeEach(async () => {
  resetMockTimeRequests();
  await signInToMock();
});
afterEach(signOutOfMock);

describe('patients’ requests for another time on the calendar’s day', () => {
  it('confirms a request: the session moves to the asked time and the request leaves the list', async () => {
    const ada = await registerPatient('Ada', 'Lovelace');
    const session = await bookToday(ada.id, 9);
    askToMove(session, 15);
    renderWithAuth(PATH, <PractitionerDashboardPage />, { signedIn: true });
    const panel = await screen.findByRole('region', { name: 'Requests for another time' });
    await userEvent
      .setup()
      .click(
        await within(panel).findByRole('button', { name: 'Confirm the new time for Ada Lovelace' }),
      );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Requests for another time' })).toBeNull(),
    );
    const moved = sessionsOf(DEMO_ACCOUNT.tenantId).find((s) => s.id === session.id)!;
    expect(moved.startsAt).toBe(new Date(todayAt(15)).toISOString());
    expect(timeRequestsOf(DEMO_ACCOUNT.tenantId)[0]!.status).toBe('confirmed');
  });

  it('keeps the request, with the reason, when the asked time was booked since', async () => {
    const ada = await registerPatient('Ada', 'Lovelace');
    const grace = await registerPatient('Grace', 'Hopper');
    const session = await bookToday(ada.id, 9);
    askToMove(session, 15);
    await bookToday(grace.id, 15);
    renderWithAuth(PATH, <PractitionerDashboardPage />, { signedIn: true });
    const panel = await screen.findByRole('region', { name: 'Requests for another time' });
    await userEvent
      .setup()
      .click(
        await within(panel).findByRole('button', { name: 'Confirm the new time for Ada Lovelace' }),
      );
    expect(
      await within(panel).findByText(/The request could not be answered: .*already has a session/),
    ).toBeVisible();
    expect(timeRequestsOf(DEMO_ACCOUNT.tenantId)[0]!.status).toBe('pending');
  });

  it('declines a request: the session stays where it was', async () => {
    const ada = await registerPatient('Ada', 'Lovelace');
    const session = await bookToday(ada.id, 9);
    askToMove(session, 15);
    renderWithAuth(PATH, <PractitionerDashboardPage />, { signedIn: true });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Decline the new time for Ada Lovelace' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Requests for another time' })).toBeNull(),
    );
    expect(sessionsOf(DEMO_ACCOUNT.tenantId).find((s) => s.id === session.id)!.startsAt).toBe(
      session.startsAt,
    );
  });
});
