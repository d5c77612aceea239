import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionsApi } from '../../api/encounters/sessions.api';
import {
  bookToday,
  OTHER_CLINICIAN,
  registerPatient,
  signInToMock,
  signOutOfMock,
  today,
} from '../../routes/encounters/sessions.test-kit';
import { pageUser } from '../../routes/session/page-test-kit';

beforeEach(signInToMock);
afterEach(signOutOfMock);

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { status: number; body: unknown }) => ({ status: error.status, body: error.body }),
  );

describe('the sessions mock', () => {
  it('refuses a double booking with a 409 that names the session in the way', async () => {
    const ada = await registerPatient('Ada', 'Lovelace');
    const first = await bookToday(ada.id, 9);
    const refused = await refusal(bookToday(ada.id, 9.5));
    expect(refused?.status).toBe(409);
    expect(refused?.body).toMatchObject({
      conflict: { id: first.id, patient: { name: 'Ada Lovelace' } },
    });
    // Another clinician is free then; a cancelled session frees the time.
    await expect(bookToday(ada.id, 9.5, { clinicianId: OTHER_CLINICIAN.id })).resolves.toBeTruthy();
    await sessionsApi.transition(first.id, { action: 'cancel', reason: 'Unwell' });
    await expect(bookToday(ada.id, 9.5)).resolves.toBeTruthy();
  });

  it('follows the status table and refuses a step it does not allow', async () => {
    const ada = await registerPatient('Ada', 'Lovelace');
    const session = await bookToday(ada.id, 9);
    expect((await refusal(sessionsApi.transition(session.id, { action: 'finish' })))?.status).toBe(
      409,
    );
    const arrived = await sessionsApi.transition(session.id, { action: 'check-in' });
    expect(arrived.status).toBe('arrived');
    expect(arrived.arrivedAt).not.toBeNull();
    expect(
      (await refusal(sessionsApi.transition(session.id, { action: 'no-show', reason: 'x' })))
        ?.status,
    ).toBe(409);
  });

  it('lets only the session’s clinician start it, and knows only the patients mock’s patients', async () => {
    const ada = await registerPatient('Ada', 'Lovelace');
    const theirs = await bookToday(ada.id, 9, { clinicianId: OTHER_CLINICIAN.id });
    expect((await refusal(sessionsApi.transition(theirs.id, { action: 'start' })))?.status).toBe(
      403,
    );
    expect((await refusal(bookToday('no-such-patient', 12)))?.status).toBe(404);
    expect((await refusal(sessionsApi.get('no-such-session')))?.status).toBe(404);
  });

  it('lets the front desk check in and cancel another clinician’s session, but not start it', async () => {
    await signInToMock({ frontDesk: true });
    const ada = await registerPatient('Ada', 'Lovelace');
    const grace = await registerPatient('Grace', 'Hopper');
    const first = await bookToday(ada.id, 9, { clinicianId: OTHER_CLINICIAN.id });
    const second = await bookToday(grace.id, 10, { clinicianId: OTHER_CLINICIAN.id });
    expect((await sessionsApi.transition(first.id, { action: 'check-in' })).status).toBe('arrived');
    expect((await refusal(sessionsApi.transition(first.id, { action: 'start' })))?.status).toBe(
      403,
    );
    const cancelled = await sessionsApi.transition(second.id, { action: 'cancel', reason: 'Ill' });
    expect(cancelled.status).toBe('cancelled');
  });

  it('lists the whole clinic’s sessions that overlap a window, a page at a time', async () => {
    const ada = await registerPatient('Ada', 'Lovelace');
    await bookToday(ada.id, 9);
    await bookToday(ada.id, 11, { clinicianId: OTHER_CLINICIAN.id });
    await bookToday(ada.id, 30);
    const day = today();
    const first = await sessionsApi.list({ from: day.from, to: day.to, limit: 1 });
    expect(first.encounters.map((s) => s.clinician.id)).toEqual([pageUser.id]);
    const second = await sessionsApi.list({
      from: day.from,
      to: day.to,
      limit: 1,
      cursor: first.nextCursor,
    });
    expect(second.encounters.map((s) => s.clinician.id)).toEqual([OTHER_CLINICIAN.id]);
    expect(second.nextCursor).toBeUndefined();
  });
});
