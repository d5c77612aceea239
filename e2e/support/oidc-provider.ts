import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { exportJWK, generateKeyPair } from 'jose';
import { Provider, type Account } from 'oidc-provider';
import { E2E_ACCOUNTS, E2E_OIDC } from './oidc-settings';

export interface RunningProvider {
  issuer: string;
  close: () => Promise<void>;
}

const accounts = new Map<string, Record<string, unknown>>(
  Object.values(E2E_ACCOUNTS).map(({ login, claims }) => [login, claims]),
);

async function findAccount(_ctx: unknown, id: string): Promise<Account | undefined> {
  const claims = accounts.get(id);
  return claims && { accountId: id, claims: () => ({ sub: id, ...claims }) };
}

/**
 * A real OpenID provider (oidc-provider, certified) for the e2e app: code flow with PKCE for
 * one public client, its built-in development login and consent pages ("Cancel" there answers
 * access_denied), CORS for the app origin only, fresh keys each run, loopback only.
 */
export async function startOidcProvider(settings = E2E_OIDC): Promise<RunningProvider> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'e2e' };

  const provider = new Provider(settings.issuer, {
    clients: [
      {
        client_id: settings.clientId,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        redirect_uris: [`${settings.appOrigin}/auth/callback`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    // The app calls the token endpoint from the browser; no other origin may.
    clientBasedCORS: (_ctx, origin) => origin === settings.appOrigin,
    claims: {
      openid: ['sub', settings.tenantClaim],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Put the profile and tenant claims in the id token, as the app reads them from there.
    conformIdTokenClaims: false,
    findAccount,
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    features: { devInteractions: { enabled: true } },
    ttl: {
      AccessToken: 3600,
      IdToken: 3600,
      RefreshToken: 8 * 3600,
      Grant: 8 * 3600,
      Session: 8 * 3600,
      Interaction: 600,
    },
  });

  const server = provider.listen(settings.port, '127.0.0.1');
  await once(server, 'listening');
  return {
    issuer: settings.issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
