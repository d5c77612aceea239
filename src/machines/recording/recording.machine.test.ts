import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECORDING_TIMING } from '../../config/recording-timing';
import { microphoneProblemOf } from './recording.types';
import {
  selectActions,
  selectIsRecordingOn,
  selectLevel,
  selectMessageKey,
} from './recording.selectors';
import { domError, elapse, httpFailure, MINUTE, SECOND, start, T0 } from './recording.test-kit';

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the consent gate', () => {
  it('refuses to record without the patient’s recording & AI consent, and re-checks once it is recorded', async () => {
    let consented = false;
    const kit = start({ consent: async () => ({ consented }) });
    await elapse(0);
    expect(kit.phase()).toBe('consentMissing');
    expect(selectMessageKey(kit.snapshot())).toBe('speech.recorder.consentMissing');
    kit.send({ type: 'record.start' });
    expect(kit.phase()).toBe('consentMissing');
    consented = true;
    kit.send({ type: 'consent.recheck' });
    await elapse(0);
    expect(kit.phase()).toBe('idle');
    expect(selectActions(kit.snapshot()).start).toBe(true);
  });

  it('says so when consent could not be checked, and checks again on retry', async () => {
    let calls = 0;
    const kit = start({
      consent: async () =>
        (calls += 1) === 1 ? Promise.reject(httpFailure(0, 'offline')) : { consented: true },
    });
    await elapse(0);
    expect(kit.phase()).toBe('failed');
    expect(selectMessageKey(kit.snapshot())).toBe('speech.recorder.failed.consent');
    kit.send({ type: 'record.retry' });
    await elapse(0);
    expect(kit.phase()).toBe('idle');
  });
});

describe('asking for the microphone', () => {
  it.each([
    ['NotAllowedError', 'microphoneDenied', 'speech.recorder.microphoneDenied'],
    ['SecurityError', 'microphoneDenied', 'speech.recorder.microphoneDenied'],
    ['NotFoundError', 'noMicrophone', 'speech.recorder.noMicrophone'],
    ['OverconstrainedError', 'noMicrophone', 'speech.recorder.noMicrophone'],
    ['NotReadableError', 'microphoneError', 'speech.recorder.microphoneError'],
  ])('a %s shows as %s with its own message', async (name, phase, key) => {
    const kit = start({ microphone: () => Promise.reject(domError(name)) });
    await elapse(0);
    await kit.record();
    expect(kit.phase()).toBe(phase);
    expect(selectMessageKey(kit.snapshot())).toBe(key);
    expect(kit.holds).toEqual([]);
  });

  it('reads an unknown rejection as an error, not as a refusal', () => {
    expect(microphoneProblemOf(new Error('boom'))).toBe('error');
    expect(microphoneProblemOf(undefined)).toBe('error');
  });

  it('asks again on start, reusing the recording the server already opened', async () => {
    let granted = false;
    let opened = 0;
    const kit = start({
      open: async () => ({ recordingId: `rec-${(opened += 1)}` }),
      microphone: () => (granted ? Promise.resolve() : Promise.reject(domError('NotAllowedError'))),
    });
    await elapse(0);
    await kit.record();
    expect(kit.phase()).toBe('microphoneDenied');
    granted = true;
    await kit.record();
    expect(kit.phase()).toBe('recording');
    expect(opened).toBe(1);
    expect(kit.snapshot().context.recordingId).toBe('rec-1');
  });

  it('says so when the server could not open the recording, and opens it on retry', async () => {
    let calls = 0;
    const kit = start({
      open: async () =>
        (calls += 1) === 1 ? Promise.reject(httpFailure(503)) : { recordingId: 'rec-9' },
    });
    await elapse(0);
    await kit.record();
    expect(kit.phase()).toBe('failed');
    expect(kit.snapshot().context.failure).toMatchObject({ step: 'open', status: 503 });
    kit.send({ type: 'record.retry' });
    await elapse(0);
    expect(kit.phase()).toBe('recording');
  });
});

describe('recording, pausing, resuming and stopping', () => {
  it('records, pauses, resumes and stops, then uploads, transcribes and is done', async () => {
    const kit = start();
    await elapse(0);
    await kit.record();
    expect(kit.phase()).toBe('recording');
    expect(selectIsRecordingOn(kit.snapshot())).toBe(true);
    kit.pause();
    expect(kit.phase()).toBe('paused');
    expect(selectIsRecordingOn(kit.snapshot())).toBe(true);
    kit.resume();
    expect(kit.phase()).toBe('recording');
    kit.stop();
    expect(selectIsRecordingOn(kit.snapshot())).toBe(false);
    await elapse(0);
    expect(kit.phase()).toBe('done');
    expect(kit.snapshot().context.transcript).toEqual({ text: 'Hello.' });
    expect(kit.holds).toEqual(['start', 'stop']);
  });

  it('counts recorded time only: paused time is not elapsed time', async () => {
    const kit = start();
    await elapse(0);
    await kit.record();
    await elapse(2 * MINUTE);
    expect(kit.elapsed()).toBe(2 * MINUTE);
    kit.pause();
    await elapse(5 * MINUTE);
    expect(kit.elapsed()).toBe(2 * MINUTE);
    kit.resume();
    await elapse(30 * SECOND);
    expect(kit.elapsed()).toBe(2 * MINUTE + 30 * SECOND);
    kit.stop();
    await elapse(0);
    expect(kit.transcribed[0]?.durationMs).toBe(2 * MINUTE + 30 * SECOND);
  });

  it('reads elapsed time from the wall clock, so a throttled tab does not lose time', async () => {
    const kit = start();
    await elapse(0);
    await kit.record();
    // A background tab: no tick for a minute, then one with the true time.
    vi.setSystemTime(Date.now() + MINUTE);
    kit.send({ type: 'clock.tick', now: Date.now() });
    expect(kit.elapsed()).toBe(MINUTE);
  });

  it('shows the level while recording, and none while paused', async () => {
    const kit = start();
    await elapse(0);
    await kit.record();
    kit.fromRecorder({ type: 'recorder.level', level: 0.6 });
    expect(selectLevel(kit.snapshot())).toBe(0.6);
    kit.fromRecorder({ type: 'recorder.level', level: 7 });
    expect(selectLevel(kit.snapshot())).toBe(1);
    kit.pause();
    expect(selectLevel(kit.snapshot())).toBe(0);
  });

  it('stops by itself at the maximum duration and says why', async () => {
    const kit = start({ silentRecorder: true });
    await elapse(0);
    await kit.record();
    await elapse(RECORDING_TIMING.maxDurationMs);
    expect(kit.phase()).toBe('stopping');
    expect(selectMessageKey(kit.snapshot())).toBe('speech.recorder.stoppedAtMaxDuration');
    expect(kit.elapsed()).toBe(RECORDING_TIMING.maxDurationMs);
    await elapse(RECORDING_TIMING.stopGraceMs);
    expect(kit.phase()).toBe('done');
    expect(kit.holds).toEqual(['start', 'stop']);
  });

  it('finishes without the last chunk when the recorder does not hand it over in time', async () => {
    const kit = start({ silentRecorder: true });
    await elapse(0);
    await kit.record();
    await elapse(10 * SECOND);
    kit.stop();
    await elapse(RECORDING_TIMING.stopGraceMs - 1);
    expect(kit.phase()).toBe('stopping');
    await elapse(1);
    expect(kit.phase()).toBe('done');
    expect(kit.transcribed[0]).toMatchObject({ chunks: 2, bytes: 2_000 });
  });
});

describe('a lost microphone keeps what was captured', () => {
  it('stops capturing, keeps the chunks, and finishes from them', async () => {
    const kit = start();
    await elapse(0);
    await kit.record();
    await elapse(12 * SECOND);
    kit.fromRecorder({ type: 'recorder.chunk', bytes: 300, data: 'last words' });
    kit.fromRecorder({ type: 'recorder.deviceLost', now: Date.now() });
    expect(kit.phase()).toBe('deviceLost');
    expect(selectMessageKey(kit.snapshot())).toBe('speech.recorder.deviceLost');
    expect(selectActions(kit.snapshot()).finish).toBe(true);
    await elapse(10 * SECOND);
    expect(kit.elapsed()).toBe(12 * SECOND);
    expect(kit.holds).toEqual(['start', 'stop']);
    kit.send({ type: 'record.finish' });
    await elapse(0);
    expect(kit.phase()).toBe('done');
    expect(kit.transcribed).toEqual([
      { recordingId: 'rec-1', chunks: 3, bytes: 2_300, durationMs: 12 * SECOND },
    ]);
  });

  it('says the recorder broke when it reports an error', async () => {
    const kit = start();
    await elapse(0);
    await kit.record();
    kit.fromRecorder({ type: 'recorder.error', now: Date.now() });
    expect(kit.phase()).toBe('deviceLost');
    expect(selectMessageKey(kit.snapshot())).toBe('speech.recorder.recorderError');
  });
});
