import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAuth } from '../session/page-test-kit';
import { dashboardDay } from './practitionerdashboard-day-module';
import PractitionerDashboardPage from './practitionerdashboard-page';
import {
  registerPatient,
  signInToMock,
  signOutOfMock,
  bookToday,
  today,
} from './sessions.test-kit';

beforeEach(async () => {
  await signInToMock({ frontDesk: true });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await signOutOfMock();
});

describe('the dashboard’s day view on demand', () => {
  it('shows the week without loading the day view’s module, and the day once it is chosen', async () => {
    const ada = await registerPatient('Ada', 'Lovelace');
    await bookToday(ada.id, 9);
    const user = userEvent.setup();
    const load = vi.spyOn(dashboardDay, 'load');
    renderWithAuth(
      `/app/panels/hospital/practitionerdashboard?view=week&date=${today().date}`,
      <PractitionerDashboardPage />,
      { signedIn: true, roles: ['staff'] },
    );

    expect(
      await screen.findByRole('button', { name: /Ada Lovelace, Planned, In person/ }),
    ).toBeVisible();
    expect(load).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Day' }));
    // The module's first import transforms its whole graph: seconds on a busy 2-core machine.
    expect(
      await screen.findByRole('heading', { name: /^The clinic's day — / }, { timeout: 15_000 }),
    ).toBeVisible();
  });
});
