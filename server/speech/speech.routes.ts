import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { recordingChunkRoutes } from './recording-chunks.routes.ts';
import { recordingFinishRoutes } from './recording-finish.routes.ts';
import { recordingRoutes } from './recording.routes.ts';
import { sessionSpeechRoutes } from './session-speech.routes.ts';

/**
 * Speech entry (issue 11, CLINICAL.md decision 5): a session's recordings and transcripts. Only
 * the session's clinician records and works with them; the care team's clinicians read them
 * (audited); anyone else, and another clinic, gets 404.
 */
export function speechRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await app.register(sessionSpeechRoutes(ctx));
    await app.register(recordingChunkRoutes(ctx));
    await app.register(recordingFinishRoutes(ctx));
    await app.register(recordingRoutes(ctx));
  };
}
