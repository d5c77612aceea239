import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionsApi } from '../../api/sessions/sessions.api';
import {
  bookToday,
  OTHER_CLINICIAN,
  registerPatient,
  signInToMock,
  signOutOfMock,
} from '../../routes/sessions/sessions.test-kit';

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
});
