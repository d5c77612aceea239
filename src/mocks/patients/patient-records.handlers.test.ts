import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http/api-error';
import { httpClient } from '../../api/http/http-client';
import { patientChartApi } from '../../api/patients/patient-chart.api';
import { patientsApi } from '../../api/patients/patients.api';
import { accountApi } from '../../api/session/account.api';
import { DEMO_ACCOUNT } from '../session/demo-account';
import { recordMockAccess } from '../record-access/record-access.store';
import { resetMockPatients } from './patients.handlers';

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: unknown) => (error instanceof ApiError ? error.status : -1),
  );
/** A fixture registers on purpose, the same person more than once: past the duplicate check. */
const register = (extra: { primaryClinicianId?: string } = {}) =>
  patientsApi.register({
    givenName: 'Ada',
    familyName: 'L',
    birthDate: '1985-12-10',
    confirmNotDuplicate: true,
    ...extra,
  });

beforeEach(async () => {
  resetMockPatients();
  const login = await accountApi.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  httpClient.configure({ getToken: () => login.access_token ?? null });
});
afterEach(() => httpClient.configure({ getToken: () => null }));

describe('the mock patient records', () => {
  it('keeps every consent entry and puts each kind’s latest in force', async () => {
    const { id } = await register();
    await patientChartApi.recordConsent(id, {
      kind: 'telehealth',
      status: 'granted',
      effectiveDate: '2020-01-01',
    });
    const answer = await patientChartApi.recordConsent(id, {
      kind: 'telehealth',
      status: 'withdrawn',
      effectiveDate: '2021-01-01',
      note: 'By phone',
    });
    expect(answer.history.map((c) => c.status)).toEqual(['withdrawn', 'granted']);
    expect(answer.current).toEqual([
      expect.objectContaining({ status: 'withdrawn', note: 'By phone' }),
    ]);
    expect(answer.current[0]!.recordedBy?.name).toBe('Dana Demo');
  });

  it('refuses a consent dated before birth or with unknown fields, and stores nothing', async () => {
    const { id } = await register();
    const before = { kind: 'treatment', status: 'granted', effectiveDate: '1980-01-01' } as const;
    expect(await statusOf(patientChartApi.recordConsent(id, before))).toBe(400);
    const unknown = { ...before, effectiveDate: '2020-01-01', signedBy: 'x' };
    expect(await statusOf(patientChartApi.recordConsent(id, unknown))).toBe(400);
    expect((await patientChartApi.consents(id)).history).toEqual([]);
  });

  it('answers diagnoses only for the care team: 404 outside it', async () => {
    const mine = await register();
    await patientChartApi.recordDiagnosis(mine.id, { code: 'F32.1', text: 'Depression' });
    expect(await patientChartApi.diagnoses(mine.id)).toEqual([
      expect.objectContaining({ code: 'F32.1', status: 'active', onsetDate: null }),
    ]);
    const theirs = await register({ primaryClinicianId: 'another-clinician' });
    expect(await statusOf(patientChartApi.diagnoses(theirs.id))).toBe(404);
    expect(await statusOf(patientChartApi.setFlags(theirs.id, ['allergy']))).toBe(404);
  });

  it('refuses a code that is not ICD-10-CM', async () => {
    const { id } = await register();
    expect(await statusOf(patientChartApi.recordDiagnosis(id, { code: 'X', text: 'y' }))).toBe(400);
  });

  it('keeps the primary clinician on the care team and names only the clinic’s members', async () => {
    const { id } = await register();
    expect(await statusOf(patientChartApi.setCareTeam(id, ['stranger']))).toBe(400);
    const answer = await patientChartApi.setCareTeam(id, [DEMO_ACCOUNT.id]);
    expect(answer.careTeam).toEqual([{ id: DEMO_ACCOUNT.id, name: 'Dana Demo', primary: true }]);
  });

  it('pages the access trail, newest first', async () => {
    const { id } = await register();
    for (let i = 0; i < 30; i++) await patientsApi.get(id);
    const first = await patientChartApi.accessTrail(id);
    expect(first.entries).toHaveLength(25);
    expect(first.nextCursor).toBeDefined();
    const second = await patientChartApi.accessTrail(id, first.nextCursor);
    expect(second.entries.at(-1)?.action).toBe('create');
    expect(second.nextCursor).toBeUndefined();
  });

  it('writes one line for a member’s chart read, none for another mock looking the patient up', async () => {
    const { id } = await register();
    await patientsApi.get(id);
    // The sessions mock asks the patients mock whether the caller sees the patient.
    await patientChartApi.sessions(id);
    const { entries } = await patientChartApi.accessTrail(id);
    expect(entries.map((entry) => entry.action)).toEqual(['read', 'create']);
  });

  it('names the SMART app a line of the trail was read through, as the server does', async () => {
    const { id } = await register();
    const smartApp = { clientId: 'k3Jx9', name: 'Outcome tracker' };
    recordMockAccess(DEMO_ACCOUNT.tenantId, {
      userId: DEMO_ACCOUNT.id,
      patientId: id,
      action: 'read',
      smartApp,
    });
    const { entries } = await patientChartApi.accessTrail(id);
    expect(entries.map((entry) => [entry.action, entry.smartApp])).toEqual([
      ['read', smartApp],
      ['create', undefined],
    ]);
  });
});
