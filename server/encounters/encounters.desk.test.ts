import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VIDEO_LINK_MAX,
  VIDEO_LINK_ONLY_FOR_VIDEO,
  type Encounter,
} from '../../common/contracts/encounters.contract.ts';
import { patientIntakesPath } from '../../common/contracts/intake.contract.ts';
import { patientSubPath, type Patient } from '../../common/contracts/patients.contract.ts';
import {
  book,
  booked,
  countSessions,
  registerPatient,
  sessionAt,
  startSessionClinic,
  type SessionClinic,
} from './encounters.test-kit.ts';

let c: SessionClinic;
let tenantId: string;
let slot = 0;

beforeAll(async () => {
  c = await startSessionClinic();
  tenantId = c.founder.user.tenantId;
});
afterAll(() => c.server.close());

/** A fresh hour of its own on 2026-09-01, so no booking here collides with another. */
const nextHour = () => new Date(Date.parse('2026-09-01T00:00:00Z') + (slot += 1) * 3_600_000);
const at = () => nextHour().toISOString();

/** A patient the front desk registered with no primary clinician: nobody's caseload yet. */
const deskPatient = () => registerPatient(c.server, c.staff.access_token);

async function careTeamOf(patientId: string): Promise<string[]> {
  const rows = await c.server.server.ctx.db
    .selectFrom('care_team')
    .select('member_id')
    .where('tenant_id', '=', tenantId)
    .where('patient_id', '=', patientId)
    .execute();
  return rows.map((row) => row.member_id).sort();
}

async function careTeamAudits(patientId: string) {
  return c.server.server.ctx.db
    .selectFrom('audit_events')
    .select(['user_id', 'change_before', 'change_after'])
    .where('tenant_id', '=', tenantId)
    .where('type', '=', 'care-team-change')
    .where('subject_id', '=', patientId)
    .execute();
}

const get = (token: string, path: string) => c.server.request('GET', path, { token });

describe('booking puts the clinician on the care team', () => {
  it('adds the booked clinician to the care team and audits it as the front desk’s change', async () => {
    const patient = await deskPatient();
    expect(await careTeamOf(patient.id)).toEqual([]);
    await booked(c.server, c.staff.access_token, sessionAt(patient.id, c.colleague.user.id, at()));
    expect(await careTeamOf(patient.id)).toEqual([c.colleague.user.id]);
    expect(await careTeamAudits(patient.id)).toEqual([
      { user_id: c.staff.user.id, change_before: [], change_after: [c.colleague.user.id] },
    ]);
  });

  it('lets the booked clinician open the patient’s intakes and edit the care team afterwards', async () => {
    const patient = await deskPatient();
    expect((await get(c.colleague.access_token, patientIntakesPath(patient.id))).status).toBe(404);
    await booked(c.server, c.staff.access_token, sessionAt(patient.id, c.colleague.user.id, at()));
    expect((await get(c.colleague.access_token, patientIntakesPath(patient.id))).status).toBe(200);
    const team = await c.server.request('PUT', patientSubPath(patient.id, 'care-team'), {
      token: c.colleague.access_token,
      body: { memberIds: [c.colleague.user.id, c.founder.user.id] },
    });
    expect(team.status).toBe(200);
  });

  it('audits nothing when the clinician is already on the care team', async () => {
    const patient = await deskPatient();
    await booked(c.server, c.staff.access_token, sessionAt(patient.id, c.colleague.user.id, at()));
    await booked(c.server, c.staff.access_token, sessionAt(patient.id, c.colleague.user.id, at()));
    expect(await careTeamAudits(patient.id)).toHaveLength(1);
  });

  it('adds a new clinician to the care team when a session is moved to them', async () => {
    const patient = await deskPatient();
    const session = await booked(
      c.server,
      c.staff.access_token,
      sessionAt(patient.id, c.colleague.user.id, at()),
    );
    const moved = await c.server.request('PATCH', `/encounters/${session.id}`, {
      token: c.staff.access_token,
      body: { clinicianId: c.founder.user.id },
    });
    expect(moved.status).toBe(200);
    expect(await careTeamOf(patient.id)).toEqual([c.colleague.user.id, c.founder.user.id].sort());
  });

  it('changes no care team when the booking is refused (double booking, 409)', async () => {
    const patient = await deskPatient();
    const other = await deskPatient();
    const start = at();
    await booked(c.server, c.staff.access_token, sessionAt(patient.id, c.colleague.user.id, start));
    const clash = await book(
      c.server,
      c.staff.access_token,
      sessionAt(other.id, c.colleague.user.id, start),
    );
    expect(clash.status).toBe(409);
    expect(await careTeamOf(other.id)).toEqual([]);
  });

  it('refuses a clinician booking off their caseload with the real reason (403), and nothing joins', async () => {
    const patient = await deskPatient();
    const refused = await book(
      c.server,
      c.founder.access_token,
      sessionAt(patient.id, c.founder.user.id, at()),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You may book sessions only for patients on your caseload.');
    expect(await careTeamOf(patient.id)).toEqual([]);
  });

  it('answers another clinic’s booking for this clinic’s patient with 404 and joins nobody', async () => {
    const patient = await deskPatient();
    const reply = await book(
      c.server,
      c.other.access_token,
      sessionAt(patient.id, c.other.user.id, at()),
    );
    expect(reply.status).toBe(404);
    expect(await careTeamOf(patient.id)).toEqual([]);
  });
});

describe('a video session’s meeting link', () => {
  let patient: Patient;
  beforeAll(async () => {
    patient = await deskPatient();
  });
  const video = (link: unknown) => ({
    ...sessionAt(patient.id, c.colleague.user.id, at()),
    modality: 'video',
    videoLink: link,
  });

  it('keeps an https link on the session row and answers it', async () => {
    const session = await booked(
      c.server,
      c.staff.access_token,
      video('https://meet.example/room-7'),
    );
    expect(session.videoLink).toBe('https://meet.example/room-7');
    const row = await c.server.server.ctx.db
      .selectFrom('encounters')
      .select('video_link')
      .where('id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(row.video_link).toBe('https://meet.example/room-7');
  });

  it('refuses an http link, a link too long, and a link on an in-person session (400), storing nothing', async () => {
    const before = await countSessions(c.server, tenantId);
    const tooLong = `https://meet.example/${'a'.repeat(VIDEO_LINK_MAX)}`;
    for (const body of [
      video('http://meet.example/room'),
      video(tooLong),
      video('not a link'),
      { ...video('https://meet.example/room'), modality: 'in-person' },
    ]) {
      const reply = await book(c.server, c.staff.access_token, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.message).toBeTruthy();
    }
    const inPerson = await book(c.server, c.staff.access_token, {
      ...video('https://meet.example/room'),
      modality: 'in-person',
    });
    expect(inPerson.body.message).toBe(VIDEO_LINK_ONLY_FOR_VIDEO);
    expect(await countSessions(c.server, tenantId)).toBe(before);
  });

  it('sets, changes and clears the link when editing; a session made in person loses it', async () => {
    const session = await booked(c.server, c.staff.access_token, video(null));
    const edit = (body: unknown) =>
      c.server.request<{ encounter: Encounter; message?: string }>(
        'PATCH',
        `/encounters/${session.id}`,
        { token: c.staff.access_token, body },
      );
    expect((await edit({ videoLink: 'https://meet.example/new' })).body.encounter.videoLink).toBe(
      'https://meet.example/new',
    );
    const http = await edit({ videoLink: 'http://meet.example/new' });
    expect(http.status).toBe(400);
    const afterHttp = await get(c.staff.access_token, `/encounters/${session.id}`);
    expect((afterHttp.body as { encounter: Encounter }).encounter.videoLink).toBe(
      'https://meet.example/new',
    );
    const inPerson = await edit({ modality: 'in-person' });
    expect(inPerson.body.encounter).toMatchObject({ modality: 'in-person', videoLink: null });
  });

  it('refuses a link edit from a clinician off the care team (403) and another clinic (404)', async () => {
    const session = await booked(c.server, c.staff.access_token, video(null));
    const body = { videoLink: 'https://meet.example/x' };
    const path = `/encounters/${session.id}`;
    const asOwner = await c.server.request('PATCH', path, {
      token: c.ownerOnly.access_token,
      body,
    });
    expect(asOwner.status).toBe(403);
    const asOther = await c.server.request('PATCH', path, { token: c.other.access_token, body });
    expect(asOther.status).toBe(404);
    const read = await get(c.staff.access_token, path);
    expect((read.body as { encounter: Encounter }).encounter.videoLink).toBeNull();
  });
});
