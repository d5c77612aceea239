import { fromPromise } from 'xstate';
import {
  AUDIO_LIMITS,
  SPEECH_REFUSALS,
  type TranscriptionAnswer,
} from '../../../common/contracts/speech.contract';
import { ApiError } from '../../api/http/api-error';
import type { SpeechApi } from '../../api/speech/speech.api';
import { recordingMachine, sessionHoldLogic } from '../../machines/recording/recording.machine';
import type {
  TranscribeInput,
  TranscriptionOutcome,
  UploadChunkInput,
} from '../../machines/recording/recording.types';
import { createMicrophone, pickMimeType } from '../../platform/speech/microphone';
import { recordingClockLogic } from '../../platform/speech/recording-clock';
import { recordingHoldEffects } from '../../platform/speech/session-hold';

/** What the recorder's rejections carry to the machine: a status, and a code or the server's words. */
export interface StepFailure {
  status: number;
  message: string;
}

/** Codes the page words itself: the 409 refusals and the audio limits (413, 429, 507). */
const REFUSALS: readonly string[] = [...SPEECH_REFUSALS, ...AUDIO_LIMITS];

const isStepFailure = (error: unknown): error is StepFailure =>
  typeof error === 'object' &&
  error !== null &&
  !(error instanceof Error) &&
  typeof (error as StepFailure).status === 'number' &&
  typeof (error as StepFailure).message === 'string';

/** An API failure as the machine keeps it: a refusal's code, no answer as status 0, else the text. */
export function stepFailureOf(error: unknown): StepFailure {
  if (isStepFailure(error)) return error;
  if (!(error instanceof ApiError)) {
    const message = error instanceof Error ? error.message : '';
    return { status: 0, message };
  }
  const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as {
    code?: unknown;
    message?: unknown;
  };
  if (typeof body.code === 'string' && REFUSALS.includes(body.code)) {
    return { status: error.status, message: body.code };
  }
  if (error.status === 0) return { status: 0, message: '' };
  return { status: error.status, message: typeof body.message === 'string' ? body.message : '' };
}

const failingAs = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    throw stepFailureOf(error);
  }
};

export interface RecordingEffects {
  api: SpeechApi;
  /** Whether the patient's recording & AI consent is on file now (read afresh). */
  consented: () => Promise<boolean>;
  /** The transcription language hint (the UI language). */
  language: string;
  /** A recording was closed, transcribed or discarded: the page reads the session's list again. */
  onRecordingsChanged: () => void;
  /** A recording was transcribed: the page shows its transcript. */
  onTranscribed: (recordingId: string) => void;
}

/** The transcription's answer as the machine reads it; a failed one rejects with its problem. */
function outcomeOf(answer: TranscriptionAnswer): TranscriptionOutcome {
  if (answer.outcome === 'not-configured') return { kind: 'notConfigured' };
  const transcript = answer.recording.transcript;
  if (answer.outcome === 'failed' || !transcript) {
    throw { status: 0, message: answer.recording.problem ?? '' } satisfies StepFailure;
  }
  return {
    kind: 'transcribed',
    transcript: { text: transcript.text, language: transcript.language },
  };
}

/**
 * The recording statechart with the browser's microphone and the speech API (the page's
 * composition): the session hold dispatches `recording-start` / `recording-stop` to the idle
 * watchers. A recording the server already closed is transcribed again rather than finished twice.
 */
export function provideRecording(effects: RecordingEffects) {
  const { api } = effects;
  const microphone = createMicrophone();
  const closed = new Set<string>();

  const closeAndTranscribe = async (job: TranscribeInput): Promise<TranscriptionAnswer> => {
    if (!closed.has(job.recordingId)) {
      try {
        const answer = await api.finish(job.recordingId, {
          chunks: job.chunks,
          durationMs: Math.round(job.durationMs),
          language: effects.language,
        });
        closed.add(job.recordingId);
        return answer;
      } catch (error) {
        if (stepFailureOf(error).message !== 'recording-closed') throw error;
        closed.add(job.recordingId);
      }
    }
    return api.transcribe(job.recordingId);
  };

  const machine = recordingMachine.provide({
    actors: {
      checkConsent: fromPromise(() =>
        failingAs(async () => ({ consented: await effects.consented() })),
      ),
      openRecording: fromPromise(({ input }) =>
        failingAs(async () => {
          const mimeType = pickMimeType() || 'audio/webm';
          return { recordingId: (await api.open(input.encounterId, mimeType)).id };
        }),
      ),
      requestMicrophone: microphone.requestLogic,
      holdSession: sessionHoldLogic(recordingHoldEffects()),
      clock: recordingClockLogic(),
      recorder: microphone.recorderLogic,
      uploadChunk: fromPromise(({ input }: { input: UploadChunkInput }) =>
        failingAs(async () => {
          await api.putChunk(input.recordingId, input.seq, input.data as Blob);
        }),
      ),
      transcribe: fromPromise(({ input }) =>
        failingAs(async () => {
          try {
            const outcome = outcomeOf(await closeAndTranscribe(input));
            if (outcome.kind === 'transcribed') effects.onTranscribed(input.recordingId);
            return outcome;
          } finally {
            effects.onRecordingsChanged();
          }
        }),
      ),
      discardRecording: fromPromise(({ input }) =>
        failingAs(async () => {
          await api.discard(input.recordingId);
          effects.onRecordingsChanged();
        }),
      ),
    },
  });
  return { machine, microphone };
}
