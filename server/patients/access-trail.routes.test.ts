import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditRecord } from '../../common/contracts/audit.contract.ts';
import {
  patientPath,
  patientSubPath,
  type AccessTrailResponse,
  type Patient,
} from '../../common/contracts/patients.contract.ts';
import { callAs, startKitWithPatient, type ClinicKit } from './patient-records.test-kit.ts';

let kit: ClinicKit;
let patient: Patient;
let access: string;

beforeAll(async () => {
  ({ kit, patient, path: access } = await startKitWithPatient('access'));
  await callAs(kit, kit.staff, 'GET', patientPath(patient.id));
  await callAs(kit, kit.staff, 'POST', patientSubPath(patient.id, 'consents'), {
    kind: 'treatment',
    status: 'granted',
    effectiveDate: '2026-01-05',
  });
  await callAs(kit, kit.founder, 'GET', patientSubPath(patient.id, 'diagnoses'));
  await callAs(kit, kit.founder, 'PUT', patientSubPath(patient.id, 'flags'), {
    flags: ['allergy'],
  });
});
afterAll(() => kit.server.close());

type AuditEventsResponse = { events: AuditRecord[] };

const trail = (query = '', who = kit.ownerOnly) =>
  callAs<AccessTrailResponse>(kit, who, 'GET', `${access}${query}`);

describe('the access trail', () => {
  it('shows an owner every read and change, newest first, with who did it', async () => {
    const reply = await trail();
    expect(reply.status).toBe(200);
    const founder = { id: kit.founder.user.id, name: 'Ada Lovelace' };
    const staff = { id: kit.staff.user.id, name: 'Member staff' };
    expect(reply.body.entries.map(({ user, action }) => ({ user, action }))).toEqual([
      { user: founder, action: 'update' },
      { user: founder, action: 'read-diagnoses' },
      { user: staff, action: 'update' },
      { user: staff, action: 'read' },
      { user: founder, action: 'create' },
    ]);
    expect(reply.body.nextCursor).toBeUndefined();
    const times = reply.body.entries.map((entry) => Date.parse(entry.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('pages by cursor without repeating or skipping a line, even as new lines arrive', async () => {
    const whole = (await trail('?limit=100')).body.entries;
    const seen: AccessTrailResponse['entries'] = [];
    let cursor: string | undefined;
    do {
      const reply = await trail(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(reply.body.entries.length).toBeLessThanOrEqual(2);
      seen.push(...reply.body.entries);
      cursor = reply.body.nextCursor;
      await callAs(kit, kit.staff, 'GET', patientPath(patient.id));
    } while (cursor);
    expect(seen).toEqual(whole);
  });

  it('refuses staff and clinicians, even one on the care team (403)', async () => {
    const onTeam = await kit.server.addMember(kit.founder.user.tenantId, ['clinician']);
    await callAs(kit, kit.staff, 'PUT', patientSubPath(patient.id, 'care-team'), {
      memberIds: [kit.founder.user.id, onTeam.id],
    });
    for (const who of [kit.staff, kit.colleague.login, onTeam.login]) {
      expect((await trail('', who)).status).toBe(403);
    }
  });

  it('answers 404 to another clinic’s owner', async () => {
    const reply = await trail('', kit.stranger);
    expect(reply.status).toBe(404);
  });

  it.each([
    ['a page larger than 100', '?limit=101', 'limit'],
    ['an empty page', '?limit=0', 'limit'],
    ['a cursor this server did not write', '?cursor=abc', 'nextCursor'],
    ['an unknown parameter', '?user=me', 'user'],
  ])('refuses %s with a 400 that names it', async (_, query, says) => {
    const reply = await callAs(kit, kit.ownerOnly, 'GET', `${access}${query}`);
    expect(reply.status).toBe(400);
    expect(String(reply.body.message)).toContain(says);
  });

  it('narrows the trail to one member, one action and a span of time', async () => {
    const staff = kit.staff.user.id;
    const byStaff = (await trail(`?userId=${staff}&limit=100`)).body.entries;
    expect(byStaff.length).toBeGreaterThan(0);
    expect(byStaff.every((entry) => entry.user.id === staff)).toBe(true);
    const reads = (await trail('?action=read-diagnoses')).body.entries;
    expect(reads.map((entry) => entry.action)).toEqual(['read-diagnoses']);
    const all = (await trail('?limit=100')).body.entries;
    const newest = all[0]!.at;
    const before = (await trail(`?to=${newest}&limit=100`)).body.entries;
    expect(before.every((entry) => entry.at < newest)).toBe(true);
    const since = (await trail(`?from=${newest}&limit=100`)).body.entries;
    expect(since.length).toBeGreaterThan(0);
    expect(since.every((entry) => entry.at >= newest)).toBe(true);
  });

  it.each([
    ['an action the trail does not record', '?action=delete', 'action'],
    ['a time that is no instant', '?from=yesterday', 'from'],
  ])('refuses a filter with %s (400)', async (_, query, says) => {
    const reply = await callAs(kit, kit.ownerOnly, 'GET', `${access}${query}`);
    expect(reply.status).toBe(400);
    expect(String(reply.body.message)).toContain(says);
  });
});

describe('the access trail as CSV', () => {
  const exportPath = () => `${access}/export`;

  it('gives an owner the filtered trail as a CSV file, and records the export as an audit event', async () => {
    const reply = await callAs(kit, kit.ownerOnly, 'GET', `${exportPath()}?action=read-diagnoses`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('text/csv');
    expect(reply.headers.get('content-disposition')).toBe(
      `attachment; filename="access-trail-${patient.mrn}.csv"`,
    );
    const lines = reply.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"at","member","member_id","action","break_glass","record_kind","record_id","record_format","record_at","via_app","via_app_client_id"',
    );
    // A read of the diagnoses is of the chart, not of one record: its record cells are empty.
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(
        /^"[^"]+Z","Ada Lovelace","[^"]+","read-diagnoses","no","","","","","",""$/,
      ),
    ]);
    const events = await callAs<AuditEventsResponse>(kit, kit.ownerOnly, 'GET', '/audit/events');
    const exported = events.body.events.find((event) => event.type === 'access-trail-export');
    expect(exported).toMatchObject({
      userId: kit.ownerOnly.user.id,
      subjectId: patient.id,
      after: ['action=read-diagnoses'],
    });
  });

  it('refuses staff and a clinician (403) and answers 404 to another clinic’s owner, recording no export', async () => {
    const count = async () =>
      (
        await callAs<AuditEventsResponse>(kit, kit.ownerOnly, 'GET', '/audit/events?limit=500')
      ).body.events.filter((event) => event.type === 'access-trail-export').length;
    const before = await count();
    for (const who of [kit.staff, kit.colleague.login]) {
      expect((await callAs(kit, who, 'GET', exportPath())).status).toBe(403);
    }
    expect((await callAs(kit, kit.stranger, 'GET', exportPath())).status).toBe(404);
    expect(await count()).toBe(before);
  });
});
