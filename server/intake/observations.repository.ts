import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { severityBand, type Observation } from '../../common/contracts/intake.contract.ts';
import {
  scoreInstrument,
  type InstrumentId,
  type ItemAnswer,
} from '../../common/scoring/instruments.ts';
import { pageOfRows } from '../../common/contracts/paging.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { jsonText } from './json-text.ts';

/**
 * PHQ-9 / GAD-7 scores (FHIR Observation). The total and band are always computed here from the
 * item answers by the shared scoring module; a client never sends a total.
 */

/**
 * The scores joined to the intake each was scored from (none for a re-score in the chart), with
 * the columns the trend and FHIR's Observation read — the one place of that join. Each reader
 * keeps its own rule on the intake's status: the trend only signed intakes', FHIR also those
 * entered in error (marked so).
 */
export function scoresWithIntake(clinic: TenantDb) {
  return clinic
    .selectFrom('observations')
    .leftJoin('intakes', (join) =>
      join
        .onRef('intakes.tenant_id', '=', 'observations.tenant_id')
        .onRef('intakes.id', '=', 'observations.intake_id'),
    )
    .select([
      'observations.id',
      'observations.patient_id',
      'observations.instrument',
      'observations.answers',
      'observations.total',
      'observations.band',
      'observations.effective_at',
      'observations.intake_id',
      'intakes.status as intake_status',
      'intakes.encounter_id',
      'observations.recorded_by',
      'observations.recorded_at',
      'observations.reported_by',
    ]);
}

/**
 * A page of the patient's scores, oldest first, after the cursor's score (issue 31); a score of
 * an intake entered in error is left out. The order (effective, recorded, id) is total, so a
 * page boundary loses and repeats nothing. A cursor that is not one of this patient's scores is
 * `null` (the route answers 400).
 */
export async function listObservations(
  clinic: TenantDb,
  patientId: string,
  page: { limit: number; cursor?: string | undefined },
): Promise<{ observations: Observation[]; nextCursor?: string } | null> {
  const { cursor } = page;
  if (cursor) {
    const known = await clinic
      .selectFrom('observations')
      .select('id')
      .where('patient_id', '=', patientId)
      .where('id', '=', cursor)
      .executeTakeFirst();
    if (!known) return null;
  }
  let query = scoresWithIntake(clinic)
    .where('observations.patient_id', '=', patientId)
    .where((eb) =>
      eb.or([eb('observations.intake_id', 'is', null), eb('intakes.status', '=', 'signed')]),
    )
    .orderBy('observations.effective_at')
    .orderBy('observations.recorded_at')
    .orderBy('observations.id')
    .limit(page.limit + 1);
  if (cursor) {
    // Compared in the database, not through a JS Date, which would drop the microseconds.
    query = query.where(
      sql<boolean>`(observations.effective_at, observations.recorded_at, observations.id) > (
        select c.effective_at, c.recorded_at, c.id from observations c
        where c.tenant_id = observations.tenant_id and c.patient_id = ${patientId} and c.id = ${cursor})`,
    );
  }
  const { shown, nextCursor } = pageOfRows(await query.execute(), page.limit, (row) => row.id);
  const observations = shown.map((row) => ({
    id: row.id,
    instrument: row.instrument,
    answers: row.answers,
    total: row.total,
    band: severityBand.parse(row.band),
    effectiveAt: new Date(row.effective_at).toISOString(),
    intakeId: row.intake_id,
    reportedBy: row.reported_by,
  }));
  return nextCursor ? { observations, nextCursor } : { observations };
}

/**
 * Stores the score of a COMPLETE form, computed from its answers, and returns its id; null
 * (storing nothing) for an incomplete one, which has no total (the instruments' manuals). `by`
 * is the member who recorded it, or `{ patient: true }` for a score the patient reported in the
 * portal (issue 36: told apart on the chart and in FHIR).
 */
export async function recordScore(
  clinic: TenantDb,
  score: {
    patientId: string;
    instrument: InstrumentId;
    answers: readonly ItemAnswer[];
    intakeId: string | null;
    by: string | { patient: true };
    at: Date;
  },
): Promise<string | null> {
  const result = scoreInstrument(score.instrument, score.answers);
  if (!result.complete) return null;
  const id = randomUUID();
  const byPatient = typeof score.by !== 'string';
  await clinic
    .insertInto('observations', {
      id,
      patient_id: score.patientId,
      instrument: score.instrument,
      answers: jsonText(score.answers.map(Number)),
      total: result.total,
      band: result.band,
      effective_at: score.at,
      intake_id: score.intakeId,
      recorded_by: typeof score.by === 'string' ? score.by : null,
      recorded_at: score.at,
      reported_by: byPatient ? 'patient' : 'clinician',
    })
    .execute();
  return id;
}
