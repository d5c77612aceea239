import { openCursor, sealCursor } from '../http/sealed-cursor.ts';
import type { AppContext } from '../context.ts';

/**
 * An authorization request the authorize endpoint checked, on its way through the member's
 * sign-in and consent: sealed (AES-256-GCM under the server's key), so the browser carries it
 * without being able to change its client, redirect URI, scopes or PKCE challenge, and it ends
 * after `PENDING_REQUEST_TTL_MS`.
 */
export interface PendingRequest {
  tenantId: string;
  clientId: string;
  redirectUri: string;
  /** The scopes that will be granted (already cut to what the app may have). */
  scopes: string[];
  /** The scopes as the app asked (a portal patient's consent refuses `user/` and writes). */
  requested?: string[];
  state: string;
  codeChallenge: string;
  /** Epoch milliseconds after which the request is void. */
  expiresAt: number;
}

export const PENDING_REQUEST_TTL_MS = 10 * 60 * 1000;
const PURPOSE = 'smart-authorization-request';

export const sealRequest = (ctx: AppContext, request: PendingRequest): string =>
  sealCursor(ctx.keys.cursorKey, PURPOSE, request);

/** The request, or null when it does not open or has expired. */
export function openRequest(ctx: AppContext, sealed: string): PendingRequest | null {
  const value = openCursor(ctx.keys.cursorKey, PURPOSE, sealed) as PendingRequest | null;
  if (!value || typeof value.expiresAt !== 'number') return null;
  return value.expiresAt > ctx.clock().getTime() ? value : null;
}

/** The app's redirect URI with OAuth parameters added to its own query. */
export function redirectWith(redirectUri: string, params: Record<string, string | undefined>) {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  return url.toString();
}
