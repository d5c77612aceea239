import { createHash, randomBytes } from 'node:crypto';

/** An opaque, unguessable token for the client; only its hash is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
