import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import type { Patient, PatientListResponse } from '../../common/contracts/patients.contract.ts';
import type { TestServer } from '../test/harness.ts';
import { startTestServer } from '../test/harness.ts';
import { searchPatients } from './patient-search.test-kit.ts';

let server: TestServer;
/** Clinic A: its founder (owner + clinician), a front-desk member, a second clinician, an owner only. */
let founder: LoginResponse;
let staff: LoginResponse;
let colleague: { id: string; login: LoginResponse };
let ownerOnly: LoginResponse;
/** Clinic B's founder. */
let otherClinic: LoginResponse;

const ada = {
  familyName: 'Lovelace',
  givenName: 'Ada',
  preferredName: 'Addie',
  pronouns: 'she/her',
  birthDate: '1985-12-10',
};

async function register(token: string, body: Record<string, unknown> = ada) {
  const reply = await server.request<{ patient: Patient }>('POST', '/patients', { token, body });
  if (reply.status !== 201) throw new Error(`register failed: ${reply.status} ${reply.text}`);
  return reply.body.patient;
}

const list = (token: string, query = '') => searchPatients(server, token, query);

beforeAll(async () => {
  server = await startTestServer();
  founder = (await server.signUp()).login;
  const tenantId = founder.user.tenantId;
  staff = (await server.addMember(tenantId, ['staff'])).login;
  colleague = await server.addMember(tenantId, ['clinician']);
  ownerOnly = (await server.addMember(tenantId, ['owner'])).login;
  otherClinic = (await server.signUp()).login;
});
afterAll(() => server.close());

describe('registering a patient', () => {
  it('assigns the next MRN of the clinic and puts a registering clinician on the care team', async () => {
    const first = await register(founder.access_token);
    const second = await register(founder.access_token, { ...ada, givenName: 'Byron' });
    expect(Number(second.mrn)).toBe(Number(first.mrn) + 1);
    expect(first).toMatchObject({
      ...ada,
      status: 'active',
      primaryClinicianId: founder.user.id,
      careTeam: [founder.user.id],
    });
  });

  it('numbers each clinic on its own', async () => {
    const theirs = await register(otherClinic.access_token, { ...ada, familyName: 'Other' });
    expect(theirs.mrn).toBe('000001');
  });

  it('lets the front desk register a patient for a named clinician', async () => {
    const patient = await register(staff.access_token, {
      ...ada,
      familyName: 'Desk',
      primaryClinicianId: colleague.id,
    });
    expect(patient.careTeam).toEqual([colleague.id]);
  });

  it('refuses a primary clinician who is not a clinician of this clinic', async () => {
    for (const primaryClinicianId of [otherClinic.user.id, ownerOnly.user.id]) {
      const reply = await server.request('POST', '/patients', {
        token: staff.access_token,
        body: { ...ada, primaryClinicianId },
      });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({
        message: 'The primary clinician must be an active clinician of this clinic.',
      });
    }
  });

  it('refuses a member whose only role is owner (403)', async () => {
    const reply = await server.request('POST', '/patients', {
      token: ownerOnly.access_token,
      body: ada,
    });
    expect(reply.status).toBe(403);
  });

  it('names the field a bad input breaks and stores nothing', async () => {
    const before = await list(staff.access_token, '?clinician=any&limit=100');
    const reply = await server.request('POST', '/patients', {
      token: staff.access_token,
      body: { ...ada, birthDate: '10/12/1985' },
    });
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain('YYYY-MM-DD');
    const after = await list(staff.access_token, '?clinician=any&limit=100');
    expect(after.body.patients).toHaveLength(before.body.patients.length);
  });

  it.each(['1970-13-45', '1985-02-30', '1985-00-10'])(
    'refuses the birth date %s, which is not on the calendar, with a 400 and stores nothing',
    async (birthDate) => {
      const before = await list(staff.access_token, '?clinician=any&limit=100');
      const reply = await server.request('POST', '/patients', {
        token: staff.access_token,
        body: { ...ada, birthDate },
      });
      expect(reply.status).toBe(400);
      expect(String(reply.body.message)).toContain('No such date in the calendar');
      const after = await list(staff.access_token, '?clinician=any&limit=100');
      expect(after.body.patients).toHaveLength(before.body.patients.length);
    },
  );
});

describe('reading a patient', () => {
  it("answers 404 for another clinic's patient, the same as for none", async () => {
    const theirs = await register(otherClinic.access_token, { ...ada, familyName: 'Secret' });
    const reply = await server.request('GET', `/patients/${theirs.id}`, {
      token: founder.access_token,
    });
    const none = await server.request('GET', '/patients/no-such-id', {
      token: founder.access_token,
    });
    expect([reply.status, none.status]).toEqual([404, 404]);
    expect(reply.text).not.toContain('Secret');
  });

  it('records every read and change in the record-access trail', async () => {
    const patient = await register(founder.access_token, { ...ada, familyName: 'Audited' });
    await server.request('GET', `/patients/${patient.id}`, { token: staff.access_token });
    await server.request('PATCH', `/patients/${patient.id}`, {
      token: founder.access_token,
      body: { phone: '+40 700 000 000' },
    });
    const trail = await server.server.ctx.db
      .selectFrom('record_access')
      .select(['user_id', 'action'])
      .where('patient_id', '=', patient.id)
      .orderBy('seq')
      .execute();
    expect(trail).toEqual([
      { user_id: founder.user.id, action: 'create' },
      { user_id: staff.user.id, action: 'read' },
      { user_id: founder.user.id, action: 'update' },
    ]);
  });

  it('refuses a deactivated member at once, with the session they already hold', async () => {
    const leaving = await server.addMember(founder.user.tenantId, ['staff']);
    expect((await list(leaving.login.access_token)).status).toBe(200);
    await server.server.ctx.db
      .updateTable('users')
      .set({ active: false })
      .where('id', '=', leaving.id)
      .execute();
    expect((await list(leaving.login.access_token)).status).toBe(401);
  });

  it('refuses a request without a session', async () => {
    const reply = await searchPatients(server, undefined);
    expect(reply.status).toBe(401);
  });
});

describe('editing a patient', () => {
  it('lets the front desk edit demographics and discharge, keeping the record', async () => {
    const patient = await register(founder.access_token, { ...ada, familyName: 'Discharge' });
    const reply = await server.request<{ patient: Patient }>('PATCH', `/patients/${patient.id}`, {
      token: staff.access_token,
      body: { status: 'discharged', pronouns: 'they/them' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.patient).toMatchObject({ status: 'discharged', pronouns: 'they/them' });
    const read = await server.request<{ patient: Patient }>('GET', `/patients/${patient.id}`, {
      token: staff.access_token,
    });
    expect(read.body.patient.mrn).toBe(patient.mrn);
  });

  it("refuses a clinician editing a patient outside their caseload, and another clinic's edit is a 404", async () => {
    const patient = await register(founder.access_token, { ...ada, familyName: 'Caseload' });
    const colleagueEdit = await server.request('PATCH', `/patients/${patient.id}`, {
      token: colleague.login.access_token,
      body: { phone: '1' },
    });
    const foreignEdit = await server.request('PATCH', `/patients/${patient.id}`, {
      token: otherClinic.access_token,
      body: { phone: '1' },
    });
    const ownerEdit = await server.request('PATCH', `/patients/${patient.id}`, {
      token: ownerOnly.access_token,
      body: { phone: '1' },
    });
    expect([colleagueEdit.status, foreignEdit.status, ownerEdit.status]).toEqual([403, 404, 403]);
  });

  it('adds a new primary clinician to the care team', async () => {
    const patient = await register(founder.access_token, { ...ada, familyName: 'Handover' });
    const reply = await server.request<{ patient: Patient }>('PATCH', `/patients/${patient.id}`, {
      token: founder.access_token,
      body: { primaryClinicianId: colleague.id },
    });
    expect(reply.body.patient.primaryClinicianId).toBe(colleague.id);
    expect([...reply.body.patient.careTeam].sort()).toEqual([founder.user.id, colleague.id].sort());
  });
});

describe('the patient list', () => {
  let tenant: TestServer;
  let owner: LoginResponse;
  let desk: LoginResponse;
  let other: { id: string; login: LoginResponse };

  beforeAll(async () => {
    tenant = server;
    owner = (await tenant.signUp()).login;
    desk = (await tenant.addMember(owner.user.tenantId, ['staff'])).login;
    other = await tenant.addMember(owner.user.tenantId, ['clinician']);
    const people = [
      ['Johnson', 'Katherine', '1918-08-26'],
      ['Hopper', 'Grace', '1906-12-09'],
      ['Hamilton', 'Margaret', '1936-08-17'],
      ['Goldberg', 'Adele', '1945-07-22'],
      ['Jackson', 'Mary', '1921-04-09'],
    ];
    for (const [familyName, givenName, birthDate] of people) {
      await register(owner.access_token, { familyName, givenName, birthDate });
    }
    await register(desk.access_token, {
      familyName: 'Liskov',
      givenName: 'Barbara',
      birthDate: '1939-11-07',
      primaryClinicianId: other.id,
    });
  });

  const names = (reply: { body: PatientListResponse }) =>
    reply.body.patients.map((p) => p.familyName);

  it("shows a clinician their caseload by default, and the whole clinic's when asked", async () => {
    expect(names(await list(other.login.access_token))).toEqual(['Liskov']);
    expect(names(await list(other.login.access_token, '?clinician=any'))).toHaveLength(6);
  });

  it('shows the front desk the whole clinic, by name', async () => {
    expect(names(await list(desk.access_token))).toEqual([
      'Goldberg',
      'Hamilton',
      'Hopper',
      'Jackson',
      'Johnson',
      'Liskov',
    ]);
  });

  it('finds partial and misspelt names, best match first', async () => {
    expect(names(await list(desk.access_token, '?q=hop'))[0]).toBe('Hopper');
    expect(names(await list(desk.access_token, '?q=Katharine%20Jonson'))[0]).toBe('Johnson');
    expect(names(await list(desk.access_token, '?q=grace'))).toEqual(['Hopper']);
  });

  it('finds a patient by MRN and by birth date', async () => {
    const all = await list(desk.access_token, '?limit=100');
    const hopper = all.body.patients.find((p) => p.familyName === 'Hopper')!;
    expect(names(await list(desk.access_token, `?q=${hopper.mrn}`))).toEqual(['Hopper']);
    expect(names(await list(desk.access_token, '?q=1921-04-09'))).toEqual(['Jackson']);
  });

  it('pages with a cursor that neither repeats nor skips a patient', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const reply = await list(
        desk.access_token,
        `?limit=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...names(reply));
      cursor = reply.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['Goldberg', 'Hamilton', 'Hopper', 'Jackson', 'Johnson', 'Liskov']);
  });

  it('filters by status', async () => {
    const all = await list(desk.access_token, '?limit=100');
    const goldberg = all.body.patients.find((p) => p.familyName === 'Goldberg')!;
    await server.request('PATCH', `/patients/${goldberg.id}`, {
      token: desk.access_token,
      body: { status: 'inactive' },
    });
    expect(names(await list(desk.access_token, '?status=inactive'))).toEqual(['Goldberg']);
  });

  it("never lists another clinic's patients, whatever the query", async () => {
    const foreign = await list(otherClinic.access_token, '?clinician=any&q=johnson');
    expect(names(foreign)).not.toContain('Johnson');
  });
});
