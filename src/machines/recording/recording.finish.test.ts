import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectMessageKey } from './recording.selectors';
import { elapse, httpFailure, SECOND, start, T0 } from './recording.test-kit';

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('transcription', () => {
  it('keeps the audio and says so when no transcription is configured, and tries again on retry', async () => {
    let configured = false;
    const kit = start({
      transcribe: async () =>
        configured
          ? { kind: 'transcribed', transcript: { text: 'Later.' } }
          : { kind: 'notConfigured' },
    });
    await elapse(0);
    await kit.record();
    await elapse(6 * SECOND);
    kit.stop();
    await elapse(0);
    expect(kit.phase()).toBe('transcriptionNotConfigured');
    expect(selectMessageKey(kit.snapshot())).toBe('speech.recorder.transcriptionNotConfigured');
    expect(kit.discarded).toEqual([]);
    expect(kit.snapshot().context.acknowledgedChunks).toBe(2);
    configured = true;
    kit.send({ type: 'record.retry' });
    await elapse(0);
    expect(kit.phase()).toBe('done');
    expect(kit.snapshot().context.transcript?.text).toBe('Later.');
  });

  it('fails with the message and transcribes again on retry, without uploading again', async () => {
    let calls = 0;
    const kit = start({
      transcribe: async () =>
        (calls += 1) === 1
          ? Promise.reject(httpFailure(502, 'The transcription service is unavailable.'))
          : { kind: 'transcribed', transcript: { text: 'Second time.' } },
    });
    await elapse(0);
    await kit.record();
    kit.stop();
    await elapse(0);
    expect(kit.phase()).toBe('failed');
    expect(kit.snapshot().context.failure).toEqual({
      step: 'transcription',
      status: 502,
      message: 'The transcription service is unavailable.',
    });
    const uploadsBefore = kit.uploads.length;
    kit.send({ type: 'record.retry' });
    await elapse(0);
    expect(kit.phase()).toBe('done');
    expect(kit.uploads).toHaveLength(uploadsBefore);
  });
});

describe('discarding', () => {
  it('discards a recording stopped before any audio arrived instead of transcribing nothing', async () => {
    const kit = start({ silentRecorder: true });
    await elapse(0);
    await kit.record();
    kit.stop();
    await elapse(3 * SECOND);
    expect(kit.transcribed).toEqual([]);
    expect(kit.discarded).toEqual(['rec-1']);
    expect(kit.phase()).toBe('idle');
  });

  it('discards a recording in progress and is ready for a new one', async () => {
    const kit = start();
    await elapse(0);
    await kit.record();
    await elapse(7 * SECOND);
    kit.send({ type: 'record.cancel' });
    await elapse(0);
    expect(kit.discarded).toEqual(['rec-1']);
    expect(kit.phase()).toBe('idle');
    expect(kit.snapshot().context).toMatchObject({ recordingId: null, elapsedMs: 0, queue: [] });
    expect(kit.holds).toEqual(['start', 'stop']);
  });

  it('says so when the discard failed, and discards again on retry', async () => {
    let calls = 0;
    const kit = start({
      discard: async () => ((calls += 1) === 1 ? Promise.reject(httpFailure(500)) : undefined),
    });
    await elapse(0);
    await kit.record();
    kit.send({ type: 'record.cancel' });
    await elapse(0);
    expect(kit.phase()).toBe('failed');
    expect(selectMessageKey(kit.snapshot())).toBe('speech.recorder.failed.discard');
    kit.send({ type: 'record.retry' });
    await elapse(0);
    expect(kit.phase()).toBe('idle');
  });
});
