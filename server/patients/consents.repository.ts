import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  CONSENTS_PAGE_DEFAULT,
  type Consent,
  type ConsentInput,
  type ConsentListResponse,
} from '../../common/contracts/patients.contract.ts';
import { pageOfRows } from '../../common/contracts/paging.ts';
import type { TenantDb } from '../db/tenant-db.ts';

/**
 * A patient's consents (FHIR Consent), append-only: every grant or withdrawal is a row that is
 * never changed; the history is newest first (by the order they were recorded), and each kind's
 * latest row is the one in force. The history is answered a page at a time after the cursor's
 * entry (issue 31); `current` is always whole (one entry per kind). A cursor that is not one of
 * this patient's entries is `null` (the route answers 400).
 */
export async function listConsents(
  clinic: TenantDb,
  patientId: string,
  page: { limit: number; cursor?: string | undefined } = { limit: CONSENTS_PAGE_DEFAULT },
): Promise<ConsentListResponse | null> {
  const { cursor } = page;
  if (cursor) {
    const known = await clinic
      .selectFrom('consents')
      .select('id')
      .where('patient_id', '=', patientId)
      .where('id', '=', cursor)
      .executeTakeFirst();
    if (!known) return null;
  }
  let historyQuery = selectConsents(clinic, patientId)
    .orderBy('consents.seq', 'desc')
    .limit(page.limit + 1);
  if (cursor) {
    historyQuery = historyQuery.where(
      sql<boolean>`consents.seq < (select c.seq from consents c
        where c.tenant_id = consents.tenant_id and c.patient_id = ${patientId} and c.id = ${cursor})`,
    );
  }
  const { shown, nextCursor } = pageOfRows(
    await historyQuery.execute(),
    page.limit,
    (row) => row.id,
  );
  const history = shown.map(toConsent);
  const current = await consentsInForce(clinic, patientId);
  return nextCursor ? { history, current, nextCursor } : { history, current };
}

/** Each kind's latest entry (the one in force), newest first: at most one per kind. */
export async function consentsInForce(clinic: TenantDb, patientId: string): Promise<Consent[]> {
  const rows = await selectConsents(clinic, patientId)
    .distinctOn('consents.kind')
    .orderBy('consents.kind')
    .orderBy('consents.seq', 'desc')
    .execute();
  return rows.sort((a, b) => Number(BigInt(b.seq) - BigInt(a.seq))).map(toConsent);
}

function selectConsents(clinic: TenantDb, patientId: string) {
  return clinic
    .selectFrom('consents')
    .leftJoin('users', (join) =>
      join
        .onRef('users.id', '=', 'consents.recorded_by')
        .onRef('users.tenant_id', '=', 'consents.tenant_id'),
    )
    .leftJoin('consent_texts', (join) =>
      join
        .onRef('consent_texts.id', '=', 'consents.consent_text_id')
        .onRef('consent_texts.tenant_id', '=', 'consents.tenant_id'),
    )
    .select([
      'consents.id',
      'consents.seq',
      'consents.kind',
      'consents.status',
      sql<string>`consents.effective_date::text`.as('effective_date'),
      'consents.note',
      'consents.recorded_by',
      'consents.recorded_at',
      'users.first_name',
      'users.last_name',
      'consents.consent_text_id',
      'consents.text_sha256',
      'consents.signed_name',
      'consent_texts.version',
    ])
    .where('consents.patient_id', '=', patientId);
}

type ConsentRow = Awaited<ReturnType<ReturnType<typeof selectConsents>['execute']>>[number];

const toConsent = (row: ConsentRow): Consent => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  effectiveDate: row.effective_date,
  note: row.note,
  recordedBy: row.recorded_by
    ? { id: row.recorded_by, name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() }
    : null,
  recordedAt: new Date(row.recorded_at).toISOString(),
  ...(row.signed_name && row.consent_text_id && row.text_sha256 && row.version !== null
    ? {
        signedOnline: {
          name: row.signed_name,
          textId: row.consent_text_id,
          version: row.version,
          textSha256: row.text_sha256,
        },
      }
    : {}),
});

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
