import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type AnyEventObject } from 'xstate';
import {
  CHUNK_BYTES,
  FakeAudioContext,
  FakeMediaRecorder,
  LAST_CHUNK_BYTES,
  fakeMicrophoneEnvironment,
  resetFakeMedia,
} from './fake-media.test-kit';
import { LEVEL_INTERVAL_MS } from './level-meter';
import { createMicrophone, pickMimeType } from './microphone';

const TIMESLICE_MS = 5_000;

/** Runs the microphone's recorder as a machine would: its reports collected, commands sent in. */
async function recordWith(refusal?: string) {
  const fake = fakeMicrophoneEnvironment(refusal);
  const microphone = createMicrophone(fake.environment);
  const reports: AnyEventObject[] = [];
  const parent = createMachine({
    types: {} as { events: AnyEventObject },
    invoke: {
      id: 'recorder',
      src: microphone.recorderLogic,
      input: { recordingId: 'rec-1', timesliceMs: TIMESLICE_MS },
    },
    on: { '*': { actions: ({ event }) => reports.push(event) } },
  });
  const request = createActor(microphone.requestLogic);
  request.subscribe({ error: () => undefined });
  request.start();
  await vi.advanceTimersByTimeAsync(0);
  const actor = createActor(parent).start();
  const send = (type: 'recorder.pause' | 'recorder.resume' | 'recorder.stop') =>
    actor.getSnapshot().children.recorder?.send({ type });
  const reported = (type: string) => reports.filter((event) => event.type === type);
  return { ...fake, microphone, actor, reports, reported, send, request };
}

beforeEach(() => {
  vi.useFakeTimers();
  resetFakeMedia();
});
afterEach(() => vi.useRealTimers());

describe('the microphone adapter', () => {
  it('picks the first audio format the browser records: WebM Opus, else Ogg Opus, else MP4', () => {
    FakeMediaRecorder.supported = ['audio/mp4', 'audio/ogg;codecs=opus'];
    expect(pickMimeType(FakeMediaRecorder as never)).toBe('audio/ogg;codecs=opus');
    FakeMediaRecorder.supported = ['audio/mp4'];
    expect(pickMimeType(FakeMediaRecorder as never)).toBe('audio/mp4');
    FakeMediaRecorder.supported = [];
    expect(pickMimeType(FakeMediaRecorder as never)).toBe('');
  });

  it('asks for audio only, and rejects with the browser’s DOMException when refused', async () => {
    const granted = await recordWith();
    expect(granted.mediaDevices.getUserMedia).toHaveBeenCalledWith({
      audio: { echoCancellation: true, noiseSuppression: true },
      video: false,
    });
    const refused = await recordWith('NotAllowedError');
    expect(refused.request.getSnapshot().status).toBe('error');
    expect(refused.request.getSnapshot().error).toMatchObject({ name: 'NotAllowedError' });
  });

  it('records with the chosen format and timeslice, and hands each chunk over as it comes', async () => {
    const { reported } = await recordWith();
    const [recorder] = FakeMediaRecorder.instances;
    expect(recorder?.options).toEqual({ mimeType: 'audio/webm;codecs=opus' });
    expect(recorder?.timeslice).toBe(TIMESLICE_MS);
    expect(reported('recorder.started')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3 * TIMESLICE_MS);
    const chunks = reported('recorder.chunk');
    expect(chunks.map((chunk) => chunk.bytes)).toEqual([CHUNK_BYTES, CHUNK_BYTES, CHUNK_BYTES]);
    expect((chunks[0]?.data as Blob).size).toBe(CHUNK_BYTES);
  });

  it('pauses and resumes the recorder, and on stop hands over the last chunk before saying it stopped', async () => {
    const { reports, reported, send } = await recordWith();
    send('recorder.pause');
    await vi.advanceTimersByTimeAsync(2 * TIMESLICE_MS);
    expect(reported('recorder.chunk')).toHaveLength(0);
    send('recorder.resume');
    await vi.advanceTimersByTimeAsync(TIMESLICE_MS);
    send('recorder.stop');
    const tail = reports.slice(-2).map((event) => [event.type, event.bytes]);
    expect(tail).toEqual([
      ['recorder.chunk', LAST_CHUNK_BYTES],
      ['recorder.stopped', undefined],
    ]);
  });

  it('reports a lost device after handing over what it had, never as a plain stop', async () => {
    const { streams, reports, reported } = await recordWith();
    await vi.advanceTimersByTimeAsync(TIMESLICE_MS);
    streams[0]?.track.unplug();
    expect(reports.at(-2)).toMatchObject({ type: 'recorder.chunk', bytes: LAST_CHUNK_BYTES });
    expect(reports.at(-1)).toMatchObject({ type: 'recorder.deviceLost' });
    expect(reported('recorder.stopped')).toHaveLength(0);
  });

  it('reports the recorder failing on its own as a recorder error', async () => {
    const { reports } = await recordWith();
    FakeMediaRecorder.instances[0]?.fail();
    expect(reports.at(-1)).toMatchObject({ type: 'recorder.error' });
  });

  it('reports the microphone level from the analyser, throttled and only when it moves', async () => {
    const { reported } = await recordWith();
    FakeAudioContext.amplitude = 0.1;
    await vi.advanceTimersByTimeAsync(LEVEL_INTERVAL_MS * 4);
    const levels = reported('recorder.level').map((event) => event.level as number);
    expect(levels).toHaveLength(1);
    // 0.1 RMS is -20 dBFS: two thirds of the way up the -60…0 dB scale.
    expect(levels[0]).toBeCloseTo(2 / 3, 3);
    FakeAudioContext.amplitude = 0.5;
    await vi.advanceTimersByTimeAsync(LEVEL_INTERVAL_MS);
    // 0.5 RMS is about -6 dBFS.
    expect(reported('recorder.level').at(-1)?.level).toBeCloseTo(0.9, 2);
  });

  it('releases the microphone and closes the audio context when the recorder ends', async () => {
    const { actor, streams } = await recordWith();
    expect(streams[0]?.track.stopped).toBe(false);
    actor.stop();
    expect(streams[0]?.track.stopped).toBe(true);
    expect(FakeAudioContext.instances[0]?.closed).toBe(true);
    expect(FakeMediaRecorder.instances[0]?.state).toBe('inactive');
  });

  it('releases a microphone that was granted but never recorded', async () => {
    const fake = fakeMicrophoneEnvironment();
    const microphone = createMicrophone(fake.environment);
    createActor(microphone.requestLogic).start();
    await vi.advanceTimersByTimeAsync(0);
    microphone.release();
    expect(fake.streams[0]?.track.stopped).toBe(true);
  });
});
