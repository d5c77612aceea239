import type { Clock } from '../clock.ts';
import type { TenantDb } from '../db/tenant-db.ts';
import type { AudioStore } from './audio/audio-store.ts';
import { purgeExpiredAudio } from './audio-retention.ts';

/** How often the audio retention runs, and how long one instance holds it. */
export const AUDIO_PURGE_INTERVAL_MS = 60 * 60 * 1000;

export interface AudioPurge {
  /** Stops the timer and waits for a purge under way. */
  stop(): Promise<void>;
}

/**
 * Purges every clinic's expired audio (`purgeExpiredAudio`) at start and then every `intervalMs`
 * (hourly), on `clock`, but only when `claim` takes the job's lease in the database: of several
 * instances on one database, one purges per lease. The timer never holds the process open; a
 * failure is reported and the next run tries again; one clinic's failure does not stop the others.
 */
export function scheduleAudioPurge(options: {
  claim: () => Promise<boolean>;
  clinics: () => Promise<TenantDb[]>;
  audio: AudioStore;
  clock: Clock;
  onError: (error: unknown) => void;
  intervalMs?: number;
}): AudioPurge {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = (async () => {
      if (!(await options.claim())) return;
      for (const clinic of await options.clinics()) {
        await purgeExpiredAudio(clinic, options.audio, options.clock()).catch(options.onError);
      }
    })()
      .catch(options.onError)
      .finally(() => {
        running = undefined;
      });
  };
  run();
  const timer = setInterval(run, options.intervalMs ?? AUDIO_PURGE_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
