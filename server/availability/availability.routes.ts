import type { FastifyInstance } from 'fastify';
import {
  AVAILABILITY_MESSAGES,
  AVAILABILITY_PATHS,
  MAX_AVAILABILITY_RANGE_DAYS,
  availabilityRangeQuery,
  clinicHours,
  clinicianAvailability,
  toMinutes,
} from '../../common/contracts/availability.contract.ts';
import { mayDo } from '../../common/contracts/clinic.contract.ts';
import { liesInside } from '../../common/time/availability-intervals.ts';
import { parseIsoDate } from '../../common/time/zoned-time.ts';
import { idParams, requireRight } from '../clinic/clinic-rights.ts';
import { HttpError } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import {
  activeClinicians,
  datesOffOf,
  readClinicHours,
  replaceClinicHours,
  replaceClinicianAvailability,
  weeksOf,
} from './availability.repository.ts';
import { availabilityRange, toText } from './availability-view.ts';

const dayNumber = (text: string) => {
  const d = parseIsoDate(text)!;
  return Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;
};

/**
 * Availability (issue 32): every member reads it (it holds no patient data: the calendar shades
 * by it); a clinician sets their own week and dates off, an owner anyone's and the clinic's
 * opening hours and holidays. Working hours outside the opening hours are refused (409).
 */
export function availabilityRoutes() {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(AVAILABILITY_PATHS.range, {
      schema: { querystring: availabilityRangeQuery },
      handler: async (request) => {
        const { from, to, clinicianId } = request.query;
        const span = dayNumber(to) - dayNumber(from);
        if (span < 0) throw new HttpError(400, AVAILABILITY_MESSAGES.rangeOrder);
        if (span >= MAX_AVAILABILITY_RANGE_DAYS) {
          throw new HttpError(400, AVAILABILITY_MESSAGES.rangeTooLong);
        }
        return availabilityRange(request.clinic, { from, to }, clinicianId);
      },
    });

    app.get(AVAILABILITY_PATHS.clinic, async (request) => {
      const stored = await readClinicHours(request.clinic);
      return { clinicHours: { openingHours: toText(stored.opening), holidays: stored.holidays } };
    });

    app.put(AVAILABILITY_PATHS.clinic, {
      schema: { body: clinicHours },
      handler: async (request) => {
        requireRight(request, 'manageClinic');
        await replaceClinicHours(request.clinic, {
          opening: toMinutes(request.body.openingHours),
          holidays: request.body.holidays,
        });
        return { clinicHours: request.body };
      },
    });

    app.get(AVAILABILITY_PATHS.clinician, {
      schema: { params: idParams },
      handler: async (request) => {
        const { id } = request.params;
        if ((await activeClinicians(request.clinic, id)).length === 0) {
          throw new HttpError(404, AVAILABILITY_MESSAGES.notAClinician);
        }
        const [weeks, datesOff] = await Promise.all([
          weeksOf(request.clinic, [id]),
          datesOffOf(request.clinic, [id]),
        ]);
        return {
          clinicianId: id,
          availability: { hours: toText(weeks.get(id) ?? []), datesOff: datesOff.get(id) ?? [] },
        };
      },
    });

    app.put(AVAILABILITY_PATHS.clinician, {
      schema: { params: idParams, body: clinicianAvailability },
      handler: async (request) => {
        const { id } = request.params;
        const { roles, userId } = request.member;
        const mayAct =
          mayDo(roles, 'setAnyAvailability') ||
          (userId === id && mayDo(roles, 'setOwnAvailability'));
        if ((await activeClinicians(request.clinic, id)).length === 0) {
          throw new HttpError(404, AVAILABILITY_MESSAGES.notAClinician);
        }
        if (!mayAct) throw new HttpError(403, AVAILABILITY_MESSAGES.ownHoursOnly);
        const week = toMinutes(request.body.hours);
        const { opening } = await readClinicHours(request.clinic);
        const outside = opening.length > 0 && week.find((w) => !liesInside(w, opening));
        if (outside) {
          const [text] = toText([outside]);
          throw new HttpError(
            409,
            AVAILABILITY_MESSAGES.outsideOpeningHours(text!.weekday, text!.start, text!.end),
          );
        }
        await replaceClinicianAvailability(request.clinic, id, week, request.body.datesOff);
        return { clinicianId: id, availability: request.body };
      },
    });
  };
}
