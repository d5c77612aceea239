import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingSubPath, type Recording } from '../../common/contracts/speech.contract.ts';
import type { AudioLimits } from './speech-config.ts';
import {
  call,
  heldChunks,
  openRecording,
  patientWithSession,
  putChunk,
  recordingConsent,
  startSpeechClinic,
  type SpeechClinic,
} from './speech.test-kit.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Limits no test meets unless it lowers one. */
const ROOMY: AudioLimits = {
  bytesPerSecond: 1_000_000,
  marginSeconds: 3_600,
  maxRecordingSeconds: 24 * 3_600,
  memberBytesPerDay: 1024 ** 4,
  clinicBytes: 1024 ** 4,
  freeDiskFloorBytes: 0,
};

let kit: SpeechClinic;
beforeAll(async () => {
  kit = await startSpeechClinic();
});
afterAll(() => kit.close());

/** The running server's limits from now on (its configuration object is read per chunk). */
const useLimits = (limits: Partial<AudioLimits>) => {
  kit.server.server.ctx.config.speech.audioLimits = { ...ROOMY, ...limits };
};

/** A consented session's new recording, opened by its clinician (the founder). */
async function newRecording(): Promise<Recording> {
  const { patient, session } = await patientWithSession(kit, 'in-progress');
  await recordingConsent(kit, patient.id);
  return openRecording(kit, session);
}

/**
 * The recording as if opened `ms` earlier (its `started_at` moved back): the server's clock stays,
 * so the members' sessions do not end while hours pass for the recording.
 */
async function openedEarlier(recording: Recording, ms: number): Promise<void> {
  const row = await kit.server.server.ctx.db
    .selectFrom('recordings')
    .select('started_at')
    .where('id', '=', recording.id)
    .executeTakeFirstOrThrow();
  await kit.server.server.ctx.db
    .updateTable('recordings')
    .set({ started_at: new Date(new Date(row.started_at).getTime() - ms) })
    .where('id', '=', recording.id)
    .execute();
}

const bytes = (count: number) => new Uint8Array(count).fill(7);
const finish = (recording: Recording, chunks: number) =>
  call(kit, kit.founder, 'POST', recordingSubPath(recording.id, 'finish'), {
    body: { chunks, durationMs: 1_000 },
  });

describe('the cap per recording (its length at the codec’s rate, plus a margin)', () => {
  it('refuses a chunk past it with 413, keeps nothing of it, and lets the recording be finished', async () => {
    useLimits({ bytesPerSecond: 1_000, marginSeconds: 10 });
    const recording = await newRecording();
    expect((await putChunk(kit, recording.id, 0, bytes(6_000))).status).toBe(200);
    const refused = await putChunk(kit, recording.id, 1, bytes(6_000));
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({
      code: 'recording-too-large',
      message: expect.stringContaining('Finish the recording'),
    });
    expect(await heldChunks(kit, recording.id)).toEqual([{ seq: 0, bytes: 6_000 }]);
    const finished = await finish(recording, 1);
    expect(finished.status).toBe(200);
    expect(finished.body).toMatchObject({ recording: { status: 'finished', bytes: 6_000 } });
  });

  it('grows with the time the recording has been open, up to the longest recording', async () => {
    useLimits({ bytesPerSecond: 1_000, marginSeconds: 10, maxRecordingSeconds: 30 });
    const recording = await newRecording();
    expect((await putChunk(kit, recording.id, 0, bytes(9_000))).status).toBe(200);
    // 24 000 bytes would need 14 s open: it was opened a moment ago.
    expect((await putChunk(kit, recording.id, 1, bytes(15_000))).status).toBe(413);
    kit.server.advance(20_000);
    expect((await putChunk(kit, recording.id, 1, bytes(15_000))).status).toBe(200);
    await openedEarlier(recording, HOUR_MS);
    // 30 s of audio plus the 10 s margin (40 000 bytes), however long it stays open.
    expect((await putChunk(kit, recording.id, 2, bytes(16_001))).status).toBe(413);
    expect((await putChunk(kit, recording.id, 2, bytes(16_000))).status).toBe(200);
  });

  it('never refuses a chunk sent again that does not grow the recording', async () => {
    useLimits({ bytesPerSecond: 1_000, marginSeconds: 10 });
    const recording = await newRecording();
    expect((await putChunk(kit, recording.id, 0, bytes(10_000))).status).toBe(200);
    expect((await putChunk(kit, recording.id, 0, bytes(10_000))).status).toBe(200);
  });
});

describe('the cap per member per day', () => {
  it('answers 429 with the wait until the oldest of the day’s recordings leaves the 24 hours, then takes audio again', async () => {
    const first = await newRecording();
    useLimits({ memberBytesPerDay: Number.MAX_SAFE_INTEGER });
    expect((await putChunk(kit, first.id, 0, bytes(5_000))).status).toBe(200);
    // Everything the founder recorded in the last 24 hours, and 5 000 bytes more.
    const usedToday = await kit.server.server.ctx.db
      .selectFrom('recordings')
      .select((eb) => eb.fn.sum<string>('bytes').as('total'))
      .where('clinician_id', '=', kit.founder.user.id)
      .executeTakeFirstOrThrow();
    useLimits({ memberBytesPerDay: Number(usedToday.total) + 5_000 });
    const second = await newRecording();
    expect((await putChunk(kit, second.id, 0, bytes(5_000))).status).toBe(200);
    const refused = await putChunk(kit, second.id, 1, bytes(1_000));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'daily-audio-limit' });
    const wait = Number(refused.body.retryAfterSeconds);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(24 * 3_600);
    expect(await heldChunks(kit, second.id)).toHaveLength(1);
    // A day later every recording of those 24 hours has left the window.
    await kit.server.server.ctx.db
      .updateTable('recordings')
      .set({ started_at: new Date(kit.server.now().getTime() - 25 * HOUR_MS) })
      .where('clinician_id', '=', kit.founder.user.id)
      .execute();
    expect((await putChunk(kit, second.id, 1, bytes(1_000))).status).toBe(200);
    expect((await finish(second, 2)).status).toBe(200);
  });
});

describe('the cap per clinic and the free-disk floor', () => {
  it('answers 507 when the clinic holds all the audio it may', async () => {
    const recording = await newRecording();
    const held = await kit.server.server.ctx.db
      .selectFrom('recordings')
      .select((eb) => eb.fn.sum<string>('bytes').as('total'))
      .where('tenant_id', '=', kit.founder.user.tenantId)
      .where('audio_deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    useLimits({ clinicBytes: Number(held.total) + 1_000 });
    expect((await putChunk(kit, recording.id, 0, bytes(1_000))).status).toBe(200);
    const refused = await putChunk(kit, recording.id, 1, bytes(1));
    expect(refused.status).toBe(507);
    expect(refused.body).toMatchObject({ code: 'clinic-audio-full' });
    expect((await finish(recording, 1)).status).toBe(200);
  });

  it('answers 507 when a chunk would take the audio disk below its floor (the real disk’s statfs)', async () => {
    useLimits({ freeDiskFloorBytes: Number.MAX_SAFE_INTEGER });
    const recording = await newRecording();
    const refused = await putChunk(kit, recording.id, 0, bytes(10));
    expect(refused.status).toBe(507);
    expect(refused.body).toMatchObject({ code: 'storage-full' });
    expect(await heldChunks(kit, recording.id)).toEqual([]);
  });
});
