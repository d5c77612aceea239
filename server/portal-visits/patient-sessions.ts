import {
  PORTAL_UPCOMING_STATUSES,
  isUpcomingPortalSession,
  pastPortalSession,
  portalClinicFrame,
  upcomingPortalSession,
} from '../../common/clinical/portal-session-view.ts';
import type { Clinic } from '../../common/contracts/clinic.contract.ts';
import type { Encounter } from '../../common/contracts/encounters.contract.ts';
import {
  FREE_SLOT_DAYS,
  FREE_SLOT_LIMIT,
  PORTAL_PAST_LIMIT,
  PORTAL_VISIT_CODES,
  PORTAL_VISIT_MESSAGES,
  cancelledByPatient,
  type FreeSlotsResponse,
  type PortalSession,
  type PortalSessionResponse,
  type PortalSessionsResponse,
  type TimeRequest,
} from '../../common/contracts/portal-visits.contract.ts';
import { cancellationVerdict } from '../../common/time/cancellation-window.ts';
import { freeSlots, isOneOf } from '../../common/time/free-slots.ts';
import { addDays, calendarDayAt, formatIsoDate } from '../../common/time/zoned-time.ts';
import { availabilityRange } from '../availability/availability-view.ts';
import { readClinic } from '../clinic/clinic-profile.repository.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import {
  FREEING_STATUSES,
  earliestStartOverlapping,
  selectEncounters,
  setStatus,
  toEncounter,
} from '../encounters/encounters.repository.ts';
import { lockClinician } from '../encounters/encounter-people.repository.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import {
  closePendingOf,
  hasPendingRequest,
  insertTimeRequest,
  latestRequestsOf,
  pendingSpansOfClinician,
} from './time-requests.repository.ts';

/**
 * The patient's own sessions (issue 36): services that take the clinic (a tenant db) and the
 * patient's id, for the portal's routes once a patient is signed in. A session of another patient
 * is "not found", exactly like one that does not exist (CLINICAL.md §1: existence never leaks).
 */

const ofPatient = (clinic: TenantDb, patientId: string) =>
  selectEncounters(clinic).where('encounters.patient_id', '=', patientId);

/** The dashboard's sessions: upcoming soonest first, the rest latest first (date and status). */
export async function patientSessions(
  clinic: TenantDb,
  patientId: string,
  now: Date,
): Promise<PortalSessionsResponse> {
  const profile = await readClinic(clinic);
  const [comingRows, pastRows] = await Promise.all([
    ofPatient(clinic, patientId)
      .where('encounters.status', 'in', PORTAL_UPCOMING_STATUSES)
      .where('encounters.ends_at', '>', now)
      .orderBy('encounters.starts_at')
      .orderBy('encounters.id')
      .limit(PORTAL_PAST_LIMIT)
      .execute(),
    ofPatient(clinic, patientId)
      .where((eb) =>
        eb.or([
          eb('encounters.status', 'not in', PORTAL_UPCOMING_STATUSES),
          eb('encounters.ends_at', '<=', now),
        ]),
      )
      .orderBy('encounters.starts_at', 'desc')
      .orderBy('encounters.id')
      .limit(PORTAL_PAST_LIMIT)
      .execute(),
  ]);
  const coming = comingRows.map(toEncounter);
  const requests = await latestRequestsOf(
    clinic,
    coming.map((s) => s.id),
  );
  return {
    ...portalClinicFrame(profile),
    upcoming: coming.map((s) => upcomingPortalSession(s, profile, now, requests.get(s.id) ?? null)),
    past: pastRows.map((row) => pastPortalSession(toEncounter(row))),
  };
}

/** One of the patient's sessions, or null (none, or another patient's, alike). */
async function findOwnSession(
  clinic: TenantDb,
  patientId: string,
  sessionId: string,
): Promise<Encounter | null> {
  const row = await ofPatient(clinic, patientId)
    .where('encounters.id', '=', sessionId)
    .executeTakeFirst();
  return row ? toEncounter(row) : null;
}

async function requireOwnSession(clinic: TenantDb, patientId: string, sessionId: string) {
  const session = await findOwnSession(clinic, patientId, sessionId);
  if (!session) throw new HttpError(404, MESSAGES.notFound);
  return session;
}

async function describe(
  clinic: TenantDb,
  profile: Clinic,
  session: Encounter,
  now: Date,
): Promise<PortalSession> {
  if (!isUpcomingPortalSession(session, now)) return pastPortalSession(session);
  const requests = await latestRequestsOf(clinic, [session.id]);
  return upcomingPortalSession(session, profile, now, requests.get(session.id) ?? null);
}

/** One session as the patient's session view shows it (404 when it is not theirs). */
export async function patientSession(
  clinic: TenantDb,
  patientId: string,
  sessionId: string,
  now: Date,
): Promise<PortalSessionResponse> {
  const session = await requireOwnSession(clinic, patientId, sessionId);
  const profile = await readClinic(clinic);
  return { ...portalClinicFrame(profile), session: await describe(clinic, profile, session, now) };
}

/**
 * Cancels a planned, upcoming session of the patient's until the clinic's deadline (409 after it,
 * naming the clinic's phone; 409 for a session that is not planned or has begun). A request for
 * another time still waiting is closed with it.
 */
export async function cancelPatientSession(
  clinic: TenantDb,
  patientId: string,
  sessionId: string,
  change: { now: Date; reason?: string },
): Promise<PortalSessionResponse> {
  const profile = await readClinic(clinic);
  const policy = {
    windowHours: profile.settings.cancellationWindowHours,
    timeZone: profile.timeZone,
  };
  await clinic.transaction(async (tx) => {
    const locked = await tx
      .selectFrom('encounters')
      .select(['status', 'starts_at'])
      .where('id', '=', sessionId)
      .where('patient_id', '=', patientId)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) throw new HttpError(404, MESSAGES.notFound);
    const verdict = cancellationVerdict(
      { startsAt: locked.starts_at.toISOString(), status: locked.status },
      change.now,
      policy,
    );
    if (verdict.kind === 'not-cancellable') {
      throw new HttpError(409, PORTAL_VISIT_MESSAGES.notCancellable);
    }
    if (verdict.kind === 'too-late') {
      throw new HttpError(409, PORTAL_VISIT_MESSAGES.outsideWindow(policy.windowHours), {
        code: PORTAL_VISIT_CODES.outsideWindow,
        deadline: verdict.deadline,
        ...(profile.phone ? { clinicPhone: profile.phone } : {}),
      });
    }
    await setStatus(tx, sessionId, {
      status: 'cancelled',
      at: change.now,
      reason: cancelledByPatient(change.reason),
    });
    await closePendingOf(tx, sessionId, change.now);
  });
  return patientSession(clinic, patientId, sessionId, change.now);
}

/** Refuses (409) unless the clinic takes requests for another time in the portal. */
function requireSelfScheduling(profile: Clinic): void {
  if (!profile.settings.selfScheduling) {
    throw new HttpError(409, PORTAL_VISIT_MESSAGES.selfSchedulingOff, {
      code: PORTAL_VISIT_CODES.selfSchedulingOff,
    });
  }
}

/** Refuses (409) a session that is not planned or has started: it cannot move. */
function requireMovable(session: Encounter, now: Date): void {
  if (session.status !== 'planned' || Date.parse(session.startsAt) <= now.getTime()) {
    throw new HttpError(409, PORTAL_VISIT_MESSAGES.notMovable);
  }
}

/**
 * The session's clinician's free slots of the session's length over the next `FREE_SLOT_DAYS`
 * clinic days: their bookable time (issue 32's availability) less their sessions and the times
 * other pending requests ask for. A clinician with no hours set (unbounded) offers none: the
 * portal cannot tell when they work.
 */
async function slotsFor(clinic: TenantDb, profile: Clinic, session: Encounter, now: Date) {
  const today = calendarDayAt(now, profile.timeZone);
  const range = {
    from: formatIsoDate(today),
    to: formatIsoDate(addDays(today, FREE_SLOT_DAYS)),
  };
  const view = await availabilityRange(clinic, range, session.clinician.id);
  const spans = view.clinicians[0]?.bounded ? view.clinicians[0].spans : [];
  if (spans.length === 0) return [];
  const lastEnd = new Date(spans.at(-1)!.endsAt);
  const [sessions, asked] = await Promise.all([
    selectEncounters(clinic)
      .where('encounters.clinician_id', '=', session.clinician.id)
      .where('encounters.status', 'not in', FREEING_STATUSES)
      .where('encounters.starts_at', '>=', earliestStartOverlapping(now))
      .where('encounters.starts_at', '<', lastEnd)
      .where('encounters.ends_at', '>', now)
      .execute(),
    pendingSpansOfClinician(clinic, session.clinician.id, now),
  ]);
  const busy = [
    ...sessions.map((s) => ({
      startsAt: s.starts_at.toISOString(),
      endsAt: s.ends_at.toISOString(),
    })),
    ...asked,
  ];
  const minutes = (Date.parse(session.endsAt) - Date.parse(session.startsAt)) / 60_000;
  return freeSlots({ spans, busy, minutes, notBefore: now.getTime(), limit: FREE_SLOT_LIMIT });
}

/** The free slots the patient may ask to move their session to (409 when self-scheduling is off). */
export async function patientFreeSlots(
  clinic: TenantDb,
  patientId: string,
  sessionId: string,
  now: Date,
): Promise<FreeSlotsResponse> {
  const session = await requireOwnSession(clinic, patientId, sessionId);
  const profile = await readClinic(clinic);
  requireSelfScheduling(profile);
  requireMovable(session, now);
  return { timeZone: profile.timeZone, slots: await slotsFor(clinic, profile, session, now) };
}

/**
 * Asks to move the session to one of its clinician's free slots: stored pending for the front
 * desk. Refused (409, nothing stored) when self-scheduling is off, the session cannot move, a
 * request already waits, or the time is not (or no longer) a free slot.
 */
export async function requestAnotherTime(
  clinic: TenantDb,
  patientId: string,
  sessionId: string,
  asked: { startsAt: string; now: Date },
): Promise<TimeRequest> {
  const profile = await readClinic(clinic);
  requireSelfScheduling(profile);
  return clinic.transaction(async (tx) => {
    const session = await requireOwnSession(tx, patientId, sessionId);
    requireMovable(session, asked.now);
    // Two requests for one clinician's slot wait for each other (as two bookings do).
    await lockClinician(tx, session.clinician.id);
    if (await hasPendingRequest(tx, sessionId)) {
      throw new HttpError(409, PORTAL_VISIT_MESSAGES.requestOpen);
    }
    const length = Date.parse(session.endsAt) - Date.parse(session.startsAt);
    const startsAt = new Date(asked.startsAt);
    const endsAt = new Date(startsAt.getTime() + length);
    const slots = await slotsFor(tx, profile, session, asked.now);
    const slot = { startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() };
    if (!isOneOf(slot, slots)) {
      throw new HttpError(409, PORTAL_VISIT_MESSAGES.slotNotFree, {
        code: PORTAL_VISIT_CODES.slotNotFree,
      });
    }
    try {
      return await insertTimeRequest(tx, { sessionId, patientId, startsAt, endsAt, at: asked.now });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, PORTAL_VISIT_MESSAGES.requestOpen);
      throw error;
    }
  });
}
