import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { questionnairesApi } from '../../api/questionnaires/questionnaires.api';
import { resetMockIntakes } from '../../mocks/intake/intake.handlers';
import { resetMockPatients } from '../../mocks/patients/patients.handlers';
import {
  resetMockQuestionnaires,
  seedMockIntakePart,
} from '../../mocks/questionnaires/questionnaires.handlers';
import { emptyIntakePart } from '../../ui/questionnaires/intake-part-steps';
import { registerPatient, signInDemo, signOutDemo } from '../patients/chart-test-kit';
import { renderWithAuth } from '../session/page-test-kit';
import TherapyIntakeFormPage from './therapyintakeform-page';

vi.setConfig({ testTimeout: 60_000 });
const slow = { timeout: 15_000 };
const WORDS = 'Panic on the way to work since the summer.';

beforeEach(async () => {
  resetMockPatients();
  resetMockIntakes();
  resetMockQuestionnaires();
  await signInDemo();
});
afterEach(() => signOutDemo());

describe('the patient’s part on the intake page', () => {
  it('shows what the patient sent as patient-provided, copies it into the draft under a line naming the patient, and marks it reviewed', async () => {
    const user = userEvent.setup();
    const patient = await registerPatient();
    seedMockIntakePart(patient.id, {
      id: 'part-1',
      answeredAt: '2026-11-28T09:30:00Z',
      intake: { ...emptyIntakePart(), presentingProblem: WORDS },
      reviewedAt: null,
      reviewedBy: null,
    });
    renderWithAuth(
      `/app/panels/hospital/therapyintakeform?patient=${encodeURIComponent(patient.id)}`,
      <TherapyIntakeFormPage />,
      { signedIn: true },
    );
    const sent = await screen.findByRole('article', { name: /Sent by the patient/ }, slow);
    expect(within(sent).getByText('Patient-provided')).toBeVisible();
    expect(screen.getByLabelText('Presenting problem')).toHaveValue('');

    await user.click(
      within(sent).getByRole('button', { name: 'Copy into this intake and mark reviewed' }),
    );
    expect(screen.getByLabelText('Presenting problem')).toHaveValue(
      `From the patient (portal, Nov 28, 2026):\n${WORDS}`,
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: /Sent by/ })).toBeNull());
    expect(screen.getByText(/Reviewed on/)).toBeVisible();
    const [part] = await questionnairesApi.patientIntakes(patient.id);
    expect(part?.reviewedAt).not.toBeNull();
  });
});
