import { SERVICE_TOKEN_KEY, SESSION_KEYS } from '../../config/constants';

import type { StoredSession } from '../../config/session-values';

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
  read(): StoredSession;
  /** Takes over a sibling tab's whole session (the tab handshake, decision H15). */
  adopt(values: StoredSession): void;
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

/** Where each session value lives in sessionStorage. */
const KEY_OF: Record<keyof StoredSession, string> = {
  accessToken: SESSION_KEYS.accessToken,
  idToken: SESSION_KEYS.idToken,
  tenantId: SESSION_KEYS.tenantId,
  refreshToken: SESSION_KEYS.refreshToken,
  tokenExpires: SESSION_KEYS.tokenExpires,
  authCode: SESSION_KEYS.authCode,
  fhirToken: SESSION_KEYS.fhirToken,
  serviceToken: SERVICE_TOKEN_KEY,
  sessionStartedAt: SESSION_KEYS.sessionStartedAt,
};

/** Reading or removing fails where storage is disabled: the session is then simply absent. */
function forgetLegacyBearer(local: StorageGetter): void {
  try {
    local()?.removeItem(SERVICE_TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

/**
 * Every session value, the serviceToken included, in sessionStorage only (decision H15): it dies
 * with the tab, so the next person at a shared computer is not signed in. A serviceToken an
 * earlier version kept in localStorage is removed on creation and on every clear.
 */
export function createSessionStore(
  session: StorageGetter = browserSession,
  local: StorageGetter = browserLocal,
): SessionStore {
  forgetLegacyBearer(local);
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
      serviceToken: get(SERVICE_TOKEN_KEY),
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
    adopt: (values) => {
      for (const [field, key] of Object.entries(KEY_OF) as [keyof StoredSession, string][]) {
        const value = values[field];
        if (value === null) session()?.removeItem(key);
        else session()?.setItem(key, value);
      }
    },
    writeServiceToken: (token) => session()?.setItem(SERVICE_TOKEN_KEY, token),
    writeRestoredSession: (tenantId, tokenExpires) => {
      set(SESSION_KEYS.tenantId, tenantId);
      set(SESSION_KEYS.tokenExpires, String(tokenExpires));
    },
    clear: () => {
      for (const key of Object.values(KEY_OF)) session()?.removeItem(key);
      forgetLegacyBearer(local);
    },
  };
}

export const sessionStore = createSessionStore();
