import { sql } from 'kysely';
import type { PractitionerSummary } from '../../common/contracts/clinic.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { hasSignedNote } from '../encounters/day.repository.ts';

/** A week's bounds (UTC instants of the clinic-time-zone week the client shows). */
export interface Week {
  from: Date;
  to: Date;
}

/** `text` as a LIKE pattern that matches it anywhere, its own % _ and \ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** member id → count, for the rows a grouped count query returns. */
const countsBy = <K extends string>(
  rows: ({ [key in K]: string } & { n: string | number })[],
  key: K,
) => new Map(rows.map((row) => [row[key], Number(row.n)]));

/** Patients on each member's care team who are still in care (active or inactive, not discharged). */
async function caseloadSizes(clinic: TenantDb, ids: string[]) {
  const rows = await clinic
    .selectFrom('care_team')
    .innerJoin('patients', (join) =>
      join
        .onRef('patients.tenant_id', '=', 'care_team.tenant_id')
        .onRef('patients.id', '=', 'care_team.patient_id'),
    )
    .select(['care_team.member_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('care_team.member_id', 'in', ids)
    .where('patients.status', 'in', ['active', 'inactive'])
    .groupBy('care_team.member_id')
    .execute();
  return countsBy(rows, 'member_id');
}

/** Each clinician's sessions starting in the week, cancelled ones left out. */
async function sessionCounts(clinic: TenantDb, ids: string[], week: Week) {
  const rows = await clinic
    .selectFrom('encounters')
    .select(['clinician_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('clinician_id', 'in', ids)
    .where('starts_at', '>=', week.from)
    .where('starts_at', '<', week.to)
    .where('status', '!=', 'cancelled')
    .groupBy('clinician_id')
    .execute();
  return countsBy(rows, 'clinician_id');
}

/**
 * Each clinician's notes still owed: their finished sessions without a signed note (none yet, or
 * a draft), as the clinician's day lists them (server/encounters/day.repository.ts).
 */
async function unsignedNoteCounts(clinic: TenantDb, ids: string[]) {
  const rows = await clinic
    .selectFrom('encounters')
    .select(['clinician_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('clinician_id', 'in', ids)
    .where('status', '=', 'finished')
    .where(sql<boolean>`not ${hasSignedNote}`)
    .groupBy('clinician_id')
    .execute();
  return countsBy(rows, 'clinician_id');
}

/**
 * The clinic's active members who see patients (the clinician role), by last name, optionally
 * those whose name contains `q`; each with caseload size, the week's sessions (0 without a
 * week) and unsigned notes.
 */
export async function listPractitioners(
  clinic: TenantDb,
  filter: { q?: string | undefined; week?: Week | undefined },
): Promise<PractitionerSummary[]> {
  let query = clinic
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'credentials'])
    .where('active', '=', true)
    .where(sql<boolean>`'clinician' = any(roles)`);
  if (filter.q) {
    query = query.where(
      sql<boolean>`(first_name || ' ' || last_name) ilike ${containing(filter.q)}`,
    );
  }
  const rows = await query.orderBy('last_name').orderBy('first_name').orderBy('id').execute();
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [caseloads, sessions, unsigned] = await Promise.all([
    caseloadSizes(clinic, ids),
    filter.week ? sessionCounts(clinic, ids, filter.week) : new Map<string, number>(),
    unsignedNoteCounts(clinic, ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    credentials: row.credentials,
    caseloadSize: caseloads.get(row.id) ?? 0,
    sessionsThisWeek: sessions.get(row.id) ?? 0,
    unsignedNotes: unsigned.get(row.id) ?? 0,
  }));
}
