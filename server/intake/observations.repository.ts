import { randomUUID } from 'node:crypto';
import { severityBand, type Observation } from '../../common/contracts/intake.contract.ts';
import {
  scoreInstrument,
  type InstrumentId,
  type ItemAnswer,
} from '../../common/scoring/instruments.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { jsonText } from './json-text.ts';

/**
 * PHQ-9 / GAD-7 scores (FHIR Observation). The total and band are always computed here from the
 * item answers by the shared scoring module; a client never sends a total.
 */

/** The patient's scores, oldest first; a score of an intake entered in error is left out. */
export async function listObservations(
  clinic: TenantDb,
  patientId: string,
): Promise<Observation[]> {
  const rows = await clinic
    .selectFrom('observations')
    .leftJoin('intakes', (join) =>
      join
        .onRef('intakes.tenant_id', '=', 'observations.tenant_id')
        .onRef('intakes.id', '=', 'observations.intake_id'),
    )
    .select([
      'observations.id',
      'observations.instrument',
      'observations.answers',
      'observations.total',
      'observations.band',
      'observations.effective_at',
      'observations.intake_id',
    ])
    .where('observations.patient_id', '=', patientId)
    .where((eb) =>
      eb.or([eb('observations.intake_id', 'is', null), eb('intakes.status', '=', 'signed')]),
    )
    .orderBy('observations.effective_at')
    .orderBy('observations.recorded_at')
    .orderBy('observations.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    instrument: row.instrument,
    answers: row.answers,
    total: row.total,
    band: severityBand.parse(row.band),
    effectiveAt: new Date(row.effective_at).toISOString(),
    intakeId: row.intake_id,
  }));
}

/**
 * Stores the score of a COMPLETE form, computed from its answers; returns false (storing nothing)
 * for an incomplete one, which has no total (the instruments' manuals).
 */
export async function recordScore(
  clinic: TenantDb,
  score: {
    patientId: string;
    instrument: InstrumentId;
    answers: readonly ItemAnswer[];
    intakeId: string | null;
    by: string;
    at: Date;
  },
): Promise<boolean> {
  const result = scoreInstrument(score.instrument, score.answers);
  if (!result.complete) return false;
  await clinic
    .insertInto('observations', {
      id: randomUUID(),
      patient_id: score.patientId,
      instrument: score.instrument,
      answers: jsonText(score.answers.map(Number)),
      total: result.total,
      band: result.band,
      effective_at: score.at,
      intake_id: score.intakeId,
      recorded_by: score.by,
      recorded_at: score.at,
    })
    .execute();
  return true;
}
