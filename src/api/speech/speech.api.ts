import {
  CLINIC_PATHS,
  clinicResponse,
  type Clinic,
} from '../../../common/contracts/clinic.contract';
import {
  patientNotesPath,
  patientNotesResponse,
  type NoteSummary,
} from '../../../common/contracts/notes.contract';
import {
  encounterPath,
  encounterResponse,
  type Encounter,
} from '../../../common/contracts/encounters.contract';
import {
  consentListResponse,
  patientSubPath,
  type ConsentListResponse,
} from '../../../common/contracts/patients.contract';
import {
  chunkAck,
  recordingChunkPath,
  recordingPath,
  recordingResponse,
  recordingSubPath,
  sessionRecordingsPath,
  sessionSpeechPath,
  sessionSpeechResponse,
  transcriptionAnswer,
  type ChunkAck,
  type Recording,
  type RecordingFinishInput,
  type SessionSpeechResponse,
  type TranscriptionAnswer,
} from '../../../common/contracts/speech.contract';
import { LONG_REQUEST_TIMING } from '../../config/request-timing';
import { httpClient, type HttpClient } from '../http/http-client';

/** What the recording consent form sends: the day the patient agreed, and an optional note. */
export interface RecordingConsentInput {
  effectiveDate: string;
  note?: string | null;
}

/**
 * Typed endpoints of speech entry (SPEECH_PATHS), plus the session it belongs to and the patient's
 * recording & AI consent (the patients contract's endpoint, called here, not through another
 * feature's module). Chunks travel as raw bytes; the rest as JSON.
 */
export function createSpeechApi(http: HttpClient) {
  return {
    clinic: async (): Promise<Clinic> =>
      (await http.request('get', CLINIC_PATHS.profile, clinicResponse)).clinic,
    session: async (encounterId: string): Promise<Encounter> =>
      (await http.request('get', encounterPath(encounterId), encounterResponse)).encounter,
    sessionSpeech: (encounterId: string): Promise<SessionSpeechResponse> =>
      http.request('get', sessionSpeechPath(encounterId), sessionSpeechResponse),
    /** The patient's notes without contents (no record-access line): which format a session's is. */
    patientNotes: async (patientId: string): Promise<NoteSummary[]> =>
      (await http.request('get', patientNotesPath(patientId), patientNotesResponse)).notes,
    open: async (encounterId: string, mimeType: string): Promise<Recording> =>
      (
        await http.request('post', sessionRecordingsPath(encounterId), recordingResponse, {
          mimeType,
        })
      ).recording,
    get: async (recordingId: string): Promise<Recording> =>
      (await http.request('get', recordingPath(recordingId), recordingResponse)).recording,
    putChunk: (recordingId: string, seq: number, audio: Blob): Promise<ChunkAck> =>
      http.request('put', recordingChunkPath(recordingId, seq), chunkAck, undefined, {
        body: audio,
        headers: { 'Content-Type': 'application/octet-stream' },
      }),
    finish: (recordingId: string, input: RecordingFinishInput): Promise<TranscriptionAnswer> =>
      http.request('post', recordingSubPath(recordingId, 'finish'), transcriptionAnswer, input, {
        timeoutMs: LONG_REQUEST_TIMING.transcriptionMs,
      }),
    transcribe: (recordingId: string): Promise<TranscriptionAnswer> =>
      http.request(
        'post',
        recordingSubPath(recordingId, 'transcribe'),
        transcriptionAnswer,
        {},
        {
          timeoutMs: LONG_REQUEST_TIMING.transcriptionMs,
        },
      ),
    correctTranscript: async (recordingId: string, text: string): Promise<Recording> =>
      (
        await http.request('put', recordingSubPath(recordingId, 'transcript'), recordingResponse, {
          text,
        })
      ).recording,
    discard: (recordingId: string): Promise<void> =>
      http.send('delete', recordingPath(recordingId)),
    recordConsent: (
      patientId: string,
      input: RecordingConsentInput,
    ): Promise<ConsentListResponse> =>
      http.request('post', patientSubPath(patientId, 'consents'), consentListResponse, {
        kind: 'recording-ai',
        status: 'granted',
        effectiveDate: input.effectiveDate,
        note: input.note ?? null,
      }),
  };
}

export type SpeechApi = ReturnType<typeof createSpeechApi>;
export const speechApi = createSpeechApi(httpClient);
