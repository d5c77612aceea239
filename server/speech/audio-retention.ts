import { randomUUID } from 'node:crypto';
import { readClinic } from '../clinic/clinic-profile.repository.ts';
import type { AudioDeletionTable } from '../db/schema.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import type { AudioStore } from './audio/audio-store.ts';
import { updateRecording, type RecordingRow } from './recordings.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type Held = Pick<RecordingRow, 'id' | 'patient_id' | 'status'>;

/**
 * Deletes one recording's audio and writes in `audio_deletions` what was deleted (its chunks and
 * bytes), why and by whom; one left open is closed (it takes no more chunks). The files go first:
 * a failure there leaves the row saying the audio is kept, and the next run tries again.
 */
async function deleteAudio(
  clinic: TenantDb,
  audio: AudioStore,
  row: Held,
  why: { reason: AudioDeletionTable['reason']; by: string | null; at: Date },
): Promise<void> {
  const held = await audio.list(clinic.tenantId, row.id);
  await audio.delete(clinic.tenantId, row.id);
  await clinic.transaction(async (tx) => {
    await updateRecording(tx, row.id, {
      audio_deleted_at: why.at,
      ...(row.status === 'recording' && { status: 'finished', finished_at: why.at }),
    });
    await tx
      .insertInto('audio_deletions', {
        id: randomUUID(),
        recording_id: row.id,
        patient_id: row.patient_id,
        reason: why.reason,
        chunks: held.length,
        bytes: held.reduce((sum, chunk) => sum + chunk.bytes, 0),
        deleted_at: why.at,
        deleted_by: why.by,
      })
      .execute();
  });
}

/**
 * The patient withdrew the recording & AI consent: every recording of theirs not transcribed
 * (open or finished) loses its audio, audited as `consent-withdrawn` by the member who recorded
 * the withdrawal. Transcribed recordings are left as the clinic's retention keeps them. Returns how
 * many recordings lost their audio.
 */
export async function deleteUntranscribedAudio(
  clinic: TenantDb,
  audio: AudioStore,
  patientId: string,
  by: { userId: string; at: Date },
): Promise<number> {
  const rows = await clinic
    .selectFrom('recordings')
    .select(['id', 'patient_id', 'status'])
    .where('patient_id', '=', patientId)
    .where('status', 'in', ['recording', 'finished'])
    .where('audio_deleted_at', 'is', null)
    .execute();
  for (const row of rows) {
    await deleteAudio(clinic, audio, row, {
      reason: 'consent-withdrawn',
      by: by.userId,
      at: by.at,
    });
  }
  return rows.length;
}

/**
 * The clinic's audio retention: once `audioRetentionDays` (30 unless the clinic shortens it) have
 * passed since a recording was opened, its audio is deleted, whatever its state: kept after its
 * transcription, kept for a transcription that never came, or a recording abandoned open (which is
 * closed). Audited as `retention`. Returns how many recordings lost their audio.
 */
export async function purgeExpiredAudio(
  clinic: TenantDb,
  audio: AudioStore,
  now: Date,
): Promise<number> {
  const { settings } = await readClinic(clinic);
  const cutoff = new Date(now.getTime() - settings.audioRetentionDays * DAY_MS);
  const rows = await clinic
    .selectFrom('recordings')
    .select(['id', 'patient_id', 'status'])
    .where('audio_deleted_at', 'is', null)
    .where('started_at', '<', cutoff)
    .execute();
  for (const row of rows) {
    await deleteAudio(clinic, audio, row, { reason: 'retention', by: null, at: now });
  }
  return rows.length;
}
