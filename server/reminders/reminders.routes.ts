import type { FastifyInstance } from 'fastify';
import {
  REMINDER_PATHS,
  patientRemindersInput,
} from '../../common/contracts/reminders.contract.ts';
import { idParams } from '../../common/contracts/safe-text.ts';
import type { AppContext } from '../context.ts';
import { findEncounter } from '../encounters/encounters.repository.ts';
import { viewerOf } from '../encounters/session-visibility.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { patientIdParams, patientOr404, requireRightFor } from '../patients/patient-rights.ts';
import { updateRecord } from '../patients/record-access.repository.ts';
import { readPatientReminders, writePatientReminders } from './patient-reminders.repository.ts';
import { lastReminder } from './session-reminder.ts';

/**
 * A patient's session reminders (issue 32): every member sees whether they go (administrative,
 * like consents); staff, owners and the care team's clinicians switch them off or on. Another
 * clinic's patient is a 404; a clinician outside the care team is refused (403). A session's last
 * mail (kind, sequence, when; never the address) is shown to whoever may see the session.
 */
export function reminderRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(REMINDER_PATHS.patient, {
      schema: { params: patientIdParams },
      handler: async (request) => {
        const clinic = request.clinic;
        const patient = await patientOr404(clinic, request.params.id);
        // Part of the chart, whose opening is its one "read" line (like the notes' summaries):
        // whether mail goes, never an address or any clinical content.
        return { reminders: await readPatientReminders(clinic, patient) };
      },
    });

    app.put(REMINDER_PATHS.patient, {
      schema: { params: patientIdParams, body: patientRemindersInput },
      handler: async (request) => {
        const clinic = request.clinic;
        const patient = await patientOr404(clinic, request.params.id);
        requireRightFor(request, patient, 'setPatientReminders', {
          withoutRole: 403,
          outsideCaseload: 403,
        });
        const now = ctx.clock();
        const { userId } = request.member;
        await updateRecord(clinic, { userId, patientId: patient.id, at: now }, (tx) =>
          writePatientReminders(tx, {
            patientId: patient.id,
            off: request.body.off,
            by: userId,
            at: now,
          }),
        );
        return { reminders: await readPatientReminders(clinic, patient) };
      },
    });

    app.get(REMINDER_PATHS.session, {
      schema: { params: idParams },
      handler: async (request) => {
        const session = await findEncounter(request.clinic, request.params.id, viewerOf(request));
        if (!session) throw new HttpError(404, MESSAGES.notFound);
        return { reminder: await lastReminder(request.clinic, session.id) };
      },
    });
  };
}
