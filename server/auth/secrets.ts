import { createHash, createHmac, randomBytes } from 'node:crypto';

/** An opaque, unguessable token for the client; only its hash is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * The refresh token that replaces `token`: derived with a server secret, so the server can hand
 * the same successor to a second tab that refreshed with `token` at the same moment, while
 * nobody without the secret can compute it.
 */
export function successorToken(secret: Buffer, token: string): string {
  return createHmac('sha256', secret).update(token).digest('base64url');
}
