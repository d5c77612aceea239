import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  patientSubPath,
  type ConsentListResponse,
  type Patient,
} from '../../common/contracts/patients.contract.ts';
import {
  ada,
  callAs,
  dayAfterNow,
  expectUnchanged,
  registerPatient,
  startKitWithPatient,
  trailOf,
  type ClinicKit,
} from './patient-records.test-kit.ts';

let kit: ClinicKit;
let patient: Patient;
let consents: string;

const grant = { kind: 'treatment', status: 'granted', effectiveDate: '2026-01-05' };

beforeAll(async () => {
  ({ kit, patient, path: consents } = await startKitWithPatient('consents'));
});
afterAll(() => kit.server.close());

const historyOf = async (id = patient.id) =>
  (await callAs<ConsentListResponse>(kit, kit.staff, 'GET', patientSubPath(id, 'consents'))).body
    .history;

describe('recording consents', () => {
  it('keeps every grant and withdrawal: the history newest first, each kind’s latest in force', async () => {
    const fresh = await registerPatient(kit, kit.founder, { ...ada, familyName: 'History' });
    const path = patientSubPath(fresh.id, 'consents');
    const granted = await callAs(kit, kit.founder, 'POST', path, { ...grant, note: 'Signed form' });
    expect(granted.status).toBe(201);
    kit.server.advance(60_000);
    await callAs(kit, kit.staff, 'POST', path, { ...grant, kind: 'telehealth' });
    kit.server.advance(60_000);
    const withdrawn = await callAs<ConsentListResponse>(kit, kit.staff, 'POST', path, {
      ...grant,
      status: 'withdrawn',
      effectiveDate: '2026-02-01',
    });
    expect(withdrawn.status).toBe(201);
    const { history, current } = withdrawn.body;
    expect(history.map((c) => [c.kind, c.status])).toEqual([
      ['treatment', 'withdrawn'],
      ['telehealth', 'granted'],
      ['treatment', 'granted'],
    ]);
    expect(current.map((c) => [c.kind, c.status])).toEqual([
      ['treatment', 'withdrawn'],
      ['telehealth', 'granted'],
    ]);
    expect(history[2]).toMatchObject({
      note: 'Signed form',
      effectiveDate: '2026-01-05',
      recordedBy: { id: kit.founder.user.id, name: 'Ada Lovelace' },
    });
    expect(history[0]?.recordedBy).toEqual({ id: kit.staff.user.id, name: 'Member staff' });
    expect(Date.parse(history[0]!.recordedAt)).toBeGreaterThan(Date.parse(history[2]!.recordedAt));
    expect(await historyOf(fresh.id)).toEqual(history);
  });

  it('lets a clinician on the care team record a consent', async () => {
    await callAs(kit, kit.founder, 'PUT', patientSubPath(patient.id, 'care-team'), {
      memberIds: [kit.founder.user.id, kit.colleague.id],
    });
    const reply = await callAs(kit, kit.colleague.login, 'POST', consents, {
      ...grant,
      kind: 'recording-ai',
    });
    expect(reply.status).toBe(201);
    await callAs(kit, kit.founder, 'PUT', patientSubPath(patient.id, 'care-team'), {
      memberIds: [kit.founder.user.id],
    });
  });

  it('refuses an owner-only member and a clinician outside the care team (403), storing nothing', async () => {
    await expectUnchanged(historyOf, async () => {
      for (const who of [kit.ownerOnly, kit.colleague.login]) {
        const reply = await callAs(kit, who, 'POST', consents, grant);
        expect(reply.status).toBe(403);
      }
    });
  });

  it('records a change in the record-access trail as an update by the recorder', async () => {
    const fresh = await registerPatient(kit, kit.founder, { ...ada, familyName: 'Trail' });
    await callAs(kit, kit.staff, 'POST', patientSubPath(fresh.id, 'consents'), grant);
    expect(await trailOf(kit, fresh.id)).toEqual([
      [kit.founder.user.id, 'create'],
      [kit.staff.user.id, 'update'],
    ]);
  });
});

describe('reading consents', () => {
  it('shows consent status to every member of the clinic and audits each read', async () => {
    const fresh = await registerPatient(kit, kit.founder, { ...ada, familyName: 'Status' });
    const path = patientSubPath(fresh.id, 'consents');
    for (const who of [kit.staff, kit.ownerOnly, kit.colleague.login, kit.founder]) {
      const reply = await callAs<ConsentListResponse>(kit, who, 'GET', path);
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ history: [], current: [] });
    }
    const reads = (await trailOf(kit, fresh.id)).filter(([, action]) => action === 'read-consents');
    expect(reads).toHaveLength(4);
  });

  it('answers 404 to another clinic’s member, reading or recording, and stores nothing', async () => {
    const [read, write] = await expectUnchanged(historyOf, async () => [
      await callAs(kit, kit.stranger, 'GET', consents),
      await callAs(kit, kit.stranger, 'POST', consents, grant),
    ]);
    expect([read.status, write.status]).toEqual([404, 404]);
    expect(read.text).not.toContain('Lovelace');
  });
});

describe('a consent that is not valid', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['an unknown field', { ...grant, recordedBy: 'someone-else' }, 'recordedBy'],
    ['an oversized note', { ...grant, note: 'x'.repeat(501) }, 'note'],
    ['an impossible date', { ...grant, effectiveDate: '2026-02-30' }, 'No such date'],
    ['a date in a 13th month', { ...grant, effectiveDate: '2026-13-45' }, 'No such date'],
    ['a date in another format', { ...grant, effectiveDate: '05/01/2026' }, 'YYYY-MM-DD'],
    ['an unknown kind', { ...grant, kind: 'haircut' }, 'kind'],
    ['an unknown status', { ...grant, status: 'maybe' }, 'status'],
    ['a date before the patient was born', { ...grant, effectiveDate: '1985-12-09' }, 'birth'],
  ];

  it.each(cases)(
    'refuses %s with a 400 that says what is wrong, storing nothing',
    async (_, body, says) => {
      const reply = await expectUnchanged(historyOf, () =>
        callAs(kit, kit.staff, 'POST', consents, body),
      );
      expect(reply.status).toBe(400);
      expect(String(reply.body.message)).toContain(says);
    },
  );

  it('refuses an effective date in the future but takes today', async () => {
    const future = await expectUnchanged(historyOf, () =>
      callAs(kit, kit.staff, 'POST', consents, { ...grant, effectiveDate: dayAfterNow(kit, 2) }),
    );
    expect(future.status).toBe(400);
    expect(future.body.message).toBe(
      'Invalid request body: effectiveDate: Must not be in the future',
    );
    const today = await callAs(kit, kit.staff, 'POST', consents, {
      ...grant,
      effectiveDate: dayAfterNow(kit, 0),
    });
    expect(today.status).toBe(201);
  });
});
