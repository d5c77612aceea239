import type {
  EncounterModality,
  EncounterStatus,
} from '../../common/contracts/encounters.contract.ts';
import { FEED_SESSION_LIMIT } from '../../common/contracts/calendar-feed.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import {
  earliestStartOverlapping,
  encountersWithPeople,
} from '../encounters/encounters.repository.ts';

/** A session as a clinician's feed shows it: no clinical content, the patient's initials only. */
export interface FeedSession {
  id: string;
  startsAt: Date;
  endsAt: Date;
  status: EncounterStatus;
  modality: EncounterModality;
  location: string | null;
  videoLink: string | null;
  updatedAt: Date;
  initials: string;
}

const initialOf = (name: string) => (name.trim()[0] ?? '').toLocaleUpperCase();

/** The clinician's sessions overlapping [from, to), cancelled ones left out, oldest first. */
export async function feedSessions(
  clinic: TenantDb,
  clinicianId: string,
  window: { from: Date; to: Date },
): Promise<FeedSession[]> {
  const rows = await encountersWithPeople(clinic)
    .select([
      'encounters.id',
      'encounters.starts_at',
      'encounters.ends_at',
      'encounters.status',
      'encounters.modality',
      'encounters.location',
      'encounters.video_link',
      'encounters.updated_at',
      'patients.given_name',
      'patients.family_name',
    ])
    .where('encounters.clinician_id', '=', clinicianId)
    .where('encounters.status', '!=', 'cancelled')
    .where('encounters.ends_at', '>', window.from)
    .where('encounters.starts_at', '>', earliestStartOverlapping(window.from))
    .where('encounters.starts_at', '<', window.to)
    .orderBy('encounters.starts_at')
    .orderBy('encounters.id')
    .limit(FEED_SESSION_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    status: row.status,
    modality: row.modality,
    location: row.location,
    videoLink: row.video_link,
    updatedAt: row.updated_at,
    initials: `${initialOf(row.given_name)}. ${initialOf(row.family_name)}.`,
  }));
}
