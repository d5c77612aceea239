import { fromCallback, fromPromise } from 'xstate';
import { watchLevel, type LevelMeterOptions } from './level-meter';

/** The recording formats tried in order: Opus in WebM (Chromium, Firefox), in Ogg, then MP4 (Safari). */
export const RECORDING_MIME_TYPES = [
  'audio/webm;codecs=opus',
  'audio/ogg;codecs=opus',
  'audio/mp4',
] as const;

type RecorderClass = Pick<typeof MediaRecorder, 'isTypeSupported'> &
  (new (stream: MediaStream, options?: MediaRecorderOptions) => MediaRecorder);

export interface MicrophoneEnvironment {
  mediaDevices: Pick<MediaDevices, 'getUserMedia'> | undefined;
  MediaRecorder: RecorderClass | undefined;
  now: () => number;
  level?: LevelMeterOptions;
}

const browser = (): MicrophoneEnvironment => ({
  mediaDevices: globalThis.navigator?.mediaDevices,
  MediaRecorder: globalThis.MediaRecorder,
  now: () => Date.now(),
});

/** The first format this browser records, or '' (the recorder then picks its own). */
export function pickMimeType(recorder: RecorderClass | undefined = globalThis.MediaRecorder) {
  if (!recorder?.isTypeSupported) return '';
  return RECORDING_MIME_TYPES.find((type) => recorder.isTypeSupported(type)) ?? '';
}

/** What the recording statechart tells the recorder (structurally its RecorderCommand). */
type RecorderCommand =
  { type: 'recorder.pause' } | { type: 'recorder.resume' } | { type: 'recorder.stop' };

interface RecorderInput {
  recordingId: string;
  timesliceMs: number;
}

/** getUserMedia's refusal when the page cannot reach a microphone at all (no secure context). */
const unsupported = () =>
  Object.assign(new Error('This browser cannot record audio here.'), { name: 'NotSupportedError' });

const stopTracks = (stream: MediaStream) => stream.getTracks().forEach((track) => track.stop());

/**
 * The microphone of one recorder panel: `requestLogic` asks for it (getUserMedia; its rejection
 * is the DOMException the machine reads), `recorderLogic` records it with MediaRecorder (a chunk
 * every timeslice, the level, a lost device), `release` lets go of a microphone granted but never
 * recorded. The recorder releases the microphone when it ends.
 */
export function createMicrophone(environment: MicrophoneEnvironment = browser()) {
  const { mediaDevices, MediaRecorder: Recorder, now } = environment;
  let granted: MediaStream | null = null;

  const release = () => {
    if (granted) stopTracks(granted);
    granted = null;
  };

  const requestLogic = fromPromise<void, void>(async () => {
    if (!mediaDevices || !Recorder) throw unsupported();
    release();
    granted = await mediaDevices.getUserMedia({
      audio: { echoCancellation: true, noiseSuppression: true },
      video: false,
    });
  });

  const recorderLogic = fromCallback<RecorderCommand, RecorderInput>(
    ({ sendBack, receive, input }) => {
      const stream = granted;
      granted = null;
      if (!stream || !Recorder) {
        sendBack({ type: 'recorder.error', now: now() });
        return () => undefined;
      }
      const mimeType = pickMimeType(Recorder);
      let recorder: MediaRecorder;
      try {
        recorder = new Recorder(stream, mimeType ? { mimeType } : undefined);
      } catch {
        stopTracks(stream);
        sendBack({ type: 'recorder.error', now: now() });
        return () => undefined;
      }
      /** Why the recorder is ending: asked to stop, the device went away, or it broke. */
      let ending: 'stop' | 'lost' | 'error' | null = null;
      let closed = false;
      const report = () => {
        if (ending === 'stop') sendBack({ type: 'recorder.stopped' });
        else if (ending === 'error') sendBack({ type: 'recorder.error', now: now() });
        else sendBack({ type: 'recorder.deviceLost', now: now() });
      };
      /** Ends the recording; its last chunk arrives before `stop` fires, then it is reported. */
      const end = (why: 'stop' | 'lost' | 'error') => {
        if (ending) return;
        ending = why;
        if (recorder.state === 'inactive') report();
        else recorder.stop();
      };

      recorder.addEventListener('dataavailable', (event: BlobEvent) => {
        if (closed || event.data.size === 0) return;
        sendBack({ type: 'recorder.chunk', bytes: event.data.size, data: event.data });
      });
      recorder.addEventListener('start', () => {
        if (!closed) sendBack({ type: 'recorder.started', now: now() });
      });
      recorder.addEventListener('error', () => {
        if (!closed) end('error');
      });
      recorder.addEventListener('stop', () => {
        if (closed) return;
        // Stopped without being asked: every track ended (a device lost without `ended`).
        ending ??= 'lost';
        report();
      });
      const onEnded = () => {
        if (!closed) end('lost');
      };
      const tracks = stream.getAudioTracks();
      tracks.forEach((track) => track.addEventListener('ended', onEnded));
      const stopLevel = watchLevel(
        stream,
        (level) => sendBack({ type: 'recorder.level', level }),
        environment.level,
      );

      receive((command) => {
        if (command.type === 'recorder.pause' && recorder.state === 'recording') recorder.pause();
        if (command.type === 'recorder.resume' && recorder.state === 'paused') recorder.resume();
        if (command.type === 'recorder.stop') end('stop');
      });

      try {
        recorder.start(input.timesliceMs);
      } catch {
        end('error');
      }

      return () => {
        closed = true;
        stopLevel();
        tracks.forEach((track) => track.removeEventListener('ended', onEnded));
        if (recorder.state !== 'inactive') {
          try {
            recorder.stop();
          } catch {
            // Already stopping: the microphone is released below either way.
          }
        }
        stopTracks(stream);
      };
    },
  );

  return { requestLogic, recorderLogic, release };
}
