import type { FastifyInstance } from 'fastify';
import { CLINIC_PATHS, practitionerListQuery } from '../../common/contracts/clinic.contract.ts';
import { HttpError } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { listPractitioners, type Week } from './practitioners.repository.ts';

export const WEEK_NEEDS_BOTH = 'Invalid query: give both weekFrom and weekTo, or neither.';
export const WEEK_BACKWARDS = 'Invalid query: weekTo must be after weekFrom.';
/** A week, with room for a daylight-saving change; a longer span is not "this week". */
const LONGEST_WEEK_MS = 8 * 24 * 60 * 60 * 1000;
export const WEEK_TOO_LONG = 'Invalid query: the week may span at most 8 days.';

function weekOf(query: { weekFrom?: string | undefined; weekTo?: string | undefined }) {
  if (!query.weekFrom && !query.weekTo) return undefined;
  if (!query.weekFrom || !query.weekTo) throw new HttpError(400, WEEK_NEEDS_BOTH);
  const week: Week = { from: new Date(query.weekFrom), to: new Date(query.weekTo) };
  const spanMs = week.to.getTime() - week.from.getTime();
  if (spanMs <= 0) throw new HttpError(400, WEEK_BACKWARDS);
  if (spanMs > LONGEST_WEEK_MS) throw new HttpError(400, WEEK_TOO_LONG);
  return week;
}

/** Members who see patients (every member may list them), with their week at a glance. */
export function practitionerRoutes() {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(CLINIC_PATHS.practitioners, {
      schema: { querystring: practitionerListQuery },
      handler: async (request) => {
        const week = weekOf(request.query);
        const practitioners = await listPractitioners(request.clinic, {
          q: request.query.q,
          week,
        });
        return { practitioners };
      },
    });
  };
}
