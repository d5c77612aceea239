import { activeState } from './recording.active';
import { initialRecordingContext, recordingSetup } from './recording.setup';

export { recordedMs, sessionHoldLogic, uploadRetryDelay } from './recording.setup';

/**
 * One consented recording of a clinical session (CLINICAL.md decision 5). Nothing is recorded
 * without the patient's recording & AI consent on file. The server opens the recording, the
 * microphone is asked for (denied, no device and other errors each say so), and while recording
 * or paused the session is held (`recording-start` … `recording-stop` to the idle watchers,
 * DESIGN decision 4). Audio is uploaded chunk by chunk WHILE recording: a failed chunk is sent
 * again after a back-off without stopping the recording; after stop, the queue is drained, the
 * server closes the recording at the chunks it acknowledged and transcribes it (or says no
 * transcription is configured, keeping the audio). A lost device keeps what was captured and
 * offers to finish from it; an upload that arrived partly (a closed tab) can be finished on
 * return. Elapsed time counts recorded time only, from wall-clock readings.
 */
export const recordingMachine = recordingSetup.createMachine({
  id: 'recording',
  context: ({ input }) => initialRecordingContext(input),
  initial: 'consentCheck',
  states: {
    consentCheck: {
      tags: ['busy'],
      invoke: {
        src: 'checkConsent',
        input: ({ context }) => ({ encounterId: context.encounterId }),
        onDone: [
          {
            guard: {
              type: 'consentedWithUnfinished',
              params: ({ event }) => ({ answer: event.output }),
            },
            target: 'resumable',
          },
          {
            guard: { type: 'consented', params: ({ event }) => ({ answer: event.output }) },
            target: 'idle',
          },
          { target: 'consentMissing' },
        ],
        onError: {
          target: 'failed',
          actions: {
            type: 'recordFailure',
            params: ({ event }) => ({ step: 'consent' as const, error: event.error }),
          },
        },
      },
    },
    /** Refused: no recording & AI consent on file. Re-checked once consent is recorded. */
    consentMissing: {
      on: { 'consent.recheck': 'consentCheck' },
    },
    /** A recording of this session arrived partly: finish it from what arrived, or discard it. */
    resumable: {
      on: {
        'record.finish': { target: 'transcribing', actions: 'adoptUnfinished' },
        'record.cancel': { target: 'discarding', actions: 'adoptUnfinished' },
      },
    },
    idle: {
      on: {
        'record.start': [
          { guard: 'hasRecordingId', target: 'requestingMicrophone' },
          { target: 'opening' },
        ],
      },
    },
    opening: {
      tags: ['busy'],
      invoke: {
        src: 'openRecording',
        input: ({ context }) => ({ encounterId: context.encounterId }),
        onDone: {
          target: 'requestingMicrophone',
          actions: { type: 'recordOpened', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: {
            type: 'recordFailure',
            params: ({ event }) => ({ step: 'open' as const, error: event.error }),
          },
        },
      },
    },
    requestingMicrophone: {
      tags: ['busy'],
      entry: 'clearMicrophoneProblem',
      invoke: {
        src: 'requestMicrophone',
        onDone: 'active',
        onError: [
          {
            target: 'microphoneDenied',
            guard: { type: 'microphoneDenied', params: ({ event }) => ({ error: event.error }) },
            actions: {
              type: 'recordMicrophoneProblem',
              params: ({ event }) => ({ error: event.error }),
            },
          },
          {
            target: 'noMicrophone',
            guard: { type: 'noMicrophone', params: ({ event }) => ({ error: event.error }) },
            actions: {
              type: 'recordMicrophoneProblem',
              params: ({ event }) => ({ error: event.error }),
            },
          },
          {
            target: 'microphoneError',
            actions: {
              type: 'recordMicrophoneProblem',
              params: ({ event }) => ({ error: event.error }),
            },
          },
        ],
      },
    },
    microphoneDenied: { on: { 'record.start': 'requestingMicrophone' } },
    noMicrophone: { on: { 'record.start': 'requestingMicrophone' } },
    microphoneError: { on: { 'record.start': 'requestingMicrophone' } },
    /** Capture and upload run side by side: chunks go to the server while recording. */
    active: activeState,
    transcribing: {
      tags: ['busy'],
      invoke: {
        src: 'transcribe',
        input: ({ context }) => ({
          recordingId: context.recordingId ?? '',
          chunks: context.acknowledgedChunks,
          bytes: context.acknowledgedBytes,
          durationMs: context.elapsedMs,
        }),
        onDone: [
          {
            guard: { type: 'notConfigured', params: ({ event }) => ({ outcome: event.output }) },
            target: 'transcriptionNotConfigured',
            actions: 'clearFailure',
          },
          {
            target: 'done',
            actions: {
              type: 'recordTranscript',
              params: ({ event }) => ({ outcome: event.output }),
            },
          },
        ],
        onError: {
          target: 'failed',
          actions: {
            type: 'recordFailure',
            params: ({ event }) => ({ step: 'transcription' as const, error: event.error }),
          },
        },
      },
    },
    /** The audio is kept on the server; it can be transcribed once a provider is configured. */
    transcriptionNotConfigured: {
      on: { 'record.retry': 'transcribing', 'record.cancel': 'discarding' },
    },
    done: { type: 'final' },
    discarding: {
      tags: ['busy'],
      invoke: {
        src: 'discardRecording',
        input: ({ context }) => ({ recordingId: context.recordingId ?? '' }),
        onDone: { target: 'idle', actions: 'clearRecording' },
        onError: {
          target: 'failed',
          actions: {
            type: 'recordFailure',
            params: ({ event }) => ({ step: 'discard' as const, error: event.error }),
          },
        },
      },
    },
    /** A step failed; `record.retry` runs it again. */
    failed: {
      on: {
        'record.retry': [
          { guard: 'failedAtConsent', target: 'consentCheck', actions: 'clearFailure' },
          { guard: 'failedAtOpen', target: 'opening', actions: 'clearFailure' },
          {
            guard: 'failedAtUpload',
            target: ['#recording.active.microphone.stopped', '#recording.active.upload.sending'],
            actions: 'resetAttempts',
          },
          { guard: 'failedAtTranscription', target: 'transcribing', actions: 'clearFailure' },
          { guard: 'failedAtDiscard', target: 'discarding', actions: 'clearFailure' },
        ],
        'record.finish': {
          guard: 'hasAcknowledged',
          target: 'transcribing',
          actions: ['dropUnsent', 'clearFailure'],
        },
        'record.cancel': { guard: 'hasRecordingId', target: 'discarding' },
      },
    },
  },
});
