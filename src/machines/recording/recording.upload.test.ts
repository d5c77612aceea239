import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECORDING_TIMING } from '../../config/recording-timing';
import { uploadRetryDelay } from './recording.machine';
import { selectActions, selectMessageKey, selectUpload } from './recording.selectors';
import {
  CHUNK_BYTES,
  elapse,
  httpFailure,
  LAST_CHUNK_BYTES,
  SECOND,
  start,
  T0,
} from './recording.test-kit';

const CHUNK = RECORDING_TIMING.chunkIntervalMs;
const [FIRST_RETRY = 0, SECOND_RETRY = 0] = RECORDING_TIMING.uploadRetryDelaysMs;

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('chunks go to the server while recording', () => {
  it('uploads each chunk as it is captured, in order, and counts what was acknowledged', async () => {
    const kit = start();
    await elapse(0);
    await kit.record();
    await elapse(3 * CHUNK);
    expect(kit.phase()).toBe('recording');
    expect(kit.uploads.map((u) => [u.recordingId, u.seq, u.data])).toEqual([
      ['rec-1', 0, 'audio-1'],
      ['rec-1', 1, 'audio-2'],
      ['rec-1', 2, 'audio-3'],
    ]);
    expect(selectUpload(kit.snapshot())).toMatchObject({
      pendingChunks: 0,
      acknowledgedChunks: 3,
      acknowledgedBytes: 3 * CHUNK_BYTES,
    });
    kit.stop();
    await elapse(0);
    expect(kit.transcribed[0]).toMatchObject({
      chunks: 4,
      bytes: 3 * CHUNK_BYTES + LAST_CHUNK_BYTES,
    });
  });

  it('captures no chunk while paused', async () => {
    const kit = start();
    await elapse(0);
    await kit.record();
    await elapse(CHUNK);
    kit.pause();
    await elapse(10 * CHUNK);
    expect(kit.uploads).toHaveLength(1);
  });

  it('sends a failed chunk again after a growing back-off without stopping the recording', async () => {
    const kit = start({
      upload: (chunk, attempt) =>
        chunk.seq === 0 && attempt <= 2 ? Promise.reject(httpFailure(503)) : Promise.resolve(),
    });
    await elapse(0);
    await kit.record();
    await elapse(CHUNK);
    expect(kit.phase()).toBe('recording');
    expect(selectUpload(kit.snapshot())).toMatchObject({ retrying: true, attempts: 1 });
    await elapse(FIRST_RETRY - 1);
    expect(kit.uploads).toHaveLength(1);
    await elapse(1);
    expect(kit.uploads).toHaveLength(2);
    await elapse(SECOND_RETRY);
    expect(kit.uploads.map((u) => u.seq)).toEqual([0, 0, 0]);
    expect(selectUpload(kit.snapshot())).toMatchObject({
      retrying: false,
      attempts: 0,
      acknowledgedChunks: 1,
    });
    expect(kit.phase()).toBe('recording');
  });

  it('keeps retrying while recording however long the server is away, and catches up', async () => {
    let away = true;
    const kit = start({
      upload: () => (away ? Promise.reject(httpFailure(0)) : Promise.resolve()),
    });
    await elapse(0);
    await kit.record();
    await elapse(10 * 60 * SECOND);
    expect(kit.phase()).toBe('recording');
    expect(selectUpload(kit.snapshot())).toMatchObject({
      acknowledgedChunks: 0,
      pendingChunks: 120,
    });
    expect(uploadRetryDelay(kit.snapshot().context.uploadAttempts)).toBe(
      RECORDING_TIMING.uploadRetryDelaysMs.at(-1),
    );
    away = false;
    await elapse(30 * SECOND);
    expect(selectUpload(kit.snapshot())).toMatchObject({
      acknowledgedChunks: 126,
      pendingChunks: 0,
    });
  });

  it('counts an upload that does not answer as a failed attempt', async () => {
    const kit = start({
      upload: (_, attempt) => (attempt === 1 ? new Promise(() => {}) : Promise.resolve()),
    });
    await elapse(0);
    await kit.record();
    await elapse(CHUNK + RECORDING_TIMING.uploadTimeoutMs);
    expect(selectUpload(kit.snapshot())).toMatchObject({ retrying: true, attempts: 1 });
    await elapse(FIRST_RETRY);
    expect(selectUpload(kit.snapshot()).acknowledgedChunks).toBeGreaterThanOrEqual(1);
  });
});

describe('after stop, the queue is drained', () => {
  it('shows uploading until the last chunk is acknowledged, then transcribes', async () => {
    let release: () => void = () => {};
    const kit = start({
      upload: (chunk) =>
        chunk.seq === 1 ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve(),
    });
    await elapse(0);
    await kit.record();
    await elapse(CHUNK);
    kit.stop();
    await elapse(0);
    expect(kit.phase()).toBe('uploading');
    expect(kit.transcribed).toEqual([]);
    release();
    await elapse(0);
    expect(kit.phase()).toBe('done');
    expect(kit.transcribed[0]?.chunks).toBe(2);
  });

  it('fails once the retries are spent after stop, and sends again on retry', async () => {
    let away = true;
    const kit = start({
      upload: (chunk) =>
        chunk.seq === 1 && away
          ? Promise.reject(httpFailure(502, 'Bad gateway'))
          : Promise.resolve(),
    });
    await elapse(0);
    await kit.record();
    await elapse(CHUNK);
    kit.stop();
    const waits = RECORDING_TIMING.uploadRetryDelaysMs.reduce((sum, ms) => sum + ms, 0);
    await elapse(waits);
    expect(kit.phase()).toBe('failed');
    expect(selectMessageKey(kit.snapshot())).toBe('speech.recorder.failed.upload');
    expect(kit.uploads.filter((u) => u.seq === 1)).toHaveLength(
      RECORDING_TIMING.uploadRetryDelaysMs.length + 1,
    );
    expect(selectActions(kit.snapshot())).toMatchObject({ retry: true, finish: true });
    away = false;
    kit.send({ type: 'record.retry' });
    await elapse(0);
    expect(kit.phase()).toBe('done');
    expect(kit.transcribed[0]).toMatchObject({ chunks: 2 });
  });

  it('can finish from what arrived when the rest cannot be sent', async () => {
    const kit = start({
      upload: (chunk) => (chunk.seq >= 1 ? Promise.reject(httpFailure(0)) : Promise.resolve()),
    });
    await elapse(0);
    await kit.record();
    await elapse(CHUNK);
    kit.stop();
    await elapse(RECORDING_TIMING.uploadRetryDelaysMs.reduce((sum, ms) => sum + ms, 0));
    expect(kit.phase()).toBe('failed');
    kit.send({ type: 'record.finish' });
    await elapse(0);
    expect(kit.phase()).toBe('done');
    expect(kit.transcribed[0]).toMatchObject({ chunks: 1, bytes: CHUNK_BYTES });
  });
});

describe('a chunk the server has no room for (issue 31)', () => {
  it('stops the recording at once without sending it again, says why, and finishes from what arrived', async () => {
    const kit = start({
      upload: (chunk) =>
        chunk.seq >= 1
          ? Promise.reject({ status: 429, message: 'daily-audio-limit' })
          : Promise.resolve(),
    });
    await elapse(0);
    await kit.record();
    await elapse(2 * CHUNK);
    expect(kit.phase()).toBe('failed');
    expect(kit.uploads.map((u) => u.seq)).toEqual([0, 1]);
    expect(kit.snapshot().context.failure).toMatchObject({
      step: 'upload',
      status: 429,
      message: 'daily-audio-limit',
    });
    expect(selectActions(kit.snapshot()).finish).toBe(true);
    await elapse(10 * CHUNK);
    expect(kit.uploads).toHaveLength(2);
    kit.send({ type: 'record.finish' });
    await elapse(0);
    expect(kit.phase()).toBe('done');
    expect(kit.transcribed[0]).toMatchObject({ chunks: 1, bytes: CHUNK_BYTES });
  });
});

describe('a recording that arrived partly', () => {
  const unfinished = { recordingId: 'rec-old', chunks: 7, bytes: 7_000, durationMs: 35 * SECOND };

  it('is offered on return (after the consent check) and finished from what arrived', async () => {
    const kit = start({}, { unfinished });
    await elapse(0);
    expect(kit.phase()).toBe('resumable');
    expect(selectMessageKey(kit.snapshot())).toBe('speech.recorder.resumable');
    expect(selectActions(kit.snapshot())).toMatchObject({
      finish: true,
      discard: true,
      start: false,
    });
    kit.send({ type: 'record.finish' });
    await elapse(0);
    expect(kit.phase()).toBe('done');
    expect(kit.transcribed).toEqual([
      { recordingId: 'rec-old', chunks: 7, bytes: 7_000, durationMs: 35 * SECOND },
    ]);
    expect(kit.holds).toEqual([]);
  });

  it('can be discarded instead, leaving a new recording possible', async () => {
    const kit = start({}, { unfinished });
    await elapse(0);
    kit.send({ type: 'record.cancel' });
    await elapse(0);
    expect(kit.discarded).toEqual(['rec-old']);
    expect(kit.phase()).toBe('idle');
    await kit.record();
    expect(kit.snapshot().context.recordingId).toBe('rec-1');
  });

  it('is not offered without consent, nor when nothing arrived', async () => {
    const refused = start({ consent: async () => ({ consented: false }) }, { unfinished });
    await elapse(0);
    expect(refused.phase()).toBe('consentMissing');
    const empty = start({}, { unfinished: { ...unfinished, chunks: 0, bytes: 0 } });
    await elapse(0);
    expect(empty.phase()).toBe('idle');
  });
});
