import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  recordingFinishInput,
  SPEECH_PATHS,
  type TranscriptionAnswer,
} from '../../common/contracts/speech.contract.ts';
import type { AppContext } from '../context.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { recordAccess } from '../patients/record-access.repository.ts';
import { missingChunks } from './audio/audio-store.ts';
import { idParams, ownRecording } from './recording-access.ts';
import { updateRecording } from './recordings.repository.ts';
import { MISSING_LISTED, REFUSALS } from './speech-refusals.ts';
import { transcribeRecording } from './transcription.service.ts';

const alreadyFinished = () =>
  REFUSALS.closed('This recording is already finished: read it to see where it stands.');

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
        // Whatever the server holds must form one whole: 0…n-1, n at least what the page sent.
        const count = Math.max(request.body.chunks, (held.at(-1)?.seq ?? -1) + 1);
        const missing = missingChunks(held, count);
        if (missing.length > 0) {
          return reply.code(409).send({
            message: `The server does not hold every chunk: send the missing ones again (${missing.length} missing).`,
            code: 'chunks-missing',
            missing: missing.slice(0, MISSING_LISTED),
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
        if (recording.status === 'recording') {
          throw REFUSALS.closed('This recording is still open: finish it first.');
        }
        if (recording.status === 'transcribed') {
          throw REFUSALS.closed(
            'This recording is already transcribed: correct its transcript instead.',
          );
        }
        if (recording.audio_deleted_at !== null) throw REFUSALS.audioGone();
        const answer = await transcribeRecording(ctx, clinic, recording, { log: request.log });
        return answered(request, clinic, answer);
      },
    });
  };
}
