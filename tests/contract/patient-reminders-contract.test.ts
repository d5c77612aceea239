import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_MESSAGES } from '../../common/contracts/http-messages.ts';
import {
  patientRemindersPath,
  patientRemindersResponse,
} from '../../common/contracts/reminders.contract.ts';
import { expectRefusal, registerPatient, signInAs } from './clinical-fixtures.ts';
import { CONTRACT_TARGETS, callTarget, type Target } from './contract-targets.ts';

/**
 * Not compared here, on purpose: a clinician outside the care team (the mock has no
 * clinician-only account to sign in as; the server's 403 is in reminder-settings.routes.test.ts).
 */
describe.each(CONTRACT_TARGETS)("a patient's reminders, answered by $name", ({ start }) => {
  let target: Target;
  let token: string;
  let deskToken: string;
  beforeAll(async () => {
    target = await start();
    token = await signInAs(target);
    deskToken = await signInAs(target, 'frontdesk@praxis.clinic');
  });
  afterAll(() => target.stop());

  const call = (method: string, path: string, body?: unknown, as = token) =>
    callTarget(target, method, path, body, as);

  it('go only with an e-mail on file and the contact consent, until switched off', async () => {
    const patient = await registerPatient(call, {
      givenName: 'Rita',
      familyName: 'Reminder',
      birthDate: '1975-02-14',
      email: 'rita.reminder@example.test',
    });
    const path = patientRemindersPath(patient.id);
    const first = await call('GET', path);
    expect(first.status).toBe(200);
    expect(patientRemindersResponse.parse(first.body).reminders).toEqual({
      off: false,
      hasEmail: true,
      contactConsent: false,
    });
    const consent = await call('POST', `/patients/${patient.id}/consents`, {
      kind: 'contact',
      status: 'granted',
      effectiveDate: '2026-01-05',
    });
    expect(consent.status).toBe(201);
    const off = await call('PUT', path, { off: true }, deskToken);
    expect(off.status).toBe(200);
    expect(patientRemindersResponse.parse(off.body).reminders).toEqual({
      off: true,
      hasEmail: true,
      contactConsent: true,
    });
  });

  it('refuse a body that is not one boolean, and an unknown patient', async () => {
    const patient = await registerPatient(call, {
      givenName: 'Rami',
      familyName: 'Reminder',
      birthDate: '1981-07-30',
    });
    const path = patientRemindersPath(patient.id);
    for (const body of [{ off: 'yes' }, {}, { off: true, extra: 1 }]) {
      expect((await call('PUT', path, body)).status).toBe(400);
    }
    expect(patientRemindersResponse.parse((await call('GET', path)).body).reminders.off).toBe(
      false,
    );
    expectRefusal(
      await call('GET', patientRemindersPath('no-such-patient')),
      404,
      HTTP_MESSAGES.notFound,
    );
    expectRefusal(
      await call('PUT', patientRemindersPath('no-such-patient'), { off: true }),
      404,
      HTTP_MESSAGES.notFound,
    );
  });
});
