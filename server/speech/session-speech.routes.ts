import type { FastifyInstance } from 'fastify';
import { mayDo } from '../../common/contracts/clinic.contract.ts';
import {
  recordingOpenInput,
  SPEECH_PATHS,
  type SessionSpeechResponse,
} from '../../common/contracts/speech.contract.ts';
import { sessionHasBegun } from '../../common/contracts/encounters.contract.ts';
import { readClinic } from '../clinic/clinic-profile.repository.ts';
import type { AppContext } from '../context.ts';
import type { ZodTypeProvider } from '../http/zod-validation.ts';
import { idParams, ownSession } from './recording-access.ts';
import { insertRecording, recordingsOfSession, toRecording } from './recordings.repository.ts';
import { consentInForce, transcriptionOn } from './speech-gates.ts';
import { REFUSALS } from './speech-refusals.ts';

/** What the speech page of one session needs, and opening a recording of it. */
export function sessionSpeechRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(SPEECH_PATHS.sessionSpeech, {
      schema: { params: idParams },
      handler: async (request): Promise<SessionSpeechResponse> => {
        const clinic = request.clinic;
        const encounter = await ownSession(request, clinic, request.params.id);
        const [consent, { settings }, rows] = await Promise.all([
          consentInForce(clinic, encounter.patient.id),
          readClinic(clinic),
          recordingsOfSession(clinic, encounter.id),
        ]);
        return {
          consented: consent !== null,
          mayRecordConsent: mayDo(request.member.roles, 'recordConsents'),
          transcriptionConfigured: transcriptionOn(ctx, settings),
          recordings: rows.map((row) => toRecording(row, false)),
        };
      },
    });

    app.post(SPEECH_PATHS.sessionRecordings, {
      schema: { params: idParams, body: recordingOpenInput },
      handler: async (request, reply) => {
        const clinic = request.clinic;
        const encounter = await ownSession(request, clinic, request.params.id);
        if (!sessionHasBegun(encounter.status)) throw REFUSALS.sessionNotUnderWay();
        const consentId = await consentInForce(clinic, encounter.patient.id);
        if (!consentId) throw REFUSALS.consentRequired();
        const row = await insertRecording(clinic, {
          encounterId: encounter.id,
          patientId: encounter.patient.id,
          clinicianId: request.member.userId,
          consentId,
          mimeType: request.body.mimeType,
          at: ctx.clock(),
        });
        return reply.code(201).send({ recording: toRecording(row, false) });
      },
    });
  };
}
