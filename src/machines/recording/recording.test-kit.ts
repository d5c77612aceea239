import { vi } from 'vitest';
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import { recordingMachine, sessionHoldLogic } from './recording.machine';
import { selectElapsedMs, selectRecordingPhase } from './recording.selectors';
import type {
  RecorderCommand,
  RecorderInput,
  RecordingEvent,
  RecordingInput,
  TranscribeInput,
  TranscriptionOutcome,
  UploadChunkInput,
} from './recording.types';

/** The recording statechart under test: a fake microphone and server, answers chosen by the test. */

export const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);
export const elapse = (ms: number) => vi.advanceTimersByTimeAsync(ms);
/** The fake timers' wall clock (the tests run under `vi.useFakeTimers`). */
export const wallNow = () => vi.getMockedSystemTime()?.getTime() ?? T0;
export const SECOND = 1_000;
export const MINUTE = 60 * SECOND;
/** Bytes of each timeslice chunk and of the last one handed over at stop. */
export const CHUNK_BYTES = 1_000;
export const LAST_CHUNK_BYTES = 400;

export interface World {
  consent?: () => Promise<{ consented: boolean }>;
  open?: () => Promise<{ recordingId: string }>;
  microphone?: () => Promise<void>;
  upload?: (input: UploadChunkInput, attempt: number) => Promise<void>;
  transcribe?: (input: TranscribeInput) => Promise<TranscriptionOutcome>;
  discard?: () => Promise<void>;
  /** The fake recorder hands over no chunk at stop and never confirms it stopped. */
  silentRecorder?: boolean;
}

/** A fake MediaRecorder: a chunk per timeslice while not paused, the last one at stop. */
function fakeRecorder(world: World, control: { send?: (event: RecordingEvent) => void }) {
  return fromCallback<RecorderCommand, RecorderInput>(({ sendBack, receive, input }) => {
    let paused = false;
    let chunks = 0;
    const send = (event: RecordingEvent) => sendBack(event);
    control.send = send;
    const chunk = (bytes: number) =>
      send({ type: 'recorder.chunk', bytes, data: `audio-${(chunks += 1)}` });
    sendBack({ type: 'recorder.started', now: wallNow() });
    const timer = setInterval(() => {
      if (!paused) chunk(CHUNK_BYTES);
    }, input.timesliceMs);
    receive((command) => {
      if (command.type === 'recorder.pause') paused = true;
      if (command.type === 'recorder.resume') paused = false;
      if (command.type === 'recorder.stop' && !world.silentRecorder) {
        clearInterval(timer);
        chunk(LAST_CHUNK_BYTES);
        send({ type: 'recorder.stopped' });
      }
    });
    return () => {
      clearInterval(timer);
      control.send = undefined;
    };
  });
}

export function start(world: World = {}, input: Partial<RecordingInput> = {}) {
  const holds: ('start' | 'stop')[] = [];
  const uploads: UploadChunkInput[] = [];
  const transcribed: TranscribeInput[] = [];
  const discarded: string[] = [];
  const control: { send?: (event: RecordingEvent) => void } = {};
  const machine = recordingMachine.provide({
    actors: {
      checkConsent: fromPromise(() => (world.consent ?? (async () => ({ consented: true })))()),
      openRecording: fromPromise(() => (world.open ?? (async () => ({ recordingId: 'rec-1' })))()),
      requestMicrophone: fromPromise(() => (world.microphone ?? (async () => {}))()),
      holdSession: sessionHoldLogic({
        recordingStarted: () => holds.push('start'),
        recordingStopped: () => holds.push('stop'),
      }),
      clock: fromCallback<EventObject, { intervalMs: number }>(({ sendBack, input: clock }) => {
        const timer = setInterval(
          () => sendBack({ type: 'clock.tick', now: wallNow() }),
          clock.intervalMs,
        );
        return () => clearInterval(timer);
      }),
      recorder: fakeRecorder(world, control),
      uploadChunk: fromPromise(({ input: chunk }) => {
        uploads.push(chunk);
        const attempt = uploads.filter((u) => u.seq === chunk.seq).length;
        return (world.upload ?? (async () => {}))(chunk, attempt);
      }),
      transcribe: fromPromise(({ input: job }) => {
        transcribed.push(job);
        return (
          world.transcribe ??
          (async () => ({ kind: 'transcribed' as const, transcript: { text: 'Hello.' } }))
        )(job);
      }),
      discardRecording: fromPromise(({ input: job }) => {
        discarded.push(job.recordingId);
        return (world.discard ?? (async () => {}))();
      }),
    },
  });
  const actor = createActor(machine, { input: { encounterId: 'enc-1', ...input } }).start();
  const snapshot = () => actor.getSnapshot();
  return {
    actor,
    holds,
    uploads,
    transcribed,
    discarded,
    snapshot,
    phase: () => selectRecordingPhase(snapshot()),
    elapsed: () => selectElapsedMs(snapshot()),
    send: (event: RecordingEvent) => actor.send(event),
    /** What the recorder itself reports (device lost, level). */
    fromRecorder: (event: RecordingEvent) => control.send?.(event),
    /** Starts recording and lets the answers settle. */
    async record() {
      actor.send({ type: 'record.start' });
      await elapse(0);
    },
    pause: () => actor.send({ type: 'record.pause', now: wallNow() }),
    resume: () => actor.send({ type: 'record.resume', now: wallNow() }),
    stop: () => actor.send({ type: 'record.stop', now: wallNow() }),
  };
}

/** A rejection like the API client's, with a status. */
export const httpFailure = (status: number, message = 'No') => ({ status, message });

/** getUserMedia's rejections, by DOMException name. */
export const domError = (name: string) => ({ name, message: name });
