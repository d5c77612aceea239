import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const OWNER_ONLY_DIR = 0o700;
const OWNER_ONLY_FILE = 0o600;

/**
 * The embedded database's directory holds e-mails, password hashes and soon patient records:
 * only the server's own user may enter it (0700). Whatever an earlier version left readable
 * inside is tightened too (files 0600), so an upgrade closes the hole as well as a new install.
 */
export function makePrivateDataDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: OWNER_ONLY_DIR });
  tighten(dir);
}

/** Re-applies owner-only modes to the directory and everything in it. */
export function tighten(dir: string): void {
  chmodSync(dir, OWNER_ONLY_DIR);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) tighten(path);
    else if (entry.isFile()) chmodSync(path, OWNER_ONLY_FILE);
  }
}
