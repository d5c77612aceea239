import { sql } from 'kysely';
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
 * "A signed live note exists for encounters.id": a note that is signed (not a draft, and not one
 * entered in error, which leaves the session owing a note again).
 */
export const hasSignedNote = sql<boolean>`exists (select 1 from notes where notes.tenant_id = encounters.tenant_id and notes.encounter_id = encounters.id and notes.status = 'signed')`;

/**
 * The clinician's finished sessions still waiting for a signed note (none yet, or a draft), oldest
 * (most overdue) first.
 */
export async function finishedSessionsWithoutSignedNote(
  clinic: TenantDb,
  clinicianId: string,
  limit: number,
): Promise<Encounter[]> {
  const rows = await selectEncounters(clinic)
    .where('encounters.clinician_id', '=', clinicianId)
    .where('encounters.status', '=', 'finished')
    .where(sql<boolean>`not ${hasSignedNote}`)
    .orderBy('encounters.starts_at')
    .orderBy('encounters.id')
    .limit(limit)
    .execute();
  return rows.map(toEncounter);
}
