import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Encounter } from '../../common/contracts/encounters.contract.ts';
import { doubleBookingResponse } from '../../common/contracts/encounters.contract.ts';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import {
  booked,
  registerPatient,
  sessionAt,
  startSessionClinic,
  transition,
  type SessionClinic,
} from './encounters.test-kit.ts';

let c: SessionClinic;
/** On the founder's caseload. */
let patient: Patient;
let day = 0;

beforeAll(async () => {
  c = await startSessionClinic();
  patient = await registerPatient(c.server, c.founder.access_token);
});
afterAll(() => c.server.close());

/** A planned 50-minute session of the founder at 09:00 on a day of its own. */
async function planned(clinicianId = c.founder.user.id, of = patient): Promise<Encounter> {
  day += 1;
  const start = `2026-07-${String(day).padStart(2, '0')}T09:00:00Z`;
  return booked(c.server, c.staff.access_token, sessionAt(of.id, clinicianId, start));
}

/** A patient of the founder's alone (booking puts a session's clinician on the care team). */
const founderOnlyPatient = () => registerPatient(c.server, c.founder.access_token);

const change = (token: string, id: string, body: unknown) =>
  c.server.request<{ encounter: Encounter; message?: string }>('PATCH', `/encounters/${id}`, {
    token,
    body,
  });

const read = async (id: string) =>
  (
    await c.server.request<{ encounter: Encounter }>('GET', `/encounters/${id}`, {
      token: c.staff.access_token,
    })
  ).body.encounter;

describe('rescheduling or changing a planned session', () => {
  it('moves the session and changes its details', async () => {
    const session = await planned();
    const startsAt = session.startsAt.replace('09:00', '14:00');
    const endsAt = session.endsAt.replace('09:50', '15:00');
    const reply = await change(c.founder.access_token, session.id, {
      startsAt,
      endsAt,
      modality: 'video',
      location: null,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.encounter).toMatchObject({
      startsAt,
      endsAt,
      modality: 'video',
      location: null,
    });
  });

  it('hands the session to another clinician', async () => {
    const session = await planned();
    const reply = await change(c.staff.access_token, session.id, {
      clinicianId: c.colleague.user.id,
    });
    expect(reply.body.encounter.clinician.id).toBe(c.colleague.user.id);
  });

  it('may overlap its own old time but not another session (409 naming it)', async () => {
    const session = await planned();
    const stretched = await change(c.founder.access_token, session.id, {
      endsAt: session.endsAt.replace('09:50', '10:30'),
    });
    expect(stretched.status).toBe(200);
    const neighbour = await booked(
      c.server,
      c.staff.access_token,
      sessionAt(patient.id, c.founder.user.id, session.startsAt.replace('09:00', '11:00')),
    );
    const onto = await change(c.founder.access_token, session.id, {
      startsAt: neighbour.startsAt,
      endsAt: neighbour.endsAt,
    });
    expect(onto.status).toBe(409);
    expect(doubleBookingResponse.parse(onto.body).conflict.id).toBe(neighbour.id);
    expect((await read(session.id)).startsAt).toBe(session.startsAt);
  });

  it('refuses to change a session that is no longer planned (409 naming its status)', async () => {
    const session = await planned();
    await transition(c.server, c.staff.access_token, session.id, 'check-in');
    const reply = await change(c.staff.access_token, session.id, { modality: 'phone' });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(
      'Only a planned session can be changed; this session is arrived.',
    );
  });

  it('refuses a new clinician who is not an active clinician of the clinic (400)', async () => {
    const session = await planned();
    const reply = await change(c.staff.access_token, session.id, { clinicianId: c.staff.user.id });
    expect(reply.status).toBe(400);
    expect((await read(session.id)).clinician.id).toBe(c.founder.user.id);
  });
});

describe('who may change a session', () => {
  it('answers 404 to another clinic’s member, the same as for no session', async () => {
    const session = await planned();
    const theirs = await change(c.other.access_token, session.id, { modality: 'phone' });
    const none = await change(c.staff.access_token, 'no-such-session', { modality: 'phone' });
    expect([theirs.status, none.status]).toEqual([404, 404]);
  });

  it('refuses an owner-only member (403)', async () => {
    const session = await planned();
    expect((await change(c.ownerOnly.access_token, session.id, { modality: 'phone' })).status).toBe(
      403,
    );
  });

  it('answers 404 to a clinician who may not see the session (not theirs, patient off their caseload)', async () => {
    const session = await planned(c.founder.user.id, await founderOnlyPatient());
    expect((await change(c.colleague.access_token, session.id, { modality: 'phone' })).status).toBe(
      404,
    );
  });

  it('refuses (403) a clinician changing their own session of a patient who left their caseload', async () => {
    const session = await planned(c.colleague.user.id, await founderOnlyPatient());
    // Booking put the colleague on the care team; someone took them off it since.
    await c.server.server.ctx.db
      .deleteFrom('care_team')
      .where('patient_id', '=', session.patient.id)
      .where('member_id', '=', c.colleague.user.id)
      .execute();
    const reply = await change(c.colleague.access_token, session.id, { modality: 'phone' });
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe('You may change sessions only for patients on your caseload.');
  });
});

describe('bad changes', () => {
  const cases: [string, (s: Encounter) => Record<string, unknown>, string][] = [
    ['an unknown field', () => ({ patientId: 'someone-else' }), 'patientId'],
    ['a wrong type', () => ({ modality: 3 }), 'modality'],
    ['an oversized location', () => ({ location: 'x'.repeat(201) }), 'location'],
    ['an impossible date', () => ({ startsAt: '2026-02-30T10:00:00Z' }), 'ISO 8601'],
    [
      'an end before the current start',
      (s) => ({ endsAt: s.startsAt.replace('09:00', '08:00') }),
      'end after it starts',
    ],
    [
      'a length over the longest allowed',
      (s) => ({ endsAt: s.startsAt.replace('09:00', '21:01') }),
      'at most 12 hours',
    ],
  ];

  it.each(cases)('refuses %s with a 400 and changes nothing', async (_, body, words) => {
    const session = await planned();
    const reply = await change(c.staff.access_token, session.id, body(session));
    expect(reply.status).toBe(400);
    expect(String(reply.body.message)).toContain(words);
    expect(await read(session.id)).toEqual(session);
  });
});
