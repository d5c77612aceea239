import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { patientChartApi } from '../../api/patients/patient-chart.api';
import { resetMockPatients } from '../../mocks/patients/patients.handlers';
import { DEMO_ACCOUNT } from '../../mocks/session/demo-account';
import type { User } from '../../../common/contracts/account.contract';
import { renderWithAuth } from '../session/page-test-kit';
import { stubDocumentation } from './documentation-test-kit';
import {
  registerPatient,
  sessionOf,
  signInDemo,
  signOutDemo,
  stubClinicAndSessions,
} from './chart-test-kit';
import PatientDashboardPage from './patientdashboard-page';

const CHART = '/app/panels/hospital/patientdashboard';
const openChart = (id: string, roles?: User['roles']) =>
  renderWithAuth(`${CHART}?id=${encodeURIComponent(id)}`, <PatientDashboardPage />, {
    signedIn: true,
    roles,
    // The member the mock API knows the requests by: what the chart offers is for them.
    userId: DEMO_ACCOUNT.id,
  });

/** Types by pasting: a whole chart re-renders on each keystroke, and only the value matters here. */
async function fill(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

beforeEach(async () => {
  // Only the clock's date moves: timers stay real, so the page's requests settle as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
  resetMockPatients();
  await signInDemo();
  stubDocumentation({});
});
afterEach(() => {
  signOutDemo();
  vi.useRealTimers();
});

describe('the patient chart', () => {
  it('shows the header and the sessions timeline in the clinic’s time zone', async () => {
    const patient = await registerPatient({ preferredName: 'Augusta', pronouns: 'she/her' });
    await patientChartApi.setFlags(patient.id, ['suicide-risk']);
    stubClinicAndSessions({
      sessions: [
        sessionOf(patient, 'past-1', '2026-11-10T08:00:00Z', { status: 'finished' }),
        sessionOf(patient, 'next-1', '2026-12-01T08:00:00Z'),
      ],
    });
    openChart(patient.id);

    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    expect(screen.getByText('goes by Augusta')).toBeVisible();
    expect(screen.getByText(/40 years/)).toBeVisible();
    expect(screen.getByText('Pronouns: she/her')).toBeVisible();
    expect(screen.getByText(`MRN ${patient.mrn}`)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Book a session' })).toHaveAttribute(
      'href',
      `/app/panels/hospital/patientviewsession?patientId=${patient.id}`,
    );
    expect(
      within(screen.getByRole('list', { name: 'Flags' })).getByText('Suicide risk'),
    ).toBeVisible();
    expect(await screen.findByText('Primary clinician: Dana Demo')).toBeVisible();

    const past = await screen.findByRole('link', { name: /Nov 10, 2026/ });
    expect(past).toHaveAttribute('href', '/app/panels/hospital/patientviewsession?id=past-1');
    // 08:00 UTC is 10:00 in Bucharest in November.
    expect(past).toHaveTextContent('10:00');
    expect(screen.getByText('Finished')).toBeVisible();
    expect(screen.getByRole('link', { name: /Dec 1, 2026/ })).toBeVisible();
    expect(screen.getByText('Times in Europe/Bucharest')).toBeVisible();
  });

  it('records a consent and shows it in force', async () => {
    const patient = await registerPatient();
    stubClinicAndSessions({});
    const user = userEvent.setup();
    openChart(patient.id);

    expect(await screen.findByText('No consent in force')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Record a consent' }));
    await user.selectOptions(screen.getByLabelText('Consent'), 'telehealth');
    await fill(user, /^Note \(optional\)/, 'Signed the form at the desk');
    await user.click(screen.getByRole('button', { name: 'Record the consent' }));

    expect(await screen.findByText('The consent is recorded.')).toBeVisible();
    const inForce = await screen.findByRole('list', { name: 'Consents in force' });
    expect(within(inForce).getByText('Telehealth')).toBeVisible();
    // Listed once, in force (not again as an earlier entry); the form is closed.
    expect(screen.getAllByText('Signed the form at the desk')).toHaveLength(1);
    expect(screen.queryByLabelText(/^Note \(optional\)/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Record a consent' })).toHaveFocus();
  });

  it('says why no reminders go, and switches them off for the patient', async () => {
    const patient = await registerPatient();
    stubClinicAndSessions({});
    const user = userEvent.setup();
    openChart(patient.id);

    const panel = await screen.findByRole('region', { name: 'Session reminders' });
    expect(await within(panel).findByText(/has not consented to be contacted/)).toBeVisible();
    const toggle = within(panel).getByRole('checkbox', { name: 'Send session reminders' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('records a diagnosis and refuses a code that is not ICD-10-CM', async () => {
    const patient = await registerPatient();
    stubClinicAndSessions({});
    const user = userEvent.setup();
    openChart(patient.id);

    expect(await screen.findByText('No diagnoses recorded.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Record a diagnosis' }));
    await fill(user, /^ICD-10-CM code/, 'depression');
    await fill(user, /^Description/, 'Major depressive disorder');
    await user.click(screen.getByRole('button', { name: 'Record the diagnosis' }));
    expect(screen.getByLabelText(/^ICD-10-CM code/)).toHaveAccessibleDescription(
      expect.stringContaining('Use an ICD-10-CM code such as F32.1.'),
    );

    await fill(user, /^ICD-10-CM code/, 'f32.1');
    await user.click(screen.getByRole('button', { name: 'Record the diagnosis' }));
    expect(await screen.findByText('F32.1')).toBeVisible();
    expect(screen.getByText('Major depressive disorder')).toBeVisible();
    expect(screen.getByText('The diagnosis is recorded.')).toBeVisible();
    expect(screen.queryByLabelText(/^ICD-10-CM code/)).toBeNull();
  });

  it('for a staff member offers no diagnoses, only who may see them', async () => {
    const patient = await registerPatient();
    stubClinicAndSessions({});
    openChart(patient.id, ['staff']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    expect(
      screen.getAllByText("Clinical details are visible to the patient's care team."),
    ).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Record a diagnosis' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit the flags' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Access trail' })).toBeNull();
    // The front desk still books, records consents and edits details.
    expect(screen.getByRole('link', { name: 'Book a session' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Record a consent' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit details' })).toBeVisible();
  });

  it('for a clinician outside the care team shows who may see the diagnoses, not an error', async () => {
    const patient = await registerPatient({ primaryClinicianId: 'another-clinician' });
    stubClinicAndSessions({});
    openChart(patient.id);

    expect(
      await screen.findByText("Clinical details are visible to the patient's care team."),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the owner who opened the record', async () => {
    const patient = await registerPatient();
    stubClinicAndSessions({});
    openChart(patient.id);

    const trail = await screen.findByRole('region', { name: 'Access trail' });
    expect(await within(trail).findAllByText('Opened the chart')).not.toHaveLength(0);
    expect(within(trail).getAllByText('Dana Demo')).not.toHaveLength(0);
  });

  it("narrows the owner's access trail to one action, refuses an end before the start, and downloads the CSV", async () => {
    const patient = await registerPatient();
    stubClinicAndSessions({});
    const user = userEvent.setup();
    // jsdom makes no object URLs and no downloads: stand in for both, and put them back after.
    const urls = Object.getOwnPropertyDescriptors(URL);
    Object.assign(URL, { createObjectURL: () => 'blob:trail', revokeObjectURL: () => undefined });
    onTestFinished(() => {
      for (const name of ['createObjectURL', 'revokeObjectURL'] as const) {
        const descriptor = urls[name];
        if (descriptor) Object.defineProperty(URL, name, descriptor);
        else Reflect.deleteProperty(URL, name);
      }
    });
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    onTestFinished(() => clicks.mockRestore());
    openChart(patient.id);

    const trail = await screen.findByRole('region', { name: 'Access trail' });
    expect(await within(trail).findAllByText('Opened the chart')).not.toHaveLength(0);
    await user.selectOptions(within(trail).getByLabelText('What was done'), 'create');
    expect(
      await within(trail).findByText('Registered the patient', { selector: 'td *, td' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(trail).queryByText('Opened the chart', { selector: 'td *, td' })).toBeNull(),
    );

    await user.type(within(trail).getByLabelText('From'), '2026-03-10');
    await user.type(within(trail).getByLabelText('To'), '2026-03-09');
    expect(within(trail).getByRole('alert')).toHaveTextContent('must not be before the start date');
    expect(within(trail).getByRole('button', { name: 'Download as CSV' })).toBeDisabled();
    await user.clear(within(trail).getByLabelText('To'));

    await user.click(within(trail).getByRole('button', { name: 'Download as CSV' }));
    expect(await within(trail).findByText(/The CSV is downloaded/)).toBeVisible();
    expect(clicks).toHaveBeenCalled();
  });

  it('says so when the patient does not exist, and when the link names none', async () => {
    stubClinicAndSessions({});
    const first = openChart('no-such-patient');
    expect(await screen.findByRole('heading', { name: 'No such patient' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the patient list' })).toHaveAttribute(
      'href',
      '/app/panels/hospital/patient',
    );
    first.unmount();
    renderWithAuth(CHART, <PatientDashboardPage />, { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'No such patient' })).toBeVisible();
  });

  it('discharges a patient only after a confirmation', async () => {
    const patient = await registerPatient();
    stubClinicAndSessions({});
    const user = userEvent.setup();
    openChart(patient.id);

    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    await user.selectOptions(screen.getByLabelText('Status'), 'discharged');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Discharge Ada Lovelace?' });
    expect(within(confirm).getByRole('button', { name: 'Keep the current status' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Discharge' }));

    expect(await screen.findByText('The changes are saved.')).toBeVisible();
    await waitFor(() => expect(screen.getAllByText('Discharged')).not.toHaveLength(0));
  });
});
