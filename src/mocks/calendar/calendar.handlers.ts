import { http, HttpResponse, type HttpHandler } from 'msw';
import { API_BASE_PATH } from '../../../common/constants/server.constants';
import {
  CALENDAR_MESSAGES,
  CALENDAR_PATHS,
  CALENDAR_SESSION_LIMIT,
  calendarDaysOf,
  calendarQuery,
  type CalendarSession,
} from '../../../common/contracts/calendar.contract';
import {
  CLINIC_PATHS,
  clinicResponse,
  mayDo,
  memberListResponse,
} from '../../../common/contracts/clinic.contract';
import type { Encounter } from '../../../common/contracts/encounters.contract';
import { HTTP_MESSAGES } from '../../../common/contracts/http-messages';
import { dayWindow } from '../../../common/time/calendar-window';
import { formatIsoDate } from '../../../common/time/zoned-time';
import { sessionsOf } from '../encounters/sessions.store';
import { callPeerMock } from '../peer-mock-call';
import { authenticated } from '../session/mock-bearer';
import { toUser } from '../session/account.db';

const fail = (status: number, message: string) => HttpResponse.json({ message }, { status });

/** A session as the calendar shows it: with its patient, or as a busy block. */
const toCalendarSession = (s: Encounter, seen: boolean): CalendarSession => ({
  id: s.id,
  clinician: s.clinician,
  patient: seen ? { id: s.patient.id, name: s.patient.name } : null,
  startsAt: s.startsAt,
  endsAt: s.endsAt,
  status: s.status,
  modality: s.modality,
  type: s.type,
});

/**
 * The calendar in the browser mock, answering the calendar contract as the server does (held to
 * it by `tests/contract/calendar-contract.test.ts`). The mock models no caseloads: a clinician
 * without the front desk's or owner's right sees their own sessions, and every other one as a
 * busy block.
 */
export const calendarHandlers: HttpHandler[] = [
  http.get(`*${API_BASE_PATH}${CALENDAR_PATHS.range}`, async ({ request }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    const query = calendarQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) {
      const issue = query.error.issues[0];
      const field = issue?.path.map(String).join('.');
      return fail(400, `Invalid query: ${field ? `${field}: ` : ''}${issue?.message ?? ''}`);
    }
    const { clinicianId } = query.data;
    const wholeClinic = mayDo(toUser(account).roles, 'seeClinicSchedule');
    if (!clinicianId && !wholeClinic) return fail(403, CALENDAR_MESSAGES.wholeClinic);
    if (clinicianId) {
      const members = memberListResponse.safeParse(
        await callPeerMock(request, 'GET', CLINIC_PATHS.members),
      );
      const known = members.success && members.data.members.some((m) => m.id === clinicianId);
      if (!known) return fail(404, CALENDAR_MESSAGES.noClinician);
    }
    const profile = clinicResponse.parse(await callPeerMock(request, 'GET', CLINIC_PATHS.profile));
    const { timeZone, settings } = profile.clinic;
    const { first, days } = calendarDaysOf(query.data, settings.firstDayOfWeek);
    const window = dayWindow(first, days, timeZone);
    const matching = sessionsOf(account.tenantId)
      .filter((s) => !clinicianId || s.clinician.id === clinicianId)
      .filter((s) => Date.parse(s.startsAt) < window.to && Date.parse(s.endsAt) > window.from)
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id));
    return HttpResponse.json({
      timeZone,
      from: new Date(window.from).toISOString(),
      to: new Date(window.to).toISOString(),
      firstDay: formatIsoDate(first),
      days,
      sessions: matching
        .slice(0, CALENDAR_SESSION_LIMIT)
        .map((s) => toCalendarSession(s, wholeClinic || s.clinician.id === account.id)),
      truncated: matching.length > CALENDAR_SESSION_LIMIT,
    });
  }),
];
