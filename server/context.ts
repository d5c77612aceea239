import type { Kysely } from 'kysely';
import type { SigningKeys } from './auth/keys.ts';
import type { Clock } from './clock.ts';
import type { ServerConfig } from './config.ts';
import type { IntegrityWatch } from './db/integrity/integrity-watch.ts';
import type { Database } from './db/schema.ts';
import type { DraftingProvider } from './drafting/drafting-provider.ts';
import type { AudioStore } from './speech/audio/audio-store.ts';
import type { TranscriptionSetup } from './speech/transcription/transcription-provider.ts';

/**
 * A mailed link: a password reset, or (with `invitation`) an invitation to join a clinic; an
 * invitation to an address that already has an account (`accountExists`) links to the sign-in
 * page instead and carries no token.
 */
export interface LinkMail {
  email: string;
  link: string;
  invitation?: { clinicName: string; accountExists?: boolean; portal?: boolean };
}

/** Sends a password-reset or invitation link: by SMTP, or to the embedded outbox (decision H4). */
export type ResetMailer = (message: LinkMail) => void | Promise<void>;

/** What every route and service needs, built once at start and injected (tests swap parts). */
export interface AppContext {
  db: Kysely<Database>;
  config: ServerConfig;
  clock: Clock;
  keys: SigningKeys;
  mailer: ResetMailer;
  /** Where recordings' audio is kept (the data directory, or a bucket). */
  audio: AudioStore;
  /** The transcription provider, or `notConfigured` (the audio is then kept for later). */
  transcription: TranscriptionSetup;
  /** The offline drafter, and the external model when one is configured. */
  drafting: { offline: DraftingProvider; external: DraftingProvider | null };
  /** The daily re-check of every signature and audit chain; its outcome is on `/readyz`. */
  integrity: Pick<IntegrityWatch, 'current'>;
}
