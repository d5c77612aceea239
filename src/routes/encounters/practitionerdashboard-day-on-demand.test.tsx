import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAuth } from '../session/page-test-kit';
import PractitionerDashboardPage from './practitionerdashboard-page';
import {
  registerPatient,
  signInToMock,
  signOutOfMock,
  bookToday,
  today,
} from './sessions.test-kit';

/** How many times the day view's module was evaluated (its `vi.mock` factory runs on first import). */
const dayModule = vi.hoisted(() => ({ imports: 0 }));
vi.mock('./practitionerdashboard-day', async (importOriginal) => {
  dayModule.imports += 1;
  return importOriginal();
});

beforeEach(async () => {
  await signInToMock({ frontDesk: true });
});
afterEach(signOutOfMock);

describe('the dashboard’s day view on demand', () => {
  it('shows the week without loading the day view’s module, and loads it once the day is chosen', async () => {
    const ada = await registerPatient('Ada', 'Lovelace');
    await bookToday(ada.id, 9);
    const user = userEvent.setup();
    renderWithAuth(
      `/app/panels/hospital/practitionerdashboard?view=week&date=${today().date}`,
      <PractitionerDashboardPage />,
      { signedIn: true, roles: ['staff'] },
    );

    expect(
      await screen.findByRole('button', { name: /Ada Lovelace, Planned, In person/ }),
    ).toBeVisible();
    expect(dayModule.imports).toBe(0);

    await user.click(screen.getByRole('radio', { name: 'Day' }));
    // The module's first import transforms its whole graph: seconds on a busy 2-core machine.
    expect(
      await screen.findByRole('heading', { name: /^The clinic's day — / }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(dayModule.imports).toBe(1);
  });
});
