import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clinic } from '../../common/contracts/clinic.contract.ts';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import type { PatientReminders } from '../../common/contracts/reminders.contract.ts';
import {
  registerPatient,
  startSessionClinic,
  type SessionClinic,
} from '../encounters/encounters.test-kit.ts';

let c: SessionClinic;
let patient: Patient;

beforeAll(async () => {
  c = await startSessionClinic();
  patient = await registerPatient(c.server, c.founder.access_token, {
    email: 'grace@example.test',
  });
});
afterAll(() => c.server.close());

const putReminders = (token: string, body: unknown, id = patient.id) =>
  c.server.request<{ reminders: PatientReminders; message?: string }>(
    'PUT',
    `/patients/${id}/reminders`,
    { token, body },
  );
const readReminders = (token: string, id = patient.id) =>
  c.server.request<{ reminders: PatientReminders }>('GET', `/patients/${id}/reminders`, { token });
const storedSetting = async () =>
  c.server.server.ctx.db
    .selectFrom('patient_reminder_settings')
    .select('reminders_off')
    .where('patient_id', '=', patient.id)
    .executeTakeFirst();

describe("a patient's reminders switch", () => {
  it('is on, with the e-mail on file and no contact consent yet, for every member to see', async () => {
    for (const login of [c.founder, c.staff, c.colleague, c.ownerOnly]) {
      const reply = await readReminders(login.access_token);
      expect(reply.status).toBe(200);
      expect(reply.body.reminders).toEqual({ off: false, hasEmail: true, contactConsent: false });
    }
  });

  it('is switched off by staff, by an owner and by the care team’s clinician', async () => {
    for (const [login, off] of [
      [c.staff, true],
      [c.ownerOnly, false],
      [c.founder, true],
    ] as const) {
      const reply = await putReminders(login.access_token, { off });
      expect(reply.status).toBe(200);
      expect(reply.body.reminders.off).toBe(off);
    }
    expect((await readReminders(c.staff.access_token)).body.reminders.off).toBe(true);
  });

  it('is refused to a clinician outside the care team, and stays as it was', async () => {
    const reply = await putReminders(c.colleague.access_token, { off: false });
    expect(reply.status).toBe(403);
    expect((await storedSetting())?.reminders_off).toBe(true);
  });

  it('is a 404 for another clinic, read or written', async () => {
    expect((await readReminders(c.other.access_token)).status).toBe(404);
    expect((await putReminders(c.other.access_token, { off: false })).status).toBe(404);
    expect((await storedSetting())?.reminders_off).toBe(true);
  });

  it('refuses a body that is not one boolean with a 400 and stores nothing', async () => {
    for (const body of [{ off: 'yes' }, {}, { off: false, extra: 1 }]) {
      const reply = await putReminders(c.staff.access_token, body);
      expect(reply.status).toBe(400);
    }
    expect((await storedSetting())?.reminders_off).toBe(true);
  });
});

const patchClinic = (token: string, settings: unknown) =>
  c.server.request<{ clinic: Clinic }>('PATCH', '/clinic', { token, body: { settings } });
const readSettings = async () =>
  (await c.server.request<{ clinic: Clinic }>('GET', '/clinic', { token: c.staff.access_token }))
    .body.clinic.settings;

describe("the clinic's reminder hours and feed initials", () => {
  it('default to one reminder 24 hours before and no names in feeds', async () => {
    const settings = await readSettings();
    expect(settings.reminderHours).toEqual([24]);
    expect(settings.calendarFeedInitials).toBe(false);
  });

  it('are set by an owner', async () => {
    const reply = await patchClinic(c.ownerOnly.access_token, {
      reminderHours: [24, 2],
      calendarFeedInitials: true,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.clinic.settings).toMatchObject({
      reminderHours: [24, 2],
      calendarFeedInitials: true,
    });
  });

  it('are refused to staff and to a clinician, and stay as they were', async () => {
    for (const login of [c.staff, c.colleague, c.deskClinician]) {
      const reply = await patchClinic(login.access_token, { reminderHours: [1] });
      expect(reply.status).toBe(403);
    }
    expect((await readSettings()).reminderHours).toEqual([24, 2]);
  });

  it("are another clinic's own: its owner's change leaves this clinic's alone", async () => {
    const reply = await patchClinic(c.other.access_token, { reminderHours: [48] });
    expect(reply.status).toBe(200);
    expect((await readSettings()).reminderHours).toEqual([24, 2]);
  });

  it('refuse hours out of range, repeated, fractional or more than three with a 400', async () => {
    for (const reminderHours of [[0], [169], [24, 24], [1.5], [1, 2, 3, 4], '24']) {
      const reply = await patchClinic(c.ownerOnly.access_token, { reminderHours });
      expect(reply.status).toBe(400);
    }
    expect((await readSettings()).reminderHours).toEqual([24, 2]);
  });
});
