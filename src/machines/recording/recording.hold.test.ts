import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECORDING_TIMING } from '../../config/recording-timing';
import { selectIsRecordingOn, selectUpload } from './recording.selectors';
import { elapse, httpFailure, MINUTE, SECOND, start, T0 } from './recording.test-kit';

/**
 * A recording holds the session (DESIGN decision 4): `recording-start` when it begins and
 * `recording-stop` on every way out, exactly once each.
 */

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

async function recording(world: Parameters<typeof start>[0] = {}) {
  const kit = start(world);
  await elapse(0);
  await kit.record();
  return kit;
}

describe('a recording holds the session', () => {
  it('keeps a 20-minute recording going with no timeout, with one start and one stop', async () => {
    const kit = await recording();
    await elapse(20 * MINUTE);
    expect(kit.phase()).toBe('recording');
    expect(kit.elapsed()).toBe(20 * MINUTE);
    expect(kit.holds).toEqual(['start']);
    expect(selectUpload(kit.snapshot())).toMatchObject({
      acknowledgedChunks: (20 * MINUTE) / RECORDING_TIMING.chunkIntervalMs,
      pendingChunks: 0,
    });
    kit.stop();
    await elapse(0);
    expect(kit.phase()).toBe('done');
    expect(kit.holds).toEqual(['start', 'stop']);
  });

  it('holds through pauses: pausing and resuming emit nothing', async () => {
    const kit = await recording();
    kit.pause();
    await elapse(MINUTE);
    kit.resume();
    kit.pause();
    kit.resume();
    expect(kit.holds).toEqual(['start']);
    kit.stop();
    expect(kit.holds).toEqual(['start', 'stop']);
  });

  it('releases the session when stopped from pause', async () => {
    const kit = await recording();
    kit.pause();
    kit.stop();
    expect(kit.holds).toEqual(['start', 'stop']);
    expect(selectIsRecordingOn(kit.snapshot())).toBe(false);
  });

  it('releases the session when the device is lost', async () => {
    const kit = await recording();
    kit.fromRecorder({ type: 'recorder.deviceLost', now: Date.now() });
    expect(kit.holds).toEqual(['start', 'stop']);
  });

  it('releases the session when the recorder fails while paused', async () => {
    const kit = await recording();
    kit.pause();
    kit.fromRecorder({ type: 'recorder.error', now: Date.now() });
    expect(kit.holds).toEqual(['start', 'stop']);
  });

  it('releases the session when the recording is discarded', async () => {
    const kit = await recording();
    kit.send({ type: 'record.cancel' });
    expect(kit.holds).toEqual(['start', 'stop']);
  });

  it('releases the session when the machine is stopped mid-recording (the page closed)', async () => {
    const kit = await recording();
    kit.pause();
    kit.actor.stop();
    expect(kit.holds).toEqual(['start', 'stop']);
  });

  it('releases the session when a recording left paused stops by itself', async () => {
    const kit = await recording();
    await elapse(10 * SECOND);
    kit.pause();
    await elapse(RECORDING_TIMING.maxPausedMs);
    expect(kit.holds).toEqual(['start', 'stop']);
    await elapse(0);
    expect(kit.phase()).toBe('done');
    expect(kit.elapsed()).toBe(10 * SECOND);
  });

  it('does not release the session because an upload failed', async () => {
    const kit = await recording({ upload: () => Promise.reject(httpFailure(500)) });
    await elapse(5 * MINUTE);
    expect(kit.phase()).toBe('recording');
    expect(kit.holds).toEqual(['start']);
  });

  it('holds again, once, for each new recording', async () => {
    const kit = await recording();
    kit.send({ type: 'record.cancel' });
    await elapse(0);
    await kit.record();
    kit.stop();
    expect(kit.holds).toEqual(['start', 'stop', 'start', 'stop']);
  });
});
