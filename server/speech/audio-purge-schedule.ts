import type { Clock } from '../clock.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import type { AudioStore } from './audio/audio-store.ts';
import { purgeExpiredAudio } from './audio-retention.ts';
import { schedulePurge, type ScheduledPurge } from './purge-schedule.ts';

/** How often the audio retention runs, and how long one instance holds it. */
export const AUDIO_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Purges every clinic's expired audio (`purgeExpiredAudio`) at start and then every `intervalMs`
 * (hourly), on `clock`, but only when `claim` takes the job's lease in the database: of several
 * instances on one database, one purges per lease (`schedulePurge`).
 */
export function scheduleAudioPurge(options: {
  claim: () => Promise<boolean>;
  clinics: () => Promise<TenantDb[]>;
  audio: AudioStore;
  clock: Clock;
  onError: (error: unknown) => void;
  intervalMs?: number;
}): ScheduledPurge {
  return schedulePurge({
    claim: options.claim,
    clinics: options.clinics,
    purge: (clinic) => purgeExpiredAudio(clinic, options.audio, options.clock()),
    onError: options.onError,
    intervalMs: options.intervalMs ?? AUDIO_PURGE_INTERVAL_MS,
  });
}
