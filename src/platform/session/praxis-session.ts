import { sessionStore, type SessionStore } from './session-storage';

/**
 * Whether the API accepts this tab's bearer token: every session but one an identity provider
 * left (its callback stores the `auth_code`, spec §4). A provider's tokens are not accepted yet
 * (docs/decisions.md, the token exchange is the known gap), and a 401 ends the session (spec §8):
 * background reads such as the bell's are not made for such a session.
 */
export const isPraxisSession = (store: Pick<SessionStore, 'read'> = sessionStore): boolean =>
  !store.read().authCode;
