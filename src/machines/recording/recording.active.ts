import { RECORDING_TIMING } from '../../config/recording-timing';
import type { RecordingContext } from './recording.types';

/**
 * A chunk that failed or did not answer: wait and send again, or (after stop) give up. A chunk
 * the server refused for want of room (an audio limit; only an answer can say so) stops the
 * recording at once: what arrived can be finished.
 */
const uploadUnanswered = [
  { guard: 'mayRetryUpload', target: 'backingOff', actions: 'countFailedAttempt' },
  { target: '#recording.failed', actions: ['countFailedAttempt', 'recordUploadFailure'] },
] as const;
const uploadFailed = [
  { guard: 'refusedForRoom', target: '#recording.failed', actions: 'recordUploadFailure' },
  ...uploadUnanswered,
] as const;

/**
 * The recording in progress, as two regions side by side. `microphone`: recording ⇄ paused while
 * the session is held (`holdSession`), stopping (the recorder hands over its last chunk), or the
 * device lost (what was captured is kept); `stopped` ends capture. `upload`: the oldest queued
 * chunk is sent, acknowledged, and the next follows; a failure waits UPLOAD_RETRY and sends it
 * again, forever while capturing, as many times as there are back-off delays after stop. The
 * state is done when capture has stopped and every chunk is acknowledged.
 */
export const activeState = {
  type: 'parallel',
  on: {
    'recorder.chunk': { actions: 'enqueueChunk' },
    'record.cancel': 'discarding',
  },
  // Nothing captured (stopped at once): the empty recording is discarded, not transcribed.
  onDone: [{ guard: 'hasAcknowledged', target: 'transcribing' }, { target: 'discarding' }],
  states: {
    microphone: {
      initial: 'open',
      states: {
        open: {
          invoke: {
            id: 'recorder',
            src: 'recorder',
            input: ({ context }: { context: RecordingContext }) => ({
              recordingId: context.recordingId ?? '',
              timesliceMs: RECORDING_TIMING.chunkIntervalMs,
            }),
          },
          initial: 'live',
          states: {
            /** Recording is on (recording or paused): the session is held. */
            live: {
              tags: ['recordingOn'],
              invoke: [
                { src: 'holdSession' },
                { src: 'clock', input: { intervalMs: RECORDING_TIMING.tickMs } },
              ],
              initial: 'recording',
              on: {
                'record.stop': {
                  target: 'stopping',
                  actions: ['closeSegment', { type: 'markStopped', params: { cause: 'user' } }],
                },
                'recorder.deviceLost': {
                  target: '#recording.active.microphone.deviceLost',
                  actions: [
                    'closeSegment',
                    { type: 'markInterrupted', params: { interruption: 'deviceLost' } },
                  ],
                },
                'recorder.error': {
                  target: '#recording.active.microphone.deviceLost',
                  actions: [
                    'closeSegment',
                    { type: 'markInterrupted', params: { interruption: 'recorderError' } },
                  ],
                },
              },
              states: {
                recording: {
                  on: {
                    'recorder.started': { actions: 'startSegment' },
                    'recorder.level': { actions: 'recordLevel' },
                    'record.pause': {
                      target: 'paused',
                      actions: ['closeSegment', 'markPaused', 'pauseRecorder'],
                    },
                    'clock.tick': [
                      {
                        guard: 'reachedMaxDuration',
                        target: '#recording.active.microphone.open.stopping',
                        actions: [
                          'closeSegment',
                          { type: 'markStopped', params: { cause: 'maxDuration' } },
                        ],
                      },
                      { actions: 'observe' },
                    ],
                  },
                },
                paused: {
                  on: {
                    'record.resume': {
                      target: 'recording',
                      actions: ['startSegment', 'resumeRecorder'],
                    },
                    'clock.tick': [
                      {
                        guard: 'pausedTooLong',
                        target: '#recording.active.microphone.open.stopping',
                        actions: [
                          'observe',
                          { type: 'markStopped', params: { cause: 'pausedTooLong' } },
                        ],
                      },
                      { actions: 'observe' },
                    ],
                  },
                },
              },
            },
            /** The recorder hands over its last chunk. */
            stopping: {
              tags: ['busy'],
              entry: 'stopRecorder',
              after: { STOP_GRACE: '#recording.active.microphone.stopped' },
              on: {
                'recorder.stopped': '#recording.active.microphone.stopped',
                'recorder.deviceLost': '#recording.active.microphone.stopped',
                'recorder.error': '#recording.active.microphone.stopped',
              },
            },
          },
        },
        /** The microphone went away: what was captured is kept and can be finished. */
        deviceLost: {
          on: { 'record.finish': 'stopped' },
        },
        stopped: { type: 'final' },
      },
    },
    upload: {
      initial: 'waiting',
      states: {
        waiting: {
          always: [
            { guard: 'hasQueued', target: 'sending' },
            { guard: 'captureEnded', target: 'uploaded' },
          ],
        },
        sending: {
          invoke: {
            src: 'uploadChunk',
            input: ({ context }: { context: RecordingContext }) => {
              const head = context.queue[0];
              return {
                recordingId: context.recordingId ?? '',
                seq: head?.seq ?? 0,
                bytes: head?.bytes ?? 0,
                data: head?.data,
              };
            },
            onDone: { target: 'waiting', actions: 'acknowledgeChunk' },
            onError: uploadFailed,
          },
          after: { UPLOAD_TIMEOUT: uploadUnanswered },
        },
        backingOff: {
          after: { UPLOAD_RETRY: 'sending' },
        },
        uploaded: { type: 'final' },
      },
    },
  },
} as const;
