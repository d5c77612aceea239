import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import type { PractitionerSummary } from '../../common/contracts/clinic.contract.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';

let server: TestServer;
let founder: LoginResponse;
let ida: { id: string; login: LoginResponse };
let staff: { id: string; login: LoginResponse };
let ownerOnly: { id: string; login: LoginResponse };
let stranger: LoginResponse;
const WEEK = { from: '2026-03-02T00:00:00+02:00', to: '2026-03-09T00:00:00+02:00' };

const db = () => server.server.ctx.db;
const list = (token: string, query = '') =>
  server.request<{ practitioners: PractitionerSummary[]; message?: string }>(
    'GET',
    `/practitioners${query}`,
    { token },
  );
const weekQuery = `?weekFrom=${encodeURIComponent(WEEK.from)}&weekTo=${encodeURIComponent(WEEK.to)}`;

async function rename(id: string, first: string, last: string, credentials: string | null = null) {
  await db()
    .updateTable('users')
    .set({ first_name: first, last_name: last, credentials })
    .where('id', '=', id)
    .execute();
}

/** A patient of `tenantId` in `status`, on the care team of `members`. */
async function patient(
  tenantId: string,
  status: 'active' | 'inactive' | 'discharged',
  members: string[],
) {
  const id = randomUUID();
  const now = new Date();
  await db()
    .insertInto('patients')
    .values({
      tenant_id: tenantId,
      id,
      mrn: id.slice(0, 8),
      family_name: 'Patient',
      given_name: status,
      birth_date: '1980-01-01',
      status,
      search_name: `${status} patient`,
      name_key: `patient ${status}`,
      created_at: now,
      updated_at: now,
    })
    .execute();
  for (const member of members) {
    await db()
      .insertInto('care_team')
      .values({ tenant_id: tenantId, patient_id: id, member_id: member })
      .execute();
  }
  return id;
}

async function session(
  tenantId: string,
  patientId: string,
  clinicianId: string,
  startsAt: string,
  status: 'planned' | 'finished' | 'cancelled' | 'no-show' = 'planned',
) {
  const starts = new Date(startsAt);
  await db()
    .insertInto('encounters')
    .values({
      tenant_id: tenantId,
      id: randomUUID(),
      patient_id: patientId,
      clinician_id: clinicianId,
      starts_at: starts,
      ends_at: new Date(starts.getTime() + 50 * 60_000),
      modality: 'in-person',
      type: 'individual',
      status,
      booked_by: clinicianId,
      created_at: starts,
      updated_at: starts,
    })
    .execute();
}

beforeAll(async () => {
  server = await startTestServer();
  founder = (await server.signUp()).login;
  const tenantId = founder.user.tenantId;
  ida = await server.addMember(tenantId, ['clinician']);
  staff = await server.addMember(tenantId, ['staff']);
  ownerOnly = await server.addMember(tenantId, ['owner']);
  const leaver = await server.addMember(tenantId, ['clinician']);
  await db().updateTable('users').set({ active: false }).where('id', '=', leaver.id).execute();
  stranger = (await server.signUp()).login;
  await rename(founder.user.id, 'Zora', 'Young', 'PsyD');
  await rename(ida.id, 'Ida', 'Abel', 'LCSW');

  const active = await patient(tenantId, 'active', [ida.id, founder.user.id]);
  await patient(tenantId, 'inactive', [ida.id]);
  await patient(tenantId, 'discharged', [ida.id]);
  await session(tenantId, active, ida.id, '2026-03-02T00:00:00+02:00'); // the week's first instant
  await session(tenantId, active, ida.id, '2026-03-05T10:00:00Z', 'finished');
  await session(tenantId, active, ida.id, '2026-03-05T12:00:00Z', 'no-show');
  await session(tenantId, active, ida.id, '2026-03-06T10:00:00Z', 'cancelled');
  await session(tenantId, active, ida.id, '2026-03-09T00:00:00+02:00'); // the next week
  await session(tenantId, active, ida.id, '2026-03-01T21:59:00Z'); // the week before
  await session(tenantId, active, founder.user.id, '2026-03-04T09:00:00Z');
  const theirs = await patient(stranger.user.tenantId, 'active', [stranger.user.id]);
  await session(stranger.user.tenantId, theirs, stranger.user.id, '2026-03-04T09:00:00Z');
});
afterAll(() => server.close());

describe('the practitioner list', () => {
  it("shows the clinic's active clinicians by last name, with caseload, the week's sessions and unsigned notes", async () => {
    const reply = await list(staff.login.access_token, weekQuery);
    expect(reply.status).toBe(200);
    expect(reply.body.practitioners).toEqual([
      {
        id: ida.id,
        name: 'Ida Abel',
        credentials: 'LCSW',
        caseloadSize: 2,
        sessionsThisWeek: 3,
        unsignedNotes: 1, // the finished session of 5 March has no signed note
      },
      {
        id: founder.user.id,
        name: 'Zora Young',
        credentials: 'PsyD',
        caseloadSize: 1,
        sessionsThisWeek: 1,
        unsignedNotes: 0,
      },
    ]);
  });

  it('counts no sessions when no week is given', async () => {
    const reply = await list(founder.access_token);
    expect(
      reply.body.practitioners.map((p) => [p.name, p.caseloadSize, p.sessionsThisWeek]),
    ).toEqual([
      ['Ida Abel', 2, 0],
      ['Zora Young', 1, 0],
    ]);
  });

  it('is open to every member, and each clinic sees only its own clinicians and counts', async () => {
    for (const who of [founder, ida.login, staff.login, ownerOnly.login]) {
      expect((await list(who.access_token)).status).toBe(200);
    }
    const theirs = await list(stranger.access_token, weekQuery);
    expect(theirs.body.practitioners).toEqual([
      expect.objectContaining({ id: stranger.user.id, caseloadSize: 1, sessionsThisWeek: 1 }),
    ]);
  });

  it('finds practitioners by part of either name, ignoring case, taking % and _ literally', async () => {
    const names = async (q: string) =>
      (await list(founder.access_token, `?q=${encodeURIComponent(q)}`)).body.practitioners.map(
        (p) => p.name,
      );
    expect(await names('abe')).toEqual(['Ida Abel']);
    expect(await names('ZORA')).toEqual(['Zora Young']);
    expect(await names('ida abel')).toEqual(['Ida Abel']);
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
  });

  it.each([
    ['?clinic=other', 'Unrecognized key'],
    ['?weekFrom=monday&weekTo=sunday', 'weekFrom:'],
    [`?weekFrom=${encodeURIComponent(WEEK.from)}`, 'give both weekFrom and weekTo'],
    [
      `?weekFrom=${encodeURIComponent(WEEK.to)}&weekTo=${encodeURIComponent(WEEK.from)}`,
      'weekTo must be after weekFrom',
    ],
    ['?weekFrom=2026-01-01T00:00:00Z&weekTo=2026-03-01T00:00:00Z', 'at most 8 days'],
    [`?q=${'x'.repeat(101)}`, 'q:'],
  ])('refuses %s with a 400 that names the problem', async (query, says) => {
    const reply = await list(founder.access_token, query);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain(says);
  });

  it('refuses a caller without a session', async () => {
    expect((await server.request('GET', '/practitioners')).status).toBe(401);
  });
});
