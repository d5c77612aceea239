/** Build-time settings of the external identity provider (OpenID Connect), read from VITE_OIDC_*. */
export interface OidcEnv {
  VITE_OIDC_ISSUER?: string;
  VITE_OIDC_CLIENT_ID?: string;
  VITE_OIDC_SCOPES?: string;
  VITE_OIDC_TENANT_CLAIM?: string;
  VITE_OIDC_REDIRECT_PATH?: string;
}

export const OIDC_DEFAULTS = {
  scopes: 'openid profile email',
  tenantClaim: 'tenant_id',
  redirectPath: '/auth/callback',
} as const;

export interface OidcConfig {
  issuer: string;
  clientId: string;
  scopes: string;
  /** The id token / profile claim that carries the tenant (e.g. `tenant_id`, Entra ID's `tid`). */
  tenantClaim: string;
  redirectUri: string;
}

export type OidcConfigProblem =
  | 'issuer-invalid'
  | 'issuer-insecure'
  | 'client-id-missing'
  | 'scopes-without-openid'
  | 'tenant-claim-invalid'
  | 'redirect-path-invalid';

/** Codes, not words: the sign-in page translates them. */
export type OidcAvailability =
  | { status: 'ready'; config: OidcConfig }
  | { status: 'disabled'; reason: 'not-configured' }
  | { status: 'invalid'; problems: OidcConfigProblem[] };

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const CLAIM_NAME = /^[A-Za-z_][\w.:/-]{0,99}$/;

function issuerProblem(issuer: string): OidcConfigProblem | undefined {
  const url = URL.parse(issuer);
  if (!url || url.search || url.hash || url.username || url.password) return 'issuer-invalid';
  if (url.protocol === 'https:') return undefined;
  // Tokens travel over this connection: plain http only ever to this machine (dev, e2e).
  if (url.protocol === 'http:')
    return LOOPBACK_HOSTS.has(url.hostname) ? undefined : 'issuer-insecure';
  return 'issuer-invalid';
}

function redirectPathProblem(path: string): OidcConfigProblem | undefined {
  const sameOrigin = path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
  return sameOrigin ? undefined : 'redirect-path-invalid';
}

/** Pure: validates the environment; `origin` is the app's own origin (the redirect URI's base). */
export function parseOidcConfig(env: OidcEnv, origin: string): OidcAvailability {
  const issuer = env.VITE_OIDC_ISSUER?.trim() ?? '';
  if (!issuer) return { status: 'disabled', reason: 'not-configured' };

  const clientId = env.VITE_OIDC_CLIENT_ID?.trim() ?? '';
  const scopes = (env.VITE_OIDC_SCOPES?.trim() || OIDC_DEFAULTS.scopes).split(/\s+/).join(' ');
  const tenantClaim = env.VITE_OIDC_TENANT_CLAIM?.trim() || OIDC_DEFAULTS.tenantClaim;
  const redirectPath = env.VITE_OIDC_REDIRECT_PATH?.trim() || OIDC_DEFAULTS.redirectPath;

  const problems = [
    issuerProblem(issuer),
    clientId ? undefined : 'client-id-missing',
    scopes.split(' ').includes('openid') ? undefined : 'scopes-without-openid',
    CLAIM_NAME.test(tenantClaim) ? undefined : 'tenant-claim-invalid',
    redirectPathProblem(redirectPath),
  ].filter((problem): problem is OidcConfigProblem => problem !== undefined);
  if (problems.length > 0) return { status: 'invalid', problems };

  const redirectUri = new URL(redirectPath, origin).href;
  return { status: 'ready', config: { issuer, clientId, scopes, tenantClaim, redirectUri } };
}
