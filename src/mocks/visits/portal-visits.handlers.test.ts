import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Encounter } from '../../../common/contracts/encounters.contract';
import { createHttpClient } from '../../api/http/http-client';
import type { ApiError } from '../../api/http/api-error';
import { createAccountApi } from '../../api/session/account.api';
import { createPortalVisitsApi } from '../../api/visits/portal-visits.api';
import { createTimeRequestsApi } from '../../api/visits/time-requests.api';
import { setClinicianWeek } from '../availability/availability.store';
import { allClinics } from '../clinic/clinic.db';
import { seedMockSession, sessionsOf } from '../encounters/sessions.store';
import { resetMockApi } from '../reset';
import { DEMO_ACCOUNT, DEMO_PORTAL_PATIENT } from '../session/demo-account';

const BASE = 'http://localhost/backend/api';
const client = (token: string | null) => createHttpClient({ getToken: () => token }, BASE);
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as ApiError,
  );
/** Monday 8 June 2026, 09:00 in Bucharest (the demo clinic's zone). */
const NOW = '2026-06-08T06:00:00.000Z';
const TENANT = DEMO_PORTAL_PATIENT.tenantId;

function session(id: string, startsAt: string, patientId: string = DEMO_PORTAL_PATIENT.patientId) {
  const start = Date.parse(startsAt);
  const seeded: Encounter = {
    id,
    patient: { id: patientId, name: 'Maria Ionescu', mrn: 'MRN-1' },
    clinician: { id: DEMO_ACCOUNT.id, name: 'Dana Demo' },
    startsAt,
    endsAt: new Date(start + 50 * 60_000).toISOString(),
    modality: 'in-person',
    type: 'individual',
    location: 'Room 1',
    videoLink: null,
    status: 'planned',
    statusReason: null,
    arrivedAt: null,
    startedAt: null,
    finishedAt: null,
  };
  seedMockSession(TENANT, seeded);
  return seeded;
}

async function signIn(who: { email: string; password: string }) {
  const login = await createAccountApi(client(null)).login(who.email, who.password);
  return client(login.access_token!);
}
const clinic = () => allClinics().find((c) => c.clinic.id === TENANT)!.clinic;

beforeEach(() => {
  resetMockApi();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('the mock portal’s sessions (issue 36)', () => {
  it('lists only the patient’s own sessions, upcoming with their cancellation deadline on the clinic’s clock', async () => {
    session('tuesday', '2026-06-09T07:00:00.000Z');
    session('last-week', '2026-06-01T07:00:00.000Z');
    session('someone-elses', '2026-06-09T09:00:00.000Z', 'another-patient');
    const api = createPortalVisitsApi(await signIn(DEMO_PORTAL_PATIENT));
    const list = await api.sessions();
    expect(list.upcoming.map((s) => s.id)).toEqual(['tuesday']);
    // 24 hours before Tuesday 10:00 in Bucharest.
    expect(list.upcoming[0]!.cancellation).toEqual({
      kind: 'allowed',
      deadline: '2026-06-08T07:00:00.000Z',
    });
    expect(list.past.map((s) => s.id)).toEqual(['last-week']);
    expect((await rejection(api.session('someone-elses')))?.status).toBe(404);
  });

  it('cancels before the deadline, and refuses after it with the window and the clinic’s phone', async () => {
    session('tuesday', '2026-06-09T07:00:00.000Z');
    session('today', '2026-06-08T10:00:00.000Z');
    const api = createPortalVisitsApi(await signIn(DEMO_PORTAL_PATIENT));
    const cancelled = await api.cancel('tuesday', 'Unwell');
    expect(cancelled.session).toMatchObject({ kind: 'past', status: 'cancelled' });
    expect(sessionsOf(TENANT).find((s) => s.id === 'tuesday')!.statusReason).toBe(
      'Cancelled by the patient in the portal: Unwell',
    );
    const late = await rejection(api.cancel('today'));
    expect(late?.status).toBe(409);
    expect(late?.body).toMatchObject({
      code: 'outside-cancellation-window',
      deadline: '2026-06-07T10:00:00.000Z',
    });
    expect(sessionsOf(TENANT).find((s) => s.id === 'today')!.status).toBe('planned');
  });

  it('refuses a member’s token (403) and free slots while the clinic’s self-scheduling is off (409)', async () => {
    session('tuesday', '2026-06-09T07:00:00.000Z');
    const asMember = createPortalVisitsApi(await signIn(DEMO_ACCOUNT));
    expect((await rejection(asMember.sessions()))?.status).toBe(403);
    clinic().settings.selfScheduling = false;
    const api = createPortalVisitsApi(await signIn(DEMO_PORTAL_PATIENT));
    expect((await rejection(api.freeSlots('tuesday')))?.body).toMatchObject({
      code: 'self-scheduling-off',
    });
  });

  it('offers the clinician’s free slots, takes one request, and the front desk’s confirm moves the session', async () => {
    clinic().settings.selfScheduling = true;
    setClinicianWeek(TENANT, DEMO_ACCOUNT.id, {
      hours: [{ weekday: 3, start: '09:00', end: '12:00' }],
      datesOff: [],
    });
    session('tuesday', '2026-06-09T07:00:00.000Z');
    session('wednesday-taken', '2026-06-10T06:50:00.000Z', 'another-patient');
    const api = createPortalVisitsApi(await signIn(DEMO_PORTAL_PATIENT));
    const { slots } = await api.freeSlots('tuesday');
    // Wednesday 09:00 and 10:40 in Bucharest; 09:50 is booked.
    expect(slots.slice(0, 2).map((s) => s.startsAt)).toEqual([
      '2026-06-10T06:00:00.000Z',
      '2026-06-10T07:40:00.000Z',
    ]);
    expect(
      (await rejection(api.requestTime('tuesday', '2026-06-10T06:50:00.000Z')))?.body,
    ).toMatchObject({ code: 'slot-not-free' });
    const asked = await api.requestTime('tuesday', slots[0]!.startsAt);
    expect(asked).toMatchObject({ status: 'pending', endsAt: '2026-06-10T06:50:00.000Z' });
    expect((await rejection(api.requestTime('tuesday', slots[1]!.startsAt)))?.status).toBe(409);

    const desk = createTimeRequestsApi(await signIn(DEMO_ACCOUNT));
    const pending = await desk.pending({ from: '2026-06-09', days: 7 });
    expect(pending.requests.map((r) => r.id)).toEqual([asked.id]);
    const confirmed = await desk.confirm(asked.id);
    expect(confirmed.status).toBe('confirmed');
    expect(sessionsOf(TENANT).find((s) => s.id === 'tuesday')!.startsAt).toBe(slots[0]!.startsAt);
    expect((await api.session('tuesday')).session).toMatchObject({
      timeRequest: { status: 'confirmed' },
    });
  });
});
