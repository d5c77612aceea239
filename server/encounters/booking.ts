import { randomUUID } from 'node:crypto';
import {
  MAX_ENCOUNTER_MINUTES,
  VIDEO_LINK_ONLY_FOR_VIDEO,
  type Encounter,
  type EncounterInput,
  type EncounterUpdate,
} from '../../common/contracts/encounters.contract.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { sessionOutsideAvailability } from '../availability/availability-view.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import { joinCareTeam } from '../patients/care-team.repository.ts';
import { lockClinician } from './encounter-people.repository.ts';
import { FREEING_STATUSES, selectEncounters, toEncounter } from './encounters.repository.ts';

export const NOT_A_CLINICIAN =
  'The clinician must be an active member of this clinic with the clinician role.';

/**
 * A booking either lands, names the clinician's session it would overlap, or names its date when
 * it lies outside the clinician's availability and was not confirmed.
 */
export type BookingOutcome =
  { booked: Encounter } | { conflict: Encounter } | { outside: string[] };

/** The slot's date when it lies outside availability and the caller did not confirm it. */
async function unconfirmedOutside(
  tx: TenantDb,
  slot: Slot,
  confirmed: boolean | undefined,
): Promise<string[] | null> {
  if (confirmed) return null;
  const date = await sessionOutsideAvailability(tx, slot.clinicianId, slot);
  return date ? [date] : null;
}

interface Slot {
  clinicianId: string;
  startsAt: Date;
  endsAt: Date;
}

/** Refuses (400) a span that ends before it starts or lasts longer than a session may. */
export function checkSpan(startsAt: Date, endsAt: Date): void {
  const minutes = (endsAt.getTime() - startsAt.getTime()) / 60_000;
  if (minutes <= 0) throw new HttpError(400, 'The session must end after it starts.');
  if (minutes > MAX_ENCOUNTER_MINUTES) {
    throw new HttpError(
      400,
      `A session may last at most ${MAX_ENCOUNTER_MINUTES / 60} hours (${MAX_ENCOUNTER_MINUTES} minutes).`,
    );
  }
}

/** Whose time a session holds: its clinician's and its patient's. */
export type TimeHolder = { column: 'clinician_id' | 'patient_id'; id: string };
/** Refuses (400) a meeting link on a session that is not a video session. */
function checkVideoLink(modality: Encounter['modality'], link: string | null): void {
  if (link && modality !== 'video') throw new HttpError(400, VIDEO_LINK_ONLY_FOR_VIDEO);
}

/**
 * The holder's first session that shares time with the span: half-open intervals, so one ending
 * at 10:00 and one starting at 10:00 do not overlap; cancelled and missed sessions free the time.
 */
export async function findOverlapFor(
  tx: TenantDb,
  holder: TimeHolder,
  span: { startsAt: Date; endsAt: Date },
  except?: string | readonly string[],
): Promise<Encounter | null> {
  let query = selectEncounters(tx)
    .where(`encounters.${holder.column}`, '=', holder.id)
    .where('encounters.status', 'not in', FREEING_STATUSES)
    .where('encounters.starts_at', '<', span.endsAt)
    .where('encounters.ends_at', '>', span.startsAt);
  const excepted = typeof except === 'string' ? [except] : (except ?? []);
  if (excepted.length > 0) query = query.where('encounters.id', 'not in', excepted);
  const row = await query
    .orderBy('encounters.starts_at')
    .orderBy('encounters.id')
    .limit(1)
    .executeTakeFirst();
  return row ? toEncounter(row) : null;
}

const findOverlap = (tx: TenantDb, slot: Slot, except?: string) =>
  findOverlapFor(tx, { column: 'clinician_id', id: slot.clinicianId }, slot, except);

async function readBack(tx: TenantDb, id: string): Promise<Encounter> {
  const row = await selectEncounters(tx).where('encounters.id', '=', id).executeTakeFirst();
  if (!row) throw new Error('the session cannot be read back');
  return toEncounter(row);
}

/**
 * Books a session in one transaction that first locks the clinician's member row: the overlap
 * check and the insert of two concurrent bookings for one clinician cannot interleave. The
 * clinician joins the patient's care team in the same transaction (issue 32), so they can open
 * the patient's intake and chart for the session they were booked for.
 */
export async function bookEncounter(
  clinic: TenantDb,
  input: EncounterInput,
  bookedBy: string,
  now: Date,
): Promise<BookingOutcome> {
  const slot = {
    clinicianId: input.clinicianId,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
  };
  checkSpan(slot.startsAt, slot.endsAt);
  const videoLink = input.videoLink || null;
  checkVideoLink(input.modality, videoLink);
  return clinic.transaction(async (tx) => {
    if (!(await lockClinician(tx, slot.clinicianId))) throw new HttpError(400, NOT_A_CLINICIAN);
    const conflict = await findOverlap(tx, slot);
    if (conflict) return { conflict };
    const outside = await unconfirmedOutside(tx, slot, input.confirmOutsideAvailability);
    if (outside) return { outside };
    await joinCareTeam(tx, { userId: bookedBy, at: now }, input.patientId, slot.clinicianId);
    const id = randomUUID();
    await tx
      .insertInto('encounters', {
        id,
        patient_id: input.patientId,
        clinician_id: slot.clinicianId,
        starts_at: slot.startsAt,
        ends_at: slot.endsAt,
        modality: input.modality,
        type: input.type,
        location: input.location || null,
        video_link: videoLink,
        booked_by: bookedBy,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return { booked: await readBack(tx, id) };
  });
}

/**
 * Reschedules or edits a planned session (409 otherwise), with the same overlap rule as booking
 * except against itself. The session's row is locked first, then the (new) clinician's; a new
 * clinician joins the care team. A session that stops being a video session loses its link.
 */
export async function rescheduleEncounter(
  clinic: TenantDb,
  id: string,
  update: EncounterUpdate,
  by: { userId: string; at: Date },
): Promise<BookingOutcome> {
  const now = by.at;
  return clinic.transaction(async (tx) => {
    const current = await tx
      .selectFrom('encounters')
      .select(['status', 'patient_id', 'clinician_id', 'starts_at', 'ends_at', 'modality'])
      .select('video_link')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw new HttpError(404, MESSAGES.notFound);
    if (current.status !== 'planned') {
      throw new HttpError(
        409,
        `Only a planned session can be changed; this session is ${current.status}.`,
      );
    }
    const slot = {
      clinicianId: update.clinicianId ?? current.clinician_id,
      startsAt: update.startsAt ? new Date(update.startsAt) : current.starts_at,
      endsAt: update.endsAt ? new Date(update.endsAt) : current.ends_at,
    };
    checkSpan(slot.startsAt, slot.endsAt);
    const modality = update.modality ?? current.modality;
    const link = update.videoLink !== undefined ? update.videoLink || null : current.video_link;
    if (update.videoLink) checkVideoLink(modality, link);
    if (!(await lockClinician(tx, slot.clinicianId))) throw new HttpError(400, NOT_A_CLINICIAN);
    const conflict = await findOverlap(tx, slot, id);
    if (conflict) return { conflict };
    const moved =
      slot.clinicianId !== current.clinician_id ||
      slot.startsAt.getTime() !== current.starts_at.getTime() ||
      slot.endsAt.getTime() !== current.ends_at.getTime();
    const outside =
      moved && (await unconfirmedOutside(tx, slot, update.confirmOutsideAvailability));
    if (outside) return { outside };
    if (slot.clinicianId !== current.clinician_id) {
      await joinCareTeam(tx, by, current.patient_id, slot.clinicianId);
    }
    await tx
      .updateTable('encounters')
      .set({
        clinician_id: slot.clinicianId,
        starts_at: slot.startsAt,
        ends_at: slot.endsAt,
        ...(update.modality ? { modality: update.modality } : {}),
        ...(update.type ? { type: update.type } : {}),
        ...(update.location !== undefined ? { location: update.location || null } : {}),
        video_link: modality === 'video' ? link : null,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    return { booked: await readBack(tx, id) };
  });
}
