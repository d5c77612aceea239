import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordingSubPath, type Recording } from '../../common/contracts/speech.contract.ts';
import { tenantDb, type TenantDb } from '../db/tenant-db.ts';
import {
  call,
  clinicSettings,
  heldChunks,
  patientWithSession,
  recordingConsent,
  recordingWith,
  startSpeechClinic,
  storedRecording,
  type SpeechClinic,
} from './speech.test-kit.ts';
import { purgeExpiredTranscripts, scheduleTranscriptPurge } from './transcript-retention.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

let kit: SpeechClinic;
let transcribed: Recording;
let untranscribed: Recording;
/** When the first recording's session started (the second one's is a day later). */
let sessionStart: Date | undefined;

const clinic = () => tenantDb(kit.server.server.ctx.db, kit.founder.user.tenantId);
const startOfFirst = () => {
  if (!sessionStart) throw new Error('no session yet');
  return sessionStart.getTime();
};
const purge = (now: Date) => purgeExpiredTranscripts(clinic(), kit.server.server.ctx.audio, now);

/** A consented session's finished recording (transcribed when the clinic's AI is on). */
async function finishedRecording(): Promise<Recording> {
  const { patient, session } = await patientWithSession(kit, 'finished');
  sessionStart ??= new Date(session.startsAt);
  await recordingConsent(kit, patient.id);
  const recording = await recordingWith(kit, session);
  const reply = await call(kit, kit.founder, 'POST', recordingSubPath(recording.id, 'finish'), {
    body: { chunks: 3, durationMs: 3_000 },
  });
  expect(reply.status).toBe(200);
  return recording;
}

beforeAll(async () => {
  kit = await startSpeechClinic({ transcription: true });
  await clinicSettings(kit, { keepAudio: true });
  transcribed = await finishedRecording();
  await clinicSettings(kit, { aiDrafting: 'off' });
  untranscribed = await finishedRecording();
});
afterAll(() => kit.close());

describe('transcript retention', () => {
  it('keeps every transcript while the clinic keeps them with the record', async () => {
    expect(await purge(new Date(startOfFirst() + 3_650 * DAY_MS))).toBe(0);
    expect((await storedRecording(kit, transcribed.id))?.transcript_text).not.toBeNull();
  });

  it('keeps a transcript until its days after the session have passed', async () => {
    await clinicSettings(kit, { transcriptRetentionDays: 30 });
    expect(await purge(new Date(startOfFirst() + 29 * DAY_MS))).toBe(0);
    expect(await heldChunks(kit, transcribed.id)).toHaveLength(3);
  });

  it('refuses to transcribe a recording whose audio is gone (409 audio-gone)', async () => {
    const start = new Date((await storedRecording(kit, untranscribed.id))?.started_at ?? 0);
    await kit.server.server.ctx.audio.delete(kit.founder.user.tenantId, untranscribed.id);
    await kit.server.server.ctx.db
      .updateTable('recordings')
      .set({ audio_deleted_at: start })
      .where('id', '=', untranscribed.id)
      .execute();
    const reply = await call(
      kit,
      kit.founder,
      'POST',
      recordingSubPath(untranscribed.id, 'transcribe'),
    );
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ code: 'audio-gone' });
    expect(kit.stub?.requests).toHaveLength(1);
  });

  it('removes the transcript and the audio once the clinic’s days have passed on the server’s clock', async () => {
    kit.server.advance(startOfFirst() - kit.server.now().getTime() + 31 * DAY_MS);
    expect(await purge(kit.server.server.ctx.clock())).toBe(1);
    const row = await storedRecording(kit, transcribed.id);
    expect(row).toMatchObject({ status: 'transcribed', transcript_text: null });
    expect(row?.transcript_purged_at).not.toBeNull();
    expect(row?.audio_deleted_at).not.toBeNull();
    expect(await heldChunks(kit, transcribed.id)).toEqual([]);
    expect(await purge(kit.server.server.ctx.clock())).toBe(0);
  });
});

describe('the purge schedule', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('purges at once, again at each interval, and waits for a run under way when stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const runs: string[] = [];
    let finishRun = (_clinics: TenantDb[]) => {};
    const schedule = scheduleTranscriptPurge({
      clinics: () => {
        runs.push('run');
        return new Promise<TenantDb[]>((resolve) => {
          finishRun = resolve;
        });
      },
      audio: kit.server.server.ctx.audio,
      clock: kit.server.server.ctx.clock,
      onError: (error) => runs.push(`error ${String(error)}`),
      intervalMs: 20,
    });
    expect(runs).toEqual(['run']);
    // A run still under way is not started twice.
    await vi.advanceTimersByTimeAsync(20);
    expect(runs).toEqual(['run']);
    // No clinic to purge: the run ends on microtasks alone, not on the database's real time,
    // so the next tick of the fake clock finds it finished.
    finishRun([]);
    await vi.advanceTimersByTimeAsync(20);
    expect(runs).toEqual(['run', 'run']);
    let stopped = false;
    const stopping = schedule.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finishRun([clinic()]);
    await stopping;
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toEqual(['run', 'run']);
  });

  it('reports a failing run and keeps going', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const errors: unknown[] = [];
    const schedule = scheduleTranscriptPurge({
      clinics: () => Promise.reject(new Error('database away')),
      audio: kit.server.server.ctx.audio,
      clock: kit.server.server.ctx.clock,
      onError: (error) => errors.push(error),
      intervalMs: 20,
    });
    await vi.advanceTimersByTimeAsync(60);
    await schedule.stop();
    expect(errors.length).toBeGreaterThan(1);
  });
});
