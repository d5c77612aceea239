import type { FastifyInstance } from 'fastify';
import {
  ENCOUNTER_PATHS,
  ENCOUNTER_TRANSITIONS,
  OFF_DAY_MESSAGE,
  encounterTransition,
  isOffDay,
  type EncounterAction,
} from '../../common/contracts/encounters.contract.ts';
import { recordAuditEvents } from '../audit/audit.repository.ts';
import { holdsRole } from '../auth/authenticate.ts';
import type { AppContext } from '../context.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { idParams } from './encounter-access.ts';
import { viewerOf } from './session-visibility.ts';
import { clinicTimeZone } from '../patients/clinic-calendar.ts';
import {
  findEncounter,
  lockEncounter,
  recordOffDayStep,
  setStatus,
} from './encounters.repository.ts';

/** What each action does to a session, as a refusal names it ("cannot be checked in"). */
const DONE: Record<EncounterAction, string> = {
  'check-in': 'checked in',
  start: 'started',
  finish: 'finished',
  cancel: 'cancelled',
  'no-show': 'marked as a no-show',
};

/** Starting and finishing are clinical acts: the session's own clinician only. */
const CLINICIAN_ONLY: readonly EncounterAction[] = ['start', 'finish'];

/**
 * A session's status changes, by `ENCOUNTER_TRANSITIONS` (the contract's one table): the
 * front desk or the session's clinician checks in, cancels or marks a no-show; only the
 * session's clinician starts and finishes it. The server's clock stamps each step. Checking in,
 * starting and a no-show belong to the session's day in the clinic's time zone: on another day
 * they need `offDay` (a confirmation and a reason), stored with the step and audited.
 */
export function transitionRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.post(ENCOUNTER_PATHS.transition, {
      schema: { params: idParams, body: encounterTransition },
      handler: async (request) => {
        const clinic = request.clinic;
        const viewer = viewerOf(request);
        const current = await findEncounter(clinic, request.params.id, viewer);
        if (!current) throw new HttpError(404, MESSAGES.notFound);
        const { action, reason, offDay } = request.body;
        const own = current.clinician.id === viewer.userId;
        if (CLINICIAN_ONLY.includes(action) && !own) {
          throw new HttpError(403, 'Only the session’s clinician may start or finish it.');
        }
        if (!own && !holdsRole(request, 'staff')) {
          throw new HttpError(403, 'Only the front desk or the session’s clinician may do this.');
        }
        const rule = ENCOUNTER_TRANSITIONS[action];
        const now = ctx.clock();
        const zone = await clinicTimeZone(clinic, current.patient.id);
        const offDayStep = isOffDay(action, current.startsAt, now, zone);
        await clinic.transaction(async (tx) => {
          const locked = await lockEncounter(tx, current.id);
          if (!locked) throw new HttpError(404, MESSAGES.notFound);
          if (!rule.from.includes(locked.status)) {
            throw new HttpError(
              409,
              `This session is ${locked.status}: it cannot be ${DONE[action]} (only a session that is ${rule.from.join(' or ')} can).`,
            );
          }
          if (offDayStep && !offDay) throw new HttpError(409, OFF_DAY_MESSAGE);
          const stored = action === 'cancel' || action === 'no-show' ? reason : undefined;
          await setStatus(tx, current.id, { status: rule.to, at: now, reason: stored });
          if (offDayStep && offDay) {
            const by = { userId: viewer.userId, at: now };
            await recordOffDayStep(tx, current.id, action, offDay.reason, by);
            await recordAuditEvents(tx, [
              {
                type: 'session-off-day',
                ...by,
                change: { subjectId: current.id, before: [locked.status], after: [rule.to] },
              },
            ]);
          }
        });
        const encounter = await findEncounter(clinic, current.id, { ...viewer, wholeClinic: true });
        if (!encounter) throw new HttpError(404, MESSAGES.notFound);
        return { encounter };
      },
    });
  };
}
