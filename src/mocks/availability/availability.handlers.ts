import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  AVAILABILITY_MESSAGES,
  AVAILABILITY_PATHS,
  MAX_AVAILABILITY_RANGE_DAYS,
  availabilityRangeQuery,
  clinicHours,
  clinicianAvailability,
  toMinutes,
} from '../../../common/contracts/availability.contract';
import {
  CLINIC_PATHS,
  mayDo,
  practitionerListResponse,
} from '../../../common/contracts/clinic.contract';
import { HTTP_MESSAGES } from '../../../common/contracts/http-messages';
import { liesInside, textOfMinute } from '../../../common/time/availability-intervals';
import { parseIsoDate } from '../../../common/time/zoned-time';
import { clinicZoneOf } from '../encounters/sessions.store';
import { callPeerMock } from '../peer-mock-call';
import { authenticated } from '../session/mock-bearer';
import { toUser } from '../session/account.db';
import { apiUrl as url, fail, invalid } from '../mock-replies';
import {
  clinicHoursOf,
  clinicianView,
  clinicianWeekOf,
  setClinicHours,
  setClinicianWeek,
} from './availability.store';

const dayNumber = (text: string) => {
  const d = parseIsoDate(text)!;
  return Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;
};

/** The clinic's clinicians (the practitioners list of the clinic mock), by id and name. */
export async function cliniciansOf(request: Request): Promise<{ id: string; name: string }[]> {
  const parsed = practitionerListResponse.safeParse(
    await callPeerMock(request, 'GET', CLINIC_PATHS.practitioners),
  );
  return parsed.success ? parsed.data.practitioners.map((p) => ({ id: p.id, name: p.name })) : [];
}

/**
 * Availability in the browser mock, answering the availability contract as the server does
 * (`tests/contract/availability-contract.test.ts` holds both): every member reads it, a clinician
 * sets their own week, an owner anyone's and the clinic's opening hours and holidays.
 */
export const availabilityHandlers: HttpHandler[] = [
  http.get(url(AVAILABILITY_PATHS.range), async ({ request }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    const query = availabilityRangeQuery.safeParse(
      Object.fromEntries(new URL(request.url).searchParams),
    );
    if (!query.success) return invalid(query.error.issues);
    const { from, to, clinicianId } = query.data;
    const span = dayNumber(to) - dayNumber(from);
    if (span < 0) return fail(400, AVAILABILITY_MESSAGES.rangeOrder);
    if (span >= MAX_AVAILABILITY_RANGE_DAYS) return fail(400, AVAILABILITY_MESSAGES.rangeTooLong);
    const timeZone = await clinicZoneOf(request);
    const holidays = clinicHoursOf(account.tenantId).holidays.filter(
      (h) => from <= h.date && h.date <= to,
    );
    const clinicians = (await cliniciansOf(request)).filter(
      (c) => !clinicianId || c.id === clinicianId,
    );
    return HttpResponse.json({
      timeZone,
      holidays,
      clinicians: clinicians.map((c) => ({
        clinicianId: c.id,
        name: c.name,
        ...clinicianView(account.tenantId, c.id, { from, to }, timeZone),
      })),
    });
  }),

  http.get(url(AVAILABILITY_PATHS.clinic), ({ request }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    return HttpResponse.json({ clinicHours: clinicHoursOf(account.tenantId) });
  }),

  http.put(url(AVAILABILITY_PATHS.clinic), async ({ request }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    const body = clinicHours.safeParse(await request.json().catch(() => null));
    if (!body.success) return invalid(body.error.issues);
    if (!mayDo(toUser(account).roles, 'manageClinic'))
      return fail(403, HTTP_MESSAGES.forbiddenRole);
    setClinicHours(account.tenantId, body.data);
    return HttpResponse.json({ clinicHours: body.data });
  }),

  http.get(url(AVAILABILITY_PATHS.clinician), async ({ request, params }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    const id = String(params.id);
    if (!(await cliniciansOf(request)).some((c) => c.id === id)) {
      return fail(404, AVAILABILITY_MESSAGES.notAClinician);
    }
    return HttpResponse.json({
      clinicianId: id,
      availability: clinicianWeekOf(account.tenantId, id),
    });
  }),

  http.put(url(AVAILABILITY_PATHS.clinician), async ({ request, params }) => {
    const account = authenticated(request);
    if (!account) return fail(401, HTTP_MESSAGES.unauthorized);
    const body = clinicianAvailability.safeParse(await request.json().catch(() => null));
    if (!body.success) return invalid(body.error.issues);
    const id = String(params.id);
    const { roles } = toUser(account);
    const mayAct =
      mayDo(roles, 'setAnyAvailability') ||
      (id === account.id && mayDo(roles, 'setOwnAvailability'));
    if (!(await cliniciansOf(request)).some((c) => c.id === id)) {
      return fail(404, AVAILABILITY_MESSAGES.notAClinician);
    }
    if (!mayAct) return fail(403, AVAILABILITY_MESSAGES.ownHoursOnly);
    const opening = toMinutes(clinicHoursOf(account.tenantId).openingHours);
    const outside =
      opening.length > 0 && toMinutes(body.data.hours).find((w) => !liesInside(w, opening));
    if (outside) {
      const { weekday, startMinute, endMinute } = outside;
      return fail(
        409,
        AVAILABILITY_MESSAGES.outsideOpeningHours(
          weekday,
          textOfMinute(startMinute),
          textOfMinute(endMinute),
        ),
      );
    }
    setClinicianWeek(account.tenantId, id, body.data);
    return HttpResponse.json({ clinicianId: id, availability: body.data });
  }),
];
