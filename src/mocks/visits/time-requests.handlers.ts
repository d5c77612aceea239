import { http, HttpResponse, type HttpHandler } from 'msw';
import { mayDo } from '../../../common/contracts/clinic.contract';
import { HTTP_MESSAGES } from '../../../common/contracts/http-messages';
import {
  PORTAL_VISIT_CODES,
  PORTAL_VISIT_MESSAGES,
  TIME_REQUEST_PATHS,
  timeRequestListQuery,
  type DeskTimeRequest,
} from '../../../common/contracts/portal-visits.contract';
import { dayWindow } from '../../../common/time/calendar-window';
import { parseIsoDate } from '../../../common/time/zoned-time';
import { clashOf, clinicZoneOf, sessionsOf } from '../encounters/sessions.store';
import { apiUrl } from '../mock-replies';
import { toUser, type AccountRecord } from '../session/account.db';
import { authenticated } from '../session/mock-bearer';
import { timeRequestsOf, type MockTimeRequest } from './time-requests.store';

/**
 * The front desk's side of patients' requests for another time in the mock (issue 36), as the
 * server's `time-requests.routes.ts`: the pending requests of some clinic days; confirming moves
 * the session (409 `slot-not-free` when the time was booked since, the request stays pending);
 * declining leaves it. The front desk answers any; a clinician only their own sessions' (another's
 * is a 404); a member with neither role is refused (403).
 */
const fail = (status: number, message: string, extra: object = {}) =>
  HttpResponse.json({ message, ...extra }, { status });

function scopeOf(account: AccountRecord): { clinicianId?: string } | null {
  const { roles } = toUser(account);
  if (!mayDo(roles, 'answerTimeRequests')) return null;
  return roles.includes('staff') ? {} : { clinicianId: account.id };
}

function deskView(tenantId: string, request: MockTimeRequest): DeskTimeRequest | null {
  const session = sessionsOf(tenantId).find((s) => s.id === request.sessionId);
  if (!session) return null;
  const { patientId: _patientId, ...rest } = request;
  return {
    ...rest,
    patient: { id: session.patient.id, name: session.patient.name },
    clinician: { id: session.clinician.id, name: session.clinician.name },
    sessionStartsAt: session.startsAt,
    sessionEndsAt: session.endsAt,
  };
}

/** The caller, their scope and the pending request they may answer, or the refusal. */
function answerable(request: Request, id: string) {
  const account = authenticated(request);
  if (!account) return { refusal: fail(401, HTTP_MESSAGES.unauthorized) } as const;
  const scope = scopeOf(account);
  if (!scope) return { refusal: fail(403, HTTP_MESSAGES.forbiddenRole) } as const;
  const found = timeRequestsOf(account.tenantId).find((r) => r.id === id);
  const view = found && deskView(account.tenantId, found);
  if (!found || !view || (scope.clinicianId && view.clinician.id !== scope.clinicianId)) {
    return { refusal: fail(404, HTTP_MESSAGES.notFound) } as const;
  }
  if (found.status !== 'pending') return { refusal: fail(409, PORTAL_VISIT_MESSAGES.notPending) };
  return { account, found } as const;
}

function decide(account: AccountRecord, found: MockTimeRequest, status: 'confirmed' | 'declined') {
  found.status = status;
  found.decidedAt = new Date().toISOString();
  return HttpResponse.json({ request: deskView(account.tenantId, found) });
}

export const timeRequestHandlers: HttpHandler[] = [
  http.get(apiUrl(TIME_REQUEST_PATHS.list), async ({ request }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    const scope = scopeOf(account);
    if (!scope) return fail(403, HTTP_MESSAGES.forbiddenRole);
    const query = timeRequestListQuery.safeParse(
      Object.fromEntries(new URL(request.url).searchParams),
    );
    if (!query.success) return fail(400, query.error.issues[0]?.message ?? 'Invalid request');
    const timeZone = await clinicZoneOf(request);
    const window = dayWindow(parseIsoDate(query.data.from)!, query.data.days, timeZone);
    const within = (at: string) => Date.parse(at) >= window.from && Date.parse(at) < window.to;
    const requests = timeRequestsOf(account.tenantId)
      .filter((r) => r.status === 'pending')
      .map((r) => deskView(account.tenantId, r))
      .filter((r): r is DeskTimeRequest => r !== null)
      .filter((r) => !scope.clinicianId || r.clinician.id === scope.clinicianId)
      .filter((r) => within(r.startsAt) || within(r.sessionStartsAt))
      .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
    return HttpResponse.json({ timeZone, requests });
  }),

  http.post(apiUrl(TIME_REQUEST_PATHS.confirm), ({ request, params }) => {
    const asked = answerable(request, String(params.id));
    if (!asked.found) return asked.refusal;
    const { account, found } = asked;
    const sessions = sessionsOf(account.tenantId);
    const session = sessions.find((s) => s.id === found.sessionId)!;
    if (session.status !== 'planned') return fail(409, 'Only a planned session can be changed');
    const wanted = { ...found, id: session.id, clinicianId: session.clinician.id };
    const clash = clashOf(sessions, wanted);
    if (clash) {
      return fail(409, 'The clinician already has a session at that time', {
        code: PORTAL_VISIT_CODES.slotNotFree,
      });
    }
    session.startsAt = found.startsAt;
    session.endsAt = found.endsAt;
    return decide(account, found, 'confirmed');
  }),

  http.post(apiUrl(TIME_REQUEST_PATHS.decline), ({ request, params }) => {
    const asked = answerable(request, String(params.id));
    if (!asked.found) return asked.refusal;
    return decide(asked.account, asked.found, 'declined');
  }),
];
