import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_TOKEN_FILE } from './backup-config.ts';

/**
 * The server's local administration token: written at every start to the data directory
 * (0600, so only the server's own OS user can read it) and asked of `npm run backup`. Reading it
 * proves the caller is that user on this machine; a new start makes a new one.
 */
export function writeAdminToken(dataDir: string): string {
  const token = randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  writeFileSync(join(dataDir, ADMIN_TOKEN_FILE), `${token}\n`, { mode: 0o600 });
  return token;
}

export function readAdminToken(dataDir: string): string {
  return readFileSync(join(dataDir, ADMIN_TOKEN_FILE), 'utf8').trim();
}

export function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
