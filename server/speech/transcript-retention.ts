import { readClinic } from '../clinic/clinic-profile.repository.ts';
import type { Clock } from '../clock.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import { purgeDraftsOfRecording } from '../drafting/note-drafts.repository.ts';
import type { AudioStore } from './audio/audio-store.ts';
import { schedulePurge, type ScheduledPurge } from './purge-schedule.ts';
import { updateRecording } from './recordings.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const TRANSCRIPT_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The clinic's transcript retention: once `transcriptRetentionDays` have passed since a session
 * started, its recordings' transcript text and audio are removed (the recording's row stays, with
 * when), and so is the copy of the text in the AI drafts made from them (in the same
 * transaction). Drafts from a typed summary and the notes themselves are not touched. A clinic
 * that keeps transcripts (null) loses nothing. Returns how many recordings were purged.
 */
export async function purgeExpiredTranscripts(
  clinic: TenantDb,
  audio: AudioStore,
  now: Date,
): Promise<number> {
  const { settings } = await readClinic(clinic);
  const days = settings.transcriptRetentionDays;
  if (days === null) return 0;
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const due = await clinic
    .selectFrom('recordings')
    .innerJoin('encounters', (join) =>
      join
        .onRef('encounters.tenant_id', '=', 'recordings.tenant_id')
        .onRef('encounters.id', '=', 'recordings.encounter_id'),
    )
    .select(['recordings.id', 'recordings.status', 'recordings.transcript_text'])
    .where('encounters.starts_at', '<', cutoff)
    .where((eb) =>
      eb.or([
        eb('recordings.transcript_text', 'is not', null),
        eb('recordings.audio_deleted_at', 'is', null),
      ]),
    )
    .execute();
  for (const row of due) {
    await audio.delete(clinic.tenantId, row.id);
    await clinic.transaction(async (tx) => {
      // The recording first: its row lock orders this against a draft being kept from it.
      await updateRecording(tx, row.id, {
        transcript_text: null,
        audio_deleted_at: now,
        ...(row.transcript_text !== null && { transcript_purged_at: now }),
        // One left open takes no more chunks.
        ...(row.status === 'recording' && { status: 'finished', finished_at: now }),
      });
      await purgeDraftsOfRecording(tx, row.id, now);
    });
  }
  return due.length;
}

/**
 * Purges every clinic's expired transcripts now and then every `intervalMs` (hourly), through
 * `schedulePurge`.
 */
export function scheduleTranscriptPurge(options: {
  clinics: () => Promise<TenantDb[]>;
  audio: AudioStore;
  clock: Clock;
  onError: (error: unknown) => void;
  intervalMs?: number;
}): ScheduledPurge {
  return schedulePurge({
    clinics: options.clinics,
    purge: (clinic) => purgeExpiredTranscripts(clinic, options.audio, options.clock()),
    onError: options.onError,
    intervalMs: options.intervalMs ?? TRANSCRIPT_PURGE_INTERVAL_MS,
  });
}
