/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'true' starts the MSW mock API in the browser (dev, e2e of the front end, demos). */
  readonly VITE_API_MOCK?: string;
  /** The external identity provider (OpenID Connect); unset disables it (src/platform/session/oidc-config.ts). */
  readonly VITE_OIDC_ISSUER?: string;
  readonly VITE_OIDC_CLIENT_ID?: string;
  readonly VITE_OIDC_SCOPES?: string;
  readonly VITE_OIDC_TENANT_CLAIM?: string;
  readonly VITE_OIDC_REDIRECT_PATH?: string;
  /** Session durations in ms (src/config/session-config.ts); watcher 1 also accepts 'off'. */
  readonly VITE_IDLE_WATCHER1_MS?: string;
  readonly VITE_IDLE_WARNING_MS?: string;
  readonly VITE_IDLE_LOGOUT_MS?: string;
  readonly VITE_SESSION_CHECK_INTERVAL_MS?: string;
  readonly VITE_SESSION_GUARD_DELAY_MS?: string;
}
