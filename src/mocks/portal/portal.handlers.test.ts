import { beforeEach, describe, expect, it } from 'vitest';
import { createAccountApi } from '../../api/session/account.api';
import { createPortalApi } from '../../api/portal/portal.api';
import type { ApiError } from '../../api/http/api-error';
import { createHttpClient } from '../../api/http/http-client';
import { decodeJwtPayload } from '../../platform/session/jwt';
import { resetAccountData } from '../session/account.db';
import { DEMO_ACCOUNT, DEMO_PORTAL_PATIENT } from '../session/demo-account';
import { createNotificationsApi } from '../../api/notifications/notifications.api';

const BASE = 'http://localhost/backend/api';
const client = (token: string | null) => createHttpClient({ getToken: () => token }, BASE);
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as ApiError,
  );

beforeEach(() => resetAccountData());

describe('the mock portal (issue 36)', () => {
  it('signs the demo portal patient in at the one sign-in, scoped to their patient', async () => {
    const login = await createAccountApi(client(null)).login(
      DEMO_PORTAL_PATIENT.email,
      DEMO_PORTAL_PATIENT.password,
    );
    expect(login.user).toMatchObject({ roles: [], patientId: DEMO_PORTAL_PATIENT.patientId });
    expect(decodeJwtPayload(login.id_token!)).toMatchObject({
      kind: 'patient',
      patient_id: DEMO_PORTAL_PATIENT.patientId,
    });
    const me = await createPortalApi(client(login.access_token!)).me();
    expect(me).toEqual({
      patient: {
        id: DEMO_PORTAL_PATIENT.patientId,
        name: 'Maria Ionescu',
        email: DEMO_PORTAL_PATIENT.email,
      },
      clinic: { name: 'Praxis Demo Clinic', timeZone: 'Europe/Bucharest' },
    });
  });

  it('refuses a member’s token on the portal (403) and a patient’s on a member’s API (403, as the server)', async () => {
    const accounts = createAccountApi(client(null));
    const member = await accounts.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    expect((await rejection(createPortalApi(client(member.access_token!)).me()))?.status).toBe(403);
    const patient = await accounts.login(DEMO_PORTAL_PATIENT.email, DEMO_PORTAL_PATIENT.password);
    const list = createNotificationsApi(client(patient.access_token!)).list();
    expect((await rejection(list))?.status).toBe(403);
  });

  it('refuses the portal without a token (401)', async () => {
    expect((await rejection(createPortalApi(client(null)).me()))?.status).toBe(401);
  });
});
