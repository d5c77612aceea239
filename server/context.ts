import type { Kysely } from 'kysely';
import type { SigningKeys } from './auth/keys.ts';
import type { Clock } from './clock.ts';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/schema.ts';

/** Sends a password-reset link; embedded mode writes it to the server log. */
export type ResetMailer = (message: { email: string; link: string }) => void | Promise<void>;

/** What every route and service needs, built once at start and injected (tests swap parts). */
export interface AppContext {
  db: Kysely<Database>;
  config: ServerConfig;
  clock: Clock;
  keys: SigningKeys;
  mailer: ResetMailer;
}
