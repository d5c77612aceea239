import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../common/contracts/account.contract';
import { resetMockPatients } from '../../mocks/patients/patients.handlers';
import { renderWithAuth } from '../session/page-test-kit';
import { registerPatient, signInDemo, signOutDemo, stubClinicAndSessions } from './chart-test-kit';
import { phq9Score, signedNote, stubDocumentation } from './documentation-test-kit';
import PatientDashboardPage from './patientdashboard-page';

const CHART = '/app/panels/hospital/patientdashboard';
const openChart = (id: string, roles?: User['roles']) =>
  renderWithAuth(`${CHART}?id=${encodeURIComponent(id)}`, <PatientDashboardPage />, {
    signedIn: true,
    roles,
  });

const TWO_SCORES = [
  phq9Score('o1', 18, '2026-10-06T07:30:00Z'),
  phq9Score('o2', 9, '2026-11-03T08:30:00Z'),
];

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
  resetMockPatients();
  await signInDemo();
  stubClinicAndSessions({});
});
afterEach(() => {
  signOutDemo();
  vi.useRealTimers();
});

describe('the chart’s clinical documentation', () => {
  it('shows a clinician on the care team the trend chart with two points and the same numbers as a table', async () => {
    const patient = await registerPatient();
    stubDocumentation({ notes: [signedNote], observations: TWO_SCORES });
    openChart(patient.id);

    const chart = await screen.findByRole('img', { name: /PHQ-9 totals over time/ });
    expect(chart.querySelectorAll('circle')).toHaveLength(2);
    expect(chart).toHaveAccessibleDescription(
      '2 scores from Oct 6, 2026 to Nov 3, 2026; latest 9, Mild.',
    );
    const rows = within(screen.getByRole('table', { name: /PHQ-9 scores/ })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      'Nov 3, 20269MildIntake',
      'Oct 6, 202618Moderately severeIntake',
    ]);
    expect(screen.getByText('No GAD-7 scores yet.')).toBeVisible();
    // The notes open on their page; a care-team clinician may start an intake.
    const notes = screen.getByRole('list', { name: 'Notes' });
    expect(within(notes).getByRole('link')).toHaveAttribute(
      'href',
      '/app/panels/hospital/therapysoapform?session=past-1',
    );
    expect(within(notes).getByText('Signed')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start intake' })).toHaveAttribute(
      'href',
      `/app/panels/hospital/therapyintakeform?patient=${patient.id}`,
    );
  });

  it('shows a staff member each note’s status without a link, and no scores or intakes', async () => {
    const patient = await registerPatient();
    stubDocumentation({ notes: [signedNote], observations: TWO_SCORES });
    openChart(patient.id, ['staff']);

    const notes = await screen.findByRole('list', { name: 'Notes' });
    expect(within(notes).getByText(/SOAP note, session of Nov 10, 2026/)).toBeVisible();
    expect(within(notes).getByText('Signed')).toBeVisible();
    expect(within(notes).queryByRole('link')).toBeNull();
    expect(screen.getByText(/the contents are for the care team/)).toBeVisible();
    expect(screen.queryByRole('img', { name: /PHQ-9/ })).toBeNull();
    expect(screen.queryByRole('table', { name: /scores/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Start intake' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Re-score' })).toBeNull();
  });

  it('for a clinician off the care team shows who may see the scores, and notes without links', async () => {
    const patient = await registerPatient({ primaryClinicianId: 'another-clinician' });
    stubDocumentation({ notes: [signedNote], intakes: 'not-found', observations: 'not-found' });
    openChart(patient.id);

    await waitFor(() =>
      expect(
        screen.getAllByText("Clinical details are visible to the patient's care team."),
      ).toHaveLength(3),
    );
    expect(within(screen.getByRole('list', { name: 'Notes' })).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Start intake' })).toBeNull();
  });

  it('records a GAD-7 re-score and draws it on the chart', async () => {
    const patient = await registerPatient();
    const { posted } = stubDocumentation({ observations: TWO_SCORES });
    const user = userEvent.setup();
    openChart(patient.id);

    await screen.findByRole('img', { name: /PHQ-9 totals/ });
    await user.click(screen.getByRole('button', { name: 'Re-score' }));
    const form = screen.getByRole('form', { name: 'Re-score PHQ-9 or GAD-7' });
    await user.selectOptions(within(form).getByLabelText('Instrument'), 'gad7');
    const submit = within(form).getByRole('button', { name: 'Record the score' });
    for (let item = 1; item <= 7; item += 1) {
      const group = within(form).getByRole('group', { name: new RegExp(`^${item}\\. `) });
      await user.click(within(group).getByRole('radio', { name: 'More than half the days' }));
      if (item < 7) expect(submit).toBeDisabled();
    }
    expect(within(form).getByRole('status')).toHaveTextContent('Score: 14 (Moderate)');
    await user.click(submit);

    expect(await screen.findByText('The score is recorded.')).toBeVisible();
    expect(posted).toEqual([{ instrument: 'gad7', answers: [2, 2, 2, 2, 2, 2, 2] }]);
    const gad7 = await screen.findByRole('img', { name: /GAD-7 totals over time/ });
    expect(gad7.querySelectorAll('circle')).toHaveLength(1);
    const table = screen.getByRole('table', { name: /GAD-7 scores/ });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/14.*Moderate.*Re-score/);
    // The form empties for the next one.
    expect(within(form).getByText(/^0 of 7 items answered/)).toBeVisible();
  });
});
