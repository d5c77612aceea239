import { Blob as NodeBlob } from 'node:buffer';
import { vi } from 'vitest';
import type { MicrophoneEnvironment } from './microphone';

/**
 * A fake microphone for jsdom: getUserMedia, MediaRecorder (a chunk per timeslice while
 * recording, the last one at stop) and Web Audio's analyser, each observable by the test.
 */

export const CHUNK_BYTES = 1_000;
export const LAST_CHUNK_BYTES = 400;

export class FakeTrack extends EventTarget {
  readonly kind = 'audio';
  readyState: 'live' | 'ended' = 'live';
  stopped = false;
  stop() {
    this.stopped = true;
    this.readyState = 'ended';
  }
  /** The device went away (unplugged, taken by the system). */
  unplug() {
    this.readyState = 'ended';
    this.dispatchEvent(new Event('ended'));
  }
}

export class FakeStream {
  readonly track = new FakeTrack();
  getTracks = () => [this.track];
  getAudioTracks = () => [this.track];
}

/** Node's Blob: the one the test environment's fetch sends as bytes (jsdom's is not read). */
const chunkEvent = (bytes: number) =>
  Object.assign(new Event('dataavailable'), { data: new NodeBlob([new Uint8Array(bytes)]) });

export class FakeMediaRecorder extends EventTarget {
  static supported: string[] = ['audio/webm;codecs=opus'];
  static instances: FakeMediaRecorder[] = [];
  static isTypeSupported = (type: string) => FakeMediaRecorder.supported.includes(type);

  state: 'inactive' | 'recording' | 'paused' = 'inactive';
  timeslice: number | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    readonly stream: FakeStream,
    readonly options?: MediaRecorderOptions,
  ) {
    super();
    FakeMediaRecorder.instances.push(this);
  }

  start(timeslice?: number) {
    this.state = 'recording';
    this.timeslice = timeslice;
    this.dispatchEvent(new Event('start'));
    if (timeslice) {
      this.timer = setInterval(() => {
        if (this.state === 'recording') this.dispatchEvent(chunkEvent(CHUNK_BYTES));
      }, timeslice);
    }
  }
  pause() {
    this.state = 'paused';
  }
  resume() {
    this.state = 'recording';
  }
  stop() {
    if (this.state === 'inactive') return;
    clearInterval(this.timer);
    this.dispatchEvent(chunkEvent(LAST_CHUNK_BYTES));
    this.state = 'inactive';
    this.dispatchEvent(new Event('stop'));
  }
  /** The browser's recorder failing on its own. */
  fail() {
    this.dispatchEvent(new Event('error'));
  }
}

export class FakeAudioContext {
  static instances: FakeAudioContext[] = [];
  /** The amplitude of the samples the analyser reads (a constant signal). */
  static amplitude = 0.1;
  closed = false;
  constructor() {
    FakeAudioContext.instances.push(this);
  }
  createMediaStreamSource() {
    return { connect: () => undefined, disconnect: () => undefined };
  }
  createAnalyser() {
    return {
      fftSize: 2048,
      getFloatTimeDomainData: (samples: Float32Array) => samples.fill(FakeAudioContext.amplitude),
    };
  }
  close() {
    this.closed = true;
    return Promise.resolve();
  }
}

export function resetFakeMedia() {
  FakeMediaRecorder.instances = [];
  FakeMediaRecorder.supported = ['audio/webm;codecs=opus'];
  FakeAudioContext.instances = [];
  FakeAudioContext.amplitude = 0.1;
}

/** getUserMedia answering a fresh fake stream, or rejecting with a DOMException of `refusal`. */
export function fakeMediaDevices(refusal?: string) {
  const streams: FakeStream[] = [];
  const getUserMedia = vi.fn(async () => {
    if (refusal) throw new DOMException(refusal, refusal);
    const stream = new FakeStream();
    streams.push(stream);
    return stream as unknown as MediaStream;
  });
  return { streams, mediaDevices: { getUserMedia } };
}

/** A whole fake browser environment for `createMicrophone`. */
export function fakeMicrophoneEnvironment(refusal?: string) {
  const devices = fakeMediaDevices(refusal);
  const environment: MicrophoneEnvironment = {
    mediaDevices: devices.mediaDevices,
    MediaRecorder: FakeMediaRecorder as unknown as MicrophoneEnvironment['MediaRecorder'],
    now: () => Date.now(),
    level: { createContext: () => new FakeAudioContext() as unknown as AudioContext },
  };
  return { ...devices, environment };
}
