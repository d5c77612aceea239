import { sql } from 'kysely';
import type { TenantDb } from '../db/tenant-db.ts';
import { scoresWithIntake } from '../intake/observations.repository.ts';
import type { ConsentRow } from './consent.map.ts';
import type { ScoreRow } from './observation.map.ts';

/**
 * The rows behind FHIR Observation (PHQ-9 / GAD-7 scores) and Consent, for one patient or (no
 * `patientId`) the whole clinic, in a stable order.
 */

/**
 * Scores with the status and session of the intake each came from. A score of an intake still
 * in draft is none yet (the JSON API's trend leaves it out too); one of an intake entered in
 * error is kept, and its Observation says so.
 */
export async function listScoreRows(
  clinic: TenantDb,
  filter: { patientId?: string; id?: string } = {},
): Promise<ScoreRow[]> {
  const { patientId, id } = filter;
  let query = scoresWithIntake(clinic).where((eb) =>
    eb.or([eb('observations.intake_id', 'is', null), eb('intakes.status', '!=', 'draft')]),
  );
  if (patientId !== undefined) query = query.where('observations.patient_id', '=', patientId);
  if (id !== undefined) query = query.where('observations.id', '=', id);
  const rows = await query
    .orderBy('observations.patient_id')
    .orderBy('observations.effective_at')
    .orderBy('observations.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    answers: typeof row.answers === 'string' ? (JSON.parse(row.answers) as number[]) : row.answers,
    intake_status: row.intake_status ?? null,
    encounter_id: row.encounter_id ?? null,
  }));
}

/**
 * Every grant and withdrawal, oldest first per patient, with who recorded it and the day the
 * next row of the same kind took effect (null for the row in force).
 */
export async function listConsentRows(clinic: TenantDb, patientId?: string): Promise<ConsentRow[]> {
  let query = clinic
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
      'consents.patient_id',
      'consents.kind',
      'consents.status',
      sql<string>`consents.effective_date::text`.as('effective_date'),
      'consents.note',
      sql<string | null>`users.first_name || ' ' || users.last_name`.as('recorded_by_name'),
      'consents.recorded_at',
      sql<string | null>`(lead(consents.effective_date) over (
        partition by consents.patient_id, consents.kind order by consents.seq))::text`.as(
        'superseded_on',
      ),
      'consents.signed_name',
      'consents.text_sha256',
      'consent_texts.version',
      'consent_texts.title',
      'consent_texts.body',
      'consent_texts.created_at as text_created_at',
    ]);
  if (patientId !== undefined) query = query.where('consents.patient_id', '=', patientId);
  const rows = await query.orderBy('consents.patient_id').orderBy('consents.seq').execute();
  return rows.map(
    ({ signed_name, text_sha256, version, title, body, text_created_at, ...row }) => ({
      ...row,
      signed_online:
        signed_name && text_sha256 && version !== null && title !== null && body !== null
          ? {
              name: signed_name,
              version,
              title,
              body,
              sha256: text_sha256,
              textCreatedAt: new Date(text_created_at!),
            }
          : null,
    }),
  );
}

/** The consent row with this id, as `listConsentRows` gives it (with its end), or null. */
export async function findConsentRow(clinic: TenantDb, id: string): Promise<ConsentRow | null> {
  const row = await clinic
    .selectFrom('consents')
    .select('patient_id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const rows = await listConsentRows(clinic, row.patient_id);
  return rows.find((consent) => consent.id === id) ?? null;
}
