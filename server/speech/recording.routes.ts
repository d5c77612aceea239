import type { FastifyInstance } from 'fastify';
import {
  SPEECH_MESSAGES,
  SPEECH_PATHS,
  transcriptCorrection,
  type Recording,
} from '../../common/contracts/speech.contract.ts';
import type { AppContext } from '../context.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { recordAccess, updateRecord } from '../patients/record-access.repository.ts';
import { idParams, ownRecording, readableRecording } from './recording-access.ts';
import {
  deleteRecording,
  hasDrafts,
  updateRecording,
  withTranscript,
} from './recordings.repository.ts';
import { REFUSALS } from './speech-refusals.ts';

/** One recording: read with its transcript (audited), the transcript corrected, or discarded. */
export function recordingRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(SPEECH_PATHS.recording, {
      schema: { params: idParams },
      handler: async (request): Promise<{ recording: Recording }> => {
        const clinic = request.clinic;
        const row = await readableRecording(request, clinic, request.params.id);
        await recordAccess(clinic, {
          userId: request.member.userId,
          patientId: row.patient_id,
          action: 'read-transcript',
          at: ctx.clock(),
          record: { kind: 'recording', id: row.id },
        });
        return { recording: await withTranscript(clinic, row) };
      },
    });

    app.put(SPEECH_PATHS.transcript, {
      schema: { params: idParams, body: transcriptCorrection },
      handler: async (request): Promise<{ recording: Recording }> => {
        const clinic = request.clinic;
        const row = await ownRecording(request, clinic, request.params.id);
        if (row.status !== 'transcribed' || row.transcript_text === null) {
          throw REFUSALS.closed(SPEECH_MESSAGES.noTranscript);
        }
        const { userId } = request.member;
        const at = ctx.clock();
        const after = await updateRecord(clinic, { userId, patientId: row.patient_id, at }, (tx) =>
          updateRecording(
            tx,
            row.id,
            {
              transcript_text: request.body.text,
              transcript_corrected_at: at,
              transcript_corrected_by: userId,
            },
            'transcribed',
          ),
        );
        if (!after) throw new HttpError(404, MESSAGES.notFound);
        return { recording: await withTranscript(clinic, after) };
      },
    });

    app.delete(SPEECH_PATHS.recording, {
      schema: { params: idParams },
      handler: async (request, reply) => {
        const clinic = request.clinic;
        const row = await ownRecording(request, clinic, request.params.id);
        // A draft made from it names it as its input: the transcript is part of that record.
        if (await hasDrafts(clinic, row.id)) {
          throw REFUSALS.closed(SPEECH_MESSAGES.keptWithDraft);
        }
        await ctx.audio.delete(clinic.tenantId, row.id);
        const by = {
          userId: request.member.userId,
          patientId: row.patient_id,
          at: ctx.clock(),
        };
        await updateRecord(clinic, by, (tx) => deleteRecording(tx, row.id));
        return reply.code(204).send();
      },
    });
  };
}
