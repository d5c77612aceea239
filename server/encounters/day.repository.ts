import type { Encounter } from '../../common/contracts/encounters.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { selectEncounters, toEncounter } from './encounters.repository.ts';

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
    .where('encounters.starts_at', '<', to)
    .orderBy('encounters.starts_at')
    .orderBy('encounters.id')
    .limit(DAY_SESSION_LIMIT)
    .execute();
  return rows.map(toEncounter);
}

/**
 * The clinician's finished sessions still waiting for a signed note, oldest (most overdue) first.
 *
 * Notes are not in the database yet, so today EVERY finished session counts as a note to write.
 * When the documentation issue adds the notes table, this is the one place to narrow: add
 * `where not exists (a signed note for encounters.id)` here, and the day view follows.
 */
export async function finishedSessionsWithoutSignedNote(
  clinic: TenantDb,
  clinicianId: string,
  limit: number,
): Promise<Encounter[]> {
  const rows = await selectEncounters(clinic)
    .where('encounters.clinician_id', '=', clinicianId)
    .where('encounters.status', '=', 'finished')
    .orderBy('encounters.starts_at')
    .orderBy('encounters.id')
    .limit(limit)
    .execute();
  return rows.map(toEncounter);
}
