import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  isUpcomingPortalSession,
  pastPortalSession,
  portalClinicFrame,
  upcomingPortalSession,
} from '../../../common/clinical/portal-session-view';
import type { Clinic } from '../../../common/contracts/clinic.contract';
import type { Encounter } from '../../../common/contracts/encounters.contract';
import {
  FREE_SLOT_DAYS,
  FREE_SLOT_LIMIT,
  PORTAL_PAST_LIMIT,
  PORTAL_VISIT_CODES,
  PORTAL_VISIT_MESSAGES,
  PORTAL_VISIT_PATHS,
  cancelledByPatient,
  portalCancellation,
  timeRequestInput,
  type PortalSession,
  type PortalSessionResponse,
  type PortalSessionsResponse,
} from '../../../common/contracts/portal-visits.contract';
import { cancellationVerdict } from '../../../common/time/cancellation-window';
import { freeSlots, isOneOf } from '../../../common/time/free-slots';
import { addDays, calendarDayAt, formatIsoDate } from '../../../common/time/zoned-time';
import { clinicianView } from '../availability/availability.store';
import { allClinics } from '../clinic/clinic.db';
import { sessionsOf } from '../encounters/sessions.store';
import { apiUrl } from '../mock-replies';
import { portalCaller } from '../portal/portal.handlers';
import type { AccountRecord } from '../session/account.db';
import { closePendingOf, latestRequestOf, timeRequestsOf } from './time-requests.store';

/**
 * The patient's sessions in the portal mock (issue 36), answering as the server's
 * `portal-visits.routes.ts`: only the signed-in patient's sessions (another's is a 404), the
 * cancellation window on the clinic's clock (`cancellationVerdict`), the clinician's free slots
 * from the availability mock less their sessions and other pending requests, one pending request
 * per session. Not the server: no audit trail, and "now" is the browser's clock.
 */
const fail = (status: number, message: string, extra: object = {}) =>
  HttpResponse.json({ message, ...extra }, { status });
const FREEING = ['cancelled', 'no-show'];

function clinicOfPatient(account: AccountRecord): Clinic {
  const found = allClinics().find((each) => each.clinic.id === account.tenantId);
  if (!found) throw new Error('the portal patient’s clinic is not in the mock');
  return found.clinic;
}

const describe = (s: Encounter, clinic: Clinic, now: number): PortalSession =>
  isUpcomingPortalSession(s, now)
    ? upcomingPortalSession(s, clinic, now, latestRequestOf(clinic.id, s.id))
    : pastPortalSession(s);

const ownSession = (account: AccountRecord, id: string) =>
  sessionsOf(account.tenantId).find((s) => s.id === id && s.patient.id === account.patientId);

/** The clinician's free slots of the session's length (none when no hours are set). */
function slotsFor(clinic: Clinic, session: Encounter, now: number) {
  const today = calendarDayAt(now, clinic.timeZone);
  const range = { from: formatIsoDate(today), to: formatIsoDate(addDays(today, FREE_SLOT_DAYS)) };
  const view = clinicianView(clinic.id, session.clinician.id, range, clinic.timeZone);
  if (!view.bounded || view.spans.length === 0) return [];
  const busy = [
    ...sessionsOf(clinic.id).filter(
      (s) =>
        s.clinician.id === session.clinician.id &&
        !FREEING.includes(s.status) &&
        Date.parse(s.endsAt) > now,
    ),
    ...timeRequestsOf(clinic.id).filter(
      (r) =>
        r.status === 'pending' &&
        Date.parse(r.endsAt) > now &&
        sessionsOf(clinic.id).find((s) => s.id === r.sessionId)?.clinician.id ===
          session.clinician.id,
    ),
  ].map(({ startsAt, endsAt }) => ({ startsAt, endsAt }));
  const minutes = (Date.parse(session.endsAt) - Date.parse(session.startsAt)) / 60_000;
  return freeSlots({ spans: view.spans, busy, minutes, notBefore: now, limit: FREE_SLOT_LIMIT });
}

/** Why a session may not move (409), or null. */
function moveRefusal(clinic: Clinic, session: Encounter, now: number): Response | null {
  if (!clinic.settings.selfScheduling) {
    return fail(409, PORTAL_VISIT_MESSAGES.selfSchedulingOff, {
      code: PORTAL_VISIT_CODES.selfSchedulingOff,
    });
  }
  if (session.status !== 'planned' || Date.parse(session.startsAt) <= now) {
    return fail(409, PORTAL_VISIT_MESSAGES.notMovable);
  }
  return null;
}

/** The caller's session or the refusal (401/403 not a patient, 404 not theirs). */
function callerSession(request: Request, id: string) {
  const caller = portalCaller(request);
  if (!caller.account) return { refusal: caller.refusal } as const;
  const session = ownSession(caller.account, id);
  if (!session) return { refusal: fail(404, 'Not found.') } as const;
  return { account: caller.account, clinic: clinicOfPatient(caller.account), session } as const;
}

export const portalVisitHandlers: HttpHandler[] = [
  http.get(apiUrl(PORTAL_VISIT_PATHS.sessions), ({ request }) => {
    const caller = portalCaller(request);
    if (!caller.account) return caller.refusal;
    const clinic = clinicOfPatient(caller.account);
    const now = Date.now();
    const own = sessionsOf(caller.account.tenantId).filter(
      (s) => s.patient.id === caller.account.patientId,
    );
    const byStart = (a: Encounter, b: Encounter) => Date.parse(a.startsAt) - Date.parse(b.startsAt);
    const body: PortalSessionsResponse = {
      ...portalClinicFrame(clinic),
      upcoming: own
        .filter((s) => isUpcomingPortalSession(s, now))
        .sort(byStart)
        .slice(0, PORTAL_PAST_LIMIT)
        .map((s) => upcomingPortalSession(s, clinic, now, latestRequestOf(clinic.id, s.id))),
      past: own
        .filter((s) => !isUpcomingPortalSession(s, now))
        .sort((a, b) => byStart(b, a))
        .slice(0, PORTAL_PAST_LIMIT)
        .map(pastPortalSession),
    };
    return HttpResponse.json(body);
  }),

  http.get(apiUrl(PORTAL_VISIT_PATHS.session), ({ request, params }) => {
    const found = callerSession(request, String(params.id));
    if (!found.session) return found.refusal;
    const body: PortalSessionResponse = {
      ...portalClinicFrame(found.clinic),
      session: describe(found.session, found.clinic, Date.now()),
    };
    return HttpResponse.json(body);
  }),

  http.post(apiUrl(PORTAL_VISIT_PATHS.cancel), async ({ request, params }) => {
    const found = callerSession(request, String(params.id));
    if (!found.session) return found.refusal;
    const input = portalCancellation.safeParse(await request.json().catch(() => ({})));
    if (!input.success) return fail(400, input.error.issues[0]?.message ?? 'Invalid request');
    const { clinic, session } = found;
    const now = Date.now();
    const windowHours = clinic.settings.cancellationWindowHours;
    const verdict = cancellationVerdict(session, now, { windowHours, timeZone: clinic.timeZone });
    if (verdict.kind === 'not-cancellable') {
      return fail(409, PORTAL_VISIT_MESSAGES.notCancellable);
    }
    if (verdict.kind === 'too-late') {
      return fail(409, PORTAL_VISIT_MESSAGES.outsideWindow(windowHours), {
        code: PORTAL_VISIT_CODES.outsideWindow,
        deadline: verdict.deadline,
        ...(clinic.phone ? { clinicPhone: clinic.phone } : {}),
      });
    }
    session.status = 'cancelled';
    session.statusReason = cancelledByPatient(input.data.reason);
    closePendingOf(clinic.id, session.id, new Date(now).toISOString());
    return HttpResponse.json({
      ...portalClinicFrame(clinic),
      session: describe(session, clinic, now),
    });
  }),

  http.get(apiUrl(PORTAL_VISIT_PATHS.freeSlots), ({ request, params }) => {
    const found = callerSession(request, String(params.id));
    if (!found.session) return found.refusal;
    const now = Date.now();
    const refusal = moveRefusal(found.clinic, found.session, now);
    if (refusal) return refusal;
    return HttpResponse.json({
      timeZone: found.clinic.timeZone,
      slots: slotsFor(found.clinic, found.session, now),
    });
  }),

  http.post(apiUrl(PORTAL_VISIT_PATHS.timeRequests), async ({ request, params }) => {
    const found = callerSession(request, String(params.id));
    if (!found.session) return found.refusal;
    const { account, clinic, session } = found;
    const now = Date.now();
    const refusal = moveRefusal(clinic, session, now);
    if (refusal) return refusal;
    const input = timeRequestInput.safeParse(await request.json().catch(() => null));
    if (!input.success) return fail(400, input.error.issues[0]?.message ?? 'Invalid request');
    const requests = timeRequestsOf(clinic.id);
    if (requests.some((r) => r.sessionId === session.id && r.status === 'pending')) {
      return fail(409, PORTAL_VISIT_MESSAGES.requestOpen);
    }
    const length = Date.parse(session.endsAt) - Date.parse(session.startsAt);
    const start = Date.parse(input.data.startsAt);
    const slot = {
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + length).toISOString(),
    };
    if (!isOneOf(slot, slotsFor(clinic, session, now))) {
      return fail(409, PORTAL_VISIT_MESSAGES.slotNotFree, { code: PORTAL_VISIT_CODES.slotNotFree });
    }
    const timeRequest = {
      id: crypto.randomUUID(),
      sessionId: session.id,
      ...slot,
      status: 'pending' as const,
      requestedAt: new Date(now).toISOString(),
      decidedAt: null,
    };
    requests.push({ ...timeRequest, patientId: account.patientId! });
    return HttpResponse.json({ timeRequest }, { status: 201 });
  }),
];
