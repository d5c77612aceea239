import { sql } from 'kysely';
import type {
  EncounterListResponse,
  EncounterStatus,
} from '../../common/contracts/encounters.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { HttpError } from '../http/http-error.ts';
import {
  earliestStartOverlapping,
  selectEncounters,
  toEncounter,
} from './encounters.repository.ts';
import { sessionSeenBy, type Viewer } from './session-visibility.ts';

/** The last row of a page: its start instant (ISO) and id, the keyset's two columns. */
interface ListCursor {
  s: string;
  id: string;
}

const encodeCursor = (cursor: ListCursor) =>
  Buffer.from(JSON.stringify(cursor)).toString('base64url');

export const BAD_CURSOR = 'The cursor is not valid: ask for the first page again.';

/** A cursor is opaque to the client; one this server did not write is refused (400). */
function decodeCursor(text: string | undefined): ListCursor | null {
  if (!text) return null;
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as ListCursor;
    if (typeof value?.id === 'string' && typeof value.s === 'string' && !isNaN(Date.parse(value.s)))
      return value;
  } catch {
    // not ours: refused below
  }
  throw new HttpError(400, BAD_CURSOR);
}

export interface EncounterListFilter {
  patientId?: string | undefined;
  clinicianId?: string | undefined;
  /** Sessions that overlap [from, to): ending after `from` and starting before `to`. */
  from?: Date | undefined;
  to?: Date | undefined;
  status?: EncounterStatus | undefined;
  cursor?: string | undefined;
  limit: number;
}

/**
 * A page of the sessions `viewer` may see, in time order (starts_at, then id), with a keyset
 * cursor so a page never repeats or skips a session when others are booked meanwhile.
 */
export async function listEncounters(
  clinic: TenantDb,
  viewer: Viewer,
  filter: EncounterListFilter,
): Promise<EncounterListResponse> {
  const cursor = decodeCursor(filter.cursor);
  let query = selectEncounters(clinic).where(sessionSeenBy(viewer));
  if (filter.patientId) query = query.where('encounters.patient_id', '=', filter.patientId);
  if (filter.clinicianId) query = query.where('encounters.clinician_id', '=', filter.clinicianId);
  if (filter.from) {
    query = query
      .where('encounters.ends_at', '>', filter.from)
      .where('encounters.starts_at', '>', earliestStartOverlapping(filter.from));
  }
  if (filter.to) query = query.where('encounters.starts_at', '<', filter.to);
  if (filter.status) query = query.where('encounters.status', '=', filter.status);
  if (cursor) {
    query = query.where(
      sql<boolean>`(encounters.starts_at, encounters.id) > (${new Date(cursor.s)}::timestamptz, ${cursor.id})`,
    );
  }
  const rows = await query
    .orderBy('encounters.starts_at')
    .orderBy('encounters.id')
    .limit(filter.limit + 1)
    .execute();
  const shown = rows.slice(0, filter.limit);
  const encounters = shown.map(toEncounter);
  const last = shown.at(-1);
  return rows.length > filter.limit && last
    ? { encounters, nextCursor: encodeCursor({ s: last.starts_at.toISOString(), id: last.id }) }
    : { encounters };
}
