import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordingSubPath, type Recording } from '../../common/contracts/speech.contract.ts';
import { claimJobLease } from '../db/job-lease.ts';
import { tenantDb } from '../db/tenant-db.ts';
import { scheduleAudioPurge } from './audio-purge-schedule.ts';
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

const DAY_MS = 24 * 60 * 60 * 1000;

let kit: SpeechClinic;
beforeAll(async () => {
  kit = await startSpeechClinic({ transcription: true });
});
afterAll(() => kit.close());

const finish = (recording: Recording) =>
  call(kit, kit.founder, 'POST', recordingSubPath(recording.id, 'finish'), {
    body: { chunks: 3, durationMs: 3_000 },
  });

/** Polls on real time (only the intervals are fake) until `check` passes. */
async function until(check: () => void): Promise<void> {
  for (let tries = 0; ; tries += 1) {
    try {
      check();
      return;
    } catch (error) {
      if (tries > 2_000) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}

const deletionsOf = (recordingId: string) =>
  kit.server.server.ctx.db
    .selectFrom('audio_deletions')
    .selectAll()
    .where('recording_id', '=', recordingId)
    .execute();

describe('withdrawing the recording & AI consent', () => {
  it('deletes the patient’s untranscribed audio, open or finished, audited with what was deleted, and keeps the transcribed', async () => {
    const { patient, session } = await patientWithSession(kit, 'in-progress');
    await recordingConsent(kit, patient.id);
    await clinicSettings(kit, { keepAudio: true, aiDrafting: 'offline' });
    const transcribed = await recordingWith(kit, session);
    expect((await finish(transcribed)).body).toMatchObject({ outcome: 'transcribed' });
    await clinicSettings(kit, { aiDrafting: 'off' });
    const waiting = await recordingWith(kit, session);
    expect((await finish(waiting)).body).toMatchObject({ outcome: 'not-configured' });
    const open = await recordingWith(kit, session, ['only-', 'two']);

    await recordingConsent(kit, patient.id, 'withdrawn');

    expect(await heldChunks(kit, waiting.id)).toEqual([]);
    expect(await heldChunks(kit, open.id)).toEqual([]);
    expect(await heldChunks(kit, transcribed.id)).toHaveLength(3);
    expect(await storedRecording(kit, waiting.id)).toMatchObject({ status: 'finished' });
    expect((await storedRecording(kit, waiting.id))?.audio_deleted_at).not.toBeNull();
    // The one left open is closed: it takes no more chunks.
    expect(await storedRecording(kit, open.id)).toMatchObject({ status: 'finished' });
    expect((await finish(open)).status).toBe(409);
    const audited = await deletionsOf(waiting.id);
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      reason: 'consent-withdrawn',
      patient_id: patient.id,
      deleted_by: kit.founder.user.id,
      chunks: 3,
    });
    expect(Number(audited[0]?.bytes)).toBe('one-two-three'.length);
    expect(await deletionsOf(open.id)).toMatchObject([{ chunks: 2 }]);
    expect(await deletionsOf(transcribed.id)).toEqual([]);
  });

  it('leaves other patients’ audio alone', async () => {
    const first = await patientWithSession(kit, 'in-progress');
    const second = await patientWithSession(kit, 'in-progress');
    await recordingConsent(kit, first.patient.id);
    await recordingConsent(kit, second.patient.id);
    const kept = await recordingWith(kit, second.session);
    await recordingConsent(kit, first.patient.id, 'withdrawn');
    expect(await heldChunks(kit, kept.id)).toHaveLength(3);
  });
});

describe('the audio retention', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('rejects a retention longer than 30 days or shorter than one (400, nothing stored)', async () => {
    for (const days of [31, 0]) {
      const reply = await kit.server.request('PATCH', '/clinic', {
        token: kit.founder.access_token,
        body: { settings: { audioRetentionDays: days } },
      });
      expect(reply.status).toBe(400);
    }
    const clinic = await kit.server.request('GET', '/clinic', { token: kit.founder.access_token });
    expect(clinic.body).toMatchObject({ clinic: { settings: { audioRetentionDays: 30 } } });
  });

  it('purges audio past the clinic’s days, abandoned recordings too, on the fake clock, by one instance per lease', async () => {
    await clinicSettings(kit, { audioRetentionDays: 7, aiDrafting: 'off' });
    const { patient, session } = await patientWithSession(kit, 'in-progress');
    await recordingConsent(kit, patient.id);
    const untranscribed = await recordingWith(kit, session);
    expect((await finish(untranscribed)).status).toBe(200);
    const abandoned = await recordingWith(kit, session);

    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const ctx = kit.server.server.ctx;
    const job = `audio-purge-test-${randomUUID()}`;
    const runs: string[] = [];
    const claims: string[] = [];
    const refusedB = () => claims.filter((claim) => claim === 'b refused').length;
    // Longer than any step the clock takes while a holds it, so the lease has not run out when
    // both instances ask again (else either may take it: a race PostgreSQL's pool once lost).
    const leaseMs = 3 * DAY_MS;
    const instance = (holder: string) =>
      scheduleAudioPurge({
        claim: async () => {
          const taken = await claimJobLease(ctx.db, {
            name: job,
            holder,
            now: ctx.clock(),
            leaseMs,
          });
          claims.push(`${holder} ${taken ? 'took' : 'refused'}`);
          return taken;
        },
        clinics: async () => {
          runs.push(holder);
          return [tenantDb(ctx.db, kit.founder.user.tenantId)];
        },
        audio: ctx.audio,
        clock: ctx.clock,
        onError: (error) => runs.push(`error ${String(error)}`),
        intervalMs: 20,
      });

    // Six days on: nothing is due yet.
    kit.server.advance(6 * DAY_MS);
    // a starts first and takes the lease; b, started once a holds it, is refused.
    // Each run is let end before the clock's next tick: a tick during a run is skipped, and on a
    // loaded machine a's first purge once outlasted the step to the next tick.
    const first = instance('a');
    await vi.advanceTimersByTimeAsync(0);
    await until(() => expect(runs).toEqual(['a']));
    await first.idle();
    const second = instance('b');
    await vi.advanceTimersByTimeAsync(0);
    await until(() => expect(refusedB()).toBe(1));
    await second.idle();
    expect(runs).toEqual(['a']);
    expect(await heldChunks(kit, untranscribed.id)).toHaveLength(3);

    // Eight days on: the instance holding the lease purges; the other still may not.
    kit.server.advance(2 * DAY_MS);
    await vi.advanceTimersByTimeAsync(20);
    await until(() => expect([runs, refusedB()]).toEqual([['a', 'a'], 2]));
    await second.idle();
    await first.stop();
    expect(await heldChunks(kit, untranscribed.id)).toEqual([]);
    expect(await heldChunks(kit, abandoned.id)).toEqual([]);
    expect(await storedRecording(kit, abandoned.id)).toMatchObject({ status: 'finished' });
    expect(await deletionsOf(untranscribed.id)).toMatchObject([
      { reason: 'retention', deleted_by: null, chunks: 3 },
    ]);

    // Once the stopped instance's lease runs out, the other takes the job.
    kit.server.advance(leaseMs + 1);
    await vi.advanceTimersByTimeAsync(20);
    await until(() => expect(runs).toEqual(['a', 'a', 'b']));
    await second.stop();
    expect(await deletionsOf(untranscribed.id)).toHaveLength(1);
  });
});
