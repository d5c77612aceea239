import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  encounterResponse,
  MAX_ENCOUNTER_MINUTES,
} from '../../common/contracts/encounters.contract.ts';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import {
  book,
  booked,
  countSessions,
  deactivate,
  registerPatient,
  sessionAt,
  startSessionClinic,
  type SessionClinic,
} from './encounters.test-kit.ts';

let c: SessionClinic;
/** On the founder's caseload. */
let patient: Patient;
let tenantId: string;

beforeAll(async () => {
  c = await startSessionClinic();
  tenantId = c.founder.user.tenantId;
  patient = await registerPatient(c.server, c.founder.access_token, {
    givenName: 'Mary',
    familyName: 'Shelley',
  });
});
afterAll(() => c.server.close());

describe('booking a session', () => {
  it('answers the session with the patient’s and clinician’s names and UTC instants', async () => {
    const reply = await book(c.server, c.founder.access_token, {
      ...sessionAt(patient.id, c.founder.user.id, '2026-05-04T09:00:00Z'),
      startsAt: '2026-05-04T11:00:00+02:00',
      endsAt: '2026-05-04T11:50:00+02:00',
    });
    expect(reply.status).toBe(201);
    const { encounter } = encounterResponse.parse(reply.body);
    expect(encounter).toMatchObject({
      patient: { id: patient.id, name: 'Mary Shelley', mrn: patient.mrn },
      clinician: { id: c.founder.user.id, name: 'Ada Lovelace' },
      startsAt: '2026-05-04T09:00:00.000Z',
      endsAt: '2026-05-04T09:50:00.000Z',
      modality: 'in-person',
      type: 'individual',
      location: 'Room 2',
      status: 'planned',
      statusReason: null,
      arrivedAt: null,
      startedAt: null,
      finishedAt: null,
    });
  });

  it('lets the front desk book any patient of the clinic with any of its clinicians', async () => {
    const session = await booked(
      c.server,
      c.staff.access_token,
      sessionAt(patient.id, c.colleague.user.id, '2026-05-05T09:00:00Z'),
    );
    expect(session.clinician.id).toBe(c.colleague.user.id);
  });

  it('refuses a clinician booking for a patient off their caseload (403), unless they also hold staff', async () => {
    const before = await countSessions(c.server, tenantId);
    // The founder's alone: booking with the colleague earlier put them on `patient`'s care team.
    const founders = await registerPatient(c.server, c.founder.access_token);
    const body = sessionAt(founders.id, c.colleague.user.id, '2026-05-06T09:00:00Z');
    const refused = await book(c.server, c.colleague.access_token, body);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message: 'You may book sessions only for patients on your caseload.',
    });
    expect(await countSessions(c.server, tenantId)).toBe(before);
    expect((await book(c.server, c.deskClinician.access_token, body)).status).toBe(201);
  });

  it('refuses a member whose only role is owner (403) and stores nothing', async () => {
    const before = await countSessions(c.server, tenantId);
    const reply = await book(
      c.server,
      c.ownerOnly.access_token,
      sessionAt(patient.id, c.founder.user.id, '2026-05-07T09:00:00Z'),
    );
    expect(reply.status).toBe(403);
    expect(await countSessions(c.server, tenantId)).toBe(before);
  });

  it('answers 404 for a patient of another clinic, the same as for none', async () => {
    const theirs = await registerPatient(c.server, c.other.access_token);
    const start = '2026-05-08T09:00:00Z';
    const fromThem = await book(
      c.server,
      c.other.access_token,
      sessionAt(patient.id, c.other.user.id, start),
    );
    const forThem = await book(
      c.server,
      c.staff.access_token,
      sessionAt(theirs.id, c.founder.user.id, start),
    );
    const none = await book(
      c.server,
      c.staff.access_token,
      sessionAt('no-such-patient', c.founder.user.id, start),
    );
    expect([fromThem.status, forThem.status, none.status]).toEqual([404, 404, 404]);
    expect(fromThem.text).not.toContain('Shelley');
  });

  it('refuses a discharged patient with 409 and says why', async () => {
    const leaving = await registerPatient(c.server, c.founder.access_token);
    await c.server.request('PATCH', `/patients/${leaving.id}`, {
      token: c.founder.access_token,
      body: { status: 'discharged' },
    });
    const reply = await book(
      c.server,
      c.founder.access_token,
      sessionAt(leaving.id, c.founder.user.id, '2026-05-09T09:00:00Z'),
    );
    expect(reply.status).toBe(409);
    expect(reply.body.message).toContain('discharged');
  });

  it('refuses (400) a clinician who is not an active clinician of this clinic', async () => {
    const inactive = await c.server.addMember(tenantId, ['clinician']);
    await deactivate(c.server, inactive.id);
    const before = await countSessions(c.server, tenantId);
    const notClinicians = [
      c.staff.user.id,
      c.ownerOnly.user.id,
      c.other.user.id,
      inactive.id,
      'no-such-member',
    ];
    for (const clinicianId of notClinicians) {
      const reply = await book(
        c.server,
        c.staff.access_token,
        sessionAt(patient.id, clinicianId, '2026-05-10T09:00:00Z'),
      );
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(
        'The clinician must be an active member of this clinic with the clinician role.',
      );
    }
    expect(await countSessions(c.server, tenantId)).toBe(before);
  });
});

describe('bad booking input', () => {
  const valid = () => sessionAt(patient.id, c.founder.user.id, '2026-05-11T09:00:00Z');
  const overMax = new Date(Date.parse('2026-05-11T09:00:00Z') + (MAX_ENCOUNTER_MINUTES + 1) * 60e3);
  const cases: [string, () => Record<string, unknown>, string][] = [
    ['a number for a time', () => ({ ...valid(), startsAt: 1_780_000_000 }), 'startsAt'],
    ['an unknown field', () => ({ ...valid(), fee: 120 }), 'fee'],
    ['an unknown modality', () => ({ ...valid(), modality: 'carrier-pigeon' }), 'modality'],
    [
      'a location over 200 characters',
      () => ({ ...valid(), location: 'x'.repeat(201) }),
      'location',
    ],
    [
      'an end before the start',
      () => ({ ...valid(), endsAt: '2026-05-11T08:00:00Z' }),
      'end after it starts',
    ],
    ['an impossible date', () => ({ ...valid(), startsAt: '2026-02-30T10:00:00Z' }), 'ISO 8601'],
    [
      'a time without an offset',
      () => ({ ...valid(), startsAt: '2026-05-11T09:00:00' }),
      'ISO 8601',
    ],
    [
      'a session over the longest allowed',
      () => ({ ...valid(), endsAt: overMax.toISOString() }),
      'at most 12 hours',
    ],
    ['a missing patient', () => ({ ...valid(), patientId: undefined }), 'patientId'],
  ];

  it.each(cases)(
    'refuses %s with a 400 that names the problem, storing nothing',
    async (_, body, words) => {
      const before = await countSessions(c.server, tenantId);
      const reply = await book(c.server, c.founder.access_token, body());
      expect(reply.status).toBe(400);
      expect(String(reply.body.message)).toContain(words);
      expect(await countSessions(c.server, tenantId)).toBe(before);
    },
  );

  it('accepts a session of exactly the longest allowed length', async () => {
    const reply = await book(
      c.server,
      c.founder.access_token,
      sessionAt(patient.id, c.founder.user.id, '2026-05-12T08:00:00Z', MAX_ENCOUNTER_MINUTES),
    );
    expect(reply.status).toBe(201);
  });
});

describe('time across a daylight-saving change', () => {
  it('keeps the true length of a session booked across Europe/Bucharest’s spring change', async () => {
    // Bucharest moves from +02:00 to +03:00 at 01:00 UTC on 2026-03-29: 02:30 local → 04:30 local.
    const session = await booked(c.server, c.founder.access_token, {
      ...sessionAt(patient.id, c.founder.user.id, '2026-03-29T00:30:00Z'),
      startsAt: '2026-03-29T02:30:00+02:00',
      endsAt: '2026-03-29T04:30:00+03:00',
    });
    expect(session.startsAt).toBe('2026-03-29T00:30:00.000Z');
    expect(session.endsAt).toBe('2026-03-29T01:30:00.000Z');
    expect(Date.parse(session.endsAt) - Date.parse(session.startsAt)).toBe(60 * 60_000);
  });
});
