import type { UserManager } from 'oidc-client-ts';
import type { TokenSet } from '../../../common/contracts/account.contract';
import { parseOidcConfig, type OidcAvailability, type OidcConfig } from './oidc-config';
import { ExternalSignInError, toExternalSignInError } from './oidc-errors';
import { resolveReturnTo } from './oidc-return-to';
import { toTokenSet } from './oidc-tokens';

/** What the callback hands to the auth machine's login handler (`auth.signIn.tokens`). */
export interface ExternalSignInResult {
  tokens: TokenSet;
  /** The authorization code of this sign-in: the spec's `auth_code` session value. */
  authCode: string;
  /** A same-origin path, already validated. */
  returnTo: string;
}

export type ExternalSignInOutcome =
  { ok: true; result: ExternalSignInResult } | { ok: false; error: ExternalSignInError };

const STORE_PREFIX = 'praxis.oidc.';

/** Whether this build has a usable identity provider; the sign-in page shows the reason if not. */
export function externalSignInAvailability(): OidcAvailability {
  return parseOidcConfig(import.meta.env, window.location.origin);
}

function readyConfig(): OidcConfig {
  const availability = externalSignInAvailability();
  if (availability.status !== 'ready') throw new ExternalSignInError('not-configured');
  return availability.config;
}

function returnToFrom(state: unknown, config: OidcConfig): string {
  const candidate = typeof state === 'object' && state !== null && 'returnTo' in state;
  const redirectPath = new URL(config.redirectUri).pathname;
  return resolveReturnTo(
    candidate ? state.returnTo : undefined,
    window.location.origin,
    redirectPath,
  );
}

// The library is loaded on first use, so the sign-in page does not pay for it up front.
async function createUserManager(config: OidcConfig): Promise<UserManager> {
  const { UserManager, WebStorageStateStore, InMemoryWebStorage } = await import('oidc-client-ts');
  return new UserManager({
    authority: config.issuer,
    client_id: config.clientId,
    redirect_uri: config.redirectUri,
    response_type: 'code',
    scope: config.scopes,
    loadUserInfo: false,
    automaticSilentRenew: false,
    monitorSession: false,
    // The PKCE verifier and state must survive the redirect, and only within this tab.
    stateStore: new WebStorageStateStore({ prefix: STORE_PREFIX, store: window.sessionStorage }),
    // The login handler stores the spec's session values; no second copy of the tokens is kept.
    userStore: new WebStorageStateStore({ prefix: STORE_PREFIX, store: new InMemoryWebStorage() }),
  });
}

/** Leaves for the provider's sign-in page (authorization code flow with PKCE). */
export async function startExternalSignIn(returnTo: string): Promise<void> {
  const config = readyConfig();
  const redirectPath = new URL(config.redirectUri).pathname;
  const state = { returnTo: resolveReturnTo(returnTo, window.location.origin, redirectPath) };
  try {
    const manager = await createUserManager(config);
    // A fresh nonce per sign-in, kept with the state: an id token minted for another sign-in
    // (an injected or replayed one) is refused at the callback (decision H13).
    await manager.signinRedirect({ state, nonce: crypto.randomUUID() });
  } catch (thrown) {
    const description = thrown instanceof Error ? thrown.message : undefined;
    throw new ExternalSignInError('unreachable', description ? { description } : {});
  }
}

async function complete(url: string, nowMs: () => number): Promise<ExternalSignInResult> {
  const config = readyConfig();
  const authCode = new URL(url).searchParams.get('code') ?? '';
  const manager = await createUserManager(config);
  const user = await manager.signinRedirectCallback(url);
  await manager.removeUser();
  return {
    tokens: toTokenSet(user, config.tenantClaim, Math.floor(nowMs() / 1000)),
    authCode,
    returnTo: returnToFrom(user.state, config),
  };
}

const outcomes = new Map<string, Promise<ExternalSignInOutcome>>();

/**
 * Exchanges the code of the callback URL for tokens. Never rejects: failure is an outcome.
 * Idempotent per URL, because the state is single-use and React may mount the page twice.
 */
export function completeExternalSignIn(
  url: string,
  nowMs: () => number = Date.now,
): Promise<ExternalSignInOutcome> {
  let outcome = outcomes.get(url);
  if (!outcome) {
    outcome = complete(url, nowMs).then(
      (result): ExternalSignInOutcome => ({ ok: true, result }),
      (thrown: unknown): ExternalSignInOutcome => ({
        ok: false,
        error: toExternalSignInError(thrown),
      }),
    );
    outcomes.set(url, outcome);
  }
  return outcome;
}
