import type { Recording, TranscriptionProblem } from '../../../common/contracts/speech.contract';

/**
 * The recordings of the browser mock: each clinic's recordings with their chunks (bytes) in
 * memory. Transcription is not configured unless a story or test sets a transcriber: the mock
 * never presents a made-up transcript as a real one. Whether audio is kept after a transcript is
 * the clinic's setting, as on the server.
 */
export interface MockRecording {
  recording: Recording;
  /** The chunks received, by sequence number. */
  chunks: Map<number, Uint8Array>;
}

/** What a configured transcriber answers for a recording: a text, or why it failed. */
export type MockTranscription =
  | { text: string; language?: string | null }
  | { problem: Exclude<TranscriptionProblem, 'not-configured'> };

export type MockTranscriber = (recording: Recording) => MockTranscription;

const clinics = new Map<string, MockRecording[]>();
let transcriber: MockTranscriber | null = null;

export const recordingsOf = (tenantId: string) =>
  clinics.get(tenantId) ?? clinics.set(tenantId, []).get(tenantId)!;

/** A test fixture's transcriber (null: not configured, the default). */
export function configureMockTranscription(next: MockTranscriber | null) {
  transcriber = next;
}

export const mockTranscriber = () => transcriber;

/** Forgets every recording and the transcriber (tests start from none). */
export function resetMockSpeech() {
  clinics.clear();
  transcriber = null;
}

/** Puts a recording in a clinic as it is (stories and tests start from a given record). */
export function seedMockRecording(tenantId: string, recording: Recording): MockRecording {
  const chunks = new Map<number, Uint8Array>();
  for (let seq = 0; seq < recording.chunks && recording.audioKept; seq += 1) {
    chunks.set(seq, new Uint8Array(Math.floor(recording.bytes / recording.chunks)));
  }
  const record = { recording, chunks };
  recordingsOf(tenantId).push(record);
  return record;
}

/** What the chunks held now add up to. */
export function heldChunks(record: MockRecording) {
  let bytes = 0;
  for (const chunk of record.chunks.values()) bytes += chunk.byteLength;
  return { chunks: record.chunks.size, bytes };
}
