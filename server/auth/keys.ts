import { createHash, createPublicKey } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLocalJWKSet, exportJWK, exportPKCS8, generateKeyPair, importPKCS8 } from 'jose';
import type { CryptoKey, JSONWebKeySet, JWK } from 'jose';

/** Asymmetric, so a verifier never holds the power to sign. */
export const SIGNING_ALGORITHM = 'ES256';

/** The key file in the data directory, and where a rotated-out key is kept for verification. */
export const KEY_FILE = 'praxis-signing-key.pem';
export const PREVIOUS_KEY_FILE = 'praxis-signing-key.previous.pem';

export interface SigningKeys {
  /** Signs every new token. */
  privateKey: CryptoKey;
  kid: string;
  /** Public keys by `kid`: the current one, then retired ones still accepted (decision H14). */
  jwks: JSONWebKeySet;
  /** Verifies a token with the key its header's `kid` names; an unknown kid is refused. */
  verificationKey: ReturnType<typeof createLocalJWKSet>;
  /** Derives a refresh token's successor, so a concurrent reuse gets the same one (decision H7). */
  refreshSecret: Buffer;
  /** Seals list cursors (AES-256-GCM), so a cursor names no patient (`server/http/sealed-cursor.ts`). */
  cursorKey: Buffer;
  /**
   * Seal two-factor secrets (AES-256-GCM): the current key's first, then retired keys', so a
   * secret sealed before a rotation still opens while its key is kept as a retired one.
   */
  secretKeys: Buffer[];
}

interface PublicKeyEntry {
  kid: string;
  jwk: JWK;
}

async function publicEntry(pem: string): Promise<PublicKeyEntry> {
  const publicKey = createPublicKey(pem);
  const spki = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const kid = createHash('sha256').update(spki).digest('base64url').slice(0, 16);
  const jwk = await exportJWK(publicKey);
  return { kid, jwk: { ...jwk, kid, alg: SIGNING_ALGORITHM, use: 'sig' } };
}

/** Every PEM block in a text (a bundle of retired keys may hold several). */
export function pemBlocks(text: string | undefined): string[] {
  return text?.match(/-----BEGIN [A-Z ]+-----[\s\S]+?-----END [A-Z ]+-----/g) ?? [];
}

async function fromPems(current: string, retired: string[]): Promise<SigningKeys> {
  const privateKey = await importPKCS8(current, SIGNING_ALGORITHM);
  const entries = await Promise.all([current, ...retired].map(publicEntry));
  const unique = entries.filter((entry, i) => entries.findIndex((e) => e.kid === entry.kid) === i);
  const jwks = { keys: unique.map((entry) => entry.jwk) };
  const refreshSecret = createHash('sha256')
    .update('praxis refresh successor\u0000')
    .update(current)
    .digest();
  const cursorKey = createHash('sha256')
    .update('praxis list cursor\u0000')
    .update(current)
    .digest();
  const secretKeys = [current, ...retired].map((pem) =>
    createHash('sha256').update('praxis two-factor secret\u0000').update(pem).digest(),
  );
  return {
    privateKey,
    kid: unique[0]!.kid,
    jwks,
    verificationKey: createLocalJWKSet(jwks),
    refreshSecret,
    cursorKey,
    secretKeys,
  };
}

async function generatePem(): Promise<string> {
  const { privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  return exportPKCS8(privateKey);
}

const readIfPresent = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);

/**
 * The token signing key: from configuration, else the one kept in the data directory, else a new
 * one written there (mode 0600) so sessions survive a restart. Retired keys (configuration, or
 * the data directory's previous-key file) still verify the tokens they signed until those expire.
 */
export async function loadSigningKeys(options: {
  pem?: string | undefined;
  previousPems?: string | undefined;
  dataDir?: string;
}): Promise<SigningKeys> {
  const configured = pemBlocks(options.previousPems);
  if (options.pem) return fromPems(options.pem, configured);
  if (!options.dataDir || options.dataDir.startsWith('memory://')) {
    return fromPems(await generatePem(), configured);
  }
  const retired = [
    ...configured,
    ...pemBlocks(readIfPresent(join(options.dataDir, PREVIOUS_KEY_FILE))),
  ];
  const file = join(options.dataDir, KEY_FILE);
  const stored = readIfPresent(file);
  if (stored) return fromPems(stored, retired);
  const pem = await generatePem();
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  writeFileSync(file, pem, { mode: 0o600 });
  return fromPems(pem, retired);
}
