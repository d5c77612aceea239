import type { TokenSet } from '../../../common/contracts/account.contract';
import { ExternalSignInError } from './oidc-errors';

/** The part of an oidc-client-ts `User` the login handler needs. */
export interface ProviderUser {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  /** Epoch seconds at which the access token expires. */
  expires_at?: number;
  /** The id token's claims (plus userinfo when loaded): used for display and routing only (decision 8). */
  profile: Record<string, unknown>;
}

function claimText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/**
 * Pure: the spec's login payload (access_token, id_token, tenant_id, refresh_token?, expires_in)
 * from what the provider returned. The tenant comes from the configured id token claim.
 */
export function toTokenSet(user: ProviderUser, tenantClaim: string, nowSeconds: number): TokenSet {
  const tenantId = claimText(user.profile[tenantClaim]);
  if (!tenantId) throw new ExternalSignInError('tenant', { claim: tenantClaim });
  if (!user.access_token || !user.id_token) throw new ExternalSignInError('tokens');

  const expiresIn = user.expires_at === undefined ? 0 : Math.floor(user.expires_at - nowSeconds);
  // No lifetime, or one already over, would store a session that is expired at birth.
  if (!Number.isFinite(expiresIn) || expiresIn <= 0) throw new ExternalSignInError('tokens');

  return {
    access_token: user.access_token,
    id_token: user.id_token,
    tenant_id: tenantId,
    ...(user.refresh_token ? { refresh_token: user.refresh_token } : {}),
    expires_in: expiresIn,
  };
}
