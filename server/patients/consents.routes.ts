import type { FastifyInstance } from 'fastify';
import {
  PATIENT_PATHS,
  consentInput,
  consentsPageQuery,
} from '../../common/contracts/patients.contract.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import type { AppContext } from '../context.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { deleteUntranscribedAudio } from '../speech/audio-retention.ts';
import { requireDateInPatientLife } from './clinic-calendar.ts';
import { appendConsent, listConsents } from './consents.repository.ts';
import { patientIdParams, patientOr404, requireRightFor } from './patient-rights.ts';
import { recordAccess, updateRecord } from './record-access.repository.ts';

/**
 * A patient's consents (CLINICAL.md §1–2): every member sees their status (administrative, not
 * clinical contents); staff and the care team's clinicians record a grant or a withdrawal, which
 * is appended, never edited. Reads and changes are in the record-access trail. Withdrawing the
 * recording & AI consent deletes the patient's untranscribed audio (audited in `audio_deletions`).
 */
export function consentRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(PATIENT_PATHS.consents, {
      schema: { params: patientIdParams, querystring: consentsPageQuery },
      handler: async (request) => {
        const clinic = request.clinic;
        const patient = await patientOr404(clinic, request.params.id);
        const consents = await listConsents(clinic, patient.id, request.query);
        if (!consents) throw new HttpError(400, MESSAGES.unknownCursor);
        await recordAccess(clinic, {
          userId: request.member.userId,
          patientId: patient.id,
          action: 'read-consents',
          at: ctx.clock(),
        });
        return consents;
      },
    });

    app.post(PATIENT_PATHS.consents, {
      schema: { params: patientIdParams, body: consentInput },
      handler: async (request, reply) => {
        const clinic = request.clinic;
        const patient = await patientOr404(clinic, request.params.id);
        requireRightFor(request, patient, 'recordConsents', {
          withoutRole: 403,
          outsideCaseload: 403,
        });
        const now = ctx.clock();
        const { effectiveDate } = request.body;
        await requireDateInPatientLife(clinic, patient, 'effectiveDate', effectiveDate, now);
        const { userId } = request.member;
        await updateRecord(clinic, { userId, patientId: patient.id, at: now }, (tx) =>
          appendConsent(tx, {
            patientId: patient.id,
            input: request.body,
            recordedBy: userId,
            now,
          }),
        );
        // Issue 31: the recording & AI consent withdrawn, no audio waits for a transcription.
        if (request.body.kind === 'recording-ai' && request.body.status === 'withdrawn') {
          await deleteUntranscribedAudio(clinic, ctx.audio, patient.id, { userId, at: now });
        }
        return reply.code(201).send(await listConsents(clinic, patient.id));
      },
    });
  };
}
