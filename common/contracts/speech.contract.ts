import * as z from 'zod/mini';
import { recordId, safeText } from './safe-text';

/**
 * Speech entry (CLINICAL.md decision 5; FHIR Media + DocumentReference): a consented recording
 * of one session, uploaded in chunks while it runs, transcribed on the server by a provider, and a
 * transcript the clinician can correct. Only the session's clinician works with its recordings;
 * the care team reads transcripts (audited); staff and everyone else get a 404.
 */

export const SPEECH_PATHS = {
  /** `GET`: what the speech page needs for one session (consent, set-up, its recordings). */
  sessionSpeech: '/encounters/:id/speech',
  /** `POST` opens a recording (409 `consent-required` without the patient's recording & AI consent). */
  sessionRecordings: '/encounters/:id/recordings',
  /** `GET` one recording with its transcript (audited); `DELETE` discards it and its audio. */
  recording: '/recordings/:id',
  /** `PUT` one chunk of audio (the body is the bytes); sending a `seq` again replaces it. */
  chunk: '/recordings/:id/chunks/:seq',
  /** `POST`: no more chunks; the recording is closed at `chunks` and transcribed if it can be. */
  finish: '/recordings/:id/finish',
  /** `POST`: transcribes again a finished recording whose audio is kept (after a failure). */
  transcribe: '/recordings/:id/transcribe',
  /** `PUT`: the clinician's corrected transcript. */
  transcript: '/recordings/:id/transcript',
} as const;

export const sessionSpeechPath = (encounterId: string) =>
  `/encounters/${encodeURIComponent(encounterId)}/speech`;
export const sessionRecordingsPath = (encounterId: string) =>
  `/encounters/${encodeURIComponent(encounterId)}/recordings`;
export const recordingPath = (id: string) => `/recordings/${encodeURIComponent(id)}`;
export const recordingChunkPath = (id: string, seq: number) => `${recordingPath(id)}/chunks/${seq}`;
export const recordingSubPath = (id: string, part: 'finish' | 'transcribe' | 'transcript') =>
  `${recordingPath(id)}/${part}`;

/** The largest chunk the server takes (5 s of Opus is ~20 kB; a long timeslice stays far below). */
export const RECORDING_CHUNK_MAX_BYTES = 4 * 1024 * 1024;
/** The largest chunk sequence number accepted (a day of 5-second chunks is 17 280). */
export const MAX_CHUNK_SEQ = 999_999;

/**
 * A chunk's number as its path gives it: decimal digits only (no sign, space, `0x` or exponent,
 * which `Number()` would take), at most MAX_CHUNK_SEQ; anything else is a 400.
 */
export const chunkSeq = z.pipe(
  safeText().check(z.regex(/^\d+$/, 'Must be a chunk number written in digits only')),
  z.pipe(z.transform(Number), z.number().check(z.lte(MAX_CHUNK_SEQ))),
);

/** `:id` and `:seq` of `PUT …/chunks/:seq`. */
export const chunkParams = z.strictObject({ id: recordId(), seq: chunkSeq });

/** The longest transcript kept or accepted as a correction, in characters. */
export const TRANSCRIPT_MAX = 200_000;

/**
 * A recording's life: `recording` while chunks arrive; `finished` once closed (audio kept, no
 * transcript yet: not configured, or it failed); `transcribed` with a transcript.
 */
export const recordingStatus = z.enum(['recording', 'finished', 'transcribed']);
export type RecordingStatus = z.infer<typeof recordingStatus>;

/** Why the last transcription did not give a transcript (null when it did, or none was tried). */
export const transcriptionProblem = z.enum([
  'not-configured',
  'rejected',
  'unauthorized',
  'rate-limited',
  'unavailable',
  'timeout',
  'unreachable',
  'malformed',
]);
export type TranscriptionProblem = z.infer<typeof transcriptionProblem>;

export const transcript = z.object({
  text: z.string(),
  language: z.nullable(z.string()),
  /** Which provider and model wrote it (as drafts record theirs). */
  provider: z.string(),
  model: z.string(),
  transcribedAt: z.string(),
  /** Set once the clinician corrected it; `text` is then the corrected text. */
  correctedAt: z.nullable(z.string()),
  correctedBy: z.nullable(z.string()),
});
export type Transcript = z.infer<typeof transcript>;

export const recording = z.object({
  id: z.string(),
  encounterId: z.string(),
  patientId: z.string(),
  clinicianId: z.string(),
  status: recordingStatus,
  mimeType: z.string(),
  /** Chunks and bytes the server holds (or held, before the audio was deleted). */
  chunks: z.number().check(z.int(), z.nonnegative()),
  bytes: z.number().check(z.int(), z.nonnegative()),
  durationMs: z.number().check(z.int(), z.nonnegative()),
  startedAt: z.string(),
  finishedAt: z.nullable(z.string()),
  /** Whether the audio is still stored (deleted after transcription unless the clinic keeps it). */
  audioKept: z.boolean(),
  audioDeletedAt: z.nullable(z.string()),
  problem: z.nullable(transcriptionProblem),
  /** Null until transcribed; left out of list answers (read one recording to see it, audited). */
  transcript: z.nullable(transcript),
});
export type Recording = z.infer<typeof recording>;
export const recordingResponse = z.object({ recording });

/** `GET /encounters/:id/speech`. */
export const sessionSpeechResponse = z.object({
  /** The patient's recording & AI consent is in force. */
  consented: z.boolean(),
  /** The caller may record consent on the spot (staff or the session's clinician). */
  mayRecordConsent: z.boolean(),
  /** A transcription provider is configured on the server. */
  transcriptionConfigured: z.boolean(),
  /** The session's recordings, oldest first, without transcript texts. */
  recordings: z.array(recording),
});
export type SessionSpeechResponse = z.infer<typeof sessionSpeechResponse>;

export const recordingOpenInput = z.strictObject({
  /** MediaRecorder's type, e.g. `audio/webm;codecs=opus`. */
  mimeType: safeText().check(
    z.trim(),
    z.regex(/^audio\/[a-z0-9.+-]+(;\s*codecs=[a-z0-9.,"-]+)?$/i, 'An audio MIME type'),
    z.maxLength(100),
  ),
});
export type RecordingOpenInput = z.infer<typeof recordingOpenInput>;

/** `PUT …/chunks/:seq` answers what the server now holds. */
export const chunkAck = z.object({
  chunks: z.number().check(z.int(), z.nonnegative()),
  bytes: z.number().check(z.int(), z.nonnegative()),
});
export type ChunkAck = z.infer<typeof chunkAck>;

export const recordingFinishInput = z.strictObject({
  /** The chunks sent and acknowledged: 0…chunks-1 must all be held (409 names the missing). */
  chunks: z.number().check(z.int(), z.gte(1), z.lte(999_999)),
  durationMs: z.number().check(z.int(), z.nonnegative(), z.lte(24 * 60 * 60 * 1000)),
  /** ISO 639-1 hint for the transcription (the UI language); absent: detected. */
  language: z.optional(z.string().check(z.regex(/^[a-z]{2}$/))),
});
export type RecordingFinishInput = z.infer<typeof recordingFinishInput>;

/**
 * `POST …/finish` and `…/transcribe`: the recording, and what came of the transcription. A failed
 * transcription is not an HTTP error: the audio is kept and `problem` says why.
 */
export const transcriptionAnswer = z.object({
  recording,
  outcome: z.enum(['transcribed', 'not-configured', 'failed']),
});
export type TranscriptionAnswer = z.infer<typeof transcriptionAnswer>;

export const transcriptCorrection = z.strictObject({
  text: safeText().check(z.trim(), z.minLength(1), z.maxLength(TRANSCRIPT_MAX)),
});
export type TranscriptCorrection = z.infer<typeof transcriptCorrection>;

/** The refusal codes the speech endpoints answer with, in `{ code }` of a 409. */
export const SPEECH_REFUSALS = [
  'consent-required',
  'session-not-under-way',
  'recording-closed',
  'chunks-missing',
  'audio-gone',
] as const;
export type SpeechRefusal = (typeof SPEECH_REFUSALS)[number];

/**
 * Why the server refused a chunk for lack of room (issue 31), in `{ code }`: the recording is
 * larger than its length at the codec's rate allows (413), the member's audio for the day is used
 * up (429, with `retryAfterSeconds`), the clinic holds all the audio it may (507), or the server's
 * disk is at its floor (507). Nothing of the chunk is kept; the recording can still be finished
 * from the chunks that arrived.
 */
export const AUDIO_LIMITS = [
  'recording-too-large',
  'daily-audio-limit',
  'clinic-audio-full',
  'storage-full',
] as const;
export type AudioLimit = (typeof AUDIO_LIMITS)[number];
export const AUDIO_LIMIT_STATUS = {
  'recording-too-large': 413,
  'daily-audio-limit': 429,
  'clinic-audio-full': 507,
  'storage-full': 507,
} as const satisfies Record<AudioLimit, number>;

/**
 * What a chunk's body may be, by its `content-type`: bytes (`application/octet-stream`) or audio.
 * A JSON body reaches the route and is refused there (415, after the recording's own checks); any
 * other type is refused before the request is read (415, before even the sign-in is checked).
 */
export const CHUNK_CONTENT_TYPES = /^(?:application\/octet-stream|audio\/[a-z0-9.+-]+)\s*(?:;|$)/i;

/** The most missing chunk numbers a `chunks-missing` 409 names (a wild `seq` must not make a huge answer). */
export const MISSING_CHUNKS_LISTED = 1_000;

/** The sequence numbers missing from 0…count-1 (what a finish must not paper over). */
export function missingChunkSeqs(held: readonly number[], count: number): number[] {
  const have = new Set(held);
  return Array.from({ length: count }, (_, seq) => seq).filter((seq) => !have.has(seq));
}

/**
 * Where a finish closes a recording: whatever is held must form one whole, 0…count-1, `count` at
 * least the chunks the page says it sent (a chunk that arrived after the page counted is part of
 * it); `missing` are the numbers that whole lacks (then the finish is refused with 409).
 */
export function chunksToClose(sent: number, held: readonly number[]) {
  const count = held.reduce((whole, seq) => Math.max(whole, seq + 1), sent);
  return { count, missing: missingChunkSeqs(held, count) };
}

/** The words of the speech endpoints' refusals: the server and the MSW mock answer these. */
export const SPEECH_MESSAGES = {
  sessionNotUnderWay:
    'A session is recorded once the patient has arrived, while it runs or once it is finished.',
  consentRequired:
    'The patient’s recording & AI consent is not on file: record it before recording.',
  chunkTooLarge: `The chunk is too large (at most ${RECORDING_CHUNK_MAX_BYTES} bytes).`,
  chunkNotRaw: 'Send the chunk’s bytes as application/octet-stream or audio/*.',
  finishedForChunks: 'This recording is finished: it takes no more chunks.',
  alreadyFinished: 'This recording is already finished: read it to see where it stands.',
  chunksMissing: (missing: number) =>
    `The server does not hold every chunk: send the missing ones again (${missing} missing).`,
  stillOpen: 'This recording is still open: finish it first.',
  alreadyTranscribed: 'This recording is already transcribed: correct its transcript instead.',
  audioGone: 'This recording’s audio was deleted: it cannot be transcribed again.',
  noTranscript: 'This recording has no transcript to correct.',
  keptWithDraft: 'A note draft was made from this recording: it is kept with the draft.',
} as const;

/**
 * Why a recording may not be transcribed (again), in the order the refusals are checked: still
 * open, already transcribed, its audio deleted; null when it may be.
 */
export function transcribeRefusal(
  recording: Pick<Recording, 'status' | 'audioKept'>,
): { code: SpeechRefusal; message: string } | null {
  if (recording.status === 'recording') {
    return { code: 'recording-closed', message: SPEECH_MESSAGES.stillOpen };
  }
  if (recording.status === 'transcribed') {
    return { code: 'recording-closed', message: SPEECH_MESSAGES.alreadyTranscribed };
  }
  if (!recording.audioKept) return { code: 'audio-gone', message: SPEECH_MESSAGES.audioGone };
  return null;
}
