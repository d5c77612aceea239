import { resolve } from 'node:path';

/** Everything the server reads from its environment, with the defaults `npm start` uses. */
export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data directory; also where the signing key is kept when none is given. */
  dataDir: string;
  databaseUrl?: string;
  databaseSchema?: string;
  /** PEM PKCS#8 ES256 private key; generated and kept in the data directory when absent. */
  signingKeyPem?: string;
  issuer: string;
  /** Access and id token lifetime, seconds (the client's `expires_in`). */
  accessTokenTtlS: number;
  /** Absolute session lifetime, seconds: no refresh extends a session past it (decision 7). */
  sessionMaxAgeS: number;
  /** Password-reset link lifetime, seconds. */
  resetTokenTtlS: number;
  /** Where reset links point (the web app's origin). */
  publicUrl: string;
  loginRateLimit: { perAccount: number; perAddress: number; windowMs: number };
  bodyLimitBytes: number;
  /** Built web app to serve beside the API (`npm start`); absent: API only. */
  staticDir?: string;
  logLevel: string;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limits key on it). */
  trustProxy: boolean;
}

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = int(env.PORT, 4173);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.PRAXIS_DATA_DIR ?? '.data/pglite'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    signingKeyPem: env.PRAXIS_SIGNING_KEY || undefined,
    issuer: env.PRAXIS_ISSUER ?? 'praxis',
    accessTokenTtlS: int(env.PRAXIS_ACCESS_TOKEN_TTL_S, 60 * 60),
    sessionMaxAgeS: int(env.PRAXIS_SESSION_MAX_AGE_S, 12 * 60 * 60),
    resetTokenTtlS: int(env.PRAXIS_RESET_TOKEN_TTL_S, 30 * 60),
    publicUrl: env.PRAXIS_PUBLIC_URL ?? `http://localhost:${port}`,
    loginRateLimit: {
      perAccount: int(env.PRAXIS_LOGIN_LIMIT_PER_ACCOUNT, 10),
      perAddress: int(env.PRAXIS_LOGIN_LIMIT_PER_ADDRESS, 50),
      windowMs: int(env.PRAXIS_LOGIN_LIMIT_WINDOW_MS, 15 * 60 * 1000),
    },
    bodyLimitBytes: int(env.PRAXIS_BODY_LIMIT_BYTES, 64 * 1024),
    staticDir: env.PRAXIS_STATIC_DIR || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.PRAXIS_TRUST_PROXY === 'true',
  };
}
