import { createHash, createPublicKey } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportPKCS8, generateKeyPair, importPKCS8, importSPKI } from 'jose';
import type { CryptoKey } from 'jose';

/** Asymmetric, so a verifier never holds the power to sign. */
export const SIGNING_ALGORITHM = 'ES256';

export interface SigningKeys {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  kid: string;
  /** Derives a refresh token's successor, so a concurrent reuse gets the same one (decision H7). */
  refreshSecret: Buffer;
}

async function fromPem(pem: string): Promise<SigningKeys> {
  const privateKey = await importPKCS8(pem, SIGNING_ALGORITHM);
  const spki = createPublicKey(pem).export({ type: 'spki', format: 'pem' }).toString();
  const publicKey = await importSPKI(spki, SIGNING_ALGORITHM);
  const kid = createHash('sha256').update(spki).digest('base64url').slice(0, 16);
  const refreshSecret = createHash('sha256')
    .update('praxis refresh successor\u0000')
    .update(pem)
    .digest();
  return { privateKey, publicKey, kid, refreshSecret };
}

async function generatePem(): Promise<string> {
  const { privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  return exportPKCS8(privateKey);
}

/**
 * The token signing key: from configuration, else the one kept in the data directory, else a new
 * one written there (mode 0600) so sessions survive a restart.
 */
export async function loadSigningKeys(options: {
  pem?: string;
  dataDir?: string;
}): Promise<SigningKeys> {
  if (options.pem) return fromPem(options.pem);
  if (!options.dataDir || options.dataDir.startsWith('memory://')) {
    return fromPem(await generatePem());
  }
  const file = join(options.dataDir, 'praxis-signing-key.pem');
  if (existsSync(file)) return fromPem(readFileSync(file, 'utf8'));
  const pem = await generatePem();
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  writeFileSync(file, pem, { mode: 0o600 });
  return fromPem(pem);
}
