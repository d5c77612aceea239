import { sessionStore, type SessionStore } from './session-storage';

/**
 * Whether this tab's session was issued by Praxis (a password sign-in, restored or shared: it
 * holds the serviceToken), so the API accepts its bearer token. An identity provider's tokens are
 * not accepted yet (docs/decisions.md, the token exchange is the known gap), and a 401 ends the
 * session (spec §8): background reads such as the bell's are not made for such a session.
 */
export const isPraxisSession = (store: Pick<SessionStore, 'read'> = sessionStore): boolean =>
  Boolean(store.read().serviceToken);
