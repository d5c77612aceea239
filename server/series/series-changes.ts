import type { Encounter } from '../../common/contracts/encounters.contract.ts';
import {
  SERIES_MESSAGES,
  seriesProblemMessage,
  type SeriesCancelRest,
  type SeriesFollowingChange,
} from '../../common/contracts/series.contract.ts';
import { moveOccurrence } from '../../common/time/series-move.ts';
import { activeClinicians } from '../availability/availability.repository.ts';
import { datesOutsideAvailability } from '../availability/availability-view.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { NOT_A_CLINICIAN } from '../encounters/booking.ts';
import { lockClinician } from '../encounters/encounter-people.repository.ts';
import { setStatus } from '../encounters/encounters.repository.ts';
import { HttpError } from '../http/http-error.ts';
import { joinCareTeam } from '../patients/care-team.repository.ts';
import { conflictsAt, type Conflict } from './series-booking.ts';
import { lockFollowing, readSessions, type FollowingOccurrence } from './series.repository.ts';

export type SeriesChangeOutcome =
  | { changed: Encounter[] }
  | { preview: Encounter[]; outside: string[] }
  | { conflicts: (Conflict & { date: string })[] }
  | { outside: string[] };

interface Move {
  id: string;
  date: string;
  clinicianId: string;
  patientId: string;
  startsAt: string;
  endsAt: string;
}

/** Where one occurrence goes (`moveOccurrence`), with whose it is; a time in a gap is a 400. */
function moveOf(o: FollowingOccurrence, change: SeriesFollowingChange, timeZone: string): Move {
  const { encounter } = o;
  const moved = moveOccurrence({ ...o, ...encounter }, change, timeZone);
  if ('gap' in moved) {
    throw new HttpError(400, seriesProblemMessage({ code: 'time-in-gap', date: moved.gap }));
  }
  return {
    ...moved,
    id: encounter.id,
    clinicianId: change.clinicianId ?? encounter.clinician.id,
    patientId: encounter.patient.id,
  };
}

/** The sessions as the moves would leave them (a dry run stores nothing). */
function previewOf(
  occurrences: readonly FollowingOccurrence[],
  moves: readonly Move[],
  newClinician: { id: string; name: string } | undefined,
) {
  return occurrences.map(({ encounter }, i): Encounter => {
    const move = moves[i]!;
    const clinician = newClinician ?? encounter.clinician;
    return { ...encounter, clinician, startsAt: move.startsAt, endsAt: move.endsAt };
  });
}

/** The moves' dates outside their clinician's availability. */
async function outsideOf(tx: TenantDb, moves: readonly Move[]): Promise<string[]> {
  const outside = new Set<string>();
  for (const clinicianId of new Set(moves.map((m) => m.clinicianId))) {
    const theirs = moves.filter((m) => m.clinicianId === clinicianId);
    for (const date of await datesOutsideAvailability(tx, clinicianId, theirs)) outside.add(date);
  }
  return [...outside].sort();
}

/**
 * This and all following: every planned occurrence from `fromDate` on moves to the new time,
 * weekday or clinician in one transaction, or none does: any overlap with another session of the
 * clinician or the patient is listed by date (409), as are dates outside availability unless
 * confirmed. A dry run checks the same and answers the sessions as they would be, storing nothing. Sessions no longer planned (checked in, finished, missed, cancelled) stay as they are.
 */
export async function moveFollowing(
  clinic: TenantDb,
  seriesId: string,
  change: SeriesFollowingChange,
  by: { userId: string; at: Date },
): Promise<SeriesChangeOutcome> {
  return clinic.transaction(async (tx) => {
    // The sessions' rows first, then their clinician's member row: a reschedule's order.
    const { timeZone, occurrences } = await lockFollowing(tx, seriesId, change.fromDate);
    if (occurrences.length === 0) throw new HttpError(409, SERIES_MESSAGES.nothingFollowing);
    const clinicians = change.clinicianId
      ? [change.clinicianId]
      : [...new Set(occurrences.map((o) => o.encounter.clinician.id))];
    for (const id of clinicians) {
      if (!(await lockClinician(tx, id))) throw new HttpError(400, NOT_A_CLINICIAN);
    }
    const moves = occurrences.map((o) => moveOf(o, change, timeZone));
    const ids = moves.map((m) => m.id);
    const conflicts = [];
    for (const move of moves) {
      for (const conflict of await conflictsAt(tx, move, move, ids)) {
        conflicts.push({ ...conflict, date: move.date });
      }
    }
    if (conflicts.length > 0) return { conflicts };
    const outside = await outsideOf(tx, moves);
    if (change.dryRun) {
      const [named] = change.clinicianId ? await activeClinicians(tx, change.clinicianId) : [];
      return { preview: previewOf(occurrences, moves, named), outside };
    }
    if (outside.length > 0 && !change.confirmOutsideAvailability) return { outside };
    if (change.clinicianId) await joinCareTeam(tx, by, moves[0]!.patientId, change.clinicianId);
    for (const move of moves) {
      await tx
        .updateTable('encounters')
        .set({
          clinician_id: move.clinicianId,
          starts_at: new Date(move.startsAt),
          ends_at: new Date(move.endsAt),
          updated_at: by.at,
        })
        .where('id', '=', move.id)
        .execute();
    }
    return { changed: await readSessions(tx, ids) };
  });
}

/**
 * Cancels the series' planned occurrences from `fromDate` on, each with the reason, in one
 * transaction; the past and every session no longer planned are kept as they are.
 */
export async function cancelRest(
  clinic: TenantDb,
  seriesId: string,
  body: SeriesCancelRest,
  at: Date,
): Promise<Encounter[]> {
  return clinic.transaction(async (tx) => {
    const { occurrences } = await lockFollowing(tx, seriesId, body.fromDate);
    if (occurrences.length === 0) throw new HttpError(409, SERIES_MESSAGES.nothingFollowing);
    for (const { encounter } of occurrences) {
      await setStatus(tx, encounter.id, { status: 'cancelled', at, reason: body.reason });
    }
    return readSessions(
      tx,
      occurrences.map((o) => o.encounter.id),
    );
  });
}
