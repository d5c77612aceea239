import { beforeEach, describe, expect, it } from 'vitest';
import {
  INTAKE_MESSAGES,
  emptyIntakeContent,
  type IntakeContent,
} from '../../../common/contracts/intake.contract';
import { ApiError } from '../../api/http/api-error';
import { httpClient } from '../../api/http/http-client';
import { intakeApi } from '../../api/intake/intake.api';
import { patientChartApi } from '../../api/patients/patient-chart.api';
import { patientsApi } from '../../api/patients/patients.api';
import { accountApi } from '../../api/session/account.api';
import { resetMockPatients } from '../patients/patients.handlers';
import { DEMO_ACCOUNT } from '../session/demo-account';
import { resetMockIntakes } from './intake.handlers';

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: unknown) => (error instanceof ApiError ? error.status : -1),
  );

const withItem9 = (answer: 0 | 1): IntakeContent => ({
  ...emptyIntakeContent(),
  phq9: [1, 1, 1, 1, 1, 1, 1, 1, answer],
});

async function newPatient() {
  return patientsApi.register({
    givenName: 'Ada',
    familyName: 'Lovelace',
    birthDate: '1985-12-10',
  });
}

beforeEach(async () => {
  resetMockPatients();
  resetMockIntakes();
  const login = await accountApi.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  httpClient.configure({ getToken: () => login.access_token ?? null });
});

describe('the intake mock', () => {
  it('refuses a write without If-Match (428) and a stale one with the current intake (412)', async () => {
    const patient = await newPatient();
    const draft = await intakeApi.create(patient.id, null, emptyIntakeContent());
    await expect(
      statusOf(httpClient.send('put', `/intakes/${draft.id}`, { content: emptyIntakeContent() })),
    ).resolves.toBe(428);
    const saved = await intakeApi.update(draft.id, 1, emptyIntakeContent());
    expect(saved.version).toBe(2);
    const stale = await intakeApi
      .update(draft.id, 1, emptyIntakeContent())
      .catch((e: unknown) => e);
    expect(stale).toBeInstanceOf(ApiError);
    expect((stale as ApiError).status).toBe(412);
    expect((stale as ApiError).body).toMatchObject({ current: { id: draft.id, version: 2 } });
  });

  it('refuses to sign an empty intake (422) with the server’s words, and signs one with a section filled', async () => {
    const patient = await newPatient();
    const draft = await intakeApi.create(patient.id, null, emptyIntakeContent());
    const refused = await intakeApi.sign(draft.id, 1).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(422);
    expect((refused as ApiError).body).toMatchObject({ message: INTAKE_MESSAGES.empty });
    const goals = { ...emptyIntakeContent(), goals: ['Sleep through the night'] };
    await intakeApi.update(draft.id, 1, goals);
    await expect(statusOf(intakeApi.sign(draft.id, 2))).resolves.toBe(200);
  });

  it('flags the patient once a saved PHQ-9 has item 9 above 0', async () => {
    const patient = await newPatient();
    await intakeApi.create(patient.id, null, withItem9(0));
    expect((await patientsApi.get(patient.id)).flags).toEqual([]);
    await intakeApi.create(patient.id, null, withItem9(1));
    expect((await patientsApi.get(patient.id)).flags).toEqual(['suicide-risk']);
  });

  it('refuses to sign (422) until the alert is acknowledged with a level and rationale, then scores, consents and diagnoses follow', async () => {
    const patient = await newPatient();
    const draft = await intakeApi.create(patient.id, null, withItem9(1));
    await expect(statusOf(intakeApi.sign(draft.id, 1))).resolves.toBe(422);

    const assessed: IntakeContent = {
      ...withItem9(1),
      safetyAcknowledged: true,
      risk: { ...emptyIntakeContent().risk, level: 'low', rationale: 'No plan or intent.' },
      gad7: [0, 0, 1, null, 0, 0, 0],
      consents: ['treatment'],
      diagnoses: [{ code: 'F32.0', text: 'Major depressive disorder, single episode, mild' }],
    };
    await intakeApi.update(draft.id, 1, assessed);
    const signed = await intakeApi.sign(draft.id, 2);
    expect(signed.status).toBe('signed');
    expect(signed.signature?.sha256).toMatch(/^[0-9a-f]{64}$/);

    const scores = await intakeApi.observations(patient.id);
    expect(scores.map(({ instrument, total, band }) => [instrument, total, band])).toEqual([
      ['phq9', 9, 'mild'],
    ]);
    expect((await patientChartApi.consents(patient.id)).current.map((c) => c.kind)).toEqual([
      'treatment',
    ]);
    expect((await patientChartApi.diagnoses(patient.id)).map((d) => d.code)).toEqual(['F32.0']);
    await expect(statusOf(intakeApi.update(draft.id, 3, assessed))).resolves.toBe(409);
  });

  it('answers 404 for a patient outside the clinic', async () => {
    await expect(statusOf(intakeApi.list('nobody'))).resolves.toBe(404);
  });
});
