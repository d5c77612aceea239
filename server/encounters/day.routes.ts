import type { FastifyInstance } from 'fastify';
import {
  ENCOUNTER_PATHS,
  dayQuery,
  type DayResponse,
} from '../../common/contracts/encounters.contract.ts';
import { clinicOf, principalOf, requireRole, requireSession } from '../auth/authenticate.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { flaggedCaseload } from './encounter-people.repository.ts';
import { clinicianSessionsBetween, finishedSessionsWithoutSignedNote } from './day.repository.ts';

/** How many notes to write and flagged patients the day view lists. */
const DAY_LIST_LIMIT = 20;
/** The widest window the day view answers: a week (a day is 23 to 25 hours across DST). */
const MAX_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The signed-in clinician's day (practitionerdashboard): their sessions overlapping the day's
 * bounds (sent by the client in the clinic's time zone, compared as UTC instants), the notes they
 * still owe, and the flagged patients on their caseload. Members without the clinician role: 403.
 */
export function dayRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(ENCOUNTER_PATHS.myDay, {
      schema: { querystring: dayQuery },
      preHandler: requireSession(ctx),
      handler: async (request): Promise<DayResponse> => {
        requireRole(request, 'clinician');
        const from = new Date(request.query.from);
        const to = new Date(request.query.to);
        const span = to.getTime() - from.getTime();
        if (span <= 0)
          throw new HttpError(400, 'The day must end after it starts (to after from).');
        if (span > MAX_WINDOW_MS) throw new HttpError(400, 'Ask for at most 7 days at a time.');
        const clinic = clinicOf(ctx, request);
        const { userId } = principalOf(request);
        const [sessions, notesToWrite, flagged] = await Promise.all([
          clinicianSessionsBetween(clinic, userId, from, to),
          finishedSessionsWithoutSignedNote(clinic, userId, DAY_LIST_LIMIT),
          flaggedCaseload(clinic, userId, DAY_LIST_LIMIT),
        ]);
        const flaggedPatients = flagged.map((p) => ({
          id: p.id,
          name: `${p.given_name} ${p.family_name}`,
          mrn: p.mrn,
          flags: p.flags,
        }));
        return { sessions, notesToWrite, flaggedPatients };
      },
    });
  };
}
