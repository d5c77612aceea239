import type { FastifyBaseLogger } from 'fastify';
import {
  TRANSCRIPT_MAX,
  type TranscriptionAnswer,
  type TranscriptionProblem,
} from '../../common/contracts/speech.contract.ts';
import type { AppContext } from '../context.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { HttpError, MESSAGES } from '../http/http-error.ts';
import { transcriberFor } from './speech-gates.ts';
import { toRecording, updateRecording, type RecordingRow } from './recordings.repository.ts';
import {
  TranscriptionError,
  type TranscriptionFailureKind,
} from './transcription/transcription-provider.ts';
import { notifyTranscriptionFinished } from '../notifications/notify-events.ts';

/** A provider's failure as the page reads it (a cancelled request reads as the service failing). */
const PROBLEM_OF: Record<TranscriptionFailureKind, TranscriptionProblem> = {
  rejected: 'rejected',
  unauthorized: 'unauthorized',
  rateLimited: 'rate-limited',
  unavailable: 'unavailable',
  timeout: 'timeout',
  unreachable: 'unreachable',
  malformed: 'malformed',
  aborted: 'unavailable',
};

/** Transcriptions under way in this process, so a repeated request waits for the same one. */
const underWay = new Map<string, Promise<TranscriptionAnswer>>();

/**
 * Transcribes a finished recording whose audio is kept (the caller checked both). Without the
 * patient's consent in force, the clinic's AI on and a provider, nothing is sent: the answer is
 * `not-configured`. A provider failure keeps the audio and says why; success stores the
 * transcript and deletes the audio unless the clinic keeps it.
 */
export function transcribeRecording(
  ctx: AppContext,
  clinic: TenantDb,
  row: RecordingRow,
  options: { language?: string | undefined; log: FastifyBaseLogger },
): Promise<TranscriptionAnswer> {
  const key = `${clinic.tenantId}/${row.id}`;
  const running = underWay.get(key);
  if (running) return running;
  const work = transcribe(ctx, clinic, row, options).finally(() => underWay.delete(key));
  underWay.set(key, work);
  return work;
}

async function transcribe(
  ctx: AppContext,
  clinic: TenantDb,
  row: RecordingRow,
  { language, log }: { language?: string | undefined; log: FastifyBaseLogger },
): Promise<TranscriptionAnswer> {
  const stored = async (change: Parameters<typeof updateRecording>[2]) => {
    // Discarded meanwhile: nothing is kept of it, and the answer says so.
    const after = await updateRecording(clinic, row.id, change, 'finished');
    if (!after) throw new HttpError(404, MESSAGES.notFound);
    return after;
  };

  const { provider, settings } = await transcriberFor(ctx, clinic, row.patient_id);
  if (!provider) {
    const after = await stored({ problem: 'not-configured' });
    return { recording: toRecording(after, false), outcome: 'not-configured' };
  }

  let result;
  try {
    const audio = await ctx.audio.assemble(clinic.tenantId, row.id);
    result = await provider.transcribe({ audio, mimeType: row.mime_type, language });
  } catch (error) {
    if (!(error instanceof TranscriptionError)) throw error;
    const problem = PROBLEM_OF[error.kind];
    log.warn(
      { recordingId: row.id, problem, status: error.status },
      'transcription failed; the audio is kept',
    );
    const after = await stored({ problem });
    return { recording: toRecording(after, false), outcome: 'failed' };
  }

  let after = await stored({
    status: 'transcribed',
    problem: null,
    transcript_text: result.text.slice(0, TRANSCRIPT_MAX),
    transcript_language: result.language ?? language ?? null,
    transcript_provider: provider.id,
    transcript_model: provider.model,
    transcribed_at: ctx.clock(),
    transcript_corrected_at: null,
    transcript_corrected_by: null,
  });
  if (!settings.keepAudio) {
    await ctx.audio.delete(clinic.tenantId, row.id);
    after = (await updateRecording(clinic, row.id, { audio_deleted_at: ctx.clock() })) ?? after;
  }
  const recorded = { clinicianId: row.clinician_id, encounterId: row.encounter_id };
  await notifyTranscriptionFinished(
    clinic,
    { ...recorded, patientId: row.patient_id },
    ctx.clock(),
  );
  return { recording: toRecording(after, true), outcome: 'transcribed' };
}
