import { SERVICE_TOKEN_KEY, SESSION_KEYS } from '../../config/constants';

/** Every session value the app keeps in the browser (spec §3); null when absent. */
export interface SessionValues {
  accessToken: string | null;
  idToken: string | null;
  tenantId: string | null;
  refreshToken: string | null;
  tokenExpires: string | null;
  authCode: string | null;
  fhirToken: string | null;
  serviceToken: string | null;
  /** Epoch milliseconds of the sign-in, as text. */
  sessionStartedAt: string | null;
}

export interface StoredTokenSet {
  access_token: string;
  id_token: string;
  tenant_id: string;
  refresh_token?: string;
  /** Epoch milliseconds. */
  tokenExpires: number;
  authCode?: string;
  fhirToken?: string;
  /** Epoch milliseconds; written at sign-in only, a refresh keeps the first. */
  sessionStartedAt?: number;
}

export interface SessionStore {
  read(): SessionValues;
  writeTokenSet(values: StoredTokenSet): void;
  writeServiceToken(token: string): void;
  /** A session restored from the serviceToken: its tenant and hard expiry (decision 1). */
  writeRestoredSession(tenantId: string, tokenExpires: number): void;
  /** Removes the session items and the serviceToken (spec §4 logout). */
  clear(): void;
}

type StorageGetter = () => Storage | undefined;

const browserSession: StorageGetter = () => globalThis.sessionStorage;
const browserLocal: StorageGetter = () => globalThis.localStorage;

/** Session storage for the token set, localStorage for the older layer's serviceToken. */
export function createSessionStore(
  session: StorageGetter = browserSession,
  local: StorageGetter = browserLocal,
): SessionStore {
  const get = (key: string) => session()?.getItem(key) ?? null;
  const set = (key: string, value: string | undefined) => {
    if (value !== undefined) session()?.setItem(key, value);
  };
  return {
    read: () => ({
      accessToken: get(SESSION_KEYS.accessToken),
      idToken: get(SESSION_KEYS.idToken),
      tenantId: get(SESSION_KEYS.tenantId),
      refreshToken: get(SESSION_KEYS.refreshToken),
      tokenExpires: get(SESSION_KEYS.tokenExpires),
      authCode: get(SESSION_KEYS.authCode),
      fhirToken: get(SESSION_KEYS.fhirToken),
      serviceToken: local()?.getItem(SERVICE_TOKEN_KEY) ?? null,
      sessionStartedAt: get(SESSION_KEYS.sessionStartedAt),
    }),
    writeTokenSet: (values) => {
      set(SESSION_KEYS.accessToken, values.access_token);
      set(SESSION_KEYS.idToken, values.id_token);
      set(SESSION_KEYS.tenantId, values.tenant_id);
      set(SESSION_KEYS.refreshToken, values.refresh_token);
      set(SESSION_KEYS.tokenExpires, String(values.tokenExpires));
      set(SESSION_KEYS.authCode, values.authCode);
      set(SESSION_KEYS.fhirToken, values.fhirToken);
      set(SESSION_KEYS.sessionStartedAt, values.sessionStartedAt?.toString());
    },
    writeServiceToken: (token) => local()?.setItem(SERVICE_TOKEN_KEY, token),
    writeRestoredSession: (tenantId, tokenExpires) => {
      set(SESSION_KEYS.tenantId, tenantId);
      set(SESSION_KEYS.tokenExpires, String(tokenExpires));
    },
    clear: () => {
      for (const key of Object.values(SESSION_KEYS)) session()?.removeItem(key);
      local()?.removeItem(SERVICE_TOKEN_KEY);
    },
  };
}

export const sessionStore = createSessionStore();
