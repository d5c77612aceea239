import type { FastifyError, FastifyInstance } from 'fastify';
import {
  CHUNK_CONTENT_TYPES,
  RECORDING_CHUNK_MAX_BYTES,
  SPEECH_MESSAGES,
  SPEECH_PATHS,
  chunkParams,
  type ChunkAck,
} from '../../common/contracts/speech.contract.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/http-error.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { AudioStoreError } from './audio/audio-store.ts';
import { checkAudioRoom } from './audio-limits.ts';
import { ownRecording } from './recording-access.ts';
import { updateRecording } from './recordings.repository.ts';
import { REFUSALS } from './speech-refusals.ts';

const RAW_BODY_ONLY = SPEECH_MESSAGES.chunkNotRaw;

export const closedForChunks = () => REFUSALS.closed(SPEECH_MESSAGES.finishedForChunks);

/**
 * Chunks of audio while a recording runs: the body is the bytes (up to RECORDING_CHUNK_MAX_BYTES,
 * in this plugin only; the rest of the API keeps its small JSON limit), within the audio limits
 * (`checkAudioRoom`: 413, 429 or 507 with a code, nothing kept).
 */
export function recordingChunkRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.addContentTypeParser(
      CHUNK_CONTENT_TYPES,
      { parseAs: 'buffer', bodyLimit: RECORDING_CHUNK_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    // Fastify's own refusals of a chunk, in words that fit it; everything else goes on up.
    app.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        throw new HttpError(413, SPEECH_MESSAGES.chunkTooLarge);
      }
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw new HttpError(415, RAW_BODY_ONLY);
      throw error;
    });

    app.put(SPEECH_PATHS.chunk, {
      schema: { params: chunkParams },
      bodyLimit: RECORDING_CHUNK_MAX_BYTES,
      handler: async (request): Promise<ChunkAck> => {
        const clinic = request.clinic;
        const recording = await ownRecording(request, clinic, request.params.id);
        if (recording.status !== 'recording') throw closedForChunks();
        // An empty body reaches no parser: an empty chunk (a recorder's empty blob) is still one.
        const bytes = request.body === undefined ? Buffer.alloc(0) : request.body;
        if (!Buffer.isBuffer(bytes)) throw new HttpError(415, RAW_BODY_ONLY);
        const before = await ctx.audio.list(clinic.tenantId, recording.id);
        const heldBytes = before.reduce((sum, chunk) => sum + chunk.bytes, 0);
        const replaced = before.find((chunk) => chunk.seq === request.params.seq)?.bytes ?? 0;
        await checkAudioRoom(ctx, clinic, recording, heldBytes, bytes.length - replaced);
        try {
          await ctx.audio.putChunk(clinic.tenantId, recording.id, request.params.seq, bytes);
        } catch (error) {
          if (error instanceof AudioStoreError) throw new HttpError(400, error.message);
          throw error;
        }
        const held = await ctx.audio.list(clinic.tenantId, recording.id);
        const ack = {
          chunks: held.length,
          bytes: held.reduce((sum, chunk) => sum + chunk.bytes, 0),
        };
        const after = await updateRecording(clinic, recording.id, ack, 'recording');
        if (!after) throw closedForChunks();
        return ack;
      },
    });
  };
}
