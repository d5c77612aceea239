import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import { emptyIntakeContent, INTAKE_PATHS } from '../../../common/contracts/intake.contract';
import { draftKeyApi } from '../../api/drafts/draft-key.api';
import { intakeApi } from '../../api/intake/intake.api';
import { patientsApi } from '../../api/patients/patients.api';
import { resetMockIntakes } from '../../mocks/intake/intake.handlers';
import { findIntake, putIntake } from '../../mocks/intake/intake.store';
import { server } from '../../mocks/node';
import { DEMO_ACCOUNT } from '../../mocks/session/demo-account';
import { resetMockPatients } from '../../mocks/patients/patients.handlers';
import { registerPatient, signInDemo, signOutDemo } from '../patients/chart-test-kit';
import { draftKeyFor, localDrafts } from '../../platform/drafts/local-draft-store';
import { pageUser, renderWithAuth } from '../session/page-test-kit';
import { signInToMock } from '../encounters/sessions.test-kit';
import TherapyIntakeFormPage from './therapyintakeform-page';

const PAGE = '/app/panels/hospital/therapyintakeform';
type User = ReturnType<typeof userEvent.setup>;

const openIntake = (patientId: string, roles?: ('owner' | 'clinician' | 'staff')[]) =>
  renderWithAuth(`${PAGE}?patient=${encodeURIComponent(patientId)}`, <TherapyIntakeFormPage />, {
    signedIn: true,
    roles,
  });

const region = (name: string) => screen.getByRole('region', { name });

/** Answers every listed PHQ-9 item (1-based index → 0–3) by clicking its radio. */
async function answerPhq9(user: User, answers: Record<number, 0 | 1 | 2 | 3>) {
  const phq9 = region('PHQ-9 (depression)');
  for (const [item, answer] of Object.entries(answers)) {
    const group = within(phq9).getByRole('group', { name: new RegExp(`^${item}\\. `) });
    await user.click(within(group).getAllByRole('radio')[answer]!);
  }
}

beforeEach(async () => {
  resetMockPatients();
  resetMockIntakes();
  await signInDemo();
});
afterEach(() => signOutDemo());

describe('the intake page', () => {
  it('raises the safety alert for PHQ-9 item 9, holds the signature until the risk is assessed, then signs', async () => {
    const user = userEvent.setup();
    const patient = await registerPatient();
    openIntake(patient.id);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Intake: Ada Lovelace' }),
    ).toBeVisible();

    await answerPhq9(user, { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0, 8: 0, 9: 1 });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Safety alert: thoughts of death or self-harm');
    expect(within(region('PHQ-9 (depression)')).getByRole('status')).toHaveTextContent(
      'Total 1 of 27',
    );
    const sign = screen.getByRole('button', { name: 'Sign intake' });
    expect(sign).toBeDisabled();
    expect(screen.getByText('Acknowledge the safety alert')).toBeVisible();
    expect(screen.getByText('Choose a risk level')).toBeVisible();

    await user.click(within(alert).getByRole('checkbox', { name: /acknowledge this alert/ }));
    // The answer is saved (on blur) and the server flags the chart; the alert says so.
    expect(
      await within(alert).findByText("The patient's chart has been flagged: Suicide risk."),
    ).toBeVisible();
    const risk = region('Risk assessment');
    await user.click(within(risk).getByRole('radio', { name: 'Moderate' }));
    expect(sign).toBeDisabled();
    await user.click(within(risk).getByLabelText(/Rationale for the risk level/));
    await user.paste('Passive thoughts, no plan; lives with a supportive partner.');
    expect(sign).toBeEnabled();

    await user.click(sign);
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign this intake?' });
    // What is left empty is named before the signature, and does not stop it.
    expect(within(dialog).getByText('Not filled in:')).toBeVisible();
    for (const name of ['History', 'Mental status exam', 'GAD-7 (anxiety)', 'Goals']) {
      expect(within(dialog).getByRole('link', { name })).toBeVisible();
    }
    expect(within(dialog).queryByRole('link', { name: 'Risk assessment' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Sign' }));

    expect(await screen.findByRole('heading', { name: 'Signed intake' })).toBeVisible();
    expect(
      screen.getByText(/Signed by Dana Demo, PsyD, licence RO-PSY-1042, clinician/),
    ).toBeVisible();
    expect(screen.getByText(/^SHA-256 [0-9a-f]{64}$/)).toBeVisible();
    // Its author may still withdraw it.
    expect(screen.getByRole('button', { name: 'Mark entered in error' })).toBeVisible();
    expect((await patientsApi.get(patient.id)).flags).toContain('suicide-risk');
    const scores = await intakeApi.observations(patient.id);
    expect(scores.map(({ instrument, total, band }) => ({ instrument, total, band }))).toEqual([
      { instrument: 'phq9', total: 1, band: 'minimal' },
    ]);
  });

  it('does not offer an empty intake for signing, says why, and offers it once a section is written', async () => {
    const user = userEvent.setup();
    const patient = await registerPatient();
    openIntake(patient.id);
    const sign = await screen.findByRole('button', { name: 'Sign intake' });
    expect(sign).toBeDisabled();
    expect(sign).toHaveAccessibleDescription(/Fill in at least one section/);
    await user.type(screen.getByLabelText('Family history'), '   ');
    expect(sign).toBeDisabled();
    await user.type(screen.getByLabelText('Family history'), 'Not assessed at intake');
    expect(sign).toBeEnabled();
    expect(screen.queryByText('Fill in at least one section')).toBeNull();
  });

  it('shows no total for an incomplete PHQ-9', async () => {
    const user = userEvent.setup();
    const patient = await registerPatient();
    openIntake(patient.id);
    await screen.findByRole('region', { name: 'PHQ-9 (depression)' });

    await answerPhq9(user, { 1: 2, 2: 2, 3: 1, 4: 1, 5: 0, 6: 0, 7: 3 });
    const score = within(region('PHQ-9 (depression)')).getByRole('status');
    expect(score).toHaveTextContent('7 of 9 answered — no total until complete');
    expect(score).not.toHaveTextContent(/Total/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sets every mental status domain to within normal limits in one click', async () => {
    const user = userEvent.setup();
    const patient = await registerPatient();
    openIntake(patient.id);
    const mse = await screen.findByRole('region', { name: 'Mental status exam' });

    await user.click(within(mse).getByRole('button', { name: 'All within normal limits' }));
    for (const normal of ['Well groomed', 'Cooperative', 'Euthymic', 'Linear', 'Intact']) {
      expect(within(mse).getByRole('checkbox', { name: normal })).toBeChecked();
    }
    expect(within(mse).getByRole('group', { name: 'Insight' })).toContainElement(
      within(mse).getAllByRole('radio', { name: 'Good' })[0]!,
    );
    expect(within(mse).getAllByRole('checkbox', { checked: true })).toHaveLength(9);
    expect(within(mse).getAllByRole('radio', { checked: true })).toHaveLength(2);
  });

  it('opens a copy kept on this device before the exam took several choices, as checkboxes', async () => {
    const user = userEvent.setup();
    const patient = await registerPatient();
    const legacy = emptyIntakeContent() as unknown as { mse: Record<string, unknown> };
    Object.assign(legacy.mse, { mood: 'depressed', perception: null, insight: 'fair' });
    const key = await draftKeyFor(pageUser.id, draftKeyApi.draftKey);
    await localDrafts.put(key, pageUser.id, `intake:${patient.id}:new`, {
      content: legacy,
      baseVersion: null,
      path: PAGE,
    });
    openIntake(patient.id);

    const mood = await screen.findByRole('group', { name: 'Mood' });
    await waitFor(() =>
      expect(within(mood).getByRole('checkbox', { name: 'Depressed' })).toBeChecked(),
    );
    expect(within(mood).getAllByRole('checkbox', { checked: true })).toHaveLength(1);
    await user.click(within(mood).getByRole('checkbox', { name: 'Anxious' }));
    expect(within(mood).getAllByRole('checkbox', { checked: true })).toHaveLength(2);
    const insight = screen.getByRole('group', { name: 'Insight' });
    expect(within(insight).getByRole('radio', { name: 'Fair' })).toBeChecked();
  });

  it('continues the clinician’s saved draft when the page opens again', async () => {
    const patient = await registerPatient();
    const content = (
      await import('../../../common/contracts/intake.contract')
    ).emptyIntakeContent();
    content.referral.reason = 'Referred by the GP for low mood';
    await intakeApi.create(patient.id, null, content);
    openIntake(patient.id);

    expect(await screen.findByLabelText('Reason for referral')).toHaveValue(
      'Referred by the GP for low mood',
    );
  });

  it('shows the server’s reason when it refuses to sign', async () => {
    const user = userEvent.setup();
    const patient = await registerPatient();
    server.use(
      http.post(`*${API_BASE_PATH}${INTAKE_PATHS.sign}`, () =>
        HttpResponse.json({ message: 'PHQ-9 item 9 is answered above 0.' }, { status: 422 }),
      ),
    );
    openIntake(patient.id);
    await user.type(await screen.findByLabelText('Reason for referral'), 'Low mood');
    await user.click(screen.getByRole('button', { name: 'Sign intake' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign' }),
    );

    await waitFor(() =>
      expect(
        screen.getByText('The intake was not signed: PHQ-9 item 9 is answered above 0.'),
      ).toBeVisible(),
    );
    expect(screen.getByRole('button', { name: 'Sign intake' })).toBeVisible();
    // The draft itself was saved: its status does not say a save failed.
    expect(screen.queryByText(/Save failed/)).toBeNull();
  });

  it('says when the draft was saved in the clinic’s time zone, with the date when not today', async () => {
    const patient = await registerPatient();
    const draft = await intakeApi.create(patient.id, null, emptyIntakeContent());
    const stored = findIntake(DEMO_ACCOUNT.tenantId, draft.id)!;
    // 06:25 UTC (the test browser's zone) is 08:25 in the clinic's, Europe/Bucharest.
    putIntake(DEMO_ACCOUNT.tenantId, { ...stored.intake, updatedAt: '2026-01-04T06:25:00Z' });
    openIntake(patient.id);

    await waitFor(() =>
      expect(screen.getAllByText('Saved Jan 4, 2026, 8:25 AM').length).toBeGreaterThan(0),
    );
  });

  it('lets the author mark a signed intake entered in error with a reason, and list its versions', async () => {
    // Signed in as the page's user, so the page knows the reader wrote the intake.
    await signInToMock();
    const user = userEvent.setup();
    const patient = await registerPatient();
    const goals = { ...emptyIntakeContent(), goals: ['Sleep through the night'] };
    const draft = await intakeApi.create(patient.id, null, goals);
    const signed = await intakeApi.sign(draft.id, draft.version);
    renderWithAuth(
      `${PAGE}?patient=${encodeURIComponent(patient.id)}&intake=${encodeURIComponent(signed.id)}`,
      <TherapyIntakeFormPage />,
      { signedIn: true },
    );
    expect(await screen.findByRole('heading', { name: 'Signed intake' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Versions' }));
    const versions = await screen.findByRole('region', { name: 'Saved versions' });
    expect(await within(versions).findByText(/^Version 1, saved .+ by Ada L$/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Mark entered in error' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Mark this intake as entered in error',
    });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await user.type(reason, 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Mark entered in error' }));
    expect(within(dialog).getByText('Write at least 3 characters.')).toBeVisible();
    await user.clear(reason);
    await user.type(reason, 'Wrong patient');
    await user.click(within(dialog).getByRole('button', { name: 'Mark entered in error' }));

    expect(await screen.findByRole('heading', { name: 'Intake entered in error' })).toBeVisible();
    expect(screen.getByText('This intake was entered in error: do not rely on it.')).toBeVisible();
    expect(screen.getByText(/^Marked by Ada L on .+\. Reason: Wrong patient$/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark entered in error' })).toBeNull();
    expect((await intakeApi.list(patient.id)).map((i) => i.status)).toEqual(['entered-in-error']);
  });

  it('tells staff that clinicians write intakes, and never shows the form', async () => {
    const patient = await registerPatient();
    openIntake(patient.id, ['staff']);

    expect(
      await screen.findByRole('heading', { name: 'Intakes are written by clinicians' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign intake' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'PHQ-9 (depression)' })).toBeNull();
  });

  it('says so for a patient outside the clinic', async () => {
    openIntake('no-such-patient');
    expect(await screen.findByRole('heading', { name: 'No such intake' })).toBeVisible();
  });
});
