/**
 * The recording statechart's data. Everything outside the machine (the microphone, MediaRecorder,
 * the server, the wall clock, the idle watchers) comes in through provided actors and events.
 */

/** A recording the server holds partly (a closed tab, a crash): it can be finished from there. */
export interface UnfinishedRecording {
  recordingId: string;
  /** Chunks and bytes the server acknowledged. */
  chunks: number;
  bytes: number;
  /** Recorded time the chunks hold, as far as it is known. */
  durationMs: number;
}

export interface RecordingInput {
  /** The clinical session (encounter) the recording belongs to. */
  encounterId: string;
  /** An unfinished recording of this session found on the server at load. */
  unfinished?: UnfinishedRecording | null;
}

/** A chunk of audio captured and not yet acknowledged by the server. */
export interface QueuedChunk {
  seq: number;
  bytes: number;
  /** The audio itself (a Blob in the browser), opaque to the machine; dropped once acknowledged. */
  data: unknown;
}

/** Why the microphone could not be used. */
export type MicrophoneProblem = 'denied' | 'noDevice' | 'error';

/** What ended a recording before stop: the device went away, or the recorder broke. */
export type Interruption = 'deviceLost' | 'recorderError';

/** Which step failed; `record.retry` runs that step again. */
export type FailedStep = 'consent' | 'open' | 'upload' | 'transcription' | 'discard';

export interface RecordingFailure {
  step: FailedStep;
  /** HTTP status; 0 when no answer arrived. */
  status: number;
  message: string;
}

/** Why capture stopped: the clinician, the length limit, a pause left too long. */
export type StopCause = 'user' | 'maxDuration' | 'pausedTooLong';

export interface Transcript {
  text: string;
  language?: string | null;
  durationS?: number | null;
}

/** What the transcribe actor answers: a transcript, or that no provider is configured. */
export type TranscriptionOutcome =
  { kind: 'transcribed'; transcript: Transcript } | { kind: 'notConfigured' };

export interface RecordingContext {
  encounterId: string;
  /** Given by the server when the recording is opened (or the unfinished one's). */
  recordingId: string | null;
  unfinished: UnfinishedRecording | null;
  /** Recorded time of closed segments (pauses not counted). */
  elapsedMs: number;
  /** Wall-clock time the current recording segment began; null when not recording. */
  segmentStartedAt: number | null;
  /** Wall-clock time the recording was paused; null when not paused. */
  pausedAt: number | null;
  /** The latest wall-clock reading. */
  now: number;
  /** The microphone level, 0 to 1. */
  level: number;
  /** Next chunk's sequence number (= chunks captured). */
  nextSeq: number;
  /** Captured chunks waiting for the server's acknowledgement, oldest first. */
  queue: QueuedChunk[];
  acknowledgedChunks: number;
  acknowledgedBytes: number;
  /** Consecutive failed attempts to send the oldest queued chunk. */
  uploadAttempts: number;
  microphoneProblem: MicrophoneProblem | null;
  interruption: Interruption | null;
  stopCause: StopCause | null;
  failure: RecordingFailure | null;
  transcript: Transcript | null;
}

/** Events that carry `now` carry the caller's wall clock (DESIGN decision 5). */
export type RecordingEvent =
  | { type: 'consent.recheck' }
  | { type: 'record.start' }
  | { type: 'record.pause'; now: number }
  | { type: 'record.resume'; now: number }
  | { type: 'record.stop'; now: number }
  /** Finish from what was captured (device lost) or what arrived (resumable, upload failed). */
  | { type: 'record.finish' }
  /** Discard the recording and its audio on the server. */
  | { type: 'record.cancel' }
  | { type: 'record.retry' }
  | { type: 'clock.tick'; now: number }
  | { type: 'recorder.started'; now: number }
  | { type: 'recorder.chunk'; bytes: number; data: unknown }
  | { type: 'recorder.level'; level: number }
  | { type: 'recorder.stopped' }
  | { type: 'recorder.deviceLost'; now: number }
  | { type: 'recorder.error'; now: number };

/** What the machine tells the recorder actor. */
export type RecorderCommand =
  { type: 'recorder.pause' } | { type: 'recorder.resume' } | { type: 'recorder.stop' };

export interface RecorderInput {
  recordingId: string;
  /** MediaRecorder's timeslice: a chunk is handed over this often. */
  timesliceMs: number;
}

export interface UploadChunkInput {
  recordingId: string;
  seq: number;
  bytes: number;
  data: unknown;
}

export interface TranscribeInput {
  recordingId: string;
  /** The chunks the server acknowledged: the recording ends there. */
  chunks: number;
  bytes: number;
  durationMs: number;
}

/** Reads any rejection as a status and a message (a provided actor may reject with anything). */
export function failureOf(step: FailedStep, error: unknown): RecordingFailure {
  const record = (typeof error === 'object' && error !== null ? error : {}) as Record<
    string,
    unknown
  >;
  return {
    step,
    status: typeof record.status === 'number' ? record.status : 0,
    message: typeof record.message === 'string' ? record.message : '',
  };
}

const DENIED = ['NotAllowedError', 'SecurityError', 'PermissionDeniedError'];
const NO_DEVICE = ['NotFoundError', 'DevicesNotFoundError', 'OverconstrainedError'];

/** Reads getUserMedia's rejection (a DOMException, by name) as the problem to show. */
export function microphoneProblemOf(error: unknown): MicrophoneProblem {
  const name =
    typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  if (DENIED.includes(name)) return 'denied';
  if (NO_DEVICE.includes(name)) return 'noDevice';
  return 'error';
}
