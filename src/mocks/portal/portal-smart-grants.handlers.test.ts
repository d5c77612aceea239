import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '../../api/http/api-error';
import { createHttpClient } from '../../api/http/http-client';
import { createPortalAppsApi } from '../../api/portal/portal-apps.api';
import { createAccountApi } from '../../api/session/account.api';
import { resetMockApi } from '../reset';
import { DEMO_PORTAL_PATIENT } from '../session/demo-account';
import { grantMockPatientApp } from './portal-smart-grants.handlers';

const BASE = 'http://localhost/backend/api';
const client = (token: string | null) => createHttpClient({ getToken: () => token }, BASE);
const grant = (id: string, name: string) => ({
  id,
  app: { name, clientId: `${id}-client` },
  scopes: ['patient/Observation.read'],
  approvedAt: '2026-11-02T09:00:00.000Z',
});

async function patientApps() {
  const login = await createAccountApi(client(null)).login(
    DEMO_PORTAL_PATIENT.email,
    DEMO_PORTAL_PATIENT.password,
  );
  return createPortalAppsApi(client(login.access_token!));
}

beforeEach(() => resetMockApi());

describe('the mock’s patient app grants (issue 36)', () => {
  it('lists only the signed-in patient’s grants, newest first', async () => {
    grantMockPatientApp(DEMO_PORTAL_PATIENT.id, grant('older', 'Step Counter'));
    grantMockPatientApp(DEMO_PORTAL_PATIENT.id, grant('newer', 'Mood Diary'));
    grantMockPatientApp('another-portal-account', grant('theirs', 'Sleep Log'));
    const listed = await (await patientApps()).grants();
    expect(listed.map((each) => each.id)).toEqual(['newer', 'older']);
  });

  it('answers revoking another patient’s grant 404; revokes the patient’s own', async () => {
    grantMockPatientApp(DEMO_PORTAL_PATIENT.id, grant('mine', 'Mood Diary'));
    grantMockPatientApp('another-portal-account', grant('theirs', 'Sleep Log'));
    const apps = await patientApps();
    const refused = await apps.revoke('theirs').then(
      () => null,
      (error: unknown) => error as ApiError,
    );
    expect(refused?.status).toBe(404);
    await apps.revoke('mine');
    expect(await apps.grants()).toEqual([]);
  });
});
