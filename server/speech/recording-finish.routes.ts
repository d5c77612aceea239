import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  chunksToClose,
  MISSING_CHUNKS_LISTED,
  recordingFinishInput,
  SPEECH_MESSAGES,
  SPEECH_PATHS,
  transcribeRefusal,
  type TranscriptionAnswer,
} from '../../common/contracts/speech.contract.ts';
import type { AppContext } from '../context.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { recordAccess } from '../patients/record-access.repository.ts';
import { idParams, ownRecording } from './recording-access.ts';
import { updateRecording } from './recordings.repository.ts';
import { REFUSALS, refusal } from './speech-refusals.ts';
import { transcribeRecording } from './transcription.service.ts';

const alreadyFinished = () => REFUSALS.closed(SPEECH_MESSAGES.alreadyFinished);

/** Closing a recording (then transcribing it when that may be done), and transcribing it again. */
export function recordingFinishRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    /** An answer that carries a transcript is a read of it, in the patient's trail. */
    const answered = async (
      request: FastifyRequest,
      clinic: TenantDb,
      answer: TranscriptionAnswer,
    ): Promise<TranscriptionAnswer> => {
      if (answer.recording.transcript) {
        await recordAccess(clinic, {
          userId: request.member.userId,
          patientId: answer.recording.patientId,
          action: 'read-transcript',
          at: ctx.clock(),
          record: { kind: 'recording', id: answer.recording.id },
        });
      }
      return answer;
    };

    app.post(SPEECH_PATHS.finish, {
      schema: { params: idParams, body: recordingFinishInput },
      handler: async (request, reply) => {
        const clinic = request.clinic;
        const recording = await ownRecording(request, clinic, request.params.id);
        if (recording.status !== 'recording') throw alreadyFinished();
        const held = await ctx.audio.list(clinic.tenantId, recording.id);
        const { count, missing } = chunksToClose(
          request.body.chunks,
          held.map((chunk) => chunk.seq),
        );
        if (missing.length > 0) {
          return reply.code(409).send({
            message: SPEECH_MESSAGES.chunksMissing(missing.length),
            code: 'chunks-missing',
            missing: missing.slice(0, MISSING_CHUNKS_LISTED),
          });
        }
        const finished = await updateRecording(
          clinic,
          recording.id,
          {
            status: 'finished',
            finished_at: ctx.clock(),
            chunks: count,
            bytes: held.reduce((sum, chunk) => sum + chunk.bytes, 0),
            duration_ms: request.body.durationMs,
          },
          'recording',
        );
        if (!finished) throw alreadyFinished();
        const answer = await transcribeRecording(ctx, clinic, finished, {
          language: request.body.language,
          log: request.log,
        });
        return answered(request, clinic, answer);
      },
    });

    app.post(SPEECH_PATHS.transcribe, {
      schema: { params: idParams },
      handler: async (request) => {
        const clinic = request.clinic;
        const recording = await ownRecording(request, clinic, request.params.id);
        const refused = transcribeRefusal({
          status: recording.status,
          audioKept: recording.audio_deleted_at === null,
        });
        if (refused) throw refusal(refused.code, refused.message);
        const answer = await transcribeRecording(ctx, clinic, recording, { log: request.log });
        return answered(request, clinic, answer);
      },
    });
  };
}
