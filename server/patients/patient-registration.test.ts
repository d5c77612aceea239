import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditRecord } from '../../common/contracts/audit.contract.ts';
import {
  PATIENT_MESSAGES,
  type DuplicateConflict,
  type Patient,
} from '../../common/contracts/patients.contract.ts';
import { startClinicKit, type ClinicKit } from './patient-records.test-kit.ts';
import { searchPatients } from './patient-search.test-kit.ts';

let kit: ClinicKit;
let oliver: Patient;
const oliverInput = {
  givenName: 'Oliver',
  familyName: 'Clarke',
  birthDate: '1978-06-07',
  email: 'oliver.clarke@example.com',
  phone: '+44 20 7946 0018',
};

const post = (token: string, body: Record<string, unknown>) =>
  kit.server.request<{ patient: Patient } & DuplicateConflict>('POST', '/patients', {
    token,
    body,
  });
const patientsNamed = async (q: string) =>
  (await searchPatients(kit.server, kit.founder.access_token, `q=${q}&clinician=any`)).body.patients
    .length;

beforeAll(async () => {
  kit = await startClinicKit();
  const reply = await post(kit.staff.access_token, oliverInput);
  expect(reply.status).toBe(201);
  oliver = reply.body.patient;
});
afterAll(() => kit.server.close());

describe('registering a patient the clinic may already hold', () => {
  it('refuses the same name and birth date with 409 naming only the match’s name, birth date, MRN and id, and stores nothing', async () => {
    const reply = await post(kit.staff.access_token, {
      givenName: 'Oliver',
      familyName: 'Clarke',
      birthDate: '1978-06-07',
    });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({
      message: PATIENT_MESSAGES.likelyDuplicate,
      matches: [
        {
          id: oliver.id,
          mrn: oliver.mrn,
          givenName: 'Oliver',
          familyName: 'Clarke',
          birthDate: '1978-06-07',
        },
      ],
    });
    expect(await patientsNamed('clarke')).toBe(1);
  });

  it('finds a misspelt name with the same birth date ("Oliver Clark")', async () => {
    const reply = await post(kit.staff.access_token, {
      givenName: 'Oliver',
      familyName: 'Clark',
      birthDate: '1978-06-07',
    });
    expect(reply.status).toBe(409);
    expect(reply.body.matches.map((m) => m.id)).toEqual([oliver.id]);
  });

  it('finds the same e-mail or the same phone number under another name and birth date', async () => {
    const someone = { givenName: 'Olly', familyName: 'Smith', birthDate: '1990-01-01' };
    const byEmail = await post(kit.staff.access_token, {
      ...someone,
      email: 'Oliver.Clarke@example.com',
    });
    const byPhone = await post(kit.staff.access_token, { ...someone, phone: '+442079460018' });
    expect([byEmail.status, byPhone.status]).toEqual([409, 409]);
    expect(byPhone.body.matches.map((m) => m.id)).toEqual([oliver.id]);
  });

  it('registers someone with the same name but another birth date and no shared contact', async () => {
    const reply = await post(kit.staff.access_token, {
      givenName: 'Oliver',
      familyName: 'Clarke',
      birthDate: '2001-03-04',
    });
    expect(reply.status).toBe(201);
  });

  it('does not count another clinic’s patients as matches', async () => {
    const reply = await post(kit.stranger.access_token, oliverInput);
    expect(reply.status).toBe(201);
    expect(reply.body.patient.mrn).toBe('000001');
  });

  it('registers a confirmed new record anyway and audits the confirmation with the matches it overrode', async () => {
    const reply = await post(kit.staff.access_token, {
      givenName: 'Oliver',
      familyName: 'Clark',
      birthDate: '1978-06-07',
      confirmNotDuplicate: true,
    });
    expect(reply.status).toBe(201);
    const created = reply.body.patient;
    expect(created.id).not.toBe(oliver.id);
    const trail = await kit.server.request<{ events: AuditRecord[] }>('GET', '/audit/events', {
      token: kit.founder.access_token,
    });
    const confirmed = trail.body.events.filter(
      (e) => e.type === 'duplicate-registration-confirmed',
    );
    expect(confirmed).toEqual([
      expect.objectContaining({
        userId: kit.staff.user.id,
        subjectId: created.id,
        before: [oliver.id],
      }),
    ]);
  });

  it('checks the caller’s role before looking for matches: an owner without a registering role gets 403 and no names', async () => {
    const reply = await post(kit.ownerOnly.access_token, oliverInput);
    expect(reply.status).toBe(403);
    expect(reply.body).not.toHaveProperty('matches');
  });

  it('refuses a confirmation that is not `true` with 400', async () => {
    const reply = await post(kit.staff.access_token, {
      ...oliverInput,
      confirmNotDuplicate: 'yes',
    });
    expect(reply.status).toBe(400);
  });
});
