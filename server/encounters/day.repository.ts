import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Encounter, NoteToWrite } from '../../common/contracts/encounters.contract.ts';
import { noteFormat } from '../../common/contracts/note-format.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { flaggedCaseload, type FlaggedPatientRow } from './encounter-people.repository.ts';
import {
  earliestStartOverlapping,
  selectEncounters,
  toEncounter,
} from './encounters.repository.ts';

/** The most sessions one day view answers (a day, or a few, of one clinician's sessions). */
export const DAY_SESSION_LIMIT = 200;

/** The clinician's sessions of any status that overlap [from, to), in time order. */
function sessionsBetween(clinic: TenantDb, clinicianId: string, from: Date, to: Date) {
  return selectEncounters(clinic)
    .where('encounters.clinician_id', '=', clinicianId)
    .where('encounters.ends_at', '>', from)
    .where('encounters.starts_at', '>', earliestStartOverlapping(from))
    .where('encounters.starts_at', '<', to)
    .orderBy('encounters.starts_at')
    .orderBy('encounters.id')
    .limit(DAY_SESSION_LIMIT);
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
function notesOwed(clinic: TenantDb, clinicianId: string, limit: number) {
  return selectEncounters(clinic)
    .select(draftFormat.as('note_format'))
    .where('encounters.clinician_id', '=', clinicianId)
    .where('encounters.status', '=', 'finished')
    .where(sql<boolean>`not ${hasSignedNote}`)
    .orderBy('encounters.starts_at')
    .orderBy('encounters.id')
    .limit(limit);
}

/**
 * A score that counts: not one of an intake that is no longer signed (entered in error), as the
 * patient's observations list (server/intake/observations.repository.ts) leaves out.
 */
const countingScore = sql<boolean>`(observations.intake_id is null or exists (select 1 from intakes where intakes.tenant_id = observations.tenant_id and intakes.id = observations.intake_id and intakes.status = 'signed'))`;

/**
 * A patient's series of one instrument, newest first: by when taken, then when recorded, then id
 * (as the patient's trend orders them).
 */
const newestFirst = sql`partition by observations.patient_id, observations.instrument order by observations.effective_at desc, observations.recorded_at desc, observations.id desc`;

/** The latest counting score of each series on the caseload, with the one before it (or null). */
function latestScores(clinic: TenantDb, member: string) {
  return clinic
    .selectFrom('observations')
    .select([
      'observations.patient_id',
      'observations.instrument',
      'observations.total',
      'observations.band',
      'observations.effective_at',
      'observations.recorded_at',
      'observations.id',
      sql<number>`row_number() over (${newestFirst})`.as('newest'),
      sql<number | null>`lead(observations.total) over (${newestFirst})`.as('previous_total'),
      sql<string | null>`lead(observations.band) over (${newestFirst})`.as('previous_band'),
    ])
    .where(
      sql<boolean>`exists (select 1 from care_team where care_team.tenant_id = observations.tenant_id and care_team.patient_id = observations.patient_id and care_team.member_id = ${member})`,
    )
    .where(countingScore);
}

export interface ScoreChangeRow {
  patient_id: string;
  given_name: string;
  family_name: string;
  instrument: 'phq9' | 'gad7';
  latest_total: number;
  latest_band: string;
  /** As JSON has it: an ISO 8601 instant with its offset. */
  effective_at: string;
  previous_total: number;
  previous_band: string;
}

/**
 * For each patient on `member`'s caseload (care-team rows) and instrument with two counting scores
 * or more whose totals differ: the latest score and the one before it, most recently taken first.
 * One pass over the caseload's scores, numbered newest first within each series (issue 35: the
 * same rows as looking up, for each score, the one before it and any after it, which took 15 ms
 * against 0.9 ms by EXPLAIN ANALYZE over the bench's data).
 */
function scoreChanges(clinic: TenantDb, member: string, limit: number) {
  return (
    clinic
      .selectFrom('patients')
      .innerJoin(latestScores(clinic, member).as('latest'), (join) =>
        join.onRef('latest.patient_id', '=', 'patients.id'),
      )
      .select([
        'latest.patient_id',
        'patients.given_name',
        'patients.family_name',
        'latest.instrument',
        'latest.total as latest_total',
        'latest.band as latest_band',
        'latest.effective_at',
        'latest.previous_total',
        'latest.previous_band',
      ])
      .where(sql<boolean>`latest.newest = 1 and latest.total <> latest.previous_total`)
      // A null previous score (a series of one) never differs, so it is never a row here.
      .$narrowType<{ previous_total: number; previous_band: string }>()
      .orderBy('latest.effective_at', 'desc')
      .orderBy('latest.recorded_at', 'desc')
      .orderBy('latest.id', 'desc')
      .limit(limit)
  );
}

export interface DayLimits {
  /** How many notes to write and flagged patients. */
  lists: number;
  /** How many latest score changes (to be ranked by the caller). */
  scoreChanges: number;
}

export interface ClinicianDayRows {
  sessions: Encounter[];
  notesToWrite: NoteToWrite[];
  flagged: FlaggedPatientRow[];
  scoreChanges: ScoreChangeRow[];
}

/** A session row as JSON has it: its instants as text, each made a `Date` again. */
function withDates<
  T extends {
    starts_at: string;
    ends_at: string;
    arrived_at: string | null;
    started_at: string | null;
    finished_at: string | null;
  },
>(row: T) {
  const at = (text: string | null) => (text === null ? null : new Date(text));
  return {
    ...row,
    starts_at: new Date(row.starts_at),
    ends_at: new Date(row.ends_at),
    arrived_at: at(row.arrived_at),
    started_at: at(row.started_at),
    finished_at: at(row.finished_at),
  };
}

/**
 * The clinician's day: their sessions overlapping [from, to), the notes they owe, their flagged
 * patients and their latest score changes, in one statement of four JSON arrays (one round trip
 * to the database; issue 35, docs/performance.md). Each array keeps its subquery's order
 * (`json_agg` over an ordered, limited subquery aggregates its rows as they come);
 * `encounters.day-answer.test.ts` holds the answer to its recorded bytes on both engines.
 */
export async function clinicianDay(
  clinic: TenantDb,
  clinicianId: string,
  window: { from: Date; to: Date },
  limits: DayLimits,
): Promise<ClinicianDayRows> {
  const day = await clinic
    .selectClinicRow()
    .select([
      jsonArrayFrom(sessionsBetween(clinic, clinicianId, window.from, window.to)).as('sessions'),
      jsonArrayFrom(notesOwed(clinic, clinicianId, limits.lists)).as('notes'),
      jsonArrayFrom(flaggedCaseload(clinic, clinicianId, limits.lists)).as('flagged'),
      jsonArrayFrom(scoreChanges(clinic, clinicianId, limits.scoreChanges)).as('changes'),
    ])
    .executeTakeFirstOrThrow();
  return {
    sessions: day.sessions.map((row) => toEncounter(withDates(row))),
    notesToWrite: day.notes.map((row) => ({
      ...toEncounter(withDates(row)),
      noteFormat: row.note_format === null ? null : noteFormat.parse(row.note_format),
    })),
    flagged: day.flagged,
    scoreChanges: day.changes,
  };
}
