import type { Clinic } from '../contracts/clinic.contract';
import type { Encounter } from '../contracts/encounters.contract';
import type {
  PastPortalSession,
  TimeRequest,
  UpcomingPortalSession,
} from '../contracts/portal-visits.contract';
import { cancellationVerdict } from '../time/cancellation-window';
import type { Instant } from '../time/zoned-time';

/**
 * A session as the patient sees it in the portal (issue 36), one rule for the server and its mock:
 * upcoming ones in full (the clinician, the video link, whether and until when they may cancel),
 * past ones by their date and status only.
 */

/** Statuses a session is still to come in (it may be under way today). */
export const PORTAL_UPCOMING_STATUSES = ['planned', 'arrived', 'in-progress'] as const;

/** Whether the patient sees the session as still to come (not ended, not closed). */
export const isUpcomingPortalSession = (session: Encounter, now: Instant) =>
  (PORTAL_UPCOMING_STATUSES as readonly string[]).includes(session.status) &&
  Date.parse(session.endsAt) > Number(now);

/** What the patient's pages show in every answer: the clinic, its zone, phone and policy. */
export function portalClinicFrame(clinic: Clinic) {
  return {
    timeZone: clinic.timeZone,
    clinicName: clinic.name,
    clinicPhone: clinic.phone,
    policy: {
      cancellationWindowHours: clinic.settings.cancellationWindowHours,
      selfScheduling: clinic.settings.selfScheduling,
    },
  };
}

/** A session still to come, with the clinic's cancellation verdict and the latest request. */
export function upcomingPortalSession(
  session: Encounter,
  clinic: Clinic,
  now: Instant,
  request: TimeRequest | null,
): UpcomingPortalSession {
  const verdict = cancellationVerdict(session, now, {
    windowHours: clinic.settings.cancellationWindowHours,
    timeZone: clinic.timeZone,
  });
  return {
    kind: 'upcoming',
    id: session.id,
    startsAt: session.startsAt,
    endsAt: session.endsAt,
    clinicianName: session.clinician.name,
    modality: session.modality,
    type: session.type,
    location: session.location,
    videoLink: session.modality === 'video' ? session.videoLink : null,
    status: session.status,
    cancellation: { kind: verdict.kind, deadline: 'deadline' in verdict ? verdict.deadline : null },
    timeRequest: request,
  };
}

/** A past session: its date and status only. */
export const pastPortalSession = (session: Encounter): PastPortalSession => ({
  kind: 'past',
  id: session.id,
  startsAt: session.startsAt,
  status: session.status,
});
