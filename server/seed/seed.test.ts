import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../common/contracts/account.contract.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { verifyIntegrity } from '../db/integrity/verify-integrity.ts';
import { DEMO, DEMO_ACCOUNTS, seedDemo } from './seed.ts';
import { zonedInstant } from './clinic-time.ts';
import { demoPatients } from './patients.ts';
import { seededRandom } from './random.ts';
import { demoSessions } from './sessions.ts';
import { searchPatients } from '../patients/patient-search.test-kit.ts';

/** A Wednesday, 12:15 in Bucharest, three days after clocks went back (EEST → EET). */
const SEEDED_AT = new Date('2026-10-28T10:15:00Z');
const ZONE = 'Europe/Bucharest';

let ts: TestServer;
let created: boolean;

beforeAll(async () => {
  ts = await startTestServer();
  created = await seedDemo(ts.server.ctx.db, SEEDED_AT);
});
afterAll(() => ts.close());

const db = () => ts.server.ctx.db;
const count = async (query: ReturnType<typeof sql<{ n: number }>>) =>
  Number((await query.execute(db())).rows[0]?.n);

describe('the demo clinic `npm start` seeds', () => {
  it('passes `npm run verify`: every signature recomputes, every audit chain holds', async () => {
    const report = await verifyIntegrity(db(), SEEDED_AT);
    expect(report.broken).toEqual([]);
    expect(report.checked.notes).toBeGreaterThan(10);
    expect(report.checked.intakes).toBeGreaterThan(0);
  });

  it('creates the clinic in Bucharest with a member in each role, each able to sign in', async () => {
    expect(created).toBe(true);
    const clinic = await db()
      .selectFrom('tenants')
      .selectAll()
      .where('id', '=', DEMO.tenantId)
      .executeTakeFirstOrThrow();
    expect(clinic).toMatchObject({ time_zone: ZONE, settings: {} });
    expect(clinic.address).toMatch(/fictional/);
    const roles = new Set(DEMO_ACCOUNTS.flatMap((a) => a.roles));
    expect([...roles].sort()).toEqual(['clinician', 'owner', 'staff']);
    expect(DEMO_ACCOUNTS.filter((a) => a.roles.includes('clinician'))).toHaveLength(3);
    for (const account of DEMO_ACCOUNTS) {
      const login = await ts.request<LoginResponse>('POST', '/account/login', {
        body: { email: account.email, password: account.password },
      });
      expect(login.status, account.email).toBe(200);
      expect([...login.body.user.roles].sort()).toEqual([...account.roles].sort());
    }
  });

  it('registers 40+ patients marked fictional, numbered by the clinic counter and findable by a misspelt name', async () => {
    const patients = await db()
      .selectFrom('patients')
      .select(['mrn', 'emergency_contact', 'family_name', 'status'])
      .where('tenant_id', '=', DEMO.tenantId)
      .orderBy('mrn')
      .execute();
    expect(patients.length).toBeGreaterThanOrEqual(40);
    expect(patients.every((p) => p.emergency_contact?.startsWith('Fictional demo patient'))).toBe(
      true,
    );
    expect(patients[0]?.mrn).toBe('000001');
    const counter = await db()
      .selectFrom('mrn_counters')
      .select('last_mrn')
      .where('tenant_id', '=', DEMO.tenantId)
      .executeTakeFirstOrThrow();
    expect(counter.last_mrn).toBe(patients.length);
    expect(new Set(patients.map((p) => p.status))).toEqual(
      new Set(['active', 'inactive', 'discharged']),
    );

    const login = await ts.request<LoginResponse>('POST', '/account/login', {
      body: { email: DEMO.email, password: DEMO.password },
    });
    const family = patients.find((p) => p.family_name.length >= 7)?.family_name ?? '';
    const misspelt = `${family.slice(0, 3)}${family.slice(4)}`;
    const found = await searchPatients(
      ts,
      login.body.access_token,
      `clinician=any&q=${encodeURIComponent(misspelt)}`,
    );
    expect(found.status).toBe(200);
    expect(found.body.patients.map((p) => p.familyName)).toContain(family);
  });

  it('gives every patient a treatment consent and many a diagnosis, a care team and some a risk flag', async () => {
    const without = await count(sql<{ n: number }>`
      select count(*)::int as n from patients p where p.tenant_id = ${DEMO.tenantId} and not exists (
        select 1 from consents c where c.tenant_id = p.tenant_id and c.patient_id = p.id and c.kind = 'treatment')`);
    expect(without).toBe(0);
    const diagnosed = await count(sql<{ n: number }>`
      select count(distinct patient_id)::int as n from diagnoses where tenant_id = ${DEMO.tenantId}`);
    expect(diagnosed).toBeGreaterThanOrEqual(24);
    const flagged = await count(sql<{ n: number }>`
      select count(*)::int as n from patients where tenant_id = ${DEMO.tenantId} and 'suicide-risk' = any(flags)`);
    expect(flagged).toBeGreaterThan(0);
    const noTeam = await count(sql<{ n: number }>`
      select count(*)::int as n from patients p where p.tenant_id = ${DEMO.tenantId} and not exists (
        select 1 from care_team t where t.tenant_id = p.tenant_id and t.patient_id = p.id and t.member_id = p.primary_clinician_id)`);
    expect(noTeam).toBe(0);
  });

  it('books sessions before and after the seed, on working days between 09:00 and 17:00 clinic time, across a clock change', async () => {
    const rows = await sql<{
      past: number;
      future: number;
      outside: number;
      before_change: number;
    }>`
      select
        count(*) filter (where ends_at <= ${SEEDED_AT})::int as past,
        count(*) filter (where starts_at > ${SEEDED_AT})::int as future,
        count(*) filter (where extract(isodow from starts_at at time zone ${ZONE}) > 5
          or (starts_at at time zone ${ZONE})::time < time '09:00'
          or (ends_at at time zone ${ZONE})::time > time '17:00'
          or (starts_at at time zone ${ZONE})::date <> (ends_at at time zone ${ZONE})::date
          or extract(minute from starts_at at time zone ${ZONE}) <> 0
          or ends_at - starts_at <> interval '50 minutes')::int as outside,
        count(*) filter (where starts_at < timestamptz '2026-10-25T00:00:00Z')::int as before_change
      from encounters where tenant_id = ${DEMO.tenantId}`.execute(db());
    const figures = rows.rows[0];
    expect(figures?.past).toBeGreaterThan(50);
    expect(figures?.future).toBeGreaterThan(30);
    expect(figures?.before_change).toBeGreaterThan(0);
    expect(figures?.outside).toBe(0);
  });

  it('never books a clinician into two sessions at once', async () => {
    const overlaps = await count(sql<{ n: number }>`
      select count(*)::int as n from encounters a join encounters b
        on a.tenant_id = b.tenant_id and a.clinician_id = b.clinician_id and a.id < b.id
       and a.starts_at < b.ends_at and b.starts_at < a.ends_at
      where a.tenant_id = ${DEMO.tenantId}`);
    expect(overlaps).toBe(0);
  });

  it('leaves past sessions finished, cancelled or missed with a reason, and future ones not yet held', async () => {
    const rows = await db()
      .selectFrom('encounters')
      .select(['status', 'status_reason', 'starts_at', 'ends_at'])
      .where('tenant_id', '=', DEMO.tenantId)
      .execute();
    const past = rows.filter((r) => r.ends_at <= SEEDED_AT);
    expect(past.every((r) => ['finished', 'cancelled', 'no-show'].includes(r.status))).toBe(true);
    expect(past.filter((r) => r.status === 'finished').length / past.length).toBeGreaterThan(0.75);
    expect(past.some((r) => r.status === 'cancelled')).toBe(true);
    const unfinished = past.filter((r) => r.status !== 'finished');
    expect(unfinished.every((r) => (r.status_reason ?? '').length > 0)).toBe(true);
    const future = rows.filter((r) => r.starts_at > SEEDED_AT);
    expect(future.every((r) => ['planned', 'arrived', 'cancelled'].includes(r.status))).toBe(true);
    expect(new Set(rows.map((r) => r.status)).size).toBeGreaterThanOrEqual(4);
  });

  it('changes nothing when it runs again', async () => {
    const before = await count(sql<{ n: number }>`
      select ((select count(*) from patients) + (select count(*) from encounters) +
        (select count(*) from users) + (select count(*) from consents))::int as n`);
    expect(await seedDemo(db(), new Date(SEEDED_AT.getTime() + 86_400_000))).toBe(false);
    const after = await count(sql<{ n: number }>`
      select ((select count(*) from patients) + (select count(*) from encounters) +
        (select count(*) from users) + (select count(*) from consents))::int as n`);
    expect(after).toBe(before);
  });

  it("puts 09:00 in Bucharest at the true instant on both sides of spring's clock change", () => {
    expect(zonedInstant({ year: 2027, month: 3, day: 26 }, 9, 0, ZONE).toISOString()).toBe(
      '2027-03-26T07:00:00.000Z',
    );
    expect(zonedInstant({ year: 2027, month: 3, day: 29 }, 9, 0, ZONE).toISOString()).toBe(
      '2027-03-29T06:00:00.000Z',
    );
  });

  it('builds the same clinic from the same instant', () => {
    const build = () => {
      const random = seededRandom(7);
      const clinic = demoPatients(random, SEEDED_AT, 1);
      return { clinic, sessions: demoSessions(clinic.plans, SEEDED_AT, random) };
    };
    expect(build()).toEqual(build());
  });
});
