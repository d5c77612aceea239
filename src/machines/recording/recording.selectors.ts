import type { SnapshotFrom } from 'xstate';
import type { recordingMachine } from './recording.machine';
import { recordedMs } from './recording.setup';

type RecordingSnapshot = SnapshotFrom<typeof recordingMachine>;

/** The recorder's state as the page shows it. */
export type RecordingPhase =
  | 'checkingConsent'
  | 'consentMissing'
  | 'resumable'
  | 'idle'
  | 'opening'
  | 'requestingMicrophone'
  | 'microphoneDenied'
  | 'noMicrophone'
  | 'microphoneError'
  | 'recording'
  | 'paused'
  | 'stopping'
  | 'deviceLost'
  | 'uploading'
  | 'transcribing'
  | 'transcriptionNotConfigured'
  | 'done'
  | 'discarding'
  | 'failed';

/** State values (in the order they are tried) and the phase each shows as. */
const PHASES: readonly [Parameters<RecordingSnapshot['matches']>[0], RecordingPhase][] = [
  ['consentCheck', 'checkingConsent'],
  ['consentMissing', 'consentMissing'],
  ['resumable', 'resumable'],
  ['opening', 'opening'],
  ['requestingMicrophone', 'requestingMicrophone'],
  ['microphoneDenied', 'microphoneDenied'],
  ['noMicrophone', 'noMicrophone'],
  ['microphoneError', 'microphoneError'],
  [{ active: { microphone: { open: { live: 'recording' } } } }, 'recording'],
  [{ active: { microphone: { open: { live: 'paused' } } } }, 'paused'],
  [{ active: { microphone: { open: 'stopping' } } }, 'stopping'],
  [{ active: { microphone: 'deviceLost' } }, 'deviceLost'],
  [{ active: { microphone: 'stopped' } }, 'uploading'],
  ['transcribing', 'transcribing'],
  ['transcriptionNotConfigured', 'transcriptionNotConfigured'],
  ['done', 'done'],
  ['discarding', 'discarding'],
  ['failed', 'failed'],
];

export const selectRecordingPhase = (snapshot: RecordingSnapshot): RecordingPhase =>
  PHASES.find(([value]) => snapshot.matches(value))?.[1] ?? 'idle';

/** Recording is on (recording or paused): the page shows it plainly, the session is held. */
export const selectIsRecordingOn = (snapshot: RecordingSnapshot): boolean =>
  snapshot.hasTag('recordingOn');

/** Recorded time in milliseconds, pauses not counted, as of the latest clock reading. */
export const selectElapsedMs = (snapshot: RecordingSnapshot): number =>
  recordedMs(snapshot.context);

/** The microphone level, 0 to 1 (0 unless recording). */
export const selectLevel = (snapshot: RecordingSnapshot): number =>
  snapshot.matches({ active: { microphone: { open: { live: 'recording' } } } })
    ? snapshot.context.level
    : 0;

export interface UploadProgress {
  /** Chunks captured and not yet acknowledged (the one in flight included). */
  pendingChunks: number;
  pendingBytes: number;
  acknowledgedChunks: number;
  acknowledgedBytes: number;
  /** A chunk failed and is waiting to be sent again. */
  retrying: boolean;
  attempts: number;
}

export function selectUpload(snapshot: RecordingSnapshot): UploadProgress {
  const { queue, acknowledgedChunks, acknowledgedBytes, uploadAttempts } = snapshot.context;
  return {
    pendingChunks: queue.length,
    pendingBytes: queue.reduce((sum, chunk) => sum + chunk.bytes, 0),
    acknowledgedChunks,
    acknowledgedBytes,
    retrying: snapshot.matches({ active: { upload: 'backingOff' } }),
    attempts: uploadAttempts,
  };
}

/**
 * The message the page shows for the current phase: a key of the speech messages
 * (`src/i18n/messages/speech`), or null when the phase needs none.
 */
export function selectMessageKey(snapshot: RecordingSnapshot): string | null {
  const phase = selectRecordingPhase(snapshot);
  const { interruption, stopCause, failure } = snapshot.context;
  switch (phase) {
    case 'consentMissing':
      return 'speech.recorder.consentMissing';
    case 'resumable':
      return 'speech.recorder.resumable';
    case 'microphoneDenied':
      return 'speech.recorder.microphoneDenied';
    case 'noMicrophone':
      return 'speech.recorder.noMicrophone';
    case 'microphoneError':
      return 'speech.recorder.microphoneError';
    case 'deviceLost':
      return interruption === 'recorderError'
        ? 'speech.recorder.recorderError'
        : 'speech.recorder.deviceLost';
    case 'uploading':
    case 'stopping':
    case 'transcribing':
      if (stopCause === 'maxDuration') return 'speech.recorder.stoppedAtMaxDuration';
      if (stopCause === 'pausedTooLong') return 'speech.recorder.stoppedPausedTooLong';
      return null;
    case 'transcriptionNotConfigured':
      return 'speech.recorder.transcriptionNotConfigured';
    case 'failed':
      return `speech.recorder.failed.${failure?.step ?? 'transcription'}`;
    default:
      return null;
  }
}

/** The actions the page offers now. */
export function selectActions(snapshot: RecordingSnapshot) {
  const phase = selectRecordingPhase(snapshot);
  const { failure, acknowledgedChunks, recordingId } = snapshot.context;
  return {
    recheckConsent: phase === 'consentMissing',
    start:
      phase === 'idle' ||
      phase === 'microphoneDenied' ||
      phase === 'noMicrophone' ||
      phase === 'microphoneError',
    pause: phase === 'recording',
    resume: phase === 'paused',
    stop: phase === 'recording' || phase === 'paused',
    finish:
      phase === 'deviceLost' ||
      phase === 'resumable' ||
      (phase === 'failed' && failure?.step === 'upload' && acknowledgedChunks > 0),
    retry: phase === 'failed' || phase === 'transcriptionNotConfigured',
    discard:
      phase === 'resumable' ||
      phase === 'recording' ||
      phase === 'paused' ||
      phase === 'deviceLost' ||
      phase === 'stopping' ||
      phase === 'uploading' ||
      phase === 'transcriptionNotConfigured' ||
      (phase === 'failed' && recordingId !== null),
  };
}
