import type { FastifyInstance } from 'fastify';
import { severityBand } from '../../common/contracts/intake.contract.ts';
import {
  ENCOUNTER_PATHS,
  dayQuery,
  type DayResponse,
} from '../../common/contracts/encounters.contract.ts';
import { rankScoreChanges } from '../../common/contracts/score-changes.ts';
import { requireRole } from '../auth/authenticate.ts';
import { HttpError } from '../http/http-error.ts';
import { keptAnswers, sendKept } from '../http/kept-answers.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { clinicianDay } from './day.repository.ts';
import { scheduleVersion } from './schedule-version.repository.ts';

/** How many notes to write and flagged patients the day view lists. */
const DAY_LIST_LIMIT = 20;
/** How many latest PHQ-9 / GAD-7 changes the day view lists. */
const SCORE_CHANGE_LIMIT = 10;
/** How many recent changes are ranked to choose them (worse first: `rankScoreChanges`). */
const SCORE_CHANGES_RANKED = 100;
/** The widest window the day view answers: a week (a day is 23 to 25 hours across DST). */
const MAX_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The signed-in clinician's day (practitionerdashboard): their sessions overlapping the day's
 * bounds (sent by the client in the clinic's time zone, compared as UTC instants), the notes they
 * still owe, the flagged patients on their caseload and their latest PHQ-9 / GAD-7 changes (no
 * record-access event: a summary, like the flags; the scores themselves are read on the chart),
 * worse first and unchanged ones left out (`rankScoreChanges`, issue 30).
 * Members without the clinician role: 403. An answer is kept by clinician and window and served
 * again while the clinic's schedule version stands (docs/decisions.md "c35-schedule-version").
 */
export function dayRoutes(keep: boolean) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const answers = keptAnswers(keep);

    app.get(ENCOUNTER_PATHS.myDay, {
      schema: { querystring: dayQuery },
      handler: async (request, reply) => {
        requireRole(request, 'clinician');
        const from = new Date(request.query.from);
        const to = new Date(request.query.to);
        const span = to.getTime() - from.getTime();
        if (span <= 0)
          throw new HttpError(400, 'The day must end after it starts (to after from).');
        if (span > MAX_WINDOW_MS) throw new HttpError(400, 'Ask for at most 7 days at a time.');
        const { clinic, member } = request;
        const version = await scheduleVersion(clinic);
        const key = `${clinic.tenantId} ${member.userId} ${from.toISOString()} ${to.toISOString()}`;
        const answer = await answers.answer(key, version, () =>
          dayOf(clinic, member.userId, { from, to }),
        );
        return sendKept(request, reply, answer);
      },
    });
  };
}

/** The day's answer, from its four reads. */
async function dayOf(
  clinic: TenantDb,
  clinicianId: string,
  window: { from: Date; to: Date },
): Promise<DayResponse> {
  const {
    sessions,
    notesToWrite,
    flagged,
    scoreChanges: changes,
  } = await clinicianDay(clinic, clinicianId, window, {
    lists: DAY_LIST_LIMIT,
    scoreChanges: SCORE_CHANGES_RANKED,
  });
  const flaggedPatients = flagged.map((p) => ({
    id: p.id,
    name: `${p.given_name} ${p.family_name}`,
    mrn: p.mrn,
    flags: p.flags,
  }));
  const ranked = changes.map((c) => ({
    patientId: c.patient_id,
    patientName: `${c.given_name} ${c.family_name}`,
    instrument: c.instrument,
    previousTotal: c.previous_total,
    latestTotal: c.latest_total,
    previousBand: severityBand.parse(c.previous_band),
    latestBand: severityBand.parse(c.latest_band),
    effectiveAt: new Date(c.effective_at).toISOString(),
  }));
  const scoreChanges = rankScoreChanges(ranked, SCORE_CHANGE_LIMIT);
  return { sessions, notesToWrite, flaggedPatients, scoreChanges };
}
