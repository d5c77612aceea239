import type { FastifyInstance } from 'fastify';
import {
  CALENDAR_MESSAGES,
  CALENDAR_PATHS,
  calendarDaysOf,
  calendarQuery,
  type CalendarResponse,
} from '../../common/contracts/calendar.contract.ts';
import { mayDo } from '../../common/contracts/clinic.contract.ts';
import { dayWindow } from '../../common/time/calendar-window.ts';
import { formatIsoDate } from '../../common/time/zoned-time.ts';
import { readClinic } from '../clinic/clinic-profile.repository.ts';
import { HttpError } from '../http/http-error.ts';
import { keptAnswers, sendKept } from '../http/kept-answers.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { scheduleVersion } from '../encounters/schedule-version.repository.ts';
import { seenAs, viewerOf } from '../encounters/session-visibility.ts';
import { calendarSessions, isMember } from './calendar.repository.ts';

/**
 * The calendar (issue 32): the sessions of `days` clinic days from `from` (or of the week holding
 * `weekOf`, from the clinic's first day of the week), of one clinician or,
 * for those who run the clinic's schedule (`seeClinicSchedule`), the whole clinic. A clinician sees
 * their own sessions and their caseload's; a colleague's other sessions come as busy blocks
 * (times and status, no patient), so a clinician can find a free hour without reading a chart.
 * An answer is kept by what it shows (clinic, whose view, clinician, window) and served again
 * while the clinic's schedule version stands (issue 35, docs/decisions.md "c35-schedule-version").
 */
export function calendarRoutes(keep: boolean) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const answers = keptAnswers(keep);

    app.get(CALENDAR_PATHS.range, {
      schema: { querystring: calendarQuery },
      handler: async (request, reply) => {
        const { clinicianId } = request.query;
        if (!clinicianId && !mayDo(request.member.roles, 'seeClinicSchedule')) {
          throw new HttpError(403, CALENDAR_MESSAGES.wholeClinic);
        }
        const clinic = request.clinic;
        if (clinicianId && !(await isMember(clinic, clinicianId))) {
          throw new HttpError(404, CALENDAR_MESSAGES.noClinician);
        }
        const [{ timeZone, settings }, version] = await Promise.all([
          readClinic(clinic),
          scheduleVersion(clinic),
        ]);
        const { first, days } = calendarDaysOf(request.query, settings.firstDayOfWeek);
        const window = dayWindow(first, days, timeZone);
        const bounds = { from: new Date(window.from), to: new Date(window.to) };
        const viewer = viewerOf(request);
        const envelope = {
          timeZone,
          from: bounds.from.toISOString(),
          to: bounds.to.toISOString(),
          firstDay: formatIsoDate(first),
          days,
        };
        const key = [
          clinic.tenantId,
          seenAs(viewer),
          clinicianId ?? '*',
          ...Object.values(envelope),
        ];
        const answer = await answers.answer(
          key.join(' '),
          version,
          async (): Promise<CalendarResponse> => ({
            ...envelope,
            ...(await calendarSessions(clinic, viewer, { ...bounds, clinicianId })),
          }),
        );
        return sendKept(request, reply, answer);
      },
    });
  };
}
