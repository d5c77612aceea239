/**
 * The one session type: every value the app keeps in browser session storage (spec §3, under
 * SESSION_KEYS and SERVICE_TOKEN_KEY); null when absent. The platform stores it, the auth rules
 * read it, sibling tabs share it.
 */
export interface StoredSession {
  accessToken: string | null;
  idToken: string | null;
  tenantId: string | null;
  refreshToken: string | null;
  tokenExpires: string | null;
  authCode: string | null;
  fhirToken: string | null;
  /** The older sign-in layer's token. */
  serviceToken: string | null;
  /** Epoch milliseconds of the sign-in, as text (the start of the absolute maximum). */
  sessionStartedAt: string | null;
}
