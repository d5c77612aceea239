import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_ENCOUNTER_MINUTES,
  encounterListResponse,
  type Encounter,
  type EncounterListResponse,
} from '../../common/contracts/encounters.contract.ts';
import type { Patient } from '../../common/contracts/patients.contract.ts';
import {
  accessTrail,
  booked,
  registerPatient,
  sessionAt,
  startSessionClinic,
  transition,
  type SessionClinic,
} from './encounters.test-kit.ts';

let c: SessionClinic;
/** On the founder's caseload only (the founder is owner + clinician: sees the whole schedule). */
let founders: Patient;
/** On the colleague's caseload only. */
let colleagues: Patient;
/** The founder's session with their patient. */
let mine: Encounter;
/** The colleague's session with their patient. */
let theirs: Encounter;
/** The colleague's session with the founder's patient (booked by the front desk; off the team since). */
let covering: Encounter;

beforeAll(async () => {
  c = await startSessionClinic();
  founders = await registerPatient(c.server, c.founder.access_token);
  colleagues = await registerPatient(c.server, c.colleague.access_token);
  mine = await booked(
    c.server,
    c.founder.access_token,
    sessionAt(founders.id, c.founder.user.id, '2026-09-01T09:00:00Z'),
  );
  theirs = await booked(
    c.server,
    c.colleague.access_token,
    sessionAt(colleagues.id, c.colleague.user.id, '2026-09-01T10:00:00Z'),
  );
  covering = await booked(
    c.server,
    c.staff.access_token,
    sessionAt(founders.id, c.colleague.user.id, '2026-09-01T11:00:00Z'),
  );
  // Booking put the colleague on the founder's patient's care team; the cover is over since.
  await c.server.server.ctx.db
    .deleteFrom('care_team')
    .where('patient_id', '=', founders.id)
    .where('member_id', '=', c.colleague.user.id)
    .execute();
});
afterAll(() => c.server.close());

const readOne = (token: string, id: string) =>
  c.server.request<{ encounter: Encounter }>('GET', `/encounters/${id}`, { token });

const list = async (token: string, query: string) => {
  const reply = await c.server.request<EncounterListResponse>('GET', `/encounters?${query}`, {
    token,
  });
  return { ...reply, ids: reply.status === 200 ? reply.body.encounters.map((e) => e.id) : [] };
};

describe('reading one session', () => {
  it('answers the session and writes a read in the patient’s record-access trail', async () => {
    const before = (await accessTrail(c.server, founders.id)).length;
    const reply = await readOne(c.founder.access_token, mine.id);
    expect(reply.status).toBe(200);
    expect(reply.body.encounter).toEqual(mine);
    const trail = await accessTrail(c.server, founders.id);
    expect(trail).toHaveLength(before + 1);
    expect(trail.at(-1)).toMatchObject({ user_id: c.founder.user.id, action: 'read' });
  });

  it('shows the front desk and owners the whole clinic’s schedule', async () => {
    for (const token of [c.staff.access_token, c.ownerOnly.access_token, c.founder.access_token]) {
      expect((await readOne(token, theirs.id)).status).toBe(200);
    }
  });

  it('shows a clinician their own session even with a patient off their caseload', async () => {
    expect((await readOne(c.colleague.access_token, covering.id)).status).toBe(200);
  });

  it('answers 404 to a clinician for a session neither theirs nor of their caseload, and writes no read', async () => {
    const before = (await accessTrail(c.server, founders.id)).length;
    const reply = await readOne(c.colleague.access_token, mine.id);
    expect(reply.status).toBe(404);
    expect(reply.text).not.toContain(founders.familyName);
    expect(await accessTrail(c.server, founders.id)).toHaveLength(before);
  });

  it('answers 404 to another clinic’s member, the same as for no session', async () => {
    const other = await readOne(c.other.access_token, mine.id);
    const none = await readOne(c.founder.access_token, 'no-such-session');
    expect([other.status, none.status]).toEqual([404, 404]);
    expect(other.body).toEqual(none.body);
  });
});

describe('listing sessions', () => {
  it('lists what the caller may see, in time order: a clinician without staff or owner only their own and their caseload’s', async () => {
    const staff = await list(
      c.staff.access_token,
      'from=2026-09-01T00:00:00Z&to=2026-09-02T00:00:00Z',
    );
    expect(encounterListResponse.parse(staff.body).encounters.map((e) => e.id)).toEqual([
      mine.id,
      theirs.id,
      covering.id,
    ]);
    const owner = await list(c.ownerOnly.access_token, 'from=2026-09-01T00:00:00Z');
    expect(owner.ids).toEqual([mine.id, theirs.id, covering.id]);
    const founder = await list(c.founder.access_token, 'from=2026-09-01T00:00:00Z');
    expect(founder.ids).toEqual([mine.id, theirs.id, covering.id]);
    const colleague = await list(c.colleague.access_token, 'from=2026-09-01T00:00:00Z');
    expect(colleague.ids).toEqual([theirs.id, covering.id]);
  });

  it('never lists another clinic’s sessions', async () => {
    const other = await list(c.other.access_token, 'from=2026-01-01T00:00:00Z');
    expect(other.status).toBe(200);
    expect(other.ids).toEqual([]);
  });

  it('filters by clinician (`me` is the caller), patient, status and a window sessions overlap', async () => {
    const me = await list(c.colleague.access_token, 'clinicianId=me');
    expect(me.ids).toEqual([theirs.id, covering.id]);
    const byPatient = await list(c.staff.access_token, `patientId=${founders.id}`);
    expect(byPatient.ids).toEqual([mine.id, covering.id]);
    // 09:50–10:30 overlaps the 09:00–09:50 session? No: half-open, it ends at 09:50.
    const window = await list(
      c.staff.access_token,
      'from=2026-09-01T09:50:00Z&to=2026-09-01T10:30:00Z',
    );
    expect(window.ids).toEqual([theirs.id]);
    const offsetWindow = await list(
      c.staff.access_token,
      `from=${encodeURIComponent('2026-09-01T12:00:00+01:00')}&to=${encodeURIComponent('2026-09-01T14:00:00+02:00')}`,
    );
    expect(offsetWindow.ids).toEqual([covering.id]);
    const session = await booked(
      c.server,
      c.founder.access_token,
      sessionAt(founders.id, c.founder.user.id, '2026-09-02T09:00:00Z'),
    );
    await transition(c.server, c.founder.access_token, session.id, 'cancel', 'Holiday');
    const cancelled = await list(c.staff.access_token, 'status=cancelled');
    expect(cancelled.ids).toEqual([session.id]);
  });

  it('answers 404 to a list of a patient the caller may not see, and of another clinic’s patient', async () => {
    const unrelated = await registerPatient(c.server, c.founder.access_token);
    const offCaseload = await list(c.colleague.access_token, `patientId=${unrelated.id}`);
    const otherClinic = await list(c.other.access_token, `patientId=${founders.id}`);
    const none = await list(c.staff.access_token, 'patientId=no-such-patient');
    expect([offCaseload.status, otherClinic.status, none.status]).toEqual([404, 404, 404]);
  });

  it('lists a patient off the caller’s caseload whose sessions the caller holds', async () => {
    const reply = await list(c.colleague.access_token, `patientId=${founders.id}`);
    expect(reply.ids).toEqual([covering.id]);
  });

  it('pages with an opaque cursor: every session once, in time order', async () => {
    const paged = await registerPatient(c.server, c.founder.access_token);
    const starts = ['10:00', '09:00', '11:00', '09:30', '12:00'].map((t) => `2026-10-01T${t}:00Z`);
    const sessions: Encounter[] = [];
    for (const start of starts) {
      sessions.push(
        await booked(
          c.server,
          c.staff.access_token,
          sessionAt(paged.id, c.founder.user.id, start, 20),
        ),
      );
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const query = `patientId=${paged.id}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await list(c.staff.access_token, query);
      seen.push(...page.ids);
      cursor = page.body.nextCursor;
      pages += 1;
    } while (cursor);
    const inOrder = [...sessions].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
    expect(seen).toEqual(inOrder.map((s) => s.id));
    expect(pages).toBe(3);
  });

  it('lists a session of the longest length that began the day before and runs into the window, not one that ends as it begins', async () => {
    const long = await registerPatient(c.server, c.founder.access_token);
    const reaching = await booked(
      c.server,
      c.staff.access_token,
      sessionAt(long.id, c.founder.user.id, '2026-11-10T12:01:00Z', MAX_ENCOUNTER_MINUTES),
    );
    const ending = await booked(
      c.server,
      c.staff.access_token,
      sessionAt(long.id, c.colleague.user.id, '2026-11-10T12:00:00Z', MAX_ENCOUNTER_MINUTES),
    );
    const window = await list(
      c.staff.access_token,
      `patientId=${long.id}&from=2026-11-11T00:00:00Z&to=2026-11-12T00:00:00Z`,
    );
    expect(window.ids).toEqual([reaching.id]);
    expect(window.ids).not.toContain(ending.id);
  });
});

describe('bad list queries', () => {
  it.each([
    ['an unknown parameter', 'colour=red', 'colour'],
    ['a limit of zero', 'limit=0', 'limit'],
    ['a limit over 200', 'limit=201', 'limit'],
    ['an impossible date', 'from=2026-02-30T10:00:00Z', 'ISO 8601'],
    ['an unknown status', 'status=lost', 'status'],
    [
      'a window ending before it starts',
      'from=2026-09-02T00:00:00Z&to=2026-09-01T00:00:00Z',
      'end after it starts',
    ],
    ['a cursor this server did not write', 'cursor=bm90LWEtY3Vyc29y', 'cursor is not valid'],
  ])('refuses %s with a 400 that names it', async (_, query, words) => {
    const reply = await list(c.staff.access_token, query);
    expect(reply.status).toBe(400);
    expect(String((reply.body as unknown as { message: string }).message)).toContain(words);
  });
});
