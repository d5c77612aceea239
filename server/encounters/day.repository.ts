import { sql } from 'kysely';
import type { Encounter, NoteToWrite } from '../../common/contracts/encounters.contract.ts';
import { noteFormat } from '../../common/contracts/note-format.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import {
  earliestStartOverlapping,
  selectEncounters,
  toEncounter,
} from './encounters.repository.ts';

/** The most sessions one day view answers (a day, or a few, of one clinician's sessions). */
export const DAY_SESSION_LIMIT = 200;

/** The clinician's sessions of any status that overlap [from, to), in time order. */
export async function clinicianSessionsBetween(
  clinic: TenantDb,
  clinicianId: string,
  from: Date,
  to: Date,
): Promise<Encounter[]> {
  const rows = await selectEncounters(clinic)
    .where('encounters.clinician_id', '=', clinicianId)
    .where('encounters.ends_at', '>', from)
    .where('encounters.starts_at', '>', earliestStartOverlapping(from))
    .where('encounters.starts_at', '<', to)
    .orderBy('encounters.starts_at')
    .orderBy('encounters.id')
    .limit(DAY_SESSION_LIMIT)
    .execute();
  return rows.map(toEncounter);
}

/**
 * "A signed live note exists for encounters.id": a note that is signed (not a draft, and not one
 * entered in error, which leaves the session owing a note again).
 */
export const hasSignedNote = sql<boolean>`exists (select 1 from notes where notes.tenant_id = encounters.tenant_id and notes.encounter_id = encounters.id and notes.status = 'signed')`;

/** The format of encounters.id's draft note, null when no draft is started. */
const draftFormat = sql<
  string | null
>`(select notes.format from notes where notes.tenant_id = encounters.tenant_id and notes.encounter_id = encounters.id and notes.status = 'draft')`;

/**
 * The clinician's finished sessions still waiting for a signed note (none yet, or a draft), oldest
 * (most overdue) first, each with its draft's format (null when none is started).
 */
export async function finishedSessionsWithoutSignedNote(
  clinic: TenantDb,
  clinicianId: string,
  limit: number,
): Promise<NoteToWrite[]> {
  const rows = await selectEncounters(clinic)
    .select(draftFormat.as('note_format'))
    .where('encounters.clinician_id', '=', clinicianId)
    .where('encounters.status', '=', 'finished')
    .where(sql<boolean>`not ${hasSignedNote}`)
    .orderBy('encounters.starts_at')
    .orderBy('encounters.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...toEncounter(row),
    noteFormat: row.note_format === null ? null : noteFormat.parse(row.note_format),
  }));
}

/**
 * `<alias>` is a score that counts: not one of an intake that is no longer signed (entered in
 * error), as the patient's observations list (server/intake/observations.repository.ts) leaves out.
 */
const countingScore = (alias: 'observations' | 'earlier' | 'later') =>
  sql<boolean>`(${sql.ref(`${alias}.intake_id`)} is null or exists (select 1 from intakes where intakes.tenant_id = ${sql.ref(`${alias}.tenant_id`)} and intakes.id = ${sql.ref(`${alias}.intake_id`)} and intakes.status = 'signed'))`;

/** `<alias>` is a counting score of the same patient and instrument as `observations`. */
const sameSeries = (alias: 'earlier' | 'later') =>
  sql<boolean>`${sql.ref(`${alias}.tenant_id`)} = observations.tenant_id and ${sql.ref(`${alias}.patient_id`)} = observations.patient_id and ${sql.ref(`${alias}.instrument`)} = observations.instrument and ${countingScore(alias)}`;

/** Scores are ordered by when taken, then when recorded, then id (as the patient's trend). */
const orderKey = (alias: 'observations' | 'earlier' | 'later') =>
  sql`(${sql.ref(`${alias}.effective_at`)}, ${sql.ref(`${alias}.recorded_at`)}, ${sql.ref(`${alias}.id`)})`;

export interface ScoreChangeRow {
  patient_id: string;
  given_name: string;
  family_name: string;
  instrument: 'phq9' | 'gad7';
  latest_total: number;
  latest_band: string;
  effective_at: Date;
  previous_total: number;
  previous_band: string;
}

/**
 * For each patient on `member`'s caseload (care-team rows) and instrument with two counting scores
 * or more whose totals differ: the latest score and the one before it, most recently taken first.
 */
export async function caseloadScoreChanges(
  clinic: TenantDb,
  member: string,
  limit: number,
): Promise<ScoreChangeRow[]> {
  return clinic
    .selectFrom('observations')
    .innerJoin('patients', (join) =>
      join
        .onRef('patients.tenant_id', '=', 'observations.tenant_id')
        .onRef('patients.id', '=', 'observations.patient_id'),
    )
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('observations as earlier')
          .select(['earlier.total as previous_total', 'earlier.band as previous_band'])
          .where(sameSeries('earlier'))
          .where(sql<boolean>`${orderKey('earlier')} < ${orderKey('observations')}`)
          .orderBy('earlier.effective_at', 'desc')
          .orderBy('earlier.recorded_at', 'desc')
          .orderBy('earlier.id', 'desc')
          .limit(1)
          .as('previous'),
      (join) => join.onTrue(),
    )
    .select([
      'observations.patient_id',
      'patients.given_name',
      'patients.family_name',
      'observations.instrument',
      'observations.total as latest_total',
      'observations.band as latest_band',
      'observations.effective_at',
      'previous.previous_total',
      'previous.previous_band',
    ])
    .where(
      sql<boolean>`exists (select 1 from care_team where care_team.tenant_id = observations.tenant_id and care_team.patient_id = observations.patient_id and care_team.member_id = ${member})`,
    )
    .where(countingScore('observations'))
    .where(sql<boolean>`observations.total <> previous.previous_total`)
    .where(
      sql<boolean>`not exists (select 1 from observations later where ${sameSeries('later')} and ${orderKey('later')} > ${orderKey('observations')})`,
    )
    .orderBy('observations.effective_at', 'desc')
    .orderBy('observations.recorded_at', 'desc')
    .orderBy('observations.id', 'desc')
    .limit(limit)
    .execute();
}
