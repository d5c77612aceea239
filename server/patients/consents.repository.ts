import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type {
  Consent,
  ConsentInput,
  ConsentListResponse,
} from '../../common/contracts/patients.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';

/**
 * A patient's consents (FHIR Consent), append-only: every grant or withdrawal is a row that is
 * never changed; the history is newest first (by the order they were recorded), and each kind's
 * latest row is the one in force.
 */
export async function listConsents(
  clinic: TenantDb,
  patientId: string,
): Promise<ConsentListResponse> {
  const rows = await clinic
    .selectFrom('consents')
    .innerJoin('users', (join) =>
      join
        .onRef('users.id', '=', 'consents.recorded_by')
        .onRef('users.tenant_id', '=', 'consents.tenant_id'),
    )
    .select([
      'consents.id',
      'consents.kind',
      'consents.status',
      sql<string>`consents.effective_date::text`.as('effective_date'),
      'consents.note',
      'consents.recorded_by',
      'consents.recorded_at',
      'users.first_name',
      'users.last_name',
    ])
    .where('consents.patient_id', '=', patientId)
    .orderBy('consents.seq', 'desc')
    .execute();
  const history: Consent[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    status: row.status,
    effectiveDate: row.effective_date,
    note: row.note,
    recordedBy: { id: row.recorded_by, name: `${row.first_name} ${row.last_name}`.trim() },
    recordedAt: new Date(row.recorded_at).toISOString(),
  }));
  const current = history.filter(
    (entry, index) => history.findIndex((other) => other.kind === entry.kind) === index,
  );
  return { history, current };
}

/** Appends a grant or withdrawal, recorded by `recordedBy` at the server's `now`. */
export async function appendConsent(
  clinic: TenantDb,
  entry: { patientId: string; input: ConsentInput; recordedBy: string; now: Date },
): Promise<void> {
  await clinic
    .insertInto('consents', {
      id: randomUUID(),
      patient_id: entry.patientId,
      kind: entry.input.kind,
      status: entry.input.status,
      effective_date: entry.input.effectiveDate,
      note: entry.input.note || null,
      recorded_by: entry.recordedBy,
      recorded_at: entry.now,
    })
    .execute();
}
