import {
  assign,
  fromCallback,
  fromPromise,
  not,
  or,
  sendTo,
  setup,
  stateIn,
  type EventObject,
} from 'xstate';
import { AUDIO_LIMITS } from '../../../common/contracts/speech.contract';
import { waitAfter } from '../../../common/time/retry-waits';
import { RECORDING_TIMING } from '../../config/recording-timing';
import {
  failureOf,
  microphoneProblemOf,
  type FailedStep,
  type Interruption,
  type RecorderCommand,
  type RecorderInput,
  type RecordingContext,
  type RecordingEvent,
  type RecordingInput,
  type StopCause,
  type TranscribeInput,
  type TranscriptionOutcome,
  type UploadChunkInput,
} from './recording.types';

/** Recorded time at `now`: closed segments plus the open one (a clock turned back adds nothing). */
export const recordedMs = (context: RecordingContext, now = context.now): number =>
  context.elapsedMs +
  (context.segmentStartedAt === null ? 0 : Math.max(0, now - context.segmentStartedAt));

/** The context a recording starts from: nothing recorded, sent or failed yet. */
export const initialRecordingContext = (input: RecordingInput): RecordingContext => ({
  encounterId: input.encounterId,
  recordingId: null,
  unfinished: input.unfinished ?? null,
  elapsedMs: 0,
  segmentStartedAt: null,
  pausedAt: null,
  now: 0,
  level: 0,
  nextSeq: 0,
  queue: [],
  acknowledgedChunks: 0,
  acknowledgedBytes: 0,
  uploadAttempts: 0,
  microphoneProblem: null,
  interruption: null,
  stopCause: null,
  failure: null,
  transcript: null,
});

const nowOf = (event: RecordingEvent, fallback: number) => ('now' in event ? event.now : fallback);

/** The wait before the next attempt to send the oldest chunk (the last delay repeats). */
export function uploadRetryDelay(attempts: number): number {
  return waitAfter(RECORDING_TIMING.uploadRetryDelaysMs, attempts);
}

/**
 * Builds the `holdSession` actor from the caller's two effects: `recordingStarted` when a
 * recording (or pause) begins, `recordingStopped` when it ends. The page dispatches the
 * `recording-start` / `recording-stop` window events the idle watchers listen to (DESIGN
 * decision 4). An invoked actor rather than entry/exit actions, because XState runs an invoked
 * actor's cleanup on every way out, including the machine being stopped (exit actions are not).
 */
export function sessionHoldLogic(effects: {
  recordingStarted: () => void;
  recordingStopped: () => void;
}) {
  return fromCallback<EventObject>(() => {
    effects.recordingStarted();
    return () => effects.recordingStopped();
  });
}

const CAPTURE_ENDED = '#recording.active.microphone.stopped';

/**
 * The recording statechart's vocabulary: its effects (provided by the page), named delays,
 * guards and context updates. The states are in recording.machine.ts.
 */
export const recordingSetup = setup({
  types: {
    context: {} as RecordingContext,
    events: {} as RecordingEvent,
    input: {} as RecordingInput,
    tags: {} as 'recordingOn' | 'busy',
  },
  actors: {
    /** Whether the patient's recording & AI consent is on file. */
    checkConsent: fromPromise<{ consented: boolean }, { encounterId: string }>(() =>
      Promise.reject(new Error('checkConsent is not provided')),
    ),
    /** Opens a recording on the server (which checks consent again) and answers its id. */
    openRecording: fromPromise<{ recordingId: string }, { encounterId: string }>(() =>
      Promise.reject(new Error('openRecording is not provided')),
    ),
    /** getUserMedia; rejects with its DOMException (read by `microphoneProblemOf`). */
    requestMicrophone: fromPromise<void, void>(() =>
      Promise.reject(new Error('requestMicrophone is not provided')),
    ),
    /** Dispatches recording-start now and recording-stop on cleanup (`sessionHoldLogic`). */
    holdSession: fromCallback<EventObject>(() => undefined),
    /** Sends `clock.tick` with the wall clock every interval and on wake signals. */
    clock: fromCallback<EventObject, { intervalMs: number }>(() => undefined),
    /**
     * MediaRecorder: sends `recorder.started`, `recorder.chunk` every timeslice, `recorder.level`,
     * and `recorder.deviceLost` / `recorder.error` (after handing over its last chunk); obeys
     * pause, resume and stop (last chunk, then `recorder.stopped`); releases the microphone on
     * cleanup.
     */
    recorder: fromCallback<RecorderCommand, RecorderInput>(() => undefined),
    /** Sends one chunk; the server stores it by (recording, seq), so sending again is harmless. */
    uploadChunk: fromPromise<void, UploadChunkInput>(() =>
      Promise.reject(new Error('uploadChunk is not provided')),
    ),
    /** Closes the recording at `chunks` and transcribes it (or answers that none is configured). */
    transcribe: fromPromise<TranscriptionOutcome, TranscribeInput>(() =>
      Promise.reject(new Error('transcribe is not provided')),
    ),
    /** Deletes the recording and its audio on the server. */
    discardRecording: fromPromise<void, { recordingId: string }>(() =>
      Promise.reject(new Error('discardRecording is not provided')),
    ),
  },
  delays: {
    UPLOAD_RETRY: ({ context }) => uploadRetryDelay(context.uploadAttempts),
    UPLOAD_TIMEOUT: RECORDING_TIMING.uploadTimeoutMs,
    STOP_GRACE: RECORDING_TIMING.stopGraceMs,
  },
  guards: {
    consented: (_, params: { answer: { consented: boolean } }) => params.answer.consented,
    consentedWithUnfinished: ({ context }, params: { answer: { consented: boolean } }) =>
      params.answer.consented && context.unfinished !== null && context.unfinished.chunks > 0,
    microphoneDenied: (_, params: { error: unknown }) =>
      microphoneProblemOf(params.error) === 'denied',
    noMicrophone: (_, params: { error: unknown }) =>
      microphoneProblemOf(params.error) === 'noDevice',
    hasRecordingId: ({ context }) => context.recordingId !== null,
    hasQueued: ({ context }) => context.queue.length > 0,
    hasAcknowledged: ({ context }) => context.acknowledgedChunks > 0,
    captureEnded: stateIn(CAPTURE_ENDED),
    /** While capturing, chunks are retried forever; after stop, as many times as delays. */
    attemptsLeft: ({ context }) =>
      context.uploadAttempts < RECORDING_TIMING.uploadRetryDelaysMs.length,
    mayRetryUpload: or([not('captureEnded'), 'attemptsLeft']),
    /** The server has no room for the chunk (issue 31): sending it again will not help. */
    refusedForRoom: ({ event }) =>
      (AUDIO_LIMITS as readonly string[]).includes(
        failureOf('upload', (event as { error?: unknown }).error).message,
      ),
    reachedMaxDuration: ({ context, event }) =>
      event.type === 'clock.tick' &&
      recordedMs(context, event.now) >= RECORDING_TIMING.maxDurationMs,
    pausedTooLong: ({ context, event }) =>
      event.type === 'clock.tick' &&
      context.pausedAt !== null &&
      event.now - context.pausedAt >= RECORDING_TIMING.maxPausedMs,
    notConfigured: (_, params: { outcome: TranscriptionOutcome }) =>
      params.outcome.kind === 'notConfigured',
    failedAtConsent: ({ context }) => context.failure?.step === 'consent',
    failedAtOpen: ({ context }) => context.failure?.step === 'open',
    failedAtUpload: ({ context }) => context.failure?.step === 'upload',
    failedAtTranscription: ({ context }) => context.failure?.step === 'transcription',
    failedAtDiscard: ({ context }) => context.failure?.step === 'discard',
  },
  actions: {
    recordOpened: assign((_, params: { recordingId: string }) => ({
      recordingId: params.recordingId,
    })),
    recordMicrophoneProblem: assign((_, params: { error: unknown }) => ({
      microphoneProblem: microphoneProblemOf(params.error),
    })),
    clearMicrophoneProblem: assign({ microphoneProblem: null, interruption: null }),
    observe: assign(({ context, event }) => ({ now: nowOf(event, context.now) })),
    startSegment: assign(({ context, event }) => {
      const now = nowOf(event, context.now);
      return { now, segmentStartedAt: now, pausedAt: null };
    }),
    /** Ends the open segment at the event's time, adding it to the recorded time. */
    closeSegment: assign(({ context, event }) => {
      const now = nowOf(event, context.now);
      return { now, elapsedMs: recordedMs(context, now), segmentStartedAt: null };
    }),
    markPaused: assign(({ context, event }) => ({ pausedAt: nowOf(event, context.now) })),
    markInterrupted: assign((_, params: { interruption: Interruption }) => ({
      interruption: params.interruption,
      pausedAt: null,
      level: 0,
    })),
    markStopped: assign((_, params: { cause: StopCause }) => ({
      stopCause: params.cause,
      pausedAt: null,
      level: 0,
    })),
    recordLevel: assign(({ event }) =>
      event.type === 'recorder.level' ? { level: Math.min(1, Math.max(0, event.level)) } : {},
    ),
    pauseRecorder: sendTo('recorder', { type: 'recorder.pause' } satisfies RecorderCommand),
    resumeRecorder: sendTo('recorder', { type: 'recorder.resume' } satisfies RecorderCommand),
    stopRecorder: sendTo('recorder', { type: 'recorder.stop' } satisfies RecorderCommand),
    /** A captured chunk joins the queue (empty ones are dropped). */
    enqueueChunk: assign(({ context, event }) =>
      event.type === 'recorder.chunk' && event.bytes > 0
        ? {
            queue: [
              ...context.queue,
              { seq: context.nextSeq, bytes: event.bytes, data: event.data },
            ],
            nextSeq: context.nextSeq + 1,
          }
        : {},
    ),
    acknowledgeChunk: assign(({ context }) => {
      const [sent, ...rest] = context.queue;
      return {
        queue: rest,
        acknowledgedChunks: context.acknowledgedChunks + (sent ? 1 : 0),
        acknowledgedBytes: context.acknowledgedBytes + (sent?.bytes ?? 0),
        uploadAttempts: 0,
        failure: null,
      };
    }),
    countFailedAttempt: assign(({ context }) => ({ uploadAttempts: context.uploadAttempts + 1 })),
    resetAttempts: assign({ uploadAttempts: 0, failure: null }),
    recordFailure: assign((_, params: { step: FailedStep; error: unknown }) => ({
      failure: failureOf(params.step, params.error),
    })),
    /** The upload's rejection, or (after UPLOAD_TIMEOUT, no error) its silence. */
    recordUploadFailure: assign(({ event }) => ({
      failure: failureOf(
        'upload',
        (event as { error?: unknown }).error ?? {
          status: 0,
          message: 'The upload did not answer in time.',
        },
      ),
    })),
    clearFailure: assign({ failure: null }),
    /** Finishing from what arrived: chunks the server never acknowledged are let go. */
    dropUnsent: assign({ queue: [], uploadAttempts: 0 }),
    recordTranscript: assign((_, params: { outcome: TranscriptionOutcome }) => ({
      transcript: params.outcome.kind === 'transcribed' ? params.outcome.transcript : null,
      failure: null,
    })),
    /** The unfinished recording found at load becomes this one. */
    adoptUnfinished: assign(({ context }) =>
      context.unfinished === null
        ? {}
        : {
            recordingId: context.unfinished.recordingId,
            acknowledgedChunks: context.unfinished.chunks,
            acknowledgedBytes: context.unfinished.bytes,
            nextSeq: context.unfinished.chunks,
            elapsedMs: context.unfinished.durationMs,
            unfinished: null,
          },
    ),
    /** After a discard: ready for a new recording. */
    clearRecording: assign({
      recordingId: null,
      elapsedMs: 0,
      segmentStartedAt: null,
      pausedAt: null,
      level: 0,
      nextSeq: 0,
      queue: [],
      acknowledgedChunks: 0,
      acknowledgedBytes: 0,
      uploadAttempts: 0,
      interruption: null,
      stopCause: null,
      failure: null,
      transcript: null,
    }),
  },
});
