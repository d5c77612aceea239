// oidc-provider ships no types (they live in @types/oidc-provider, not installed): the part used here.
declare module 'oidc-provider' {
  import type { Server } from 'node:http';

  export interface ClientMetadata {
    client_id: string;
    application_type?: 'web' | 'native';
    token_endpoint_auth_method?: 'none';
    redirect_uris: string[];
    grant_types?: string[];
    response_types?: string[];
  }

  export interface Account {
    accountId: string;
    claims: () => Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface ProviderClient {
    clientId: string;
    grantTypeAllowed: (grant: string) => boolean;
  }

  export interface Configuration {
    clients: ClientMetadata[];
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    clientBasedCORS?: (ctx: unknown, origin: string, client: ProviderClient) => boolean;
    cookies?: { keys: string[] };
    features?: Record<string, { enabled: boolean }>;
    findAccount: (ctx: unknown, id: string) => Promise<Account | undefined>;
    issueRefreshToken?: (ctx: unknown, client: ProviderClient) => Promise<boolean>;
    jwks?: { keys: object[] };
    pkce?: { required: () => boolean };
    ttl?: Record<string, number>;
  }

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    proxy: boolean;
    listen(port: number, host: string): Server;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
